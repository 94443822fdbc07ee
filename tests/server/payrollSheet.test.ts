/**
 * The payroll sheet and the payroll system's key (docs/hr.md, "Payroll sheet"; docs/api.md, "Payroll") against a
 * month counted by hand: November 2026, counted on 2 December. The codes come from the issue: HK work days, H
 * present, ALPA absent, TL1–TL4 and PSW1–PSW4 in minute bands (default 1–30, 31–60, 61–90, over 90), one code per
 * leave type, overtime hours by PP 35/2021 multiplier, MALAM night shifts, KOREKSI days counted through corrections.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/auth/password';
import { fromJakarta } from '../../server/time';
import { call, logInAs, postJson } from '../support/http';
import { databaseKind, startTestServer, type TestServer } from '../support/testServer';

const DEPARTMENT = 'Bagian Uji Gaji';

/**
 * Ani: Mon–Fri 07:30–16:00 (no grace), since October. November has 21 weekdays and no holiday: HK 21.
 *  2 Nov in 07:45 (15 min late: TL1), out 15:30 (30 min early: PSW1); overtime 150 min on a work day:
 *        the 1st hour ×1.5, 1.5 hours ×2
 *  3 Nov in 08:10 (40: TL2), out 15:00 (60: PSW2)
 *  4 Nov in 08:45 (75: TL3), out 16:00 (on time)
 *  5 Nov in 09:30 (120: TL4), out 13:00 (180: PSW4)
 *  6 Nov in 07:30, out 16:00
 *  7 Nov (Saturday) overtime 600 min, rest day of a 5-day week: 8 hours ×2, 1 ×3, 1 ×4
 *  9–10 Nov SAKIT (approved)
 *  11 Nov in 07:30 made by HR (a correction), out 16:00; 12 Nov in 07:30 from an approved correction request
 *  13, 16–20, 23–27, 30 Nov nothing: ALPA 12
 *  H 7 (2–6, 11, 12); KOREKSI 2; LEMBUR15 1, LEMBUR2 1.5 + 8 = 9.5, LEMBUR3 1, LEMBUR4 1
 * Budi: Mon–Fri night shift 22:00–06:00, from 25 Nov: HK 4 (25, 26, 27, 30)
 *  25 Nov in 22:00, out 06:00 the next morning; 26 Nov in 22:00: H 2, MALAM 2, ALPA 2
 */
const ANI_FIGURES = { HK: 21, H: 7, ALPA: 12, TL1: 1, TL2: 1, TL3: 1, TL4: 1, PSW1: 1, PSW2: 1, PSW3: 0, PSW4: 1, SAKIT: 2, CUTI: 0, LEMBUR15: 1, LEMBUR2: 9.5, LEMBUR3: 1, LEMBUR4: 1, MALAM: 0, KOREKSI: 2 };
const BUDI_FIGURES = { HK: 4, H: 2, ALPA: 2, TL1: 0, TL2: 0, TL3: 0, TL4: 0, PSW1: 0, PSW2: 0, PSW3: 0, PSW4: 0, SAKIT: 0, LEMBUR15: 0, LEMBUR2: 0, LEMBUR3: 0, LEMBUR4: 0, MALAM: 2, KOREKSI: 0 };

describe(`the payroll sheet and the payroll key (${databaseKind})`, () => {
  let server: TestServer;
  let hrToken: string;
  let ani: number;
  let budi: number;
  const ids: Record<string, number> = {};
  const at = (date: string, time: string) => fromJakarta(date, time).toISOString();

  beforeAll(async () => {
    server = await startTestServer({ now: () => fromJakarta('2026-12-02', '09:00') });
    const { db } = server.services;
    const { id: departmentId } = await db.insertInto('departments').values({ name: DEPARTMENT }).returning('id').executeTakeFirstOrThrow();
    const schedule = async (name: string, start: string, end: string) =>
      (await db.insertInto('work_schedules').values({ name, start_time: start, end_time: end, grace_minutes: 0, work_days: '1,2,3,4,5' }).returning('id').executeTakeFirstOrThrow()).id;
    const passwordHash = await hashPassword('rahasia-uji-gaji');
    const employee = async (username: string, nup: string, name: string, scheduleId: number, startDate: string) =>
      (
        await db
          .insertInto('employees')
          .values({ username, password_hash: passwordHash, nup, name, position: 'Staf', position_level: 3, department_id: departmentId, schedule_id: scheduleId, start_date: startDate, created_at: '2026-09-01T00:00:00.000Z' })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    ani = await employee('ani.gaji', 'GAJI-001', 'Ani Gaji', await schedule('Uji Gaji Kantor', '07:30', '16:00'), '2026-10-01');
    budi = await employee('budi.gaji', 'GAJI-002', 'Budi Gaji', await schedule('Uji Gaji Malam', '22:00', '06:00'), '2026-11-25');

    const record = (employeeId: number, date: string, direction: 'in' | 'out', checkedAt: string, extra: Record<string, unknown> = {}) => ({
      employee_id: employeeId,
      work_date: date,
      direction,
      checked_at: checkedAt,
      recorded_at: checkedAt,
      inside_office: 1,
      latitude: -6.98,
      longitude: 110.4,
      face_file_id: `gaji-${employeeId}-${date}-${direction}`,
      device_token: 'uji',
      ...{ verification: 'verified', flags: '', taken_offline: 0, location_file_id: null, idempotency_key: null, device_id: null, decided_by: null, decided_at: null, decision_note: null, accuracy_m: null, check_nonce: null },
      ...extra,
    });
    const clock = async (name: string, row: ReturnType<typeof record>) => {
      const attendanceOnly = { is_late: 0, office_id: null, distance_m: null, anomaly: null, letter_file_id: null };
      ids[name] = (await db.insertInto('attendance').values({ ...attendanceOnly, ...row } as never).returning('id').executeTakeFirstOrThrow()).id;
    };
    await clock('ani-02-in', record(ani, '2026-11-02', 'in', at('2026-11-02', '07:45'), { is_late: 1 }));
    await clock('ani-02-out', record(ani, '2026-11-02', 'out', at('2026-11-02', '15:30')));
    await clock('ani-03-in', record(ani, '2026-11-03', 'in', at('2026-11-03', '08:10'), { is_late: 1 }));
    await clock('ani-03-out', record(ani, '2026-11-03', 'out', at('2026-11-03', '15:00')));
    await clock('ani-04-in', record(ani, '2026-11-04', 'in', at('2026-11-04', '08:45'), { is_late: 1 }));
    await clock('ani-04-out', record(ani, '2026-11-04', 'out', at('2026-11-04', '16:00')));
    await clock('ani-05-in', record(ani, '2026-11-05', 'in', at('2026-11-05', '09:30'), { is_late: 1 }));
    await clock('ani-05-out', record(ani, '2026-11-05', 'out', at('2026-11-05', '13:00')));
    await clock('ani-06-in', record(ani, '2026-11-06', 'in', at('2026-11-06', '07:30')));
    await clock('ani-06-out', record(ani, '2026-11-06', 'out', at('2026-11-06', '16:00')));
    await clock('ani-11-in', record(ani, '2026-11-11', 'in', at('2026-11-11', '07:30'), { source: 'hr', face_file_id: null, corrected_at: at('2026-11-12', '09:00') }));
    await clock('ani-11-out', record(ani, '2026-11-11', 'out', at('2026-11-11', '16:00')));
    await clock('ani-12-in', record(ani, '2026-11-12', 'in', at('2026-11-12', '07:30'), { source: 'request', face_file_id: null }));
    await clock('budi-25-in', record(budi, '2026-11-25', 'in', at('2026-11-25', '22:00')));
    await clock('budi-25-out', record(budi, '2026-11-25', 'out', at('2026-11-26', '06:00')));
    await clock('budi-26-in', record(budi, '2026-11-26', 'in', at('2026-11-26', '22:00')));

    // Each overtime is a verified start and its end `minutes` later, at 23:00.
    const overtime = async (date: string, minutes: number) => {
      const started = new Date(Date.parse(at(date, '23:00')) - minutes * 60_000).toISOString();
      const start = record(ani, date, 'in', started, { duration_minutes: null, location_file_id: `gaji-lokasi-${date}-in`, auto_closed_at: null });
      const end = record(ani, date, 'out', at(date, '23:00'), { duration_minutes: minutes, location_file_id: `gaji-lokasi-${date}`, auto_closed_at: null });
      const rows = await db.insertInto('overtime').values([start, end] as never).returning('id').execute();
      ids[`overtime-${date}`] = rows[0]!.id;
      ids[`overtime-${date}-end`] = rows[1]!.id;
    };
    await overtime('2026-11-02', 150);
    await overtime('2026-11-07', 600);
    const leave = await db
      .insertInto('leave_requests')
      .values({ employee_id: ani, leave_type_code: 'SAKIT', start_date: '2026-11-09', end_date: '2026-11-10', description: 'uji', attachment: null, status: '1', created_at: at('2026-11-08', '10:00') })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.leave = leave.id;
    hrToken = await logInAs(server.url, 'hr');
  });
  afterAll(() => server.close());

  const hr = (path: string) => call(`${server.url}${path}`, { headers: { token: hrToken } });

  it('counts every code of the month by the rules, per employee', async () => {
    const answer = await hr('/hr/periods/202611/sheet');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ period: '202611', from: '2026-11-01', to: '2026-11-30', counted_until: '2026-11-30' });
    const codes = (answer.body.codes as { code: string }[]).map((code) => code.code);
    expect(codes.slice(0, 11)).toEqual(['HK', 'H', 'ALPA', 'TL1', 'TL2', 'TL3', 'TL4', 'PSW1', 'PSW2', 'PSW3', 'PSW4']);
    expect(codes).toEqual(expect.arrayContaining(['SAKIT', 'CUTI', 'LEMBUR15', 'LEMBUR2', 'LEMBUR3', 'LEMBUR4', 'MALAM', 'KOREKSI']));
    expect(answer.body.codes).toContainEqual({ code: 'TL4', label: 'Terlambat lebih dari 90 menit', unit: 'hari' });
    const rowOf = (id: number) => (answer.body.rows as { employee_id: number }[]).find((row) => row.employee_id === id);
    expect(rowOf(ani)).toMatchObject({ nup: 'GAJI-001', name: 'Ani Gaji', department: DEPARTMENT, figures: ANI_FIGURES });
    expect(rowOf(budi)).toMatchObject({ nup: 'GAJI-002', figures: BUDI_FIGURES });
  });

  it("opens each of an employee's figures on the days and records it counts", async () => {
    const answer = await hr(`/hr/periods/202611/sheet/${ani}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.employee).toEqual({ id: ani, nup: 'GAJI-001', name: 'Ani Gaji', department: DEPARTMENT });
    const figure = (code: string) => (answer.body.figures as { code: string }[]).find((entry) => entry.code === code);
    const attendance = (...names: string[]) => names.map((name) => ({ kind: 'attendance', id: ids[name] }));
    expect(figure('TL1')).toMatchObject({ value: 1, unit: 'hari', days: [{ date: '2026-11-02', value: 1, minutes: 15, records: attendance('ani-02-in') }] });
    expect(figure('TL4')).toMatchObject({ value: 1, days: [{ date: '2026-11-05', minutes: 120, records: attendance('ani-05-in') }] });
    expect(figure('PSW2')).toMatchObject({ value: 1, days: [{ date: '2026-11-03', minutes: 60, records: attendance('ani-03-out') }] });
    expect(figure('SAKIT')).toMatchObject({
      value: 2,
      days: [
        { date: '2026-11-09', records: [{ kind: 'leave_request', id: ids.leave }] },
        { date: '2026-11-10', records: [{ kind: 'leave_request', id: ids.leave }] },
      ],
    });
    expect(figure('KOREKSI')).toMatchObject({ value: 2, days: [{ date: '2026-11-11', records: attendance('ani-11-in') }, { date: '2026-11-12', records: attendance('ani-12-in') }] });
    const overtimeRecords = (date: string) => [{ kind: 'overtime', id: ids[`overtime-${date}`] }, { kind: 'overtime', id: ids[`overtime-${date}-end`] }];
    expect(figure('LEMBUR15')).toMatchObject({ value: 1, unit: 'jam', days: [{ date: '2026-11-02', value: 1, minutes: 150, records: overtimeRecords('2026-11-02') }] });
    expect(figure('LEMBUR2')).toMatchObject({ value: 9.5, days: [{ date: '2026-11-02', value: 1.5 }, { date: '2026-11-07', value: 8, records: overtimeRecords('2026-11-07') }] });
    expect(figure('ALPA')!).toMatchObject({ value: 12 });
    expect((figure('ALPA') as unknown as { days: { date: string }[] }).days.map((day) => day.date)).toEqual([
      '2026-11-13', '2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20', '2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-30',
    ]);
    const night = await hr(`/hr/periods/202611/sheet/${budi}`);
    const malam = (night.body.figures as { code: string; days: unknown[] }[]).find((entry) => entry.code === 'MALAM');
    expect(malam).toMatchObject({ value: 2, days: [{ date: '2026-11-25', records: [{ kind: 'attendance', id: ids['budi-25-in'] }] }, { date: '2026-11-26' }] });
  });

  it('answers 404 for an unknown employee, 400 for a period that is not YYYYMM, 403 to everyone but HR', async () => {
    expect((await hr('/hr/periods/202611/sheet/999999')).status).toBe(404);
    expect((await hr('/hr/periods/2026-11/sheet')).status).toBe(400);
    expect((await hr('/hr/periods/202613/sheet')).status).toBe(400);
    const employee = await logInAs(server.url, 'demo');
    expect((await call(`${server.url}/hr/periods/202611/sheet`, { headers: { token: employee } })).status).toBe(403);
  });

  it('downloads the sheet as CSV and XLSX with the codes as the header', async () => {
    const csv = await hr('/hr/periods/202611/sheet.csv');
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toBe('attachment; filename="lembar-penggajian-202611.csv"');
    const lines = (csv.body as string).replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(lines[0]).toMatch(/^NUP;Nama;Bagian;HK;H;ALPA;TL1;TL2;TL3;TL4;PSW1;PSW2;PSW3;PSW4;/);
    expect(lines[0]).toMatch(/;LEMBUR15;LEMBUR2;LEMBUR3;LEMBUR4;MALAM;KOREKSI$/);
    expect(lines.find((line) => line.startsWith('GAJI-001;'))).toMatch(/^GAJI-001;Ani Gaji;Bagian Uji Gaji;21;7;12;1;1;1;1;1;1;0;1;.*;1;9,5;1;1;0;2$/);

    const response = await fetch(`${server.url}/hr/periods/202611/sheet.xlsx`, { headers: { token: hrToken } });
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="lembar-penggajian-202611.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getCell('A1').value).toBe('Lembar Penggajian 1–30 November 2026');
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 4 });
    const header = (sheet.getRow(4).values as unknown[]).slice(1);
    expect(header.slice(0, 6)).toEqual(['NUP', 'Nama', 'Bagian', 'HK', 'H', 'ALPA']);
    let aniRow = 0;
    sheet.eachRow((row, number) => {
      if (row.getCell(1).value === 'GAJI-001') aniRow = number;
    });
    const cell = (code: string) => sheet.getRow(aniRow).getCell(header.indexOf(code) + 1).value;
    expect([cell('HK'), cell('TL3'), cell('LEMBUR2'), cell('KOREKSI')]).toEqual([21, 1, 9.5, 2]);
  });

  it('gives the payroll system a closed period for a valid key only, and audits each use', async () => {
    const made = await postJson(`${server.url}/hr/payroll-keys`, { name: 'Sistem Gaji Uji' }, { token: hrToken });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const key = made.body.key as string;
    expect(key).toMatch(/^absensi_gaji_[A-Za-z0-9_-]{43}$/);
    const stored = await server.services.db.selectFrom('payroll_keys').selectAll().where('id', '=', made.body.id).executeTakeFirstOrThrow();
    expect(JSON.stringify(stored)).not.toContain(key);
    const list = await hr('/hr/payroll-keys');
    expect(list.body).toContainEqual({ id: made.body.id, name: 'Sistem Gaji Uji', created_at: '2026-12-02T02:00:00.000Z', last_used_at: null, revoked_at: null });

    const pull = (authorization?: string) => call(`${server.url}/api/payroll/202611`, { headers: authorization ? { authorization } : {} });
    const without = await pull();
    expect([without.status, typeof without.body.message]).toEqual([401, 'string']);
    expect((await pull(`Bearer ${key.slice(0, -2)}xx`)).status).toBe(401);
    expect((await pull(key)).status).toBe(401);
    expect((await call(`${server.url}/api/payroll/202611`, { headers: { token: hrToken } })).status).toBe(401);

    const open = await pull(`Bearer ${key}`);
    expect([open.status, typeof open.body.message]).toEqual([409, 'string']);

    expect((await postJson(`${server.url}/hr/periods/202611/close`, {}, { token: hrToken })).status).toBe(200);
    const closed = await pull(`Bearer ${key}`);
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    expect((closed.body.rows as { employee_id: number }[]).find((row) => row.employee_id === ani)).toMatchObject({ figures: ANI_FIGURES });
    // The sheet as closed: the same answer and the same files, byte for byte, whatever changes after.
    expect((await hr('/hr/periods/202611/sheet')).body).toEqual(closed.body);
    const file = async (name: string) => new Uint8Array(await (await fetch(`${server.url}/hr/periods/202611/${name}`, { headers: { token: hrToken } })).arrayBuffer());
    const [csv, xlsx] = [await file('sheet.csv'), await file('sheet.xlsx')];
    const settings = { correction_window_days: 7, payroll_cutoff_day: 0, cuti_bersama_uses_quota: 0, forgotten_clock_out_hours: 6 };
    expect((await postJson(`${server.url}/hr/settings`, { ...settings, late_early_band_1_minutes: 5, late_early_band_2_minutes: 50, late_early_band_3_minutes: 95 }, { token: hrToken })).status).toBe(200);
    expect((await pull(`Bearer ${key}`)).body).toEqual(closed.body);
    expect(await file('sheet.csv')).toEqual(csv);
    expect(await file('sheet.xlsx')).toEqual(xlsx);
    // Open again for the next test (as an admin's reopening would leave it).
    await server.services.db.updateTable('payroll_periods').set({ closed_at: null, sheet: null, sheet_csv: null, sheet_xlsx: null, recap: null, recap_csv: null, recap_xlsx: null }).where('period', '=', '202611').execute();

    const uses = await server.services.db.selectFrom('audit_log').selectAll().where('action', '=', 'payroll_key.use').orderBy('id').execute();
    expect(uses.map((use) => [use.actor_id, use.entity_id, JSON.parse(use.after!)])).toEqual([
      [null, String(made.body.id), { name: 'Sistem Gaji Uji', period: '202611', status: 409 }],
      [null, String(made.body.id), { name: 'Sistem Gaji Uji', period: '202611', status: 200 }],
      [null, String(made.body.id), { name: 'Sistem Gaji Uji', period: '202611', status: 200 }],
    ]);
    expect((await hr('/hr/payroll-keys')).body).toContainEqual(expect.objectContaining({ id: made.body.id, last_used_at: '2026-12-02T02:00:00.000Z' }));

    const revoked = await call(`${server.url}/hr/payroll-keys/${made.body.id}/revoke`, { method: 'POST', headers: { token: hrToken } });
    expect(revoked.status).toBe(200);
    expect((await pull(`Bearer ${key}`)).status).toBe(401);
    // Someone still holds a revoked key: its use is refused and audited.
    const refused = await server.services.db.selectFrom('audit_log').select(['actor_id', 'entity_id']).where('action', '=', 'payroll_key.refused').execute();
    expect(refused).toEqual([{ actor_id: null, entity_id: String(made.body.id) }]);
    // No payroll was paid in year 1: no such period to close or pull.
    expect((await postJson(`${server.url}/hr/periods/000001/close`, {}, { token: hrToken })).body).toEqual({ message: 'Periode harus berformat YYYYMM, tahun 2000 sampai 2099.' });
    expect((await call(`${server.url}/hr/payroll-keys/${made.body.id}/revoke`, { method: 'POST', headers: { token: hrToken } })).status).toBe(409);
    const changes = await server.services.db.selectFrom('audit_log').select(['action', 'actor_id']).where('entity', '=', 'payroll_key').where('action', 'in', ['payroll_key.create', 'payroll_key.revoke']).orderBy('id').execute();
    const hrId = (await server.services.db.selectFrom('employees').select('id').where('username', '=', 'hr').executeTakeFirstOrThrow()).id;
    expect(changes).toEqual([
      { action: 'payroll_key.create', actor_id: hrId },
      { action: 'payroll_key.revoke', actor_id: hrId },
    ]);
  });

  it('bands late and early minutes by the limits HR sets', async () => {
    const settings = { correction_window_days: 7, payroll_cutoff_day: 0, cuti_bersama_uses_quota: 0, forgotten_clock_out_hours: 6 };
    const refused = await postJson(`${server.url}/hr/settings`, { ...settings, late_early_band_1_minutes: 50, late_early_band_2_minutes: 45, late_early_band_3_minutes: 100 }, { token: hrToken });
    expect(refused.status).toBe(400);
    const saved = await postJson(`${server.url}/hr/settings`, { ...settings, late_early_band_1_minutes: 10, late_early_band_2_minutes: 45, late_early_band_3_minutes: 100 }, { token: hrToken });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    // Late 15, 40, 75, 120 and early 30, 60, 180 minutes: bands 2, 2, 3, 4 and 2, 3, 4.
    const { body } = await hr(`/hr/periods/202611/sheet`);
    expect((body.rows as { employee_id: number }[]).find((row) => row.employee_id === ani)).toMatchObject({
      figures: { TL1: 0, TL2: 2, TL3: 1, TL4: 1, PSW1: 0, PSW2: 1, PSW3: 1, PSW4: 1 },
    });
    expect(body.codes).toContainEqual({ code: 'TL2', label: 'Terlambat 11–45 menit', unit: 'hari' });
  });
});
