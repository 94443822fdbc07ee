/**
 * Archiving and deleting offices and rosters over HTTP (issue 51: "Offices and rosters in use can be archived (kept
 * for history, offered no more); unused ones deleted"), with the rules docs/hr.md gives: an office that active
 * employees clock in at is not archived; an archived office or roster is given to nobody new; whatever has a history
 * is not deleted. Messages from src/domain/shifts.ts, the words; counts from the demo's own rows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, logInAs, postJson } from '../support/http';
import { databaseKind, startTestServer, type TestServer } from '../support/testServer';

const ROSTER = {
  name: 'Pos Jaga Reservoir',
  start_date: '2026-11-02',
  shifts: [{ code: 'J', name: 'Jaga', start_time: '08:00', end_time: '20:00', grace_minutes: 5 }],
  cycle: ['J', 'J', '-'],
};
const BOOSTER = { name: 'Booster Banyumanik', address: null, latitude: -7.0731, longitude: 110.4146, radius_m: 80, time_zone: 'WIB' };

describe(`archiving offices and rosters (${databaseKind})`, () => {
  let server: TestServer;
  let hrToken: string;
  const hrPost = (path: string, body: unknown = {}) => postJson(`${server.url}${path}`, body, { token: hrToken });
  const offices = async () => (await call(`${server.url}/hr/offices`, { headers: { token: hrToken } })).body as { id: number; name: string; archived: boolean }[];
  const rosters = async () => (await call(`${server.url}/hr/rosters`, { headers: { token: hrToken } })).body as { id: number; name: string; archived: boolean; employees: number }[];
  const audit = async (entity: string, id: number) =>
    ((await call(`${server.url}/hr/audit?entity=${entity}&entity_id=${id}`, { headers: { token: hrToken } })).body as { action: string; before: unknown; after: unknown }[]).map(({ action, before, after }) => ({ action, before, after }));
  const employeeForm = (username: string, officeId: number, rosterId: number | null = null) => ({
    username, name: `Uji ${username}`, nup: `ARSIP-${username}`, position: 'Operator', position_level: 2, department: 'Bagian Produksi',
    office_ids: [officeId], supervisor_id: null, schedule_id: null, roster_id: rosterId,
  });

  beforeAll(async () => {
    server = await startTestServer();
    hrToken = await logInAs(server.url, 'hr');
  });
  afterAll(() => server?.close());

  it('deletes an office nothing names, audited, and refuses ids that are not there', async () => {
    const { body } = await hrPost('/hr/offices', BOOSTER);
    const id = body.office.id as number;
    expect(body.office.archived).toBe(false);
    expect(await hrPost(`/hr/offices/${id}/delete`)).toMatchObject({ status: 200, body: { message: 'Kantor dihapus.' } });
    expect((await offices()).map((office) => office.name)).not.toContain('Booster Banyumanik');
    expect((await audit('office', id))[0]).toEqual({ action: 'office.delete', before: { id, name: 'Booster Banyumanik', archived: false }, after: null });
    expect(await hrPost(`/hr/offices/${id}/delete`)).toMatchObject({ status: 404, body: { message: 'Kantor tidak ditemukan.' } });
    expect(await hrPost('/hr/offices/abc/archive')).toMatchObject({ status: 400 });
  });

  it('keeps the head office while active employees clock in there: neither archived nor deleted', async () => {
    const head = (await offices()).find((office) => office.name === 'Kantor Pusat PDAM Tirta Kencana')!;
    const { db } = server.services;
    const active = await db
      .selectFrom('employees as e')
      .where('e.active', '=', 1)
      .where((eb) => eb.or([eb('e.office_id', '=', head.id), eb.exists(eb.selectFrom('employee_offices as eo').select('eo.employee_id').whereRef('eo.employee_id', '=', 'e.id').where('eo.office_id', '=', head.id))]))
      .select('e.id')
      .execute();
    expect(active.length).toBeGreaterThan(0);
    expect(await hrPost(`/hr/offices/${head.id}/archive`)).toMatchObject({
      status: 409,
      body: { message: `Kantor ini masih dipakai ${active.length} pegawai aktif. Pindahkan mereka ke kantor lain dahulu.` },
    });
    expect(await hrPost(`/hr/offices/${head.id}/delete`)).toMatchObject({
      status: 409,
      body: { message: 'Kantor ini sudah punya riwayat (pegawai atau absen). Arsipkan saja agar riwayatnya tetap utuh.' },
    });
    expect((await offices()).find((office) => office.id === head.id)!.archived).toBe(false);
  });

  it('archives an office whose only employee has left: kept with them, given to nobody new, restored on request', async () => {
    const id = (await hrPost('/hr/offices', { ...BOOSTER, name: 'Pos Pompa Lama' })).body.office.id as number;
    const created = await hrPost('/hr/employees', employeeForm('arsip.lama', id));
    expect(created.status).toBe(201);
    const leaverId = created.body.employee.id as number;
    expect(await hrPost(`/hr/offices/${id}/archive`)).toMatchObject({ status: 409, body: { message: 'Kantor ini masih dipakai 1 pegawai aktif. Pindahkan mereka ke kantor lain dahulu.' } });
    expect((await hrPost(`/hr/employees/${leaverId}/deactivate`)).status).toBe(200);

    expect(await hrPost(`/hr/offices/${id}/archive`)).toMatchObject({ status: 200, body: { message: 'Kantor diarsipkan.' } });
    expect((await offices()).find((office) => office.id === id)).toMatchObject({ name: 'Pos Pompa Lama', archived: true });
    expect((await audit('office', id))[0]).toEqual({ action: 'office.archive', before: { id, name: 'Pos Pompa Lama', archived: false }, after: { id, name: 'Pos Pompa Lama', archived: true } });
    expect(await hrPost('/hr/employees', employeeForm('arsip.baru', id))).toMatchObject({ status: 400, body: { message: 'Kantor Pos Pompa Lama sudah diarsipkan. Pilih kantor lain.' } });
    const csv = `username,nama,nup,jabatan,level_jabatan,kantor\narsip.impor,Uji Impor,ARSIP-IMPOR,Operator,2,Pos Pompa Lama\n`;
    const preview = await call(`${server.url}/hr/employees/import?mode=preview`, { method: 'POST', headers: { token: hrToken, 'content-type': 'text/csv' }, body: csv });
    expect(preview.body.problems).toEqual([{ line: 2, message: "kantor 'Pos Pompa Lama' sudah diarsipkan." }]);
    expect(await hrPost(`/hr/offices/${id}/delete`)).toMatchObject({ status: 409 });

    expect(await hrPost(`/hr/offices/${id}/restore`)).toMatchObject({ status: 200, body: { message: 'Kantor dipakai lagi.' } });
    expect((await offices()).find((office) => office.id === id)!.archived).toBe(false);
    expect((await hrPost('/hr/employees', employeeForm('arsip.baru', id))).status).toBe(201);
  });

  it('archives a roster its followers keep, puts nobody new on it, and deletes it once nobody follows it', async () => {
    const id = (await hrPost('/hr/rosters', ROSTER)).body.roster.id as number;
    const siti = (await call(`${server.url}/hr/employees?q=siti.rahma`, { headers: { token: hrToken } })).body[0].id as number;
    expect((await hrPost('/hr/rosters/assign', { roster_id: id, employee_ids: [siti] })).status).toBe(200);
    expect(await hrPost(`/hr/rosters/${id}/delete`)).toMatchObject({ status: 409, body: { message: 'Pola shift ini diikuti 1 pegawai. Arsipkan saja, atau pindahkan mereka ke pola lain dahulu.' } });

    expect(await hrPost(`/hr/rosters/${id}/archive`)).toMatchObject({ status: 200, body: { message: 'Pola shift diarsipkan.' } });
    expect((await rosters()).find((roster) => roster.id === id)).toMatchObject({ archived: true, employees: 1 });
    const budi = (await call(`${server.url}/hr/employees?q=budi.santoso`, { headers: { token: hrToken } })).body[0].id as number;
    expect(await hrPost('/hr/rosters/assign', { roster_id: id, employee_ids: [budi] })).toMatchObject({ status: 400, body: { message: 'Pola shift Pos Jaga Reservoir sudah diarsipkan. Pilih pola lain.' } });

    expect((await hrPost('/hr/rosters/assign', { roster_id: null, employee_ids: [siti] })).status).toBe(200);
    expect(await hrPost(`/hr/rosters/${id}/delete`)).toMatchObject({ status: 200, body: { message: 'Pola shift dihapus.' } });
    expect((await rosters()).map((roster) => roster.id)).not.toContain(id);
    // Newest first.
    expect((await audit('roster', id)).map((entry) => entry.action)).toEqual(['roster.delete', 'roster.archive', 'roster.create']);
  });

  it('lets only HR archive or delete', async () => {
    const head = (await offices())[0]!;
    const token = await logInAs(server.url, 'atasan');
    for (const action of ['archive', 'restore', 'delete']) {
      expect((await postJson(`${server.url}/hr/offices/${head.id}/${action}`, {}, { token })).status).toBe(403);
    }
  });
});
