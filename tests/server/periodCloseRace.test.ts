/**
 * Closing a period while its records are being decided (docs/hr.md, "Periods"): a close fences itself from the writes
 * under way, so every decision either lands before it and is in the stored recap and sheet, or comes after it and is
 * refused with 409. Found by a hostile clerk: twelve approvals and six additions sent with the close all answered 200,
 * and the stored recap missed them. Calendar months; November has ended on Wednesday 2 December 2026 at 09:00 WIB.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monthlyRecap } from '../../server/recap/monthlyRecap';
import { payrollSheet } from '../../server/payroll/sheet';
import { receiptAfterClose } from '../../server/periods/periodState';
import { fromJakarta } from '../../server/time';
import { HEAD_OFFICE, honestReading, photo } from '../support/attendanceApi';
import { call, logInAs, postJson } from '../support/http';
import { databaseKind, startTestServer, type TestServer } from '../support/testServer';

const PEOPLE = ['siti.rahma', 'budi.santoso', 'demo', 'maya.sari', 'dewi.anggraini', 'ratna.dewi', 'wulan.sari', 'hendra.gunawan', 'rizky.pratama', 'ahmad.fauzi'];

describe(`a close racing the decisions of its days (${databaseKind})`, () => {
  let server: TestServer;
  // The demo is seeded up to the day before: from Monday 23 November on, only this test's records.
  let now = fromJakarta('2026-11-23', '06:00');
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    server = await startTestServer({ now: () => now });
    for (const username of [...PEOPLE, 'hr']) tokens[username] = await logInAs(server.url, username);
  });
  afterAll(() => server.close());

  it('stores a recap and a sheet that hold every decision that was not refused', async () => {
    const { db } = server.services;
    const people = PEOPLE;
    now = fromJakarta('2026-12-02', '08:00');
    // Each waits with a clock-in taken offline on Wednesday 25 November.
    for (const username of people) {
      const form = new FormData();
      form.set('type', '1');
      form.set('filename_image', photo(), 'filename_image.png');
      const face = (await call(`${server.url}/mobile-v2/upload-photo`, { method: 'POST', headers: { token: tokens[username]! }, body: form })).body.filename_image;
      const takenAt = fromJakarta('2026-11-25', '07:25');
      const { chosen, positions } = honestReading(HEAD_OFFICE, takenAt.getTime());
      const body = { ...chosen, positions, filename_face: face, type: '1', location: '1', device_token: `phone-${username}`, taken_at: takenAt.toISOString() };
      expect((await postJson(`${server.url}/mobile-v2/absen-upload`, body, { token: tokens[username]! })).body).toMatchObject({ verification: 'pending' });
    }
    const waiting = (await call(`${server.url}/hr/verification`, { headers: { token: tokens.hr! } })).body as { kind: string; id: number; date: string; flags: { code: string }[] }[];
    const mine = waiting.filter((item) => item.kind === 'attendance' && item.date === '2026-11-25');
    expect(mine).toHaveLength(people.length);

    now = fromJakarta('2026-12-02', '09:00');
    const decide = (item: (typeof mine)[number]) =>
      postJson(`${server.url}/hr/verification/decide`, { kind: 'attendance', id: item.id, decision: 'approve', note: '', flags_seen: item.flags.map((flag) => flag.code) }, { token: tokens.hr! });
    const answers = await Promise.all([postJson(`${server.url}/hr/periods/202611/close`, {}, { token: tokens.hr! }), ...mine.map(decide)]);
    expect(answers[0]!.status).toBe(200);
    for (const answer of answers.slice(1)) expect([200, 409]).toContain(answer.status);

    // What is stored is what the records say now: nothing decided slipped past the close.
    const stored = (await call(`${server.url}/hr/recap?period=202611`, { headers: { token: tokens.hr! } })).body;
    const live = await monthlyRecap(db, { period: '202611' }, now);
    expect(stored.rows).toEqual(live.rows);
    expect(stored.totals).toEqual(live.totals);
    const storedSheet = (await call(`${server.url}/hr/periods/202611/sheet`, { headers: { token: tokens.hr! } })).body;
    expect(storedSheet.rows).toEqual((await payrollSheet(db, '202611', now)).rows);
  });

  it('keeps a late record whose time was taken before the close and whose write came after it as received after the close', async () => {
    const { db } = server.services;
    const closedAt = (await db.selectFrom('payroll_periods').select('closed_at').where('period', '=', '202611').executeTakeFirstOrThrow()).closed_at!;
    const before = new Date(Date.parse(closedAt) - 5).toISOString();
    const after = new Date(Date.parse(closedAt) + 60_000).toISOString();
    // In neither the stored recap nor the adjustments otherwise: now an adjustment of December.
    expect(await receiptAfterClose(db, '2026-11-25', before)).toBe(new Date(Date.parse(closedAt) + 1).toISOString());
    expect(await receiptAfterClose(db, '2026-11-25', after)).toBe(after);
    expect(await receiptAfterClose(db, '2026-12-01', before)).toBe(before);
  });
});
