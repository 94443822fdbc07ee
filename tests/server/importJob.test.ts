/**
 * Issue 51: "Committing 2,000 rows takes about a minute (each password is hashed): the console shows a progress bar
 * with rows done of all and the time left, the import goes on on the server if the tab is closed, and the console
 * shows its state and result when opened again." Over HTTP, both databases.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forgetImportPasswords } from '../../server/import/employeeImportJob';
import { call, logInAs } from '../support/http';
import { databaseKind, startTestServer, type TestServer } from '../support/testServer';

const HEADER = 'username,nama,nup,jabatan,level_jabatan,password,kantor,bagian\n';
const rows = (prefix: string, count: number, password = '') =>
  Array.from({ length: count }, (_, i) => `${prefix}.${i},Pegawai ${prefix} ${i},${prefix.toUpperCase()}-${i},Staf,2,${password},IPA Kaligarang,Bagian Produksi`).join('\n');
const IMPORTED = (created: number, updated: number) => `Impor pegawai selesai: ${created} baru, ${updated} diperbarui.`;
const ANOTHER_RUNNING = 'Impor pegawai lain sedang berjalan. Tunggu sampai selesai, lalu impor lagi.';
const STILL_RUNNING = 'Impor masih berjalan: hasilnya dapat ditutup setelah selesai.';
const SERVER_STOPPED = 'Server berhenti sebelum impor selesai. Tidak ada yang ditulis: impor berkasnya lagi.';

describe(`an employee import in the background (${databaseKind})`, () => {
  let server: TestServer;
  let hrToken: string;
  const start = (csv: string, token = hrToken, on = server) =>
    call(`${on.url}/hr/employees/import/job`, { method: 'POST', headers: { token, 'content-type': 'text/csv' }, body: csv });
  const read = (token = hrToken, on = server) => call(`${on.url}/hr/employees/import/job`, { headers: { token } });
  const dismiss = (token = hrToken) => call(`${server.url}/hr/employees/import/job/dismiss`, { method: 'POST', headers: { token } });
  const untilFinished = async (token = hrToken, on = server) => {
    const seen: { status: string; done: number; total: number }[] = [];
    for (;;) {
      const { body } = await read(token, on);
      seen.push(body.job);
      if (body.job.status !== 'running') return seen;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  };
  const employeesNamed = async (prefix: string) =>
    (await server.services.db.selectFrom('employees').select('username').where('username', 'like', `${prefix}.%`).execute()).length;

  beforeAll(async () => {
    server = await startTestServer();
    hrToken = await logInAs(server.url, 'hr');
  });
  afterAll(() => server.close());

  it('answers at once with the job running, counts its rows up to all, and ends with the result and the passwords made', async () => {
    const started = await start(HEADER + rows('latar', 24) + '\nlatar.sendiri,Latar Sendiri,LATAR-S,Staf,2,Kebun-Jeruk-Manis-77,IPA Kaligarang,Bagian Produksi\n');
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({ status: 'running', total: 25, finished_at: null, message: null, passwords: [] });
    expect(started.body.done).toBeLessThan(25);

    const seen = await untilFinished();
    const counts = seen.map((job) => job.done);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    const finished = seen.at(-1)!;
    expect(finished).toMatchObject({ status: 'done', total: 25, done: 25, message: IMPORTED(25, 0), created: 25, updated: 0, problems: [], seconds_left: null });
    expect(finished).toHaveProperty('finished_at', expect.any(String));
    // Generated for the 24 rows without one, and only for them.
    const passwords = (finished as unknown as { passwords: { username: string; name: string; password: string }[] }).passwords;
    expect(passwords.map((entry) => entry.username).sort()).toEqual(Array.from({ length: 24 }, (_, i) => `latar.${i}`).sort());
    // Each with whom it is for: the slips HR prints name them.
    expect(passwords.find((entry) => entry.username === 'latar.3')).toEqual({ username: 'latar.3', name: 'Pegawai latar 3', password: expect.any(String) });
    expect(await employeesNamed('latar')).toBe(25);
    expect(await logInAs(server.url, 'latar.3', passwords.find((entry) => entry.username === 'latar.3')!.password)).toBeTruthy();

    // Kept sealed until dismissed: the stored text holds none of them.
    const stored = await server.services.db.selectFrom('import_jobs').select('passwords').orderBy('id', 'desc').executeTakeFirstOrThrow();
    for (const { password } of passwords) expect(stored.passwords).not.toContain(password);

    // Opened again: the same result, until the clerk dismisses it; then the passwords are gone from the database.
    expect((await read()).body.job).toMatchObject({ status: 'done', message: IMPORTED(25, 0), passwords });
    expect((await dismiss()).body).toEqual({ job: null });
    expect((await read()).body).toEqual({ job: null });
    const afterDismissal = await server.services.db.selectFrom('import_jobs').select(['passwords', 'dismissed_at']).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(afterDismissal).toMatchObject({ passwords: null, dismissed_at: expect.any(String) });
  });

  it('runs one import at a time, shows each clerk only their own, and is not dismissed while it runs', async () => {
    await server.services.db.updateTable('employees').set({ role: 'hr' }).where('username', '=', 'eko.purnomo').execute();
    const otherClerk = await logInAs(server.url, 'eko.purnomo');

    const first = await start(HEADER + rows('satu', 40));
    expect(first.status).toBe(200);
    const second = await start(HEADER + rows('dua', 2), otherClerk);
    expect([second.status, second.body.message]).toEqual([409, ANOTHER_RUNNING]);
    expect((await read(otherClerk)).body).toEqual({ job: null });
    const early = await dismiss();
    expect([early.status, early.body.message]).toEqual([409, STILL_RUNNING]);

    expect((await untilFinished()).at(-1)).toMatchObject({ status: 'done', message: IMPORTED(40, 0) });
    expect(await employeesNamed('dua')).toBe(0);
    expect((await start(HEADER + rows('dua', 2), otherClerk)).status).toBe(200);
    expect((await untilFinished(otherClerk)).at(-1)).toMatchObject({ status: 'done', message: IMPORTED(2, 0) });
    await dismiss();
    await dismiss(otherClerk);
  });

  it('refuses at once what needs no hashing, and fails with a problem found while hashing, writing nothing', async () => {
    const jobsBefore = (await server.services.db.selectFrom('import_jobs').select('id').execute()).length;
    const unknownOffice = await start(HEADER + 'tolak.kantor,Tolak Kantor,TOLAK-1,Staf,2,,Kantor Bulan,Bagian Produksi\n');
    expect(unknownOffice.status).toBe(400);
    expect(unknownOffice.body).toEqual({
      message: 'Tidak ada yang diimpor: 1 masalah. Perbaiki berkasnya lalu unggah lagi.',
      problems: [{ line: 2, message: "kantor 'Kantor Bulan' tidak ditemukan (impor kantor dulu)." }],
    });
    expect((await server.services.db.selectFrom('import_jobs').select('id').execute()).length).toBe(jobsBefore);

    // So is a password the rule refuses: it needs no hashing.
    const weak = await start(HEADER + rows('lemah', 2) + '\nlemah.kata,Lemah Kata,LEMAH-K,Staf,2,password123,IPA Kaligarang,Bagian Produksi\n');
    expect([weak.status, weak.body.problems]).toEqual([400, [{ line: 4, message: expect.stringMatching(/^kolom 'password': /) }]]);
    expect((await server.services.db.selectFrom('import_jobs').select('id').execute()).length).toBe(jobsBefore);

    // Whether a password given for an existing employee is theirs is known only by hashing: the job fails, naming the
    // row, and writes nothing.
    const demo = await server.services.db.selectFrom('employees').select(['name', 'nup', 'position', 'position_level']).where('username', '=', 'demo').executeTakeFirstOrThrow();
    const taken = await start(HEADER + rows('ambil', 6) + `\ndemo,"${demo.name}",${demo.nup},"${demo.position}",${demo.position_level},Password-Orang-Lain-9,IPA Kaligarang,Bagian Produksi\n`);
    expect(taken.status).toBe(200);
    const failed = (await untilFinished()).at(-1) as unknown as { status: string; message: string; problems: { line: number; message: string }[]; passwords: unknown[] };
    expect(failed).toMatchObject({ status: 'failed', message: 'Tidak ada yang diimpor: 1 masalah. Perbaiki berkasnya lalu unggah lagi.', passwords: [] });
    expect(failed.problems).toEqual([{ line: 8, message: expect.stringMatching(/^kolom 'password' hanya untuk pegawai baru/) }]);
    expect(await employeesNamed('ambil')).toBe(0);
    expect(await logInAs(server.url, 'demo')).toBeTruthy();
    await dismiss();
  });

  it('stops before writing when its server closes, and another server says so to the clerk', async () => {
    const leaving = await startTestServer({ sharing: server });
    const started = await start(HEADER + rows('tutup', 200), hrToken, leaving);
    expect(started.status).toBe(200);
    await leaving.close();

    expect((await read()).body.job).toMatchObject({ status: 'failed', message: SERVER_STOPPED, problems: [] });
    expect(await employeesNamed('tutup')).toBe(0);
    await dismiss();
  });

  it('takes a job whose process stopped without a word as failed after five minutes, and lets the next one start', async () => {
    const hr = await server.services.db.selectFrom('employees').select('id').where('username', '=', 'hr').executeTakeFirstOrThrow();
    const longAgo = new Date(server.services.now().getTime() - 6 * 60 * 1000).toISOString();
    await server.services.db
      .insertInto('import_jobs')
      .values({ started_by: hr.id, status: 'running', total: 500, done: 120, started_at: longAgo, heartbeat_at: longAgo, finished_at: null, message: null, created: 0, updated: 0, problems: null, passwords: null, dismissed_at: null })
      .execute();

    expect((await read()).body.job).toMatchObject({ status: 'failed', total: 500, done: 120, message: SERVER_STOPPED });
    await dismiss();
    expect((await start(HEADER + rows('lanjut', 1))).status).toBe(200);
    expect((await untilFinished()).at(-1)).toMatchObject({ status: 'done' });
  });

  it('forgets the passwords of a result nobody dismissed a week after it finished', async () => {
    const kept = await server.services.db.selectFrom('import_jobs').select(['id', 'finished_at', 'passwords']).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(kept.passwords).not.toBeNull();
    const finished = Date.parse(kept.finished_at!);
    await forgetImportPasswords(server.services.db, new Date(finished + 6 * 24 * 60 * 60 * 1000));
    expect((await read()).body.job.passwords).toHaveLength(1);
    await forgetImportPasswords(server.services.db, new Date(finished + 8 * 24 * 60 * 60 * 1000));
    expect((await read()).body.job).toMatchObject({ status: 'done', passwords: [] });
  });

  it('is for HR only', async () => {
    const employee = await logInAs(server.url, 'demo');
    expect((await read(employee)).status).toBe(403);
    expect((await start(HEADER + rows('bukan', 1), employee)).status).toBe(403);
    expect((await dismiss(employee)).status).toBe(403);
  });
});
