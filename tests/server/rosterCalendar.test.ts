/**
 * The roster calendar (issue 51, "Rosters as a calendar"): a week and a month of who works which shift, per office
 * or department, with days off, changed days, approved leave and holidays. Expected cells are worked out by hand
 * from the roster's pattern and the calendar (P P S S M M - - from Monday 2 November 2026), not by the server's code.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/auth/password';
import { fromLocal } from '../../server/shifts/zones';
import { call, logInAs, postJson } from '../support/http';
import { databaseKind, startTestServer, type TestServer } from '../support/testServer';
import { threeShiftRoster } from '../support/threeShiftRoster';

const ROSTER = threeShiftRoster('Operator kalender');
const WEEK = ['2026-11-09', '2026-11-10', '2026-11-11', '2026-11-12', '2026-11-13', '2026-11-14', '2026-11-15'];

interface Cell {
  date: string;
  code: string | null;
  changed: boolean;
  leave: string | null;
  employed: boolean;
}
interface Calendar {
  from: string;
  days: number;
  holidays: { date: string; name: string }[];
  employees: { id: number; name: string; department: string | null; roster_id: number | null; days: Cell[] }[];
  more: number;
}

describe(`the roster calendar (${databaseKind})`, () => {
  let server: TestServer;
  let hrToken: string;
  const hrCall = (path: string) => call(`${server.url}${path}`, { headers: { token: hrToken } });
  const hrPost = (path: string, body: unknown) => postJson(`${server.url}${path}`, body, { token: hrToken });
  const ids = {} as Record<'office' | 'roster' | 'kal.satu' | 'kal.dua' | 'kal.tiga', number>;

  beforeAll(async () => {
    server = await startTestServer({ now: () => fromLocal('2026-11-06', '12:00', 'WIB') });
    hrToken = await logInAs(server.url, 'hr');
    const { db } = server.services;
    const office = await hrPost('/hr/offices', { name: 'Reservoir Kalender', address: 'Jl. Uji', latitude: -6.99, longitude: 110.42, radius_m: 100, time_zone: 'WIB' });
    ids.office = office.body.office.id;
    const { id: department } = await db.insertInto('departments').values({ name: 'Produksi Kalender' }).returning('id').executeTakeFirstOrThrow();
    const hash = await hashPassword('rahasia-uji-kalender');
    for (const [username, name, startDate] of [['kal.satu', 'Kalender Satu', null], ['kal.dua', 'Kalender Dua', null], ['kal.tiga', 'Kalender Tiga', '2026-11-12']] as const) {
      const { id } = await db
        .insertInto('employees')
        .values({ username, password_hash: hash, nup: `KAL-${username}`, name, position: 'Operator', position_level: 2, office_id: ids.office, department_id: username === 'kal.tiga' ? null : department, start_date: startDate, created_at: '2026-10-01T00:00:00.000Z' })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db.insertInto('employee_offices').values({ employee_id: id, office_id: ids.office }).execute();
      ids[username] = id;
    }
    const roster = await hrPost('/hr/rosters', ROSTER);
    await hrPost('/hr/rosters/assign', { roster_id: roster.body.roster.id, employee_ids: [ids['kal.satu'], ids['kal.dua']] });
    ids.roster = roster.body.roster.id;
    expect((await hrPost('/hr/shift-swaps', { employee_id: ids['kal.satu'], date: '2026-11-11', shift_code: '-' })).status).toBe(200);
    expect((await hrPost('/hr/holidays', { date: '2026-11-13', name: 'Hari Jadi Kalender', kind: 'company' })).status).toBe(201);
    await db
      .insertInto('leave_requests')
      .values({ employee_id: ids['kal.dua'], leave_type_code: 'CUTI', start_date: '2026-11-12', end_date: '2026-11-13', description: 'Keluarga', attachment: null, status: '1', created_at: '2026-11-01T00:00:00.000Z', working_days: 2 })
      .execute();
    await db
      .insertInto('leave_requests')
      .values({ employee_id: ids['kal.dua'], leave_type_code: 'SAKIT', start_date: '2026-11-15', end_date: '2026-11-15', description: 'Masih menunggu', attachment: null, status: '0', created_at: '2026-11-01T00:00:00.000Z', working_days: 1 })
      .execute();
  });
  afterAll(() => server.close());

  const codes = (calendar: Calendar, id: number) => calendar.employees.find((employee) => employee.id === id)!.days.map((day) => day.code ?? '-').join(' ');

  it("shows an office's week: the pattern, a day changed to off, a weekly schedule off on a holiday, approved leave, days before someone started", async () => {
    const answer = await hrCall(`/hr/roster-calendar?from=2026-11-09&days=7&office_id=${ids.office}`);
    expect(answer.status).toBe(200);
    const calendar = answer.body as Calendar;
    expect([calendar.from, calendar.days, calendar.more]).toEqual(['2026-11-09', 7, 0]);
    expect(calendar.employees.map((employee) => employee.name)).toEqual(['Kalender Dua', 'Kalender Satu', 'Kalender Tiga']);
    expect(calendar.holidays).toEqual([{ date: '2026-11-13', name: 'Hari Jadi Kalender' }]);
    // Monday 9 to Sunday 15 November: day 7 of the cycle (-), then P P S S M M; a plant works on holidays.
    expect(codes(calendar, ids['kal.dua'])).toBe('- P P S S M M');
    expect(codes(calendar, ids['kal.satu'])).toBe('- P - S S M M');
    // The default weekly schedule (Monday to Friday), off on Friday 13's holiday.
    expect(codes(calendar, ids['kal.tiga'])).toBe('R R R R - - -');
    const satu = calendar.employees.find((employee) => employee.id === ids['kal.satu'])!;
    expect(satu.days.filter((day) => day.changed).map((day) => day.date)).toEqual(['2026-11-11']);
    expect(satu.roster_id).toBe(ids.roster);
    const dua = calendar.employees.find((employee) => employee.id === ids['kal.dua'])!;
    expect(dua.days.map((day) => day.leave)).toEqual([null, null, null, 'Cuti Tahunan', 'Cuti Tahunan', null, null]);
    expect(dua.days.map((day) => day.date)).toEqual(WEEK);
    const tiga = calendar.employees.find((employee) => employee.id === ids['kal.tiga'])!;
    expect(tiga.days.map((day) => day.employed)).toEqual([false, false, false, true, true, true, true]);
    expect(tiga.roster_id).toBeNull();
  });

  it("shows a department's month, and the whole company's", async () => {
    const month = (await hrCall('/hr/roster-calendar?from=2026-11-01&days=30&department=Produksi%20Kalender')).body as Calendar;
    expect(month.employees.map((employee) => employee.name)).toEqual(['Kalender Dua', 'Kalender Satu']);
    // Sunday 1 November is before the pattern's first day: the cycle runs backwards too (day -1 is its last, a day off);
    // 30 November is day 28 = 3 × 8 + 4: M.
    expect(codes(month, ids['kal.dua'])).toBe('- P P S S M M - - P P S S M M - - P P S S M M - - P P S S M');
    expect(month.employees[0]!.days).toHaveLength(30);
    const company = (await hrCall('/hr/roster-calendar?from=2026-11-09')).body as Calendar;
    expect(company.days).toBe(7);
    expect(company.employees.map((employee) => employee.name)).toEqual(expect.arrayContaining(['Kalender Satu', 'Budi Santoso']));
  });

  it('shows at most 200 employees and says how many more the choice holds', async () => {
    const { db } = server.services;
    const office = await hrPost('/hr/offices', { name: 'Gudang Kalender', address: 'Jl. Uji', latitude: -6.995, longitude: 110.425, radius_m: 100, time_zone: 'WIB' });
    const rows = Array.from({ length: 203 }, (_, index) => ({ username: `gudang.${index}`, password_hash: 'x', nup: `GDG-${index}`, name: `Gudang ${String(index).padStart(3, '0')}`, position: 'Staf', position_level: 2, office_id: office.body.office.id, created_at: '2026-10-01T00:00:00.000Z' }));
    const made = await db.insertInto('employees').values(rows).returning('id').execute();
    await db.insertInto('employee_offices').values(made.map(({ id }) => ({ employee_id: id, office_id: office.body.office.id }))).execute();
    const calendar = (await hrCall(`/hr/roster-calendar?from=2026-11-09&office_id=${office.body.office.id}`)).body as Calendar;
    expect([calendar.employees.length, calendar.more, calendar.employees[199]!.name]).toEqual([200, 3, 'Gudang 199']);
  });

  it('refuses what it cannot show with a message, and anyone but HR', async () => {
    for (const [query, message] of [
      ['from=2026-11-09&days=43', 'Jumlah hari 1-42.'],
      ['from=9-11-2026', 'Tanggal awal harus berformat yyyy-mm-dd.'],
      ['from=2026-11-09&office_id=abc', 'Kantor tidak valid.'],
    ]) {
      const refused = await hrCall(`/hr/roster-calendar?${query}`);
      expect([refused.status, refused.body.message]).toEqual([400, message]);
    }
    const employee = await logInAs(server.url, 'demo');
    expect((await call(`${server.url}/hr/roster-calendar?from=2026-11-09`, { headers: { token: employee } })).status).toBe(403);
  });
});
