/**
 * Shift windows (docs/hr.md, "Shift windows"): a clock-in belongs to its shift from 2 hours before its start (HR may set
 * 60–240 minutes) to its end; a clock-out up to the forgotten clock-out's hours after the end (default 6). Outside, the
 * phone is told before the photo, and the record is kept but waits, flagged 'di luar jam shift', with its real
 * lateness; it counts only once a person decides. The head office works 07:30–16:00 WIB, Monday to Friday; the demo is
 * seeded on Monday 23 November 2026 at 06:00; the night shift below is the roster's Malam, 23:00–07:00.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/auth/password';
import { fromJakarta } from '../../server/time';
import { attendanceApi, clock, HEAD_OFFICE, honestReading, photo } from '../support/attendanceApi';
import { call, logInAs, postJson } from '../support/http';
import { databaseKind, startTestServer, type TestServer } from '../support/testServer';
import { threeShiftRoster } from '../support/threeShiftRoster';
import { withShownFlags } from '../support/recordDecision';

const TUESDAY = '2026-11-24';
const WEDNESDAY = '2026-11-25';
const THURSDAY = '2026-11-26';
const NOTICE_LATE = 'Shift Anda hari ini berakhir pukul 16.00. Absen tetap dapat dikirim dan akan menunggu verifikasi atasan.';
const NOTICE_EARLY = 'Shift Anda hari ini mulai pukul 07.30; belum waktunya absen masuk. Absen tetap dapat dikirim dan akan menunggu verifikasi atasan.';
const NOTICE_OUT = 'Shift Anda berakhir pukul 16.00; batas absen pulang sudah lewat. Absen tetap dapat dikirim dan akan menunggu verifikasi atasan.';

describe(`shift windows (${databaseKind})`, () => {
  let server: TestServer;
  let now = fromJakarta('2026-11-23', '06:00');
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};
  const api = (username: string) => attendanceApi(server.url, tokens[username]!, () => now);
  const check = (username: string, type: '1' | '0') => {
    const { chosen, positions } = honestReading(HEAD_OFFICE, now.getTime());
    return api(username).check({ type, location: '1', ...chosen, positions });
  };
  const record = (username: string, date: string, direction: 'in' | 'out') =>
    server.services.db.selectFrom('attendance').selectAll().where('employee_id', '=', ids[username]!).where('work_date', '=', date).where('direction', '=', direction).executeTakeFirstOrThrow();
  const recapRow = async (name: string) =>
    ((await call(`${server.url}/hr/recap?period=202611`, { headers: { token: tokens.hr! } })).body.rows as { name: string; present_days: number; late_days: number; pending_records: number }[]).find((row) => row.name === name)!;
  const flagsOf = (row: { flags: string }) => row.flags.split(',').filter(Boolean);

  beforeAll(async () => {
    server = await startTestServer({ now: () => now });
    for (const row of await server.services.db.selectFrom('employees').select(['id', 'username']).execute()) ids[row.username] = row.id;
    for (const username of ['siti.rahma', 'budi.santoso', 'demo', 'atasan', 'hr']) tokens[username] = await logInAs(server.url, username);
  });
  afterAll(() => server.close());

  it('keeps a clock-in hours after the shift, says so before the photo, and counts it only once decided, late', async () => {
    now = fromJakarta(TUESDAY, '23:49');
    // The demo's history before these days counts as it did: only this record's difference is looked at.
    const before = await recapRow('Siti Rahmawati');
    const answer = await check('siti.rahma', '1');
    expect(answer.body).toMatchObject({ is_late: '1', shift_notice: NOTICE_LATE });
    const done = await clock(api('siti.rahma'), { type: '1', inside: true, at: HEAD_OFFICE, anomaly: 'Macet di jalan' });
    expect(done.submit!.body).toMatchObject({ date: TUESDAY, verification: 'pending', flags: expect.arrayContaining([{ code: 'outside_shift', label: 'di luar jam shift' }]) });
    const stored = await record('siti.rahma', TUESDAY, 'in');
    expect(stored).toMatchObject({ verification: 'pending', is_late: 1 });
    // Waiting, it is neither present nor late in the recap: it is a record to decide.
    expect(await recapRow('Siti Rahmawati')).toMatchObject({ present_days: before.present_days, late_days: before.late_days, pending_records: before.pending_records + 1 });

    const decided = await postJson(`${server.url}/mobile-v2/verifikasi-absen/putuskan`, await withShownFlags(server, { kind: 'attendance', id: stored.id, decision: 'approve', note: 'Tugas malam' }), { token: tokens.atasan! });
    expect(decided.body).toMatchObject({ verification: 'verified' });
    expect(await recapRow('Siti Rahmawati')).toMatchObject({ present_days: before.present_days + 1, late_days: before.late_days + 1, pending_records: before.pending_records });
  });

  it('flags a clock-in earlier than the window HR set, not one inside it, and follows HR’s setting', async () => {
    now = fromJakarta(WEDNESDAY, '05:00');
    expect((await check('budi.santoso', '1')).body).toMatchObject({ is_late: '0', shift_notice: NOTICE_EARLY });
    now = fromJakarta(WEDNESDAY, '05:45');
    expect((await check('budi.santoso', '1')).body).toMatchObject({ is_late: '0', shift_notice: null });
    const saved = await postJson(`${server.url}/hr/settings`, { correction_window_days: 7, payroll_cutoff_day: 0, cuti_bersama_uses_quota: 0, forgotten_clock_out_hours: 6, clock_in_window_minutes: 60 }, { token: tokens.hr! });
    expect(saved.status).toBe(200);
    expect((await check('budi.santoso', '1')).body).toMatchObject({ shift_notice: NOTICE_EARLY });
    expect((await postJson(`${server.url}/hr/settings`, { correction_window_days: 7, payroll_cutoff_day: 0, cuti_bersama_uses_quota: 0, forgotten_clock_out_hours: 6, clock_in_window_minutes: 59 }, { token: tokens.hr! })).body).toEqual({
      message: 'Batas awal absen masuk minimal 60.',
    });
    now = fromJakarta(WEDNESDAY, '06:45');
    const done = await clock(api('budi.santoso'), { type: '1', inside: true, at: HEAD_OFFICE });
    expect(done.submit!.body).toMatchObject({ verification: 'verified', flags: [] });
    await postJson(`${server.url}/hr/settings`, { correction_window_days: 7, payroll_cutoff_day: 0, cuti_bersama_uses_quota: 0, forgotten_clock_out_hours: 6, clock_in_window_minutes: 120 }, { token: tokens.hr! });
  });

  it('flags a clock-out after the clock-out window, and judges an offline record by its own time', async () => {
    now = fromJakarta(WEDNESDAY, '23:30');
    expect((await check('budi.santoso', '0')).body).toMatchObject({ shift_notice: NOTICE_OUT });
    now = fromJakarta(WEDNESDAY, '21:30');
    expect((await check('budi.santoso', '0')).body).toMatchObject({ shift_notice: null });

    // Taken on Thursday at 23:10 without a connection, delivered on Friday morning: outside its shift, and offline.
    now = fromJakarta('2026-11-27', '07:00');
    const face = (await api('demo').upload({ filename_image: photo() }, '1')).body.filename_image;
    const position = { latitude: String(HEAD_OFFICE.latitude), longitude: String(HEAD_OFFICE.longitude) };
    const kept = await api('demo').submit({ ...position, filename_face: face, type: '1', location: '1', device_token: 'd-demo', check_id: null, taken_at: fromJakarta(THURSDAY, '23:10').toISOString() });
    expect(kept.body).toMatchObject({ date: THURSDAY, verification: 'pending' });
    expect(flagsOf(await record('demo', THURSDAY, 'in'))).toEqual(expect.arrayContaining(['offline', 'outside_shift']));
  });

  it('holds a night shift to its own window across midnight', async () => {
    const { db } = server.services;
    now = fromJakarta('2026-11-06', '12:00');
    const headOffice = (await db.selectFrom('employee_offices').select('office_id').where('employee_id', '=', ids['siti.rahma']!).executeTakeFirstOrThrow()).office_id;
    const { id } = await db
      .insertInto('employees')
      .values({ username: 'operator.malam', password_hash: await hashPassword('rahasia-uji-malam'), nup: 'MALAM-1', name: 'Operator Malam', position: 'Operator', position_level: 2, office_id: headOffice, created_at: '2026-10-01T00:00:00.000Z' })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids['operator.malam'] = id;
    await db.insertInto('employee_offices').values({ employee_id: id, office_id: headOffice }).execute();
    const roster = await postJson(`${server.url}/hr/rosters`, threeShiftRoster('Malam uji jendela'), { token: tokens.hr! });
    await postJson(`${server.url}/hr/rosters/assign`, { roster_id: roster.body.roster.id, employee_ids: [id] }, { token: tokens.hr! });
    tokens['operator.malam'] = await logInAs(server.url, 'operator.malam', 'rahasia-uji-malam');
    // Malam on Friday 6 November: 23:00 to 07:00. At 21:30 (1.5 h before) it is inside; its clock-out at 07:05 too.
    now = fromJakarta('2026-11-06', '21:30');
    expect((await check('operator.malam', '1')).body).toMatchObject({ is_late: '0', shift_notice: null });
    now = fromJakarta('2026-11-06', '20:30');
    expect((await check('operator.malam', '1')).body).toMatchObject({ shift_notice: 'Shift Anda hari ini mulai pukul 23.00; belum waktunya absen masuk. Absen tetap dapat dikirim dan akan menunggu verifikasi atasan.' });
    now = fromJakarta('2026-11-06', '23:20');
    expect((await clock(api('operator.malam'), { type: '1', inside: true, at: HEAD_OFFICE, anomaly: 'Macet di jalan' })).submit!.body).toMatchObject({ date: '2026-11-06', verification: 'verified' });
    now = fromJakarta('2026-11-07', '07:05');
    expect((await check('operator.malam', '0')).body).toMatchObject({ shift_notice: null });
  });
});
