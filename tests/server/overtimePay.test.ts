/**
 * Overtime that adds up (issue 46): an overtime counts, in the recap and on the employee's screen, only when its start
 * and its end both count; 'Terima Jam Diterima' counts from the received time to the end (or to the server's close);
 * the server's closing never undoes a decision. Every day below is a work day (office hours 07:30–16:00) whose
 * overtime starts at 17:00; the expected hours are worked out by hand from those times, not by the code under test.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromJakarta } from '../../server/time';
import { call, logInAs, postJson } from '../support/http';
import { databaseKind, startTestServer, type TestServer } from '../support/testServer';
import { withShownFlags } from '../support/recordDecision';

type Part = { direction: 'in' | 'out'; time: string; received?: string; verification: string; decided?: boolean; duration?: number };

/**
 * Each employee's one overtime in November 2026, and what the recap must pay for it: hours, and PP 35/2021's paid hours
 * on a work day (the first hour 1.5 times, every further hour twice), both to two decimals.
 */
const CASES: { username: string; date: string; parts: Part[]; decide?: { direction: 'in' | 'out'; decision: string }; hours: number; pay: number; screen: string }[] = [
  // Start rejected by the supervisor, end approved: nothing is paid, and the employee reads 'Lembur Ditolak'.
  {
    username: 'siti.rahma', date: '2026-11-10', hours: 0, pay: 0, screen: 'Lembur Ditolak',
    parts: [{ direction: 'in', time: '17:00', verification: 'rejected', decided: true }, { direction: 'out', time: '20:55', verification: 'verified', duration: 235 }],
  },
  // End accepted at receipt: 17:00 to its receipt at 19:30, not to the 19:00 the phone claimed: 2.5 hours.
  {
    username: 'dewi.anggraini', date: '2026-11-11', hours: 2.5, pay: 4.5, screen: 'Lembur',
    parts: [{ direction: 'in', time: '17:00', verification: 'verified' }, { direction: 'out', time: '19:00', received: '19:30', verification: 'pending', duration: 120 }],
    decide: { direction: 'out', decision: 'accept_at_receipt' },
  },
  // Left open, so the server closed it at its cap (21:00); its start, received at 20:50, accepted at receipt: 10 minutes.
  {
    username: 'maya.sari', date: '2026-11-12', hours: 0.17, pay: 0.25, screen: 'Lembur',
    parts: [{ direction: 'in', time: '17:00', received: '20:50', verification: 'pending' }],
    decide: { direction: 'in', decision: 'accept_at_receipt' },
  },
  // Left open with its start already rejected: over with the rejection, never closed by the server.
  {
    username: 'wulan.sari', date: '2026-11-13', hours: 0, pay: 0, screen: 'Lembur Ditolak',
    parts: [{ direction: 'in', time: '17:00', verification: 'rejected', decided: true }],
  },
];

describe(`overtime pay from decided parts (${databaseKind})`, () => {
  let server: TestServer;
  let hrToken: string;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    server = await startTestServer({ now: () => fromJakarta('2026-11-25', '09:00') });
    hrToken = await logInAs(server.url, 'hr');
    const { db } = server.services;
    for (const { username, date, parts } of CASES) {
      const { id } = await db.selectFrom('employees').select('id').where('username', '=', username).executeTakeFirstOrThrow();
      ids[username] = id;
      for (const part of parts) {
        const at = fromJakarta(date, part.time).toISOString();
        const { id: recordId } = await db
          .insertInto('overtime')
          .values({
            employee_id: id, work_date: date, direction: part.direction, checked_at: at, recorded_at: fromJakarta(date, part.received ?? part.time).toISOString(),
            inside_office: 1, latitude: -6.98265, longitude: 110.40925, face_file_id: `lembur-${username}-${part.direction}`, location_file_id: `lembur-lokasi-${username}-${part.direction}`,
            device_token: 'uji', idempotency_key: null, verification: part.verification, flags: part.received ? 'late_delivery' : '', device_id: null,
            decided_by: part.decided ? ids['kasubag.penagihan'] ?? null : null, decided_at: part.decided ? fromJakarta(date, '21:30').toISOString() : null,
            decision_note: part.decided ? 'Tidak ada perintah lembur' : null, accuracy_m: 8, check_nonce: null, duration_minutes: part.duration ?? null, auto_closed_at: null, taken_offline: 0,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        ids[`${username}-${part.direction}`] = recordId;
      }
    }
  });
  afterAll(() => server.close());

  it('closes the open ones, leaves a rejected start rejected, and decides the waiting parts', async () => {
    // The queue's read closes every overtime left open past its deadline.
    const queue = (await call(`${server.url}/hr/verification`, { headers: { token: hrToken } })).body as { kind: string; id: number }[];
    const rejectedStart = await server.services.db.selectFrom('overtime').select(['verification', 'auto_closed_at']).where('id', '=', ids['wulan.sari-in']!).executeTakeFirstOrThrow();
    // A start a person rejected is over (docs/api.md): nothing for the server to close.
    expect(rejectedStart).toEqual({ verification: 'rejected', auto_closed_at: null });
    expect(queue.some((item) => item.kind === 'overtime' && item.id === ids['wulan.sari-in'])).toBe(false);
    for (const { username, decide } of CASES) {
      if (!decide) continue;
      const answer = await postJson(`${server.url}/hr/verification/decide`, await withShownFlags(server, { kind: 'overtime', id: ids[`${username}-${decide.direction}`]!, decision: decide.decision, note: '' }), { token: hrToken });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    }
  });

  it.each(CASES.map((row) => [row.username, row] as const))("pays %s's overtime as decided, and shows it so", async (username, { date, hours, pay, screen }) => {
    const recap = (await call(`${server.url}/hr/recap?period=202611`, { headers: { token: hrToken } })).body as { rows: { employee_id: number; overtime_hours: number; overtime_pay_hours: number }[] };
    expect(recap.rows.find((row) => row.employee_id === ids[username])).toMatchObject({ overtime_hours: hours, overtime_pay_hours: pay });
    const list = (await call(`${server.url}/mobile-v2/absen-lembur/list?period=202611`, { headers: { token: await logInAs(server.url, username) } })).body as { date: string; status: string }[];
    expect(list.find((day) => day.date === date)?.status).toBe(screen);
  });

  it('has demo overtime to pay (issue 48): field staff on work days and rest days, plant operators on days off, each paid at least 1.5 times', async () => {
    const recap = (await call(`${server.url}/hr/recap?period=202611`, { headers: { token: hrToken } })).body as { rows: { name: string; overtime_hours: number; overtime_pay_hours: number }[] };
    for (const name of ['Ahmad Fauzi', 'Joko Susilo', 'Dimas Saputro', 'Yoga Pratama']) {
      const row = recap.rows.find((entry) => entry.name === name);
      expect(row?.overtime_hours, name).toBeGreaterThan(0);
      // PP 35/2021: the first hour of a work day 1.5 times, every other hour twice or more.
      expect(row!.overtime_pay_hours, name).toBeGreaterThanOrEqual(row!.overtime_hours * 1.5);
    }
    // Joko works Monday to Saturday: his Sundays are rest days, so he has overtime of both kinds.
    const joko = await server.services.db
      .selectFrom('overtime as o')
      .innerJoin('employees as e', 'e.id', 'o.employee_id')
      .select('o.work_date')
      .where('e.username', '=', 'joko.susilo')
      .where('o.direction', '=', 'in')
      .execute();
    const weekdays = new Set(joko.map((row) => new Date(`${row.work_date}T00:00:00Z`).getUTCDay()));
    expect([weekdays.has(0), [1, 2, 3, 4, 5, 6].some((day) => weekdays.has(day))]).toEqual([true, true]);
  });
});
