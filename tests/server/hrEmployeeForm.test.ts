/**
 * HR creating and editing employees, resetting a password and setting a photo (issue 39: "create, edit ... reset
 * password, set the profile photo, supervisor, offices, roster or schedule, role"), over HTTP. People and offices
 * are the demo seed's (server/seed/people.ts, demo.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photo } from '../support/attendanceApi';
import { call, logInAs, logInWithOwnPassword, postJson } from '../support/http';

/** Issue 51: "new passwords without characters that are mistaken for each other (no 0/O, 1/l/I)". */
const NO_LOOKALIKES = /^[^0Oo1lIi\W_]{12}$/;
import { databaseKind, startTestServer, type TestServer } from '../support/testServer';

describe(`HR's employee form (${databaseKind})`, () => {
  let server: TestServer;
  let hrToken: string;
  const ids: Record<string, number> = {};
  const hrPost = (path: string, body: unknown) => postJson(`${server.url}${path}`, body, { token: hrToken });
  const form = () => ({
    username: 'rudi.operator',
    name: 'Rudi Hartono',
    nup: 'BARU-0001',
    position: 'Operator IPA Shift',
    position_level: 2,
    department: 'Bagian Produksi',
    office_ids: [ids.plant, ids.head],
    supervisor_id: ids['kasi.ipa'],
    schedule_id: null,
    roster_id: null,
  });

  beforeAll(async () => {
    server = await startTestServer();
    hrToken = await logInAs(server.url, 'hr');
    const { db } = server.services;
    for (const row of await db.selectFrom('employees').select(['id', 'username']).execute()) ids[row.username] = row.id;
    for (const row of await db.selectFrom('offices').select(['id', 'name']).execute()) ids[row.name.startsWith('IPA') ? 'plant' : 'head'] = row.id;
  });
  afterAll(() => server.close());

  it('creates an employee who can sign in with the password shown once, at the plant under kasi.ipa, audited', async () => {
    const created = await hrPost('/hr/employees', form());
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      message: 'Pegawai ditambahkan.',
      employee: { username: 'rudi.operator', department: 'Bagian Produksi', offices: [{ id: ids.plant! }, { id: ids.head! }].sort((a, b) => a.id - b.id), supervisor: { id: ids['kasi.ipa'] }, role: 'employee', active: true },
    });
    ids.rudi = created.body.employee.id;
    expect(await logInAs(server.url, 'rudi.operator', created.body.password)).toBeTruthy();
    const home = await server.services.db.selectFrom('employees').select('office_id').where('id', '=', ids.rudi!).executeTakeFirstOrThrow();
    expect(home.office_id).toBe(ids.plant);
    expect((await call(`${server.url}/hr/audit?entity=employee&entity_id=${ids.rudi}`, { headers: { token: hrToken } })).body[0]).toMatchObject({ action: 'employee.create', after: { username: 'rudi.operator', nup: 'BARU-0001' } });
  });

  it("lists the company's departments by name for the form's list (issue 51), to HR only", async () => {
    const listed = await call(`${server.url}/hr/departments`, { headers: { token: hrToken } });
    // The demo seed's five departments (server/seed/people.ts), in alphabetical order.
    expect(listed.body).toEqual(expect.arrayContaining(['Bagian Hubungan Langganan', 'Bagian Keuangan', 'Bagian Produksi', 'Bagian Teknik Distribusi', 'Bagian Umum dan SDM']));
    expect(listed.body).toEqual([...listed.body].sort((a: string, b: string) => a.localeCompare(b)));
    expect((await call(`${server.url}/hr/departments`, { headers: { token: await logInAs(server.url, 'demo') } })).status).toBe(403);
  });

  it.each([
    [{ username: 'rudi.operator', nup: 'BARU-0002' }, 409, 'Username sudah dipakai.'],
    [{ username: 'rudi.lain', nup: 'BARU-0001' }, 409, 'NUP sudah dipakai pegawai lain.'],
    [{ username: undefined }, 400, 'Username wajib diisi.'],
    [{ username: 'rudi.lain', nup: 'BARU-0003', role: 'hr' }, 403, 'Hanya admin yang dapat mengelola peran dan akun petugas SDM.'],
    [{ username: 'rudi.lain', nup: 'BARU-0003', office_ids: [2_147_483_647] }, 400, 'Kantor tidak ditemukan.'],
    [{ username: 'rudi.lain', nup: 'BARU-0003', position_level: 11 }, 400, 'Level jabatan 1-10.'],
  ])('refuses %j (%i: %s) and creates nothing', async (change, status, message) => {
    const answer = await hrPost('/hr/employees', { ...form(), ...change });
    expect([answer.status, answer.body]).toEqual([status, { message }]);
    expect(await server.services.db.selectFrom('employees').select('id').where('username', '=', 'rudi.lain').execute()).toEqual([]);
  });

  it('edits one, never into a chain of supervisors that comes back to them, audited before and after', async () => {
    // kasi.ipa reports (through kabag.produksi) to dirut: making Rudi the supervisor of kasi.ipa's chain top is a cycle.
    const cycle = await hrPost(`/hr/employees/${ids['kabag.produksi']}`, {
      name: 'Yusuf Hidayat, S.T.', nup: '19810704006', position: 'Kepala Bagian', position_level: 6, department: 'Bagian Produksi', office_ids: [ids.plant], supervisor_id: ids.rudi, schedule_id: null, roster_id: null,
    });
    expect([cycle.status, cycle.body]).toEqual([400, { message: 'Rantai atasan tidak boleh kembali ke pegawai ini.' }]);
    const edited = await hrPost(`/hr/employees/${ids.rudi}`, { ...form(), username: undefined, position: 'Kepala Regu IPA', position_level: 4, office_ids: [ids.head] });
    expect(edited.body).toMatchObject({ message: 'Data pegawai disimpan.', employee: { position: 'Kepala Regu IPA', position_level: 4, offices: [{ id: ids.head }] }, password: null });
    expect((await call(`${server.url}/hr/audit?entity=employee&entity_id=${ids.rudi}`, { headers: { token: hrToken } })).body[0]).toMatchObject({
      action: 'employee.update',
      before: { position: 'Operator IPA Shift', position_level: 2, office_id: ids.plant },
      after: { position: 'Kepala Regu IPA', position_level: 4, office_id: ids.head },
    });
    const own = await hrPost(`/hr/employees/${ids.hr}`, { ...form(), username: undefined, nup: '19910708031' });
    expect(own.status).toBe(400);
  });

  it('resets a password: the old one and every session end, the new one is shown once', async () => {
    const before = await logInAs(server.url, 'demo');
    const reset = await hrPost(`/hr/employees/${ids.demo}/password`, {});
    expect(reset.body).toMatchObject({ message: 'Password baru dibuat. Semua sesinya berakhir.', password: expect.stringMatching(NO_LOOKALIKES) });
    expect((await call(`${server.url}/mobile-v2/absent-information`, { headers: { token: before } })).status).toBe(401);
    expect((await postJson(`${server.url}/pwa/login`, { username: 'demo', password: 'demo1234' })).status).toBe(400);
    expect(await logInAs(server.url, 'demo', reset.body.password)).toBeTruthy();
    expect((await call(`${server.url}/hr/audit?entity=employee&entity_id=${ids.demo}`, { headers: { token: hrToken } })).body[0]).toMatchObject({ action: 'employee.password', after: { password: 'reset' } });
  });

  it('sets a profile photo, served through a signed URL', async () => {
    const body = new FormData();
    body.set('photo', photo(150, 320, 320), 'rudi.png');
    const answer = await call(`${server.url}/hr/employees/${ids.rudi}/photo`, { method: 'POST', headers: { token: hrToken }, body });
    expect(answer.body).toMatchObject({ message: 'Foto profil disimpan.', employee: { photo: expect.stringMatching(/\/files\/[A-Za-z0-9_-]{24}\?expires=/) } });
    expect((await call(`${server.url}/hr/schedules`, { headers: { token: hrToken } })).body.map((schedule: { name: string }) => schedule.name)).toEqual(['Kantor', 'Lapangan']);
  });
  it('releases a replaced profile photo, and keeps nothing of a photo the hourly upload quota refuses', async () => {
    const { db } = server.services;
    const send = () => {
      const body = new FormData();
      body.set('photo', photo(90, 320, 320), 'rudi.png');
      return call(`${server.url}/hr/employees/${ids.rudi}/photo`, { method: 'POST', headers: { token: hrToken }, body });
    };
    const before = (await db.selectFrom('employees').select('photo_file_id').where('id', '=', ids.rudi!).executeTakeFirstOrThrow()).photo_file_id!;
    expect((await send()).status).toBe(200);
    const replaced = await db.selectFrom('stored_files').select('claimed_at').where('id', '=', before).executeTakeFirstOrThrow();
    expect(replaced.claimed_at).toBeNull();

    // 30 uploads an hour (docs/api.md): fill HR's hour, then the next one is refused and leaves nothing behind.
    const files = async () => Number((await db.selectFrom('stored_files').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    let stored = await files();
    let current = (await db.selectFrom('employees').select('photo_file_id').where('id', '=', ids.rudi!).executeTakeFirstOrThrow()).photo_file_id;
    let refused = await send();
    for (let sent = 0; refused.status === 200 && sent < 31; sent++) {
      stored = await files();
      current = (await db.selectFrom('employees').select('photo_file_id').where('id', '=', ids.rudi!).executeTakeFirstOrThrow()).photo_file_id;
      refused = await send();
    }
    expect(refused.status).toBe(429);
    expect(await files()).toBe(stored);
    expect((await db.selectFrom('employees').select('photo_file_id').where('id', '=', ids.rudi!).executeTakeFirstOrThrow()).photo_file_id).toBe(current);
  });

  it("fills every field of Informasi Data Diri, which the employee then reads; a save without them leaves them; audited", async () => {
    const personal = {
      birth_place: ' Kendal ', birth_date: '1998-03-14', contact: '0812 1111 2222', address: 'Jl. Pemuda 12, Semarang', married_status: 'Menikah', blood_type: 'O', religion: 'Katolik',
      last_education: 'S1 Teknik Sipil', entry_date: '2026-12-01', grade: 'A/1', grade_date: '', dependent_children: 2,
    };
    const saved = await hrPost(`/hr/employees/${ids.rudi}`, { ...form(), personal });
    expect(saved.status).toBe(200);
    const read = await call(`${server.url}/hr/employees/${ids.rudi}/personal`, { headers: { token: hrToken } });
    expect(read.body).toEqual({ ...personal, birth_place: 'Kendal', grade_date: null });
    // What the employee's Informasi Data Diri shows (docs/product.md §3).
    const rudi = await call(`${server.url}/mobile-v2/pegawai-data`, { headers: { token: (await logInWithOwnPassword(server.url, 'rudi.operator', await newPassword())).token } });
    expect(rudi.body.employee).toEqual({ birth_place: 'Kendal', birth_date: '1998-03-14', contact: '0812 1111 2222', address: 'Jl. Pemuda 12, Semarang', married_status: 'Menikah', blood_type: 'O', religion: 'Katolik', last_education: 'S1 Teknik Sipil' });
    expect(rudi.body.work).toMatchObject({ entry_date: '2026-12-01', group: 'A/1', dependent_children: 2 });
    // A save from a form without them (an older console) changes none of them.
    expect((await hrPost(`/hr/employees/${ids.rudi}`, { ...form(), position: 'Operator IPA' })).status).toBe(200);
    expect((await call(`${server.url}/hr/employees/${ids.rudi}/personal`, { headers: { token: hrToken } })).body).toEqual(read.body);
    const audit = (await call(`${server.url}/hr/audit?entity=employee&entity_id=${ids.rudi}`, { headers: { token: hrToken } })).body;
    expect(audit.find((entry: { action: string; after: { religion?: string } }) => entry.action === 'employee.update' && entry.after.religion === 'Katolik')).toMatchObject({ before: { religion: null }, after: { religion: 'Katolik', dependent_children: 2 } });
    expect(await hrPost(`/hr/employees/${ids.rudi}`, { ...form(), personal: { ...personal, dependent_children: 21 } })).toMatchObject({ status: 400, body: { message: 'Jumlah anak tanggungan: angka 0 sampai 20.' } });
    expect(await hrPost(`/hr/employees/${ids.rudi}`, { ...form(), personal: { ...personal, birth_date: '14/03/1998' } })).toMatchObject({ status: 400 });
    expect((await call(`${server.url}/hr/employees/${ids.rudi}/personal`, { headers: { token: await logInAs(server.url, 'atasan') } })).status).toBe(403);
  });

  it('takes Informasi Data Diri from the import, a cell left empty leaving what was there', async () => {
    const csv = 'username,name,nup,position,level,religion,birth_date,dependent_children,address\nrudi.operator,Rudi Hartono,BARU-0001,Operator IPA,2,Kristen,14/03/1998,,\n';
    const imported = await call(`${server.url}/hr/employees/import?mode=commit`, { method: 'POST', headers: { token: hrToken, 'content-type': 'text/csv' }, body: csv });
    expect(imported.status).toBe(200);
    const read = (await call(`${server.url}/hr/employees/${ids.rudi}/personal`, { headers: { token: hrToken } })).body;
    expect(read).toMatchObject({ religion: 'Kristen', birth_date: '1998-03-14', dependent_children: 2, address: 'Jl. Pemuda 12, Semarang' });
    const refused = await call(`${server.url}/hr/employees/import?mode=preview`, { method: 'POST', headers: { token: hrToken, 'content-type': 'text/csv' }, body: csv.replace('14/03/1998,,', '14/03/1998,dua,') });
    expect(refused.body.problems).toEqual([{ line: 2, message: 'dependent_children: angka 0 sampai 20.' }]);
  });

  /** A new password for rudi, as HR makes one. */
  async function newPassword(): Promise<string> {
    return (await hrPost(`/hr/employees/${ids.rudi}/password`, {})).body.password;
  }
});
