/**
 * Rosters and time zones over HTTP (issue 39, "Done means"): a night shift's clock-in at 22:58 and clock-out at
 * 07:05 the next day is one on-time shift; late and early are measured against the shift; one clock-in per shift;
 * a swap changes one day; an office in WITA is late at its own 07:31. HR sets it all up through the console's calls,
 * and every change is in the audit log. Expected values come from the text and the calendar.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/auth/password';
import { fromLocal } from '../../server/shifts/zones';
import { attendanceApi, clock, HEAD_OFFICE, photo } from '../support/attendanceApi';
import { call, logInAs, postJson } from '../support/http';
import { databaseKind, startTestServer, type TestServer } from '../support/testServer';
import { threeShiftRoster } from '../support/threeShiftRoster';

const PASSWORD = 'rahasia-uji-shift';
/** P P S S M M - - from Monday 2 November 2026: Malam on 6, 7, 14, 15 November…, off on 8, 9, 16, 17. */
const ROSTER = threeShiftRoster('Operator IPA tiga shift');
/** Two places of a branch in Makassar (WITA), 20 m apart. */
const MAKASSAR = { latitude: -5.1477, longitude: 119.4327 };

describe(`shift rosters and time zones (${databaseKind})`, () => {
  let server: TestServer;
  let now = fromLocal('2026-11-06', '12:00', 'WIB');
  let hrToken: string;
  const hrCall = (path: string) => call(`${server.url}${path}`, { headers: { token: hrToken } });
  const hrPost = (path: string, body: unknown) => postJson(`${server.url}${path}`, body, { token: hrToken });
  const wib = (date: string, time: string) => fromLocal(date, time, 'WIB');
  const ids: Record<string, number> = {};

  async function newEmployee(username: string, officeId: number) {
    const { db } = server.services;
    const { id } = await db
      .insertInto('employees')
      .values({ username, password_hash: await hashPassword(PASSWORD), nup: `SHIFT-${username}`, name: `Uji ${username}`, position: 'Operator', position_level: 2, office_id: officeId, created_at: '2026-10-01T00:00:00.000Z' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('employee_offices').values({ employee_id: id, office_id: officeId }).execute();
    ids[username] = id;
    return attendanceApi(server.url, await logInAs(server.url, username, PASSWORD), () => now);
  }

  beforeAll(async () => {
    server = await startTestServer({ now: () => now });
    hrToken = await logInAs(server.url, 'hr');
  });
  afterAll(() => server.close());

  it('lets HR create a roster and put operators on it, audited', async () => {
    const headOffice = (await hrCall('/hr/offices')).body.find((office: { name: string }) => office.name.startsWith('Kantor Pusat'));
    expect(headOffice).toMatchObject({ time_zone: 'WIB', radius_m: 100 });
    ids.headOffice = headOffice.id;
    await newEmployee('operator.satu', headOffice.id);
    await newEmployee('operator.dua', headOffice.id);

    const created = await hrPost('/hr/rosters', ROSTER);
    expect(created.status).toBe(201);
    expect(created.body.roster).toMatchObject({ ...ROSTER, employees: 0 });
    expect((await hrPost('/hr/rosters', ROSTER)).status).toBe(409);
    const broken = await hrPost('/hr/rosters', { ...ROSTER, name: 'Salah', cycle: ['P', 'X'] });
    expect([broken.status, broken.body.message]).toEqual([400, 'Siklus hanya boleh berisi kode shift yang ada atau - (libur).']);

    const assigned = await hrPost('/hr/rosters/assign', { roster_id: created.body.roster.id, employee_ids: [ids['operator.satu'], ids['operator.dua']] });
    expect(assigned.body).toEqual({ message: '2 pegawai diatur polanya.', employees: 2 });
    ids.roster = created.body.roster.id;

    const week = await hrCall(`/hr/employees/${ids['operator.satu']}/shifts?from=2026-11-06&days=4`);
    expect(week.body.map((day: { date: string; name: string | null }) => [day.date, day.name])).toEqual([
      ['2026-11-06', 'Malam'],
      ['2026-11-07', 'Malam'],
      ['2026-11-08', null],
      ['2026-11-09', null],
    ]);
    const audit = (await hrCall(`/hr/audit?entity=employee&entity_id=${ids['operator.satu']}`)).body;
    expect(audit[0]).toMatchObject({ action: 'employee.roster', before: { roster_id: null }, after: { roster_id: ids.roster } });
    expect((await hrCall(`/hr/audit?entity=roster&entity_id=${ids.roster}`)).body[0]).toMatchObject({ action: 'roster.create', after: { name: ROSTER.name } });
  });

  it('keeps a night shift from 22:58 to 07:05 the next morning as one on-time shift of its first date', async () => {
    const api = attendanceApi(server.url, await logInAs(server.url, 'operator.satu', PASSWORD), () => now);
    now = wib('2026-11-06', '20:00');
    expect((await api.dashboard()).body).toMatchObject({ work_date: '2026-11-06', shift: { name: 'Malam', start_time: '23:00', end_time: '07:00', time_zone: 'WIB' } });

    now = wib('2026-11-06', '22:58');
    const clockIn = await clock(api, { type: '1', inside: true, at: HEAD_OFFICE });
    expect(clockIn.check.body.is_late).toBe('0');
    expect(clockIn.submit!.body).toMatchObject({ date: '2026-11-06', time: '22:58:00', status: 'Hadir' });

    now = wib('2026-11-06', '23:30');
    expect((await clock(api, { type: '1', inside: true, at: HEAD_OFFICE })).check.status).toBe(409);

    now = wib('2026-11-07', '07:05');
    expect((await api.dashboard()).body).toMatchObject({ work_date: '2026-11-06', is_absen_in: true, is_absen_out: false });
    const clockOut = await clock(api, { type: '0', inside: true, at: HEAD_OFFICE });
    expect(clockOut.submit!.body).toMatchObject({ date: '2026-11-06', time: '07:05:00', status: 'Hadir' });

    const history = (await api.history('202611')).body as { date: string; status: string; inpresent: string; outpresent: string }[];
    expect(history.find((day) => day.date === '2026-11-06')).toMatchObject({ status: 'Hadir', inpresent: '22:58:00', outpresent: '07:05:00' });
    // Today (7 Nov) has its own Malam shift, not begun: nothing recorded against it yet.
    expect(history.find((day) => day.date === '2026-11-07')).toMatchObject({ status: 'Belum Absen' });
  });

  it('measures late and early against the shift, and the recap counts them', async () => {
    const api = attendanceApi(server.url, await logInAs(server.url, 'operator.satu', PASSWORD), () => now);
    now = wib('2026-11-07', '23:20');
    const late = await clock(api, { type: '1', inside: true, at: HEAD_OFFICE, anomaly: 'Macet di jalan' });
    expect(late.check.body.is_late).toBe('1');
    expect(late.submit!.body).toMatchObject({ date: '2026-11-07', status: 'Terlambat' });
    now = wib('2026-11-08', '06:30');
    expect((await clock(api, { type: '0', inside: true, at: HEAD_OFFICE })).submit!.body).toMatchObject({ date: '2026-11-07' });

    now = wib('2026-11-08', '09:00');
    const recap = (await hrCall('/hr/recap?period=202611')).body;
    // 2–7 November: six shifts, of which 2–5 absent (started in October), 6 on time, 7 late 20 min and 30 min early.
    expect(recap.rows.find((row: { nup: string }) => row.nup === 'SHIFT-operator.satu')).toMatchObject({
      scheduled_days: 6,
      present_days: 2,
      late_days: 1,
      late_minutes: 20,
      early_leave_days: 1,
      early_leave_minutes: 30,
      absent_days: 4,
    });
  });

  it('changes one day by a swap: a day off, or two operators exchanging shifts', async () => {
    const dayOff = await hrPost('/hr/shift-swaps', { employee_id: ids['operator.satu'], date: '2026-11-10', shift_code: '-' });
    expect(dayOff.body).toMatchObject({ message: 'Jadwal shift diubah.', days: [{ employee_id: ids['operator.satu'], day: { date: '2026-11-10', name: null } }] });
    // 10 November is Pagi for both; the exchange moves operator.dua's Pagi to operator.satu and the day off to operator.dua.
    const exchanged = await hrPost('/hr/shift-swaps', { employee_id: ids['operator.dua'], date: '2026-11-10', with_employee_id: ids['operator.satu'] });
    expect(exchanged.body.days.map((change: { employee_id: number; day: { name: string | null } }) => [change.employee_id, change.day.name])).toEqual([
      [ids['operator.dua'], null],
      [ids['operator.satu'], 'Pagi'],
    ]);
    const swapped = await hrPost('/hr/shift-swaps', { employee_id: ids['operator.satu'], date: '2026-11-11', shift_code: 'M' });
    expect(swapped.body.days[0].day).toMatchObject({ name: 'Malam', start_time: '23:00' });

    const api = attendanceApi(server.url, await logInAs(server.url, 'operator.satu', PASSWORD), () => now);
    now = wib('2026-11-11', '07:20');
    // Pagi would have made this late; the swap made it a night shift, which has not begun.
    expect((await clock(api, { type: '1', inside: true, at: HEAD_OFFICE })).check.body.is_late).toBe('0');

    const refused = await hrPost('/hr/shift-swaps', { employee_id: ids['operator.satu'], date: '2026-11-12', shift_code: 'X' });
    expect([refused.status, refused.body.message]).toEqual([400, 'Kode shift tidak ada di pola shift pegawai ini.']);
    const audit = (await hrCall(`/hr/audit?entity=employee&entity_id=${ids['operator.dua']}`)).body;
    expect(audit[0]).toMatchObject({ action: 'shift.swap', before: { date: '2026-11-10', shift: { name: 'Pagi' } }, after: { date: '2026-11-10', shift: null } });
  });

  it("keeps the company's own holidays, which weekly schedules take off and rosters do not, audited", async () => {
    const holiday = { date: '2026-11-13', name: 'Hari Jadi Perusahaan', kind: 'company' };
    expect((await hrPost('/hr/holidays', holiday)).status).toBe(201);
    expect((await hrPost('/hr/holidays', holiday)).body).toEqual({ message: 'Tanggal itu sudah hari libur.' });
    const year = (await hrCall('/hr/holidays?year=2026')).body as { date: string; kind: string }[];
    expect(year.find((entry) => entry.date === '2026-11-13')).toEqual(holiday);
    expect(year.map((entry) => entry.date)).toEqual([...year.map((entry) => entry.date)].sort());
    // Friday 13 November: off for a weekly schedule, a shift for the roster (operator.satu: P P S S M M - - from 2 Nov).
    const demoWeek = await hrCall(`/hr/employees/${(await hrCall('/hr/employees?q=demo')).body[0].id}/shifts?from=2026-11-12&days=2`);
    expect(demoWeek.body.map((day: { name: string | null }) => day.name)).toEqual(['Reguler', null]);
    const operatorDay = await hrCall(`/hr/employees/${ids['operator.satu']}/shifts?from=2026-11-13&days=1`);
    expect(operatorDay.body[0].name).toBe('Siang');
    expect((await hrCall('/hr/audit?entity=holiday&entity_id=2026-11-13')).body[0]).toMatchObject({ action: 'holiday.create', after: holiday });
    expect((await hrPost('/hr/holidays/delete', { date: '2026-11-13' })).body).toEqual({ message: 'Hari libur dihapus.' });
    expect((await hrPost('/hr/holidays/delete', { date: '2026-11-13' })).status).toBe(404);
    expect((await hrCall('/hr/audit?entity=holiday&entity_id=2026-11-13')).body[0]).toMatchObject({ action: 'holiday.delete', before: holiday, after: null });
  });

  it('makes an office in WITA late at its own 07:31', async () => {
    const office = await hrPost('/hr/offices', { name: 'Cabang Makassar', address: 'Jl. Uji', ...MAKASSAR, radius_m: 150, time_zone: 'WITA' });
    expect(office.status).toBe(201);
    expect((await hrCall(`/hr/audit?entity=office&entity_id=${office.body.office.id}`)).body[0]).toMatchObject({ action: 'office.create', after: { time_zone: 'WITA' } });
    const onTime = await newEmployee('wita.tepat', office.body.office.id);
    const late = await newEmployee('wita.telat', office.body.office.id);

    now = fromLocal('2026-11-12', '07:30', 'WITA');
    const first = await clock(onTime, { type: '1', inside: true, at: MAKASSAR });
    expect(first.check.body.is_late).toBe('0');
    expect(first.submit!.body).toMatchObject({ date: '2026-11-12', time: '07:30:00' });

    now = fromLocal('2026-11-12', '07:31', 'WITA');
    const second = await clock(late, { type: '1', inside: true, at: MAKASSAR, anomaly: 'Macet di jalan' });
    expect(second.check.body.is_late).toBe('1');
    expect(second.submit!.body).toMatchObject({ date: '2026-11-12', time: '07:31:00', status: 'Terlambat' });

    const edited = await hrPost(`/hr/offices/${office.body.office.id}`, { name: 'Cabang Makassar', address: 'Jl. Uji', ...MAKASSAR, radius_m: 200, time_zone: 'WITA' });
    expect(edited.body.office).toMatchObject({ radius_m: 200 });
    expect((await hrCall(`/hr/audit?entity=office&entity_id=${office.body.office.id}`)).body[0]).toMatchObject({ action: 'office.update', before: { radius_m: 150 }, after: { radius_m: 200 } });
  });
  it('refuses a roster whose shifts overlap across midnight, and a swap that would give someone overlapping shifts, naming the dates', async () => {
    // A 12-hour night 19:00–07:00 and a day 06:00–18:00: the day after a night begins an hour before the night ends.
    const shifts = [
      { code: 'L', name: 'Jaga Malam', start_time: '19:00', end_time: '07:00', grace_minutes: 0 },
      { code: 'D', name: 'Jaga Siang', start_time: '06:00', end_time: '18:00', grace_minutes: 0 },
    ];
    const overlapping = await hrPost('/hr/rosters', { name: 'Jaga bertabrakan', start_date: '2026-11-02', shifts, cycle: ['D', '-', 'L', 'D'] });
    expect([overlapping.status, overlapping.body.message]).toEqual([400, 'Shift hari ke-3 dan hari ke-4 siklus bertabrakan: shift berikutnya mulai sebelum shift sebelumnya selesai.']);
    // Read round: the last day's night runs into the first day's morning.
    const round = await hrPost('/hr/rosters', { name: 'Jaga berputar', start_date: '2026-11-02', shifts, cycle: ['D', '-', 'L'] });
    expect([round.status, round.body.message]).toEqual([400, 'Shift hari ke-3 dan hari ke-1 siklus bertabrakan: shift berikutnya mulai sebelum shift sebelumnya selesai.']);

    const roster = await hrPost('/hr/rosters', { name: 'Jaga panjang', start_date: '2026-11-02', shifts, cycle: ['D', '-', 'L', '-'] });
    expect(roster.status).toBe(201);
    // 2 Nov D, 3 off, 4 L (19:00 until 5 Nov 07:00), 5 off.
    const guard = await hrPost('/hr/employees', {
      username: 'jaga.satu', name: 'Jaga Satu', nup: 'SHIFT-jaga.satu', position: 'Petugas Jaga', position_level: 2, department: '', office_ids: [], supervisor_id: null,
      schedule_id: null, roster_id: roster.body.roster.id, role: 'employee', field_staff: false,
    });
    expect(guard.status).toBe(201);
    const clash = await hrPost('/hr/shift-swaps', { employee_id: guard.body.employee.id, date: '2026-11-05', shift_code: 'D' });
    expect([clash.status, clash.body.message]).toEqual([400, 'Tukar shift ditolak: shift Jaga Siang pada 05 November 2026 akan bertabrakan dengan shiftnya pada 04 November 2026.']);
    // 1 November (off, the cycle read backwards) made a night: it would run into 2 November's 06:00 start.
    const clashAfter = await hrPost('/hr/shift-swaps', { employee_id: guard.body.employee.id, date: '2026-11-01', shift_code: 'L' });
    expect([clashAfter.status, clashAfter.body.message]).toEqual([400, 'Tukar shift ditolak: shift Jaga Malam pada 01 November 2026 akan bertabrakan dengan shiftnya pada 02 November 2026.']);
    expect((await hrPost('/hr/shift-swaps', { employee_id: guard.body.employee.id, date: '2026-11-03', shift_code: 'D' })).status).toBe(200);
  });
  it("never doubts a night shift's clock-out for standing where its own clock-in stood, but does another day's spot", async () => {
    const api = attendanceApi(server.url, await logInAs(server.url, 'operator.dua', PASSWORD), () => now);
    const spot = { latitude: -6.9826123, longitude: 110.4092512 };
    const at = async (type: '1' | '0') => {
      const positions = [{ ...spot, accuracy: 9, timestamp: now.getTime() - 500 }];
      const check = await api.check({ type, location: '1', ...spot, positions });
      expect(check.status, JSON.stringify(check.body)).toBe(200);
      const upload = await api.upload({ filename_image: photo() }, type);
      const submit = await api.submit({ latitude: String(spot.latitude), longitude: String(spot.longitude), filename_face: upload.body.filename_image, type, location: '1', device_token: 'd-dua', is_pwa: '1', check_id: check.body.check_id });
      return (submit.body.flags as { code: string }[]).map((flag) => flag.code);
    };
    // Malam of 14 November: in at 22:55, out the next morning at 07:02, both at one spot — the same shift.
    now = wib('2026-11-14', '22:55');
    expect(await at('1')).not.toContain('repeated_position');
    now = wib('2026-11-15', '07:02');
    expect(await at('0')).not.toContain('repeated_position');
    // The next night's clock-in at that very spot is another shift's: that is a doubt.
    now = wib('2026-11-15', '22:56');
    expect(await at('1')).toContain('repeated_position');
  });
});
