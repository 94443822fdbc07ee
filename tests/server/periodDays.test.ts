/**
 * A cut-off HR changes after a close (docs/hr.md, "Periods"): a closed period keeps its days, and the open periods
 * beside it begin the day after it ends and end the day before it begins, so that no day is paid twice and none
 * never. Found by a hostile clerk: closing October, then moving the cut-off to the 25th, put 26–31 October in
 * November as well; moving it back left 26–30 November in no period. Wednesday 2 December 2026, 09:00 WIB.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromJakarta } from '../../server/time';
import { call, logInAs, postJson } from '../support/http';
import { databaseKind, startTestServer, type TestServer } from '../support/testServer';

describe(`the days of periods beside a closed one (${databaseKind})`, () => {
  let server: TestServer;
  let hr: string;
  const settings = { correction_window_days: 7, cuti_bersama_uses_quota: 0, forgotten_clock_out_hours: 6 };
  const daysOf = async (period: string) => {
    const listed = ((await call(`${server.url}/hr/periods`, { headers: { token: hr } })).body as { period: string; from: string; to: string; state: string }[]).find((row) => row.period === period)!;
    const recap = (await call(`${server.url}/hr/recap?period=${period}`, { headers: { token: hr } })).body as { from: string; to: string };
    expect([recap.from, recap.to]).toEqual([listed.from, listed.to]);
    return [listed.from, listed.to, listed.state];
  };

  beforeAll(async () => {
    server = await startTestServer({ now: () => fromJakarta('2026-12-02', '09:00') });
    hr = await logInAs(server.url, 'hr');
  });
  afterAll(() => server.close());

  it('neither pays a day twice nor leaves one in no period when the cut-off moves after a close', async () => {
    expect((await postJson(`${server.url}/hr/periods/202610/close`, {}, { token: hr })).status).toBe(200);
    expect((await postJson(`${server.url}/hr/settings`, { ...settings, payroll_cutoff_day: 25 }, { token: hr })).status).toBe(200);
    expect(await daysOf('202610')).toEqual(['2026-10-01', '2026-10-31', 'closed']);
    // The cut-off would start November on 26 October: it starts after the closed October instead.
    expect(await daysOf('202611')).toEqual(['2026-11-01', '2026-11-25', 'open']);
    expect(await daysOf('202612')).toEqual(['2026-11-26', '2026-12-25', 'open']);

    expect((await postJson(`${server.url}/hr/periods/202611/close`, {}, { token: hr })).status).toBe(200);
    expect((await postJson(`${server.url}/hr/settings`, { ...settings, payroll_cutoff_day: 0 }, { token: hr })).status).toBe(200);
    // Back to calendar months: December takes 26–30 November, which the closed November does not hold.
    expect(await daysOf('202611')).toEqual(['2026-11-01', '2026-11-25', 'closed']);
    expect(await daysOf('202612')).toEqual(['2026-11-26', '2026-12-31', 'open']);
    expect(await daysOf('202609')).toEqual(['2026-09-01', '2026-09-30', 'open']);
  });

  it("keeps a closed period's staff: start and end dates are not moved over its days", async () => {
    const office = (await server.services.db.selectFrom('offices').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    const form = (dates: { start_date: string | null; end_date: string | null }) => ({
      username: 'uji.periode', name: 'Uji Periode', nup: 'PRD-001', position: 'Staf', position_level: 3, department: 'Bagian Uji Periode', office_ids: [office], supervisor_id: null, schedule_id: null, roster_id: null, ...dates,
    });
    const made = await postJson(`${server.url}/hr/employees`, form({ start_date: '2026-09-01', end_date: null }), { token: hr });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const id = made.body.employee.id;
    const change = (dates: { start_date: string | null; end_date: string | null }) => postJson(`${server.url}/hr/employees/${id}`, form(dates), { token: hr });
    const closed = { status: 409, body: { message: 'Periode 1–31 Oktober 2026 sudah ditutup' } };
    // Leaving on 15 October would unschedule days October and November were paid for; joining on 20 October too.
    expect(await change({ start_date: '2026-09-01', end_date: '2026-10-15' })).toMatchObject(closed);
    expect(await change({ start_date: '2026-10-20', end_date: null })).toMatchObject(closed);
    // Leaving after them, or an earlier start before them, moves no closed day.
    expect((await change({ start_date: '2026-08-01', end_date: '2026-12-20' })).status).toBe(200);
  });

  it("keeps a closed period's calendar: no holiday and no changed shift on its days", async () => {
    const closed = { status: 409, body: { message: 'Periode 1–25 November 2026 sudah ditutup' } };
    expect(await postJson(`${server.url}/hr/holidays`, { date: '2026-11-10', name: 'Libur uji', kind: 'company' }, { token: hr })).toMatchObject(closed);
    const dimas = (await server.services.db.selectFrom('employees').select('id').where('username', '=', 'dimas.saputro').executeTakeFirstOrThrow()).id;
    expect(await postJson(`${server.url}/hr/shift-swaps`, { employee_id: dimas, date: '2026-11-11', shift_code: '-' }, { token: hr })).toMatchObject(closed);
    // December is open.
    expect((await postJson(`${server.url}/hr/holidays`, { date: '2026-12-28', name: 'Libur uji', kind: 'company' }, { token: hr })).status).toBe(201);
  });
});
