/**
 * Employment dates bound what counts (docs/hr.md, "Start and end dates"): "no clock-in, overtime, correction request,
 * HR addition or leave before the start date or after the end date (refused with the dates named); the recap, 'Hari
 * Ini' and the payroll sheet take employees by employment in the period, never by account creation; the demo's
 * employees start years back, so its three months of history show in 'Rekap Bulanan'". Everyone made here is on the
 * default schedule, Monday to Friday 07:30–16:00 WIB; November 2026 has no holiday, so its work days are counted by
 * hand from the calendar: 21 (Monday 2 to Monday 30).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/auth/password';
import { DEMO_PEOPLE } from '../../server/seed/people';
import { fromJakarta } from '../../server/time';
import { attendanceApi, HEAD_OFFICE, honestReading, overtimeApi, photo } from '../support/attendanceApi';
import { call, logInAs, logInWithOwnPassword, postJson } from '../support/http';
import { databaseKind, startTestServer, type TestServer } from '../support/testServer';

const DEPARTMENT = 'Bagian Uji Masa Kerja';

describe(`employment dates bound what counts (${databaseKind})`, () => {
  let server: TestServer;
  let hrToken: string;
  // Wednesday 2 December 2026, 10:00 in Jakarta.
  const TEN = fromJakarta('2026-12-02', '10:00');
  let now = TEN;
  const ids: Record<string, number> = {};
  const tokens: Record<string, string> = {};
  let headOffice = 0;
  const hrPost = (path: string, body: unknown) => postJson(`${server.url}${path}`, body, { token: hrToken });
  const form = (username: string, nup: string, dates: { start_date?: string | null; end_date?: string | null }) => ({
    username, name: username, nup, position: 'Staf', position_level: 3, department: DEPARTMENT, office_ids: [headOffice], supervisor_id: null, schedule_id: null, roster_id: null, ...dates,
  });
  const hire = async (username: string, nup: string, dates: { start_date?: string | null; end_date?: string | null } = {}) => {
    const made = await hrPost('/hr/employees', form(username, nup, dates));
    expect(made.status).toBe(201);
    ids[username] = made.body.employee.id;
    tokens[username] = (await logInWithOwnPassword(server.url, username, made.body.password)).token;
  };
  const refusal = (answer: { status: number; body: { message?: string } }) => [answer.status, answer.body.message];

  beforeAll(async () => {
    server = await startTestServer({ now: () => now });
    hrToken = await logInAs(server.url, 'hr');
    headOffice = (await server.services.db.selectFrom('offices').select('id').where('name', 'not like', 'IPA%').orderBy('id').executeTakeFirstOrThrow()).id;
    await hire('uji.baru', 'MK-001', { start_date: '2027-02-01' });
    await hire('uji.selesai', 'MK-002', { start_date: '2024-03-01', end_date: '2026-11-30' });
    await hire('uji.desember', 'MK-003', { start_date: '2026-12-01' });
    await hire('uji.koreksi', 'MK-004', { start_date: '2026-11-02' });
    await hire('uji.oktober', 'MK-005', { start_date: '2026-10-01' });
    await hire('uji.akun', 'MK-006');
    await hire('uji.pindahan', 'MK-007');
    // Records migrated from the old system before the account was made: Tuesday 10 November, in and out.
    for (const [direction, time] of [['in', '07:20'], ['out', '16:05']] as const) {
      const at = fromJakarta('2026-11-10', time).toISOString();
      await server.services.db
        .insertInto('attendance')
        .values({
          employee_id: ids['uji.pindahan']!, work_date: '2026-11-10', direction, checked_at: at, recorded_at: at, inside_office: 1, latitude: -6.98265, longitude: 110.40925,
          office_id: headOffice, distance_m: 5, is_late: 0, anomaly: null, face_file_id: null, location_file_id: null, letter_file_id: null, device_token: null, idempotency_key: null,
          taken_offline: 0, verification: 'verified', flags: '', device_id: null, decided_by: null, decided_at: null, decision_note: null, accuracy_m: null, check_nonce: null, source: 'hr',
        })
        .execute();
    }
  });
  afterAll(() => server.close());

  it('refuses a clock-in check before the start date and after the end date, and overtime after the end date', async () => {
    const check = (username: string) => {
      const { chosen, positions } = honestReading(HEAD_OFFICE, now.getTime());
      return attendanceApi(server.url, tokens[username]!, () => now).check({ type: '1', location: '1', ...chosen, positions });
    };
    expect(refusal(await check('uji.baru'))).toEqual([400, 'Anda baru mulai bekerja pada Senin, 1 Februari 2027.']);
    expect(refusal(await check('uji.selesai'))).toEqual([400, 'Masa kerja Anda berakhir pada Senin, 30 November 2026.']);
    expect((await check('uji.desember')).status).toBe(200);

    // Overtime on a day off, Saturday 5 December (on a work day it needs that day's clock-in first).
    now = fromJakarta('2026-12-05', '09:00');
    const { chosen, positions } = honestReading(HEAD_OFFICE, now.getTime());
    const overtimeCheck = await overtimeApi(server.url, tokens['uji.selesai']!, () => now).check({ type: '1', is_location: '1', ...chosen, positions });
    now = TEN;
    expect(refusal(overtimeCheck)).toEqual([400, 'Masa kerja Anda berakhir pada Senin, 30 November 2026.']);
  });

  it('judges a clock-in taken offline by the day of its own time', async () => {
    const api = attendanceApi(server.url, tokens['uji.selesai']!, () => now);
    const offline = async (date: string, time: string) => {
      const takenAt = fromJakarta(date, time);
      const { chosen, positions } = honestReading(HEAD_OFFICE, takenAt.getTime());
      const face = (await api.upload({ filename_image: photo() })).body.filename_image;
      return api.submit({ ...chosen, positions, filename_face: face, type: '1', location: '1', device_token: 'mk-offline', check_id: null, taken_at: takenAt.toISOString() });
    };
    // Tuesday 1 December is after the end date; Monday 30 November is its last day.
    expect(refusal(await offline('2026-12-01', '07:25'))).toEqual([400, 'Masa kerja Anda berakhir pada Senin, 30 November 2026.']);
    expect(await offline('2026-11-30', '07:25')).toMatchObject({ status: 200, body: { date: '2026-11-30', verification: 'pending' } });
  });

  it('refuses a correction request for a day before the start, and its approval once the day is outside employment', async () => {
    const ask = (username: string, date: string) =>
      postJson(`${server.url}/mobile-v2/koreksi-absen`, { date, direction: 'in', time: '07:25', office_id: headOffice, reason: 'Lupa absen' }, { token: tokens[username]! });
    expect(refusal(await ask('uji.desember', '2026-11-30'))).toEqual([400, 'Anda baru mulai bekerja pada Selasa, 1 Desember 2026.']);

    // Asked while Monday 30 November was a day of employment; then HR finds the employee started on 1 December.
    expect((await ask('uji.koreksi', '2026-11-30')).status).toBe(200);
    expect((await hrPost(`/hr/employees/${ids['uji.koreksi']}`, form('uji.koreksi', 'MK-004', { start_date: '2026-12-01' }))).status).toBe(200);
    const request = await server.services.db.selectFrom('correction_requests').select('id').where('employee_id', '=', ids['uji.koreksi']!).executeTakeFirstOrThrow();
    const decide = (decision: string, note = '') => hrPost('/hr/verification/corrections/decide', { id: request.id, decision, note });
    expect(refusal(await decide('approve'))).toEqual([400, 'uji.koreksi baru mulai bekerja pada Selasa, 1 Desember 2026.']);
    expect((await decide('reject', 'Belum bekerja pada tanggal itu')).status).toBe(200);
    expect(await server.services.db.selectFrom('attendance').select('id').where('employee_id', '=', ids['uji.koreksi']!).execute()).toEqual([]);
  });

  it("refuses HR's addition of a record for a day outside employment, naming the employee", async () => {
    const add = (date: string) => hrPost('/hr/attendance/add', { employee_id: ids['uji.desember'], date, direction: 'in', time: '07:30', office_id: headOffice, note: 'Daftar hadir manual' });
    expect(refusal(await add('2026-11-30'))).toEqual([400, 'uji.desember baru mulai bekerja pada Selasa, 1 Desember 2026.']);
    expect((await add('2026-12-01')).status).toBe(200);
  });

  it('refuses leave whose days fall outside employment', async () => {
    const leave = (username: string, start: string, end: string) =>
      postJson(`${server.url}/mobile-v2/izin/insert`, { reason: 'IZIN', description: 'Keperluan keluarga', start_date: start, end_date: end, filename: null }, { token: tokens[username]! });
    expect(refusal(await leave('uji.selesai', '30 November 2026', '1 Desember 2026'))).toEqual([400, 'Masa kerja Anda berakhir pada Senin, 30 November 2026.']);
    expect(refusal(await leave('uji.baru', '29 Januari 2027', '1 Februari 2027'))).toEqual([400, 'Anda baru mulai bekerja pada Senin, 1 Februari 2027.']);
    expect((await leave('uji.desember', '3 Desember 2026', '3 Desember 2026')).status).toBe(200);
  });

  it('lists in a past month whoever was employed in it, whenever their account was made', async () => {
    const recap = async (period: string) => {
      const answer = await call(`${server.url}/hr/recap?period=${period}&department=${encodeURIComponent(DEPARTMENT)}`, { headers: { token: hrToken } });
      return Object.fromEntries((answer.body.rows as { name: string; scheduled_days: number; present_days: number; absent_days: number }[]).map((row) => [row.name, [row.scheduled_days, row.present_days, row.absent_days]]));
    };
    // Every account was made on 2 December. November: the October hire and the leaver all 21 days (the leaver's last
    // one waiting for verification); the migrated employee from their first record, Tuesday 10 to Monday 30 (15 days).
    expect(await recap('202611')).toEqual({
      'uji.oktober': [21, 0, 21],
      'uji.pindahan': [15, 1, 14],
      'uji.selesai': [21, 0, 20],
    });
    expect(Object.keys(await recap('202610'))).toEqual(['uji.oktober', 'uji.selesai']);
  });
});

describe(`'Hari Ini' and the demo's months by employment (${databaseKind})`, () => {
  let server: TestServer;
  let hrToken: string;
  // Monday 7 December 2026, a work day: the demo is seeded at 10:00, its accounts made after the day's shifts began.
  const TODAY = '2026-12-07';
  let now = fromJakarta(TODAY, '10:00');
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    server = await startTestServer({ now: () => now });
    hrToken = await logInAs(server.url, 'hr');
    const { db } = server.services;
    const office = await postJson(`${server.url}/hr/offices`, { name: 'Kantor Uji Masa Kerja', latitude: -6.9, longitude: 110.4, radius_m: 100, time_zone: 'WIB' }, { token: hrToken });
    const officeId = office.body.office.id as number;
    const passwordHash = await hashPassword('rahasia-uji-masa-kerja');
    // Each account made today at 09:00, after the 07:30 shift began.
    const person = async (username: string, dates: { start_date?: string; end_date?: string } = {}) =>
      (ids[username] = (
        await db
          .insertInto('employees')
          .values({ username, password_hash: passwordHash, nup: `MK-${username}`, name: username, position: 'Staf', position_level: 3, office_id: officeId, created_at: fromJakarta(TODAY, '09:00').toISOString(), ...dates })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id);
    const record = (employeeId: number, date: string, time: string, isLate = 0) => {
      const at = fromJakarta(date, time).toISOString();
      return db
        .insertInto('attendance')
        .values({
          employee_id: employeeId, work_date: date, direction: 'in', checked_at: at, recorded_at: at, inside_office: 1, latitude: -6.9, longitude: 110.4, office_id: officeId,
          distance_m: 5, is_late: isLate, anomaly: null, face_file_id: `mk-${employeeId}-${date}`, location_file_id: null, letter_file_id: null, device_token: 'uji',
          idempotency_key: null, taken_offline: 0, verification: 'verified', flags: '', device_id: null, decided_by: null, decided_at: null, decision_note: null, accuracy_m: 8, check_nonce: null,
        })
        .execute();
    };
    await record(await person('hi.tepat', { start_date: '2019-03-01' }), TODAY, '07:20');
    await record(await person('hi.telat', { start_date: '2015-07-01' }), TODAY, '08:00', 1);
    await person('hi.belum', { start_date: '2020-01-02' });
    // Without a start date, employed from a record migrated in before the account (Monday 2 November).
    await record(await person('hi.pindahan'), '2026-11-02', '07:25');
    // Not employed today: an account made after the shift began with no start date, a start tomorrow, an end last Friday.
    await person('hi.baru');
    await person('hi.besok', { start_date: '2026-12-08' });
    await person('hi.keluar', { start_date: '2010-01-04', end_date: '2026-12-04' });
  });
  afterAll(() => server.close());

  const dashboard = async () => (await call(`${server.url}/hr/dashboard`, { headers: { token: hrToken } })).body as { name: string; employees: number; present: number; late: number; not_yet_in: number; absent: number; on_leave: number; pending: number; people: Record<string, { name: string }[]> }[];
  const named = (...usernames: string[]) => usernames.map((name) => ({ id: ids[name], name }));
  const HEAD_OFFICE_PEOPLE = DEMO_PEOPLE.filter((person) => person.department !== 'Bagian Produksi').length;

  it('counts those employed today at 10:00: present, late, not yet in', async () => {
    now = fromJakarta(TODAY, '10:00');
    const offices = await dashboard();
    expect(offices.find((office) => office.name === 'Kantor Uji Masa Kerja')).toMatchObject({
      employees: 4, present: 2, late: 1, not_yet_in: 2, absent: 0, on_leave: 0, pending: 0,
      people: { late: named('hi.telat'), not_yet_in: named('hi.belum', 'hi.pindahan'), absent: [], on_leave: [], pending: [] },
    });
    // The demo's head office: 26 employees, nobody clocked in yet today (its history ends yesterday), each not yet in or on leave.
    const head = offices.find((office) => office.name === 'Kantor Pusat PDAM Tirta Kencana')!;
    expect(HEAD_OFFICE_PEOPLE).toBe(26);
    expect(head).toMatchObject({ employees: 26, present: 0, late: 0, absent: 0 });
    expect(head.not_yet_in + head.on_leave).toBe(26);
    expect(head.people.not_yet_in!.map((person) => person.name)).toContain('Andi Saputra');
  });

  it('counts those employed today at 23:00: whoever did not clock in is absent', async () => {
    now = fromJakarta(TODAY, '23:00');
    const offices = await dashboard();
    expect(offices.find((office) => office.name === 'Kantor Uji Masa Kerja')).toMatchObject({
      employees: 4, present: 2, late: 1, not_yet_in: 0, absent: 2, on_leave: 0, pending: 0,
      people: { late: named('hi.telat'), not_yet_in: [], absent: named('hi.belum', 'hi.pindahan') },
    });
    const head = offices.find((office) => office.name === 'Kantor Pusat PDAM Tirta Kencana')!;
    expect(head).toMatchObject({ employees: 26, present: 0, late: 0, not_yet_in: 0 });
    expect(head.absent + head.on_leave).toBe(26);
    expect(head.people.absent!.map((person) => person.name)).toContain('Andi Saputra');
  });

  it("lists every demo employee in each of the three months of the demo's history, present on some days", async () => {
    // Employed since they joined, at least three years before today.
    const starts = await server.services.db.selectFrom('employees').select(['username', 'start_date']).where('username', 'in', DEMO_PEOPLE.map((person) => person.username)).execute();
    expect(starts.filter((row) => row.start_date === null || row.start_date > '2023-12-07')).toEqual([]);
    const everyone = DEMO_PEOPLE.map((person) => person.name).sort();
    for (const period of ['202609', '202610', '202611']) {
      const recap = (await call(`${server.url}/hr/recap?period=${period}`, { headers: { token: hrToken } })).body as { rows: { name: string; present_days: number }[] };
      const demoRows = recap.rows.filter((row) => everyone.includes(row.name));
      expect(demoRows.map((row) => row.name).sort(), period).toEqual(everyone);
      expect(demoRows.filter((row) => row.present_days === 0), period).toEqual([]);
    }
  });
});
