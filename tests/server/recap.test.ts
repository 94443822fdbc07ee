/**
 * The monthly recap against a month worked out by hand (November 2026, counted on 2 December): two employees of a
 * department of their own, every kind of day the recap tells apart, and the PP 35/2021 overtime multipliers
 * (docs/hr.md, "Monthly recap"). The expected figures below were counted from the calendar, not by the code.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/auth/password';
import { fromJakarta } from '../../server/time';
import { call, logInAs } from '../support/http';
import { databaseKind, startTestServer, type TestServer } from '../support/testServer';

const DEPARTMENT = 'Bagian Uji Rekap';

/**
 * Ani: Mon–Fri 07:30–16:00 (grace 5 min), since October. 16 Nov is a holiday: 20 scheduled days.
 *  2 Nov in 07:30, out 16:00; overtime 150 min (work day: 1×1.5 + 1.5×2 = 4.5 paid hours)
 *  3 Nov in 07:41 late (11 min), out 15:30 (early, 30 min); an overtime of 60 min still pending
 *  4 Nov in pending (offline): neither present nor absent
 *  5 Nov in 07:40, accepted at receipt 08:10 (late 40 min), outside the office
 *  6 Nov in rejected: absent
 *  7 Nov (Saturday) overtime 600 min (rest day, 5-day week: 8×2 + 1×3 + 1×4 = 23 paid hours)
 *  9–10 Nov Sakit, 11 Nov Cuti, 12 Nov Izin (approved); 13 Nov and 17–30 Nov nothing: absent (11 + 1 = 12)
 *  16 Nov overtime 120 min rejected: nothing
 * Budi: Mon–Sat 08:00–15:00, joined 18 Nov: 11 scheduled days (18–21, 23–28, 30).
 *  18 Nov in 08:00, out 15:00; 19 Nov in 08:10 late (10 min); 22 Nov (Sunday) in 09:00: present on a rest day
 *  21 Nov (Saturday, a work day for him) overtime 240 min: 1.5 + 3×2 = 7.5; 22 Nov overtime 480 min (rest day,
 *  6-day week: 7×2 + 1×3 = 17); absent 9 (11 scheduled less 18 and 19)
 */
const ANI = {
  nup: 'UJI-001', name: 'Ani Rekap', department: DEPARTMENT,
  scheduled_days: 20, present_days: 3, late_days: 2, late_minutes: 51, early_leave_days: 1, early_leave_minutes: 30,
  absent_days: 12, outside_office_days: 1, leave: { SAKIT: 2, CUTI: 1, IZIN: 1 } as Record<string, number>, pending_records: 2, overtime_hours: 12.5, overtime_pay_hours: 27.5,
};
const BUDI = {
  nup: 'UJI-002', name: 'Budi Rekap', department: DEPARTMENT,
  scheduled_days: 11, present_days: 3, late_days: 1, late_minutes: 10, early_leave_days: 0, early_leave_minutes: 0,
  absent_days: 9, outside_office_days: 0, leave: {} as Record<string, number>, pending_records: 0, overtime_hours: 12, overtime_pay_hours: 24.5,
};

describe(`the monthly recap (${databaseKind})`, () => {
  let server: TestServer;
  let hrToken: string;
  let leaveCodes: string[];
  const at = (date: string, time: string) => fromJakarta(date, time).toISOString();

  beforeAll(async () => {
    server = await startTestServer({ now: () => fromJakarta('2026-12-02', '09:00') });
    const { db } = server.services;
    leaveCodes = (await db.selectFrom('leave_types').select('code').execute()).map((type) => type.code);
    const { id: departmentId } = await db.insertInto('departments').values({ name: DEPARTMENT }).returning('id').executeTakeFirstOrThrow();
    const schedule = async (name: string, start: string, end: string, grace: number, days: string) =>
      (await db.insertInto('work_schedules').values({ name, start_time: start, end_time: end, grace_minutes: grace, work_days: days }).returning('id').executeTakeFirstOrThrow()).id;
    const passwordHash = await hashPassword('rahasia-uji-rekap');
    const employee = async (username: string, nup: string, name: string, scheduleId: number, createdAt: string) =>
      (
        await db
          .insertInto('employees')
          .values({ username, password_hash: passwordHash, nup, name, position: 'Staf', position_level: 3, department_id: departmentId, schedule_id: scheduleId, created_at: createdAt })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const ani = await employee('ani.rekap', 'UJI-001', 'Ani Rekap', await schedule('Uji Kantor', '07:30', '16:00', 5, '1,2,3,4,5'), '2026-10-01T00:00:00.000Z');
    const budi = await employee('budi.rekap', 'UJI-002', 'Budi Rekap', await schedule('Uji Enam Hari', '08:00', '15:00', 0, '1,2,3,4,5,6'), at('2026-11-18', '07:00'));
    await db.insertInto('holidays').values({ date: '2026-11-16', name: 'Libur uji' }).execute();

    const record = <Extra extends object>(employeeId: number, date: string, direction: 'in' | 'out', time: string, extra: Extra = {} as Extra) => ({
      employee_id: employeeId,
      work_date: date,
      direction,
      checked_at: at(date, time),
      recorded_at: at(date, time),
      inside_office: 1,
      latitude: -6.98,
      longitude: 110.4,
      face_file_id: `uji-${employeeId}-${date}-${direction}`,
      device_token: 'uji',
      ...{ verification: 'verified', flags: '', taken_offline: 0, location_file_id: null, idempotency_key: null, device_id: null, decided_by: null, decided_at: null, decision_note: null, accuracy_m: null, check_nonce: null },
      ...extra,
    });
    await db
      .insertInto('attendance')
      .values([
        record(ani, '2026-11-02', 'in', '07:30'),
        record(ani, '2026-11-02', 'out', '16:00'),
        record(ani, '2026-11-03', 'in', '07:41', { is_late: 1 }),
        record(ani, '2026-11-03', 'out', '15:30'),
        record(ani, '2026-11-04', 'in', '07:50', { verification: 'pending', flags: 'offline' }),
        record(ani, '2026-11-05', 'in', '07:40', { recorded_at: at('2026-11-05', '08:10'), verification: 'accepted_at_receipt', is_late: 1, inside_office: 0 }),
        record(ani, '2026-11-06', 'in', '07:35', { verification: 'rejected' }),
        record(budi, '2026-11-18', 'in', '08:00'),
        record(budi, '2026-11-18', 'out', '15:00'),
        record(budi, '2026-11-19', 'in', '08:10', { is_late: 1 }),
        record(budi, '2026-11-22', 'in', '09:00'),
      ].map((row) => ({ is_late: 0, office_id: null, distance_m: null, anomaly: null, letter_file_id: null, ...row })))
      .execute();
    // Each overtime is a verified start and its end `minutes` later (23:00), decided as `verification`.
    const overtimeEnd = (employeeId: number, date: string, minutes: number, verification = 'verified') => {
      const started = new Date(Date.parse(at(date, '23:00')) - minutes * 60_000);
      const startTime = started.toLocaleTimeString('en-GB', { timeZone: 'Asia/Jakarta', hour: '2-digit', minute: '2-digit' });
      return [
        record(employeeId, date, 'in', startTime, { duration_minutes: null, location_file_id: `uji-lokasi-${employeeId}-${date}-in`, auto_closed_at: null }),
        record(employeeId, date, 'out', '23:00', { duration_minutes: minutes, verification, location_file_id: `uji-lokasi-${employeeId}-${date}`, auto_closed_at: null }),
      ];
    };
    await db
      .insertInto('overtime')
      .values([
        overtimeEnd(ani, '2026-11-02', 150),
        overtimeEnd(ani, '2026-11-03', 60, 'pending'),
        overtimeEnd(ani, '2026-11-07', 600),
        overtimeEnd(ani, '2026-11-16', 120, 'rejected'),
        overtimeEnd(budi, '2026-11-21', 240),
        overtimeEnd(budi, '2026-11-22', 480),
      ].flat())
      .execute();
    const leave = (code: string, start: string, end: string) => ({
      employee_id: ani,
      leave_type_code: code,
      start_date: start,
      end_date: end,
      description: 'uji',
      attachment: null,
      status: '1',
      created_at: at('2026-10-20', '10:00'),
    });
    await db
      .insertInto('leave_requests')
      .values([leave('SAKIT', '2026-11-09', '2026-11-10'), leave('CUTI', '2026-11-11', '2026-11-11'), leave('IZIN', '2026-11-12', '2026-11-12')])
      .execute();
    hrToken = await logInAs(server.url, 'hr');
  });
  afterAll(() => server.close());

  const recapOf = (query: string) => call(`${server.url}/hr/recap?${query}`, { headers: { token: hrToken } });
  const expected = (person: typeof ANI) => {
    const { leave, ...figures } = person;
    return { ...figures, leave_days: Object.fromEntries(leaveCodes.map((code) => [code, leave[code] ?? 0])) };
  };

  it('counts every column of a month by the rules, and totals them', async () => {
    const answer = await recapOf(`period=202611&department=${encodeURIComponent(DEPARTMENT)}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ period: '202611', from: '2026-11-01', to: '2026-11-30', counted_until: '2026-11-30', pending_records: 2 });
    expect(answer.body.rows).toMatchObject([expected(ANI), expected(BUDI)]);
    const { name: _ani, nup: _nup, department: _department, ...aniFigures } = expected(ANI);
    const { leave_days: budiLeave, ...budiFigures } = expected(BUDI);
    const sums = Object.fromEntries(
      Object.entries(aniFigures)
        .filter(([key]) => key !== 'leave_days')
        .map(([key, value]) => [key, (value as number) + (budiFigures[key as keyof typeof budiFigures] as number)]),
    );
    expect(answer.body.totals).toMatchObject({ ...sums, leave_days: Object.fromEntries(leaveCodes.map((code) => [code, aniFigures.leave_days[code]! + budiLeave[code]!])) });
  });

  it('counts each day: present (late among them), absent and on leave, for the month at a glance (issue 51)', async () => {
    const { body } = await recapOf(`period=202611&department=${encodeURIComponent(DEPARTMENT)}`);
    const day = (date: string) => body.days.find((entry: { date: string }) => entry.date === date);
    expect(body.days.map((entry: { date: string }) => entry.date)).toEqual(Array.from({ length: 30 }, (_, index) => `2026-11-${String(index + 1).padStart(2, '0')}`));
    // From the scenario above: Ani on her Monday-to-Friday schedule, Budi from 18 November on his six days.
    expect([
      day('2026-11-01'), day('2026-11-02'), day('2026-11-03'), day('2026-11-04'), day('2026-11-05'), day('2026-11-06'),
      day('2026-11-09'), day('2026-11-16'), day('2026-11-19'), day('2026-11-22'), day('2026-11-30'),
    ]).toEqual([
      { date: '2026-11-01', present: 0, late: 0, absent: 0, leave: 0 }, // a Sunday
      { date: '2026-11-02', present: 1, late: 0, absent: 0, leave: 0 },
      { date: '2026-11-03', present: 1, late: 1, absent: 0, leave: 0 },
      { date: '2026-11-04', present: 0, late: 0, absent: 0, leave: 0 }, // Ani's clock-in still waits
      { date: '2026-11-05', present: 1, late: 1, absent: 0, leave: 0 }, // accepted at receipt, late
      { date: '2026-11-06', present: 0, late: 0, absent: 1, leave: 0 }, // rejected
      { date: '2026-11-09', present: 0, late: 0, absent: 0, leave: 1 }, // SAKIT
      { date: '2026-11-16', present: 0, late: 0, absent: 0, leave: 0 }, // the company's holiday
      { date: '2026-11-19', present: 1, late: 1, absent: 1, leave: 0 }, // Budi late, Ani absent
      { date: '2026-11-22', present: 1, late: 0, absent: 0, leave: 0 }, // Budi on his Sunday off
      { date: '2026-11-30', present: 0, late: 0, absent: 2, leave: 0 },
    ]);
    const total = (key: 'present' | 'absent' | 'leave') => body.days.reduce((sum: number, entry: Record<string, number>) => sum + entry[key]!, 0);
    expect([total('present'), total('absent'), total('leave')]).toEqual([ANI.present_days + BUDI.present_days, ANI.absent_days + BUDI.absent_days, 4]);
  });

  it('exports a CSV that Indonesian Excel opens as columns (; between cells, decimal comma) with a header row, a totals row, the pending note with its WIB time, and formula-like cells made text', async () => {
    const { db } = server.services;
    await db.updateTable('employees').set({ name: '=HYPERLINK("http://x","klik")' }).where('nup', '=', 'UJI-002').execute();
    try {
      const answer = await call(`${server.url}/hr/recap?period=202611&department=${encodeURIComponent(DEPARTMENT)}&format=csv`, { headers: { token: hrToken } });
      expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(answer.headers.get('content-disposition')).toBe('attachment; filename="rekap-absensi-202611-bagian-uji-rekap.csv"');
      const lines = (answer.body as string).replace(/^\uFEFF/, '').trimEnd().split('\r\n');
      expect(lines).toHaveLength(5);
      expect(lines[0]).toMatch(/^NUP;Nama;Bagian;Hari kerja;Hadir;Terlambat \(hari\);Terlambat \(menit\);/);
      expect(lines.find((line) => line.startsWith('UJI-001;'))).toMatch(/^UJI-001;Ani Rekap;Bagian Uji Rekap;20;3;2;51;1;30;12;1;/);
      expect(lines.find((line) => line.startsWith('UJI-002;'))).toMatch(/^UJI-002;"'=HYPERLINK\(""http:\/\/x"",""klik""\)";Bagian Uji Rekap;11;3;1;10;0;0;9;0;/);
      expect(lines[3]).toMatch(/^;Jumlah;;31;6;3;61;1;30;21;1;/);
      expect(lines[3]).toMatch(/;2;24,5;52$/);
      expect(lines[4]).toBe('Dibuat Rabu, 02 Desember 2026 pukul 09:00 WIB: 2 data absen dan lembur masih menunggu verifikasi dan belum dihitung.');
    } finally {
      await db.updateTable('employees').set({ name: 'Budi Rekap' }).where('nup', '=', 'UJI-002').execute();
    }
  });

  it('exports an XLSX that opens with real numbers and dates, the header frozen, and totals that add up', async () => {
    const response = await fetch(`${server.url}/hr/recap?period=202611&department=${encodeURIComponent(DEPARTMENT)}&format=xlsx`, { headers: { token: hrToken } });
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="rekap-absensi-202611-bagian-uji-rekap.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('Rekap November 2026');
    expect(sheet.getCell('A1').value).toBe('Rekap Absensi 1–30 November 2026');
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 4 });
    expect(sheet.getCell('B2').value).toEqual(new Date('2026-11-01T00:00:00Z'));
    const header = (sheet.getRow(4).values as unknown[]).slice(1);
    const column = (heading: string) => header.indexOf(heading) + 1;
    const rows = [5, 6, 7].map((row) => sheet.getRow(row));
    expect(rows.map((row) => row.getCell(2).value)).toEqual(['Ani Rekap', 'Budi Rekap', 'Jumlah']);
    for (const heading of ['Hari kerja', 'Hadir', 'Terlambat (menit)', 'Tidak hadir tanpa izin', 'Lembur disetujui (jam)', 'Jam lembur dibayar']) {
      const [ani, budi, total] = rows.map((row) => row.getCell(column(heading)).value);
      expect(typeof ani, heading).toBe('number');
      expect(total, heading).toBe((ani as number) + (budi as number));
    }
    expect(rows[2]!.getCell(column('Jam lembur dibayar')).value).toBe(52);
  });

  it('answers 400 for a period that is not YYYYMM or an unknown format, and 403 to everyone but HR', async () => {
    expect((await recapOf('period=2026-11')).status).toBe(400);
    expect((await recapOf('period=202613')).status).toBe(400);
    expect((await recapOf('period=202611&format=pdf')).status).toBe(400);
    const employee = await logInAs(server.url, 'demo');
    expect((await call(`${server.url}/hr/recap?period=202611`, { headers: { token: employee } })).status).toBe(403);
  });
});
