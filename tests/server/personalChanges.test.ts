/**
 * 'Ajukan Perubahan Data' (issue 50, "Each employee's own copy, and corrections"): the employee asks HR to correct a
 * field of Informasi Data Diri — old value, new value, reason; HR decides in the console; audited. Nobody decides their
 * own request; HR clerks decide employees' requests only, an admin everyone else's. One request waits per field.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, logInAs, postJson } from '../support/http';
import { databaseKind, startTestServer, type TestServer } from '../support/testServer';

describe(`personal data change requests (${databaseKind})`, () => {
  let server: TestServer;
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};

  const as = (username: string) => ({ token: tokens[username]! });
  const mine = (username: string) => call(`${server.url}/mobile-v2/pegawai-data/perubahan`, { headers: as(username) });
  const ask = (username: string, body: object, key?: string) => postJson(`${server.url}/mobile-v2/pegawai-data/perubahan`, body, { ...as(username), ...(key && { 'Idempotency-Key': key }) });
  const withdraw = (username: string, id: number) => postJson(`${server.url}/mobile-v2/pegawai-data/perubahan/tarik`, { id }, as(username));
  const inbox = (username: string) => call(`${server.url}/hr/personal-changes`, { headers: as(username) });
  const decide = (username: string, body: object) => postJson(`${server.url}/hr/personal-changes/decide`, body, as(username));
  const requestsOf = (username: string) => server.services.db.selectFrom('personal_change_requests').selectAll().where('employee_id', '=', ids[username]!).orderBy('id').execute();
  const employeeRow = (username: string) => server.services.db.selectFrom('employees').selectAll().where('id', '=', ids[username]!).executeTakeFirstOrThrow();
  const auditOf = (username: string) =>
    server.services.db.selectFrom('audit_log').selectAll().where('action', '=', 'personal.change.decide').where('entity_id', '=', String(ids[username]!)).orderBy('id').execute();

  beforeAll(async () => {
    server = await startTestServer();
    for (const row of await server.services.db.selectFrom('employees').select(['id', 'username']).execute()) ids[row.username] = row.id;
    await server.services.db.updateTable('employees').set({ birth_place: 'Kendal', dependent_children: 1, birth_date: '1990-04-12' }).where('id', '=', ids['siti.rahma']!).execute();
    for (const username of ['siti.rahma', 'budi.santoso', 'hr', 'demo', 'atasan']) tokens[username] = await logInAs(server.url, username);
  });
  afterAll(() => server.close());

  it("shows the employee's own values now and no requests yet", async () => {
    const answer = await mine('siti.rahma');
    expect(answer.status).toBe(200);
    expect(answer.body.current).toMatchObject({ birth_place: 'Kendal', birth_date: '1990-04-12', dependent_children: '1' });
    expect(answer.body.requests).toEqual([]);
  });

  it.each([
    [{ new_value: 'Semarang', reason: 'Salah ketik' }, 'Pilih data yang ingin diubah.'],
    [{ field: 'salary', new_value: '9', reason: 'Naik' }, 'Pilih data yang ingin diubah.'],
    [{ field: 'birth_place', new_value: '   ', reason: 'Salah ketik' }, 'Isi data yang benar.'],
    [{ field: 'birth_place', new_value: 'Semarang', reason: ' ' }, 'Alasan wajib diisi.'],
    [{ field: 'dependent_children', new_value: 'dua', reason: 'Anak kedua lahir' }, 'Tulis jumlahnya dengan angka, misalnya 2.'],
    [{ field: 'dependent_children', new_value: '25', reason: 'Anak banyak' }, 'Jumlah anak tanggungan: angka 0 sampai 20.'],
    [{ field: 'birth_place', new_value: 'Kendal', reason: 'Sama saja' }, 'Data baru sama dengan data saat ini.'],
    [{ field: 'dependent_children', new_value: '1', reason: 'Sama saja' }, 'Data baru sama dengan data saat ini.'],
  ])('refuses %j with a clear message and writes nothing', async (body, message) => {
    const answer = await ask('siti.rahma', body);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(message);
    expect(await requestsOf('siti.rahma')).toEqual([]);
  });

  it('refuses a date that does not exist', async () => {
    const answer = await ask('siti.rahma', { field: 'birth_date', new_value: '1990-02-30', reason: 'Salah tanggal' });
    expect(answer.status).toBe(400);
    expect(await requestsOf('siti.rahma')).toEqual([]);
  });

  it('keeps a request with the value it had, once for one Idempotency-Key, one waiting per field', async () => {
    const body = { field: 'birth_place', new_value: '  Semarang ', reason: 'Salah ketik waktu data awal' };
    const first = await ask('siti.rahma', body, 'ubah-tempat-lahir-1');
    expect(first.status).toBe(200);
    expect(first.body.message).toBe('Pengajuan perubahan data terkirim dan menunggu keputusan SDM.');
    expect((await ask('siti.rahma', body, 'ubah-tempat-lahir-1')).status).toBe(200);
    const again = await ask('siti.rahma', { ...body, new_value: 'Ungaran' }, 'ubah-tempat-lahir-2');
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Sudah ada pengajuan perubahan Tempat Lahir yang menunggu keputusan SDM.');
    const rows = await requestsOf('siti.rahma');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ field: 'birth_place', old_value: 'Kendal', new_value: 'Semarang', reason: 'Salah ketik waktu data awal', status: 'pending' });
    const own = (await mine('siti.rahma')).body.requests;
    expect(own).toEqual([expect.objectContaining({ field: 'birth_place', old_value: 'Kendal', new_value: 'Semarang', status: 'pending', decision_note: null })]);
    expect((await employeeRow('siti.rahma')).birth_place).toBe('Kendal');
  });

  it('takes exactly one of many requests for one field sent at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) => ask('budi.santoso', { field: 'religion', new_value: `Islam ${index}`, reason: 'Data agama salah' }, `agama-budi-${index}`)),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect(await requestsOf('budi.santoso')).toHaveLength(1);
  });

  it("lists what waits for HR with the value now, never HR's own, and only to HR", async () => {
    expect((await ask('hr', { field: 'address', new_value: 'Jl. Pemuda 12, Semarang', reason: 'Pindah rumah' })).status).toBe(200);
    const answer = await inbox('hr');
    expect(answer.status).toBe(200);
    const siti = answer.body.find((item: { employee: { id: number } }) => item.employee.id === ids['siti.rahma']);
    expect(siti).toMatchObject({ field: 'birth_place', old_value: 'Kendal', new_value: 'Semarang', current_value: 'Kendal', reason: 'Salah ketik waktu data awal' });
    expect(answer.body.some((item: { employee: { id: number } }) => item.employee.id === ids.hr)).toBe(false);
    expect((await inbox('demo')).status).toBe(403);
    expect((await inbox('atasan')).status).toBe(403);
  });

  it('lets only the employee withdraw, and only while it waits', async () => {
    expect((await ask('siti.rahma', { field: 'blood_type', new_value: 'AB', reason: 'Hasil cek darah' })).status).toBe(200);
    const request = (await requestsOf('siti.rahma')).find((row) => row.field === 'blood_type')!;
    expect((await withdraw('budi.santoso', request.id)).status).toBe(403);
    expect((await withdraw('siti.rahma', request.id)).status).toBe(200);
    expect((await withdraw('siti.rahma', request.id)).status).toBe(409);
    expect((await decide('hr', { id: request.id, decision: 'approve' })).status).toBe(409);
    expect((await employeeRow('siti.rahma')).blood_type).not.toBe('AB');
  });

  it('wants a reason to reject, keeps the field on a rejection, and audits it', async () => {
    const request = (await requestsOf('budi.santoso'))[0]!;
    const before = (await employeeRow('budi.santoso')).religion;
    expect((await decide('hr', { id: request.id, decision: 'reject' })).status).toBe(400);
    const answer = await decide('hr', { id: request.id, decision: 'reject', note: 'Lampirkan KTP ke bagian SDM' });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Pengajuan perubahan data ditolak.');
    expect((await employeeRow('budi.santoso')).religion).toBe(before);
    const own = (await mine('budi.santoso')).body.requests[0];
    expect(own).toMatchObject({ status: 'rejected', decision_note: 'Lampirkan KTP ke bagian SDM' });
    const [entry] = await auditOf('budi.santoso');
    expect(entry).toMatchObject({ actor_id: ids.hr, entity: 'employee' });
    expect(JSON.parse(entry!.after!)).toMatchObject({ status: 'rejected', field: 'religion', value: before, note: 'Lampirkan KTP ke bagian SDM' });
  });

  it('changes the field when HR approves, exactly once, tells the employee and audits before and after', async () => {
    const request = (await requestsOf('siti.rahma')).find((row) => row.field === 'birth_place')!;
    const answers = await Promise.all([decide('hr', { id: request.id, decision: 'approve' }), decide('hr', { id: request.id, decision: 'approve', note: 'Sesuai KTP' })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect((await employeeRow('siti.rahma')).birth_place).toBe('Semarang');
    const shown = await call(`${server.url}/mobile-v2/pegawai-data`, { headers: as('siti.rahma') });
    expect(shown.body.employee.birth_place).toBe('Semarang');
    const entries = await auditOf('siti.rahma');
    expect(entries).toHaveLength(1);
    expect(JSON.parse(entries[0]!.before!)).toMatchObject({ field: 'birth_place', value: 'Kendal', status: 'pending' });
    expect(JSON.parse(entries[0]!.after!)).toMatchObject({ field: 'birth_place', value: 'Semarang', status: 'approved' });
    await server.services.notifier.idle();
    const told = await server.services.db.selectFrom('notifications').select(['title', 'link']).where('employee_id', '=', ids['siti.rahma']!).execute();
    expect(told).toContainEqual({ title: 'Perubahan data disetujui', link: '/perubahan-data' });
    expect((await inbox('hr')).body.some((item: { id: number }) => item.id === request.id)).toBe(false);
  });

  it('writes a date and a number in their own columns', async () => {
    expect((await ask('siti.rahma', { field: 'birth_date', new_value: '1990-04-21', reason: 'Tanggal lahir tertukar' })).status).toBe(200);
    expect((await ask('siti.rahma', { field: 'dependent_children', new_value: '2', reason: 'Anak kedua lahir' })).status).toBe(200);
    for (const request of (await requestsOf('siti.rahma')).filter((row) => row.status === 'pending')) {
      expect((await decide('hr', { id: request.id, decision: 'approve' })).status).toBe(200);
    }
    expect(await employeeRow('siti.rahma')).toMatchObject({ birth_date: '1990-04-21', dependent_children: 2 });
  });

  it("lets nobody decide their own request; an HR clerk's is an admin's to decide", async () => {
    const own = (await requestsOf('hr'))[0]!;
    const refused = await decide('hr', { id: own.id, decision: 'approve' });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Anda tidak dapat memutuskan pengajuan perubahan data Anda sendiri.');
    expect((await decide('demo', { id: own.id, decision: 'approve' })).status).toBe(403);
    await server.services.db.updateTable('employees').set({ role: 'admin' }).where('id', '=', ids.atasan!).execute();
    expect((await inbox('atasan')).body.some((item: { id: number }) => item.id === own.id)).toBe(true);
    expect((await decide('atasan', { id: own.id, decision: 'approve' })).status).toBe(200);
    expect((await employeeRow('hr')).address).toBe('Jl. Pemuda 12, Semarang');
    expect((await decide('hr', { id: 999999, decision: 'approve' })).status).toBe(404);
  });
});
