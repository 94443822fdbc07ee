/**
 * Issue 51: "the employee must choose their own [password] at first sign-in". A password HR's console made (a new
 * account, a reset, the console's import) opens only 'Ubah Password' and 'Keluar' until the employee has chosen
 * their own; then everything opens. The operator's command line sets passwords for people it hands them to itself.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin } from '../support/adminCommand';
import { call, logInAs, postJson } from '../support/http';
import { databaseKind, startTestServer, type TestServer } from '../support/testServer';

const OWN_PASSWORD_FIRST = 'Buat password Anda sendiri terlebih dahulu.';

describe(`first sign-in with a password from HR (${databaseKind})`, () => {
  let server: TestServer;
  let hrToken: string;
  let officeId: number;
  const hrPost = (path: string, body: unknown) => postJson(`${server.url}${path}`, body, { token: hrToken });
  const signIn = (username: string, password: string) => postJson(`${server.url}/pwa/login`, { username, password });
  const newAccount = async (username: string, nup: string) => {
    const created = await hrPost('/hr/employees', {
      username, name: 'Pegawai Baru', nup, position: 'Staf', position_level: 2, department: 'Bagian Umum', office_ids: [officeId], supervisor_id: null, schedule_id: null, roster_id: null,
    });
    expect(created.status).toBe(201);
    return created.body as { employee: { id: number }; password: string };
  };

  beforeAll(async () => {
    server = await startTestServer();
    hrToken = await logInAs(server.url, 'hr');
    officeId = (await server.services.db.selectFrom('offices').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  });
  afterAll(() => server.close());

  it('opens only Ubah Password and Keluar with the password from the console, then everything with one of their own', async () => {
    const { password } = await newAccount('pertama.masuk', 'PERTAMA-01');
    const first = await signIn('pertama.masuk', password);
    expect([first.status, first.body.user.must_change_password]).toEqual([200, true]);
    const token = first.body.token as string;

    for (const path of ['/mobile-v2/absent-information', '/mobile-v2/pegawai-data', '/mobile-v2/riwayat-absen?period=202611']) {
      const refused = await call(`${server.url}${path}`, { headers: { token } });
      expect([path, refused.status, refused.body]).toEqual([path, 403, { message: OWN_PASSWORD_FIRST }]);
    }
    const clockIn = await postJson(`${server.url}/mobile-v2/absen-check`, { type: 'IN', location: 'IN', latitude: '-6.99', longitude: '110.42' }, { token });
    expect([clockIn.status, clockIn.body.message]).toEqual([403, OWN_PASSWORD_FIRST]);

    const same = await postJson(`${server.url}/mobile-v2/ubah-password`, { old_password: password, new_password: password }, { token });
    expect(same.status).toBe(400);
    const changed = await postJson(`${server.url}/mobile-v2/ubah-password`, { old_password: password, new_password: 'Pilihan-Sendiri-2026' }, { token });
    expect(changed.status).toBe(200);
    expect((await call(`${server.url}/mobile-v2/absent-information`, { headers: { token: changed.body.token } })).status).toBe(200);

    const later = await signIn('pertama.masuk', 'Pilihan-Sendiri-2026');
    expect([later.status, 'must_change_password' in later.body.user]).toEqual([200, false]);
    expect((await signIn('pertama.masuk', password)).status).toBe(400);
  });

  it('lets the session sign out before choosing', async () => {
    const { password } = await newAccount('keluar.dulu', 'PERTAMA-02');
    const token = (await signIn('keluar.dulu', password)).body.token as string;
    expect((await postJson(`${server.url}/pwa/logout`, {}, { token })).status).toBe(200);
  });

  it('asks again after HR resets the password', async () => {
    const { employee, password } = await newAccount('lupa.password', 'PERTAMA-03');
    const token = (await signIn('lupa.password', password)).body.token as string;
    expect((await postJson(`${server.url}/mobile-v2/ubah-password`, { old_password: password, new_password: 'Pilihan-Sendiri-2026' }, { token })).status).toBe(200);
    const reset = await hrPost(`/hr/employees/${employee.id}/password`, {});
    expect(reset.status).toBe(200);
    const again = await signIn('lupa.password', reset.body.password);
    expect([again.status, again.body.user.must_change_password]).toEqual([200, true]);
    expect((await call(`${server.url}/mobile-v2/absent-information`, { headers: { token: again.body.token } })).status).toBe(403);
  });

  it('asks it of accounts from the console import, not of accounts the operator made on the command line', async () => {
    const csv = 'username,name,nup,position,level,office,department\nimpor.pertama,Impor Pertama,PERTAMA-04,Staf,2,IPA Kaligarang,Bagian Umum\n';
    const commit = await call(`${server.url}/hr/employees/import?mode=commit`, { method: 'POST', headers: { token: hrToken, 'content-type': 'text/csv' }, body: csv });
    expect(commit.status).toBe(200);
    const imported = await signIn('impor.pertama', commit.body.passwords[0].password);
    expect(imported.body.user.must_change_password).toBe(true);

    const made = await admin(server, 'create-employee', '--username', 'operator.buat', '--password', 'Operator-Pilih-2026', '--nup', 'PERTAMA-05', '--name', 'Dibuat Operator', '--position', 'Staf', '--level', '2');
    expect(made.code).toBe(0);
    const operatorMade = await signIn('operator.buat', 'Operator-Pilih-2026');
    expect([operatorMade.status, 'must_change_password' in operatorMade.body.user]).toEqual([200, false]);
  });
});
