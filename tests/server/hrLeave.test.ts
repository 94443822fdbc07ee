/**
 * HR's leave (issue 39: "every request, filters, decide any; quotas per employee and year"): expectations from the
 * issue and docs/hr.md, days counted from the calendar (Mon 14 – Fri 18 December 2026: five working days).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromJakarta } from '../../server/time';
import { call, logInAs, postJson } from '../support/http';
import { databaseKind, startTestServer, type TestServer } from '../support/testServer';

describe(`HR's leave (${databaseKind})`, () => {
  let server: TestServer;
  let hrToken: string;
  let demoId: number;
  const hrCall = (path: string) => call(`${server.url}${path}`, { headers: { token: hrToken } });
  const hrPost = (path: string, body: unknown) => postJson(`${server.url}${path}`, body, { token: hrToken });
  const ask = async (username: string, start: string, end: string) =>
    (await postJson(`${server.url}/mobile-v2/izin/insert`, { reason: 'CUTI', description: 'Liburan keluarga', start_date: start, end_date: end }, { token: await logInAs(server.url, username) })).body.id as number;

  beforeAll(async () => {
    server = await startTestServer({ now: () => fromJakarta('2026-11-25', '09:00') });
    hrToken = await logInAs(server.url, 'hr');
    demoId = (await server.services.db.selectFrom('employees').select('id').where('username', '=', 'demo').executeTakeFirstOrThrow()).id;
  });
  afterAll(() => server.close());

  it('lists every request of the period, filtered, and decides any but its own, audited', async () => {
    const demoRequest = await ask('demo', '14 Desember 2026', '18 Desember 2026');
    const hrRequest = await ask('hr', '21 Desember 2026', '21 Desember 2026');
    const pending = (await hrCall('/hr/leave?period=202612&status=0')).body as { id: number; employee: { name: string }; working_days: number; status: string }[];
    expect(pending.find((item) => item.id === demoRequest)).toMatchObject({ employee: { name: 'Andi Saputra' }, working_days: 5, status: '0', reason_code: 'CUTI' });
    expect((await hrCall('/hr/leave?period=202612&status=0&q=andi')).body.map((item: { id: number }) => item.id)).toContain(demoRequest);
    expect((await hrCall('/hr/leave?period=202612&status=0&q=andi')).body.map((item: { id: number }) => item.id)).not.toContain(hrRequest);
    expect((await hrCall('/hr/leave?period=202611&status=0')).body.map((item: { id: number }) => item.id)).not.toContain(demoRequest);

    const own = await hrPost('/hr/leave/decide', { id: hrRequest, decision: 'approve' });
    expect([own.status, own.body]).toEqual([403, { message: 'Anda tidak dapat memutuskan pengajuan izin Anda sendiri.' }]);
    expect((await hrPost('/hr/leave/decide', { id: demoRequest, decision: 'approve', note: 'Selamat berlibur' })).body).toEqual({ message: 'Pengajuan izin disetujui.' });
    expect((await hrPost('/hr/leave/decide', { id: demoRequest, decision: 'reject', note: 'x' })).status).toBe(409);
    expect((await hrCall('/hr/leave?period=202612&status=1')).body.find((item: { id: number }) => item.id === demoRequest)).toMatchObject({ status: '1', note: 'Selamat berlibur' });
    expect((await hrCall(`/hr/audit?entity=leave_request&entity_id=${demoRequest}`)).body[0]).toMatchObject({ action: 'leave.decide', actor: { name: 'Fitri Handayani, S.Psi.' }, before: { status: '0' }, after: { status: '1' } });
  });

  it("sets an employee's yearly quota, never below what is approved, audited", async () => {
    const before = (await hrCall('/hr/leave/quotas?year=2026')).body.find((quota: { employee: { id: number } }) => quota.employee.id === demoId);
    // The demo's seeded quota is 12 days; 14–18 December (five days) was approved above, on top of any seeded leave.
    expect(before).toMatchObject({ year: 2026, days: 12 });
    expect(before.used).toBeGreaterThanOrEqual(5);
    const below = await hrPost('/hr/leave/quotas', { employee_id: demoId, year: 2026, days: before.used - 1 });
    expect([below.status, below.body]).toEqual([400, { message: `Kuota tidak boleh kurang dari yang sudah terpakai (${before.used} hari).` }]);
    expect((await hrPost('/hr/leave/quotas', { employee_id: demoId, year: 2026, days: 18 })).body).toEqual({ message: 'Kuota cuti disimpan.' });
    expect((await hrCall('/hr/leave/quotas?year=2026')).body.find((quota: { employee: { id: number } }) => quota.employee.id === demoId)).toMatchObject({ days: 18, used: before.used });
    const app = (await call(`${server.url}/mobile-v2/izin/get-kuota-cuti?start_date=2026-12-28&end_date=2026-12-29`, { headers: { token: await logInAs(server.url, 'demo') } })).body;
    expect(app).toMatchObject({ kuota: 18, akhir_sisa_kuota: 18 - before.used });
    expect((await hrCall(`/hr/audit?entity=employee&entity_id=${demoId}`)).body[0]).toMatchObject({ action: 'leave.quota', before: { year: 2026, days: 12 }, after: { year: 2026, days: 18 } });
    expect((await hrPost('/hr/leave/quotas', { employee_id: 2_147_483_647, year: 2026, days: 12 })).status).toBe(404);
  });

  it("sets an employee's own yearly cap of another type, which their next request then meets", async () => {
    const before = (await hrCall('/hr/leave/quotas?year=2026&type=IZIN')).body.find((quota: { employee: { id: number } }) => quota.employee.id === demoId);
    // Izin Keperluan Pribadi is capped at 12 working days a year for everyone (server/seed/demo.ts).
    expect(before).toMatchObject({ leave_type_code: 'IZIN', days: 12 });
    const taken = before.used + before.pending;
    expect((await hrPost('/hr/leave/quotas', { employee_id: demoId, year: 2026, days: taken + 1, leave_type_code: 'IZIN' })).body).toEqual({ message: 'Kuota cuti disimpan.' });
    expect((await hrCall('/hr/leave/quotas?year=2026&type=IZIN')).body.find((quota: { employee: { id: number } }) => quota.employee.id === demoId)).toMatchObject({ days: taken + 1 });
    // Monday 7 and Tuesday 8 December 2026: two working days, one more than the cap leaves.
    const refused = await postJson(`${server.url}/mobile-v2/izin/insert`, { reason: 'IZIN', description: 'Urusan keluarga', start_date: '07 Desember 2026', end_date: '08 Desember 2026' }, { token: await logInAs(server.url, 'demo') });
    expect([refused.status, refused.body]).toEqual([409, { message: `Batas Izin Keperluan Pribadi tahun 2026 adalah ${taken + 1} hari kerja; sudah dipakai atau diajukan ${taken} hari kerja.` }]);
    expect((await hrCall('/hr/leave/quotas?year=2026&type=TIDAKADA')).status).toBe(400);
  });
});
