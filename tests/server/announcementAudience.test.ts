/**
 * Announcements for part of the company, and edited after publishing (issue 51: "addressed to the whole company,
 * offices or departments; edited after publishing (the change audited)"), over HTTP. Who should see one is read
 * from the database by this test's own query of the rule (an office among the employee's clock-in places, or their
 * department), not by the server's code.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromJakarta } from '../../server/time';
import { call, logInAs, postJson } from '../support/http';
import { databaseKind, startTestServer, type TestServer } from '../support/testServer';

const PLANT = 'IPA Kaligarang';
const FINANCE = 'Bagian Keuangan';

describe(`announcements for part of the company, and edited (${databaseKind})`, () => {
  let server: TestServer;
  let hrToken: string;
  let plantId: number;
  const publish = (body: object) => postJson(`${server.url}/hr/announcements`, { description: 'Isi.', start_date: '2026-11-25', end_date: '2026-11-30', ...body }, { token: hrToken });
  const edit = (id: number | string, body: object) => postJson(`${server.url}/hr/announcements/${id}`, { description: 'Isi.', start_date: '2026-11-25', end_date: '2026-11-30', ...body }, { token: hrToken });
  const hrList = async () => (await call(`${server.url}/hr/announcements`, { headers: { token: hrToken } })).body as { id: number; title: string; audience_offices: { id: number; name: string }[]; audience_departments: string[]; updated_at: string | null; description: string }[];
  const notified = async (title: string) => {
    await server.services.notifier.idle();
    return (await server.services.db.selectFrom('notifications').select('employee_id').where('body', '=', title).execute()).map((row) => row.employee_id).sort((a, b) => a - b);
  };
  /** The active employees with the plant among their places or in Finance, by this test's own query. */
  async function plantOrFinance(): Promise<{ id: number; username: string }[]> {
    const { db } = server.services;
    const atPlant = await db.selectFrom('employee_offices as eo').innerJoin('offices as o', 'o.id', 'eo.office_id').select('eo.employee_id').where('o.name', '=', PLANT).execute();
    const inFinance = await db.selectFrom('employees as e').innerJoin('departments as d', 'd.id', 'e.department_id').select('e.id').where('d.name', '=', FINANCE).execute();
    const ids = new Set([...atPlant.map((row) => row.employee_id), ...inFinance.map((row) => row.id)]);
    return (await db.selectFrom('employees').select(['id', 'username']).where('active', '=', 1).orderBy('id').execute()).filter((row) => ids.has(row.id));
  }
  const shownTo = async (username: string) => ((await call(`${server.url}/mobile-v2/pengumuman`, { headers: { token: await logInAs(server.url, username) } })).body as { title: string }[]).map((item) => item.title);

  beforeAll(async () => {
    server = await startTestServer({ now: () => fromJakarta('2026-11-25', '09:00') });
    hrToken = await logInAs(server.url, 'hr');
    plantId = ((await call(`${server.url}/hr/offices`, { headers: { token: hrToken } })).body as { id: number; name: string }[]).find((office) => office.name === PLANT)!.id;
  });
  afterAll(() => server.close());

  it('shows one for an office and a department only to their employees, and notifies only them', async () => {
    const answer = await publish({ title: 'Pengurasan Bak IPA', audience_offices: [plantId], audience_departments: [FINANCE] });
    expect([answer.status, answer.body.notified]).toEqual([201, true]);
    const audience = await plantOrFinance();
    expect(audience.length).toBeGreaterThan(1);
    expect(await notified('Pengurasan Bak IPA')).toEqual(audience.map((row) => row.id));
    expect(await shownTo(audience[0]!.username)).toContain('Pengurasan Bak IPA');
    // 'demo' works at the head office in customer service: neither.
    expect(audience.map((row) => row.username)).not.toContain('demo');
    expect(await shownTo('demo')).not.toContain('Pengurasan Bak IPA');
    expect((await hrList()).find((item) => item.title === 'Pengurasan Bak IPA')).toMatchObject({ audience_offices: [{ id: plantId, name: PLANT }], audience_departments: [FINANCE], updated_at: null });
  });

  it('refuses an office or department that does not exist, saving nothing', async () => {
    for (const body of [{ audience_offices: [999_999] }, { audience_departments: ['Bagian Tidak Ada'] }]) {
      const answer = await publish({ title: 'Salah Penerima', ...body });
      expect([answer.status, answer.body]).toEqual([400, { message: 'Kantor atau bagian penerima tidak ditemukan.' }]);
    }
    expect((await hrList()).map((item) => item.title)).not.toContain('Salah Penerima');
  });

  it('edits a published one: employees read the new text, the audit keeps before and after, nobody is notified twice', async () => {
    const id = (await publish({ title: 'Jadwal Loket', audience_departments: [FINANCE] })).body.id as number;
    const before = await notified('Jadwal Loket');
    const answer = await edit(id, { title: 'Jadwal Loket (ralat)', description: '<p>Loket buka 08.00.</p><script>x</script>' });
    expect([answer.status, answer.body]).toEqual([200, { message: 'Pengumuman diubah.', id, notified: false }]);
    expect(await notified('Jadwal Loket (ralat)')).toEqual([]);
    expect(before.length).toBeGreaterThan(0);
    // Now for the whole company: 'demo' reads it too.
    expect(await shownTo('demo')).toContain('Jadwal Loket (ralat)');
    const listed = (await hrList()).find((item) => item.id === id)!;
    expect(listed).toMatchObject({ description: '<p>Loket buka 08.00.</p>', audience_offices: [], audience_departments: [], updated_at: fromJakarta('2026-11-25', '09:00').toISOString() });
    const audit = (await call(`${server.url}/hr/audit?entity=announcement&entity_id=${id}`, { headers: { token: hrToken } })).body as { action: string; before: unknown; after: unknown }[];
    expect(audit[0]).toMatchObject({
      action: 'announcement.update',
      before: { title: 'Jadwal Loket', audience_departments: [FINANCE] },
      after: { title: 'Jadwal Loket (ralat)', audience_departments: [], description: '<p>Loket buka 08.00.</p>' },
    });
  });

  it('notifies one edited to start today that had not begun, once', async () => {
    const id = (await publish({ title: 'Lomba 17-an', start_date: '2026-12-10', end_date: '2026-12-12' })).body.id as number;
    expect((await edit(id, { title: 'Lomba Akhir Tahun', start_date: '2026-11-25', end_date: '2026-12-12' })).body.notified).toBe(true);
    expect((await edit(id, { title: 'Lomba Akhir Tahun', start_date: '2026-11-25', end_date: '2026-12-13' })).body.notified).toBe(false);
    const active = await server.services.db.selectFrom('employees').select('id').where('active', '=', 1).execute();
    expect((await notified('Lomba Akhir Tahun')).length).toBe(active.length);
  });

  it('refuses to edit a withdrawn one, an unknown one, and anyone but HR', async () => {
    const id = (await publish({ title: 'Akan Ditarik' })).body.id as number;
    expect((await postJson(`${server.url}/hr/announcements/${id}/withdraw`, {}, { token: hrToken })).status).toBe(200);
    expect([(await edit(id, { title: 'Diubah' })).status, (await edit(id, { title: 'Diubah' })).body]).toEqual([409, { message: 'Pengumuman ini sudah ditarik.' }]);
    expect([(await edit(999_999, { title: 'Diubah' })).status, (await edit(999_999, { title: 'Diubah' })).body]).toEqual([404, { message: 'Pengumuman tidak ditemukan.' }]);
    const other = (await publish({ title: 'Tetap' })).body.id as number;
    const refused = await postJson(`${server.url}/hr/announcements/${other}`, { title: 'Diubah pegawai', description: 'x', start_date: '2026-11-25', end_date: '2026-11-25' }, { token: await logInAs(server.url, 'demo') });
    expect(refused.status).toBe(403);
    expect((await hrList()).find((item) => item.id === other)!.title).toBe('Tetap');
  });
});
