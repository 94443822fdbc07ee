/**
 * Shift reminders (issue 48: "before the start if not clocked in ('Jangan lupa absen masuk, shift mulai 07:30'), after
 * the end if not clocked out; each at most once, never on a day off or leave; an employee can turn them off in Akun
 * … claimed once across processes"), on both databases. The head office's schedule is 07:30–16:00 WIB, Monday to
 * Friday; the demo data ends before Monday 23 November 2026.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendShiftReminders } from '../../server/attendance/reminders';
import { fromJakarta } from '../../server/time';
import { attendanceApi, clock, HEAD_OFFICE } from '../support/attendanceApi';
import { call, logInAs, postJson } from '../support/http';
import { databaseKind, startTestServer, type TestServer } from '../support/testServer';

const MONDAY = '2026-11-23';
const SATURDAY = '2026-11-28';

describe(`shift reminders (${databaseKind})`, () => {
  let server: TestServer;
  let now = fromJakarta(MONDAY, '06:00');
  const ids: Record<string, number> = {};
  const tokens: Record<string, string> = {};
  const pass = () => sendShiftReminders(server.services.db, server.services.notifier, now);
  const reminders = async (username: string) => {
    await server.services.notifier.idle();
    return server.services.db.selectFrom('notifications').select(['title', 'body', 'link']).where('employee_id', '=', ids[username]!).where('title', '=', 'Pengingat absen').execute();
  };

  beforeAll(async () => {
    server = await startTestServer({ now: () => now });
    for (const row of await server.services.db.selectFrom('employees').select(['id', 'username']).execute()) ids[row.username] = row.id;
    for (const username of ['siti.rahma', 'budi.santoso', 'atasan', 'demo']) tokens[username] = await logInAs(server.url, username);
    // Demo is on approved leave today.
    await server.services.db
      .insertInto('leave_requests')
      .values({ employee_id: ids.demo!, leave_type_code: 'CUTI', start_date: MONDAY, end_date: MONDAY, description: 'Cuti', attachment: null, status: '1', created_at: now.toISOString(), working_days: 1, decided_by: ids.atasan!, decided_at: now.toISOString(), decision_note: null, cancelled_at: null, idempotency_key: null })
      .execute();
    now = fromJakarta(MONDAY, '07:12');
    expect((await clock(attendanceApi(server.url, tokens['budi.santoso']!, () => now), { type: '1', inside: true, at: HEAD_OFFICE })).submit!.status).toBe(200);
  });
  afterAll(() => server.close());

  it('lets an employee turn them off, and says so', async () => {
    expect((await call(`${server.url}/mobile-v2/pengingat`, { headers: { token: tokens.atasan! } })).body).toEqual({ enabled: true });
    const refused = await postJson(`${server.url}/mobile-v2/pengingat`, { enabled: 'ya' }, { token: tokens.atasan! });
    expect([refused.status, refused.body.message]).toEqual([400, 'Pilih nyala atau mati.']);
    const off = await postJson(`${server.url}/mobile-v2/pengingat`, { enabled: false }, { token: tokens.atasan! });
    expect([off.status, off.body]).toEqual([200, { message: 'Pengingat absen dimatikan.', enabled: false }]);
    expect((await call(`${server.url}/mobile-v2/pengingat`, { headers: { token: tokens.atasan! } })).body).toEqual({ enabled: false });
  });

  it('reminds a quarter of an hour before the start, once across two passes at once, only those who have not clocked in', async () => {
    now = fromJakarta(MONDAY, '07:14');
    await pass();
    expect(await reminders('siti.rahma')).toEqual([]);
    now = fromJakarta(MONDAY, '07:16');
    await Promise.all([pass(), pass()]);
    await pass();
    expect(await reminders('siti.rahma')).toEqual([{ title: 'Pengingat absen', body: 'Jangan lupa absen masuk, shift mulai 07:30.', link: '/dashboard' }]);
    expect(await reminders('budi.santoso')).toEqual([]);
    expect(await reminders('atasan')).toEqual([]);
    expect(await reminders('demo')).toEqual([]);
    const claimed = await server.services.db.selectFrom('shift_reminders').select(['work_date', 'kind']).where('employee_id', '=', ids['siti.rahma']!).execute();
    expect(claimed).toEqual([{ work_date: MONDAY, kind: 'in' }]);
  });

  it('reminds after the end only one who clocked in and not out', async () => {
    now = fromJakarta(MONDAY, '16:14');
    await pass();
    expect(await reminders('budi.santoso')).toEqual([]);
    now = fromJakarta(MONDAY, '16:20');
    await pass();
    await pass();
    expect(await reminders('budi.santoso')).toEqual([{ title: 'Pengingat absen', body: 'Jangan lupa absen pulang, shift selesai 16:00.', link: '/dashboard' }]);
    expect(await reminders('siti.rahma')).toHaveLength(1);
  });

  it('says nothing on a day off', async () => {
    now = fromJakarta(SATURDAY, '07:20');
    await pass();
    expect(await reminders('siti.rahma')).toHaveLength(1);
  });
});
