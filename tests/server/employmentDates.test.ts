/**
 * Start and end dates (issue 48: "no day before the start or after the end is scheduled, absent or paid"; staff added
 * at 18:00 must not count one 'Tidak hadir tanpa izin' for that day). Everyone here is on the default schedule,
 * Monday to Friday 07:30–16:00 WIB, with no holiday in November 2026; the expected days are counted by hand from
 * the calendar: Monday 23 to Friday 27 November.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromJakarta } from '../../server/time';
import { call, logInAs, logInWithOwnPassword, postJson } from '../support/http';
import { databaseKind, startTestServer, type TestServer } from '../support/testServer';

describe(`start and end dates (${databaseKind})`, () => {
  let server: TestServer;
  let hrToken: string;
  let now = fromJakarta('2026-11-23', '06:00');
  const ids: Record<string, number> = {};
  const hrPost = (path: string, body: unknown) => postJson(`${server.url}${path}`, body, { token: hrToken });
  const form = (username: string, nup: string, dates: { start_date?: string | null; end_date?: string | null } = {}) => ({
    username, name: username, nup, position: 'Staf', position_level: 3, department: 'Bagian Uji Tanggal', office_ids: [ids.head], supervisor_id: null, schedule_id: null, roster_id: null, ...dates,
  });
  const recap = async (period = '202611') => {
    const answer = await call(`${server.url}/hr/recap?period=${period}&department=${encodeURIComponent('Bagian Uji Tanggal')}`, { headers: { token: hrToken } });
    return Object.fromEntries((answer.body.rows as { name: string; scheduled_days: number; absent_days: number }[]).map((row) => [row.name, [row.scheduled_days, row.absent_days]]));
  };
  const employee = async (id: number) => (await call(`${server.url}/hr/employees?q=${encodeURIComponent('uji.')}`, { headers: { token: hrToken } })).body.find((e: { id: number }) => e.id === id);

  beforeAll(async () => {
    server = await startTestServer({ now: () => now });
    hrToken = await logInAs(server.url, 'hr');
    ids.head = (await server.services.db.selectFrom('offices').select('id').where('name', 'not like', 'IPA%').orderBy('id').executeTakeFirstOrThrow()).id;
  });
  afterAll(() => server.close());

  it('counts the day an account was made only when it was made before that day’s shift began', async () => {
    ids.morning = (await hrPost('/hr/employees', form('uji.pagi', 'TGL-001'))).body.employee.id;
    // Before the day's shift has begun it is no work day yet: nothing it is made of has happened.
    expect(await recap()).toEqual({ 'uji.pagi': [0, 0] });
    now = fromJakarta('2026-11-23', '18:00');
    const evening = await hrPost('/hr/employees', form('uji.sore', 'TGL-002'));
    ids.evening = evening.body.employee.id;
    // Monday: the morning hire missed the day's shift; the evening hire had none left to miss.
    expect(await recap()).toEqual({ 'uji.pagi': [1, 1], 'uji.sore': [0, 0] });
    const history = await call(`${server.url}/mobile-v2/riwayat-absen?period=202611`, { headers: { token: (await logInWithOwnPassword(server.url, 'uji.sore', evening.body.password)).token } });
    expect(history.body).toEqual([]);
    now = fromJakarta('2026-11-24', '17:00');
    expect(await recap()).toEqual({ 'uji.pagi': [2, 2], 'uji.sore': [1, 1] });
  });

  it('schedules from the start date HR sets to the end date, and refuses an end before the start', async () => {
    now = fromJakarta('2026-11-27', '17:00');
    const created = await hrPost('/hr/employees', form('uji.mulai', 'TGL-003', { start_date: '2026-11-25' }));
    expect(created.body.employee).toMatchObject({ start_date: '2026-11-25', end_date: null });
    ids.start = created.body.employee.id;
    // Wednesday 25 to Friday 27: three days.
    expect((await recap())['uji.mulai']).toEqual([3, 3]);

    const refused = await hrPost(`/hr/employees/${ids.start}`, form('uji.mulai', 'TGL-003', { start_date: '2026-11-25', end_date: '2026-11-24' }));
    expect(refused).toMatchObject({ status: 400, body: { message: 'Tanggal berhenti tidak boleh sebelum tanggal mulai bekerja.' } });
    expect((await hrPost(`/hr/employees/${ids.start}`, form('uji.mulai', 'TGL-003', { start_date: '2026-11-25', end_date: '2026-11-26' }))).status).toBe(200);
    expect((await recap())['uji.mulai']).toEqual([2, 2]);
    const audit = (await call(`${server.url}/hr/audit?entity=employee&entity_id=${ids.start}`, { headers: { token: hrToken } })).body;
    expect(audit[0]).toMatchObject({ action: 'employee.update', before: { end_date: null }, after: { end_date: '2026-11-26' } });

    // A start after the period: no row in it at all.
    expect((await hrPost('/hr/employees', form('uji.desember', 'TGL-004', { start_date: '2026-12-01' }))).status).toBe(201);
    expect(Object.keys(await recap())).not.toContain('uji.desember');
  });

  it('ends the schedule on the day of deactivation, and removes the end when the employee is reactivated', async () => {
    now = fromJakarta('2026-11-27', '17:00');
    const deactivated = await hrPost(`/hr/employees/${ids.morning}/deactivate`, {});
    expect(deactivated.body.employee).toMatchObject({ active: false, end_date: '2026-11-27' });
    now = fromJakarta('2026-12-04', '17:00');
    // December: the morning hire left on 27 November; the evening hire is absent Tuesday 1 to Friday 4 December.
    const december = await recap('202612');
    expect(december['uji.pagi']).toBeUndefined();
    expect(december['uji.sore']).toEqual([4, 4]);
    // November is still paid as it was: Monday 23 to Friday 27.
    expect((await recap())['uji.pagi']).toEqual([5, 5]);

    const reactivated = await hrPost(`/hr/employees/${ids.morning}/reactivate`, {});
    expect(reactivated.body.employee).toMatchObject({ active: true, end_date: null });
    expect(await employee(ids.morning!)).toMatchObject({ end_date: null });
  });

  it('takes the dates from an import as people write them, and names a cell that is no date', async () => {
    const send = (mode: string, body: string | Uint8Array<ArrayBuffer>, type = 'text/csv') =>
      call(`${server.url}/hr/employees/import?mode=${mode}`, { method: 'POST', headers: { token: hrToken, 'content-type': type }, body });
    const header = 'username,name,nup,position,level,department,start_date,end_date';
    const bad = [header, 'uji.impor,uji.impor,TGL-010,Staf,3,Bagian Uji Tanggal,besok,', 'uji.impor2,uji.impor2,TGL-011,Staf,3,Bagian Uji Tanggal,10/12/2026,1 Desember 2026'].join('\n');
    expect((await send('preview', bad)).body.problems).toEqual([
      { line: 2, message: 'start_date bukan tanggal: tulis seperti 24/11/2026 atau 24 November 2026.' },
      { line: 3, message: 'end_date tidak boleh sebelum start_date.' },
    ]);
    const good = [header, 'uji.impor,uji.impor,TGL-010,Staf,3,Bagian Uji Tanggal,1/12/2026,', 'uji.impor2,uji.impor2,TGL-011,Staf,3,Bagian Uji Tanggal,1 Desember 2026,31 Desember 2026'].join('\n');
    expect((await send('commit', good)).status).toBe(200);
    const stored = await server.services.db.selectFrom('employees').select(['username', 'start_date', 'end_date']).where('username', 'like', 'uji.impor%').orderBy('username').execute();
    expect(stored).toEqual([
      { username: 'uji.impor', start_date: '2026-12-01', end_date: null },
      { username: 'uji.impor2', start_date: '2026-12-01', end_date: '2026-12-31' },
    ]);

    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Pegawai');
    sheet.addRow(header.split(','));
    sheet.addRow(['uji.impor', 'uji.impor', 'TGL-010', 'Staf', 3, 'Bagian Uji Tanggal', new Date('2026-12-02T00:00:00Z'), null]);
    const xlsx = new Uint8Array((await workbook.xlsx.writeBuffer()) as ArrayBuffer);
    expect((await send('commit', xlsx, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')).body).toMatchObject({ updated: 1 });
    const updated = await server.services.db.selectFrom('employees').select(['start_date', 'end_date']).where('username', '=', 'uji.impor').executeTakeFirstOrThrow();
    expect(updated).toEqual({ start_date: '2026-12-02', end_date: null });
  });
});
