import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodePng } from '../../server/files/png';
import { admin as adminOn } from '../support/adminCommand';
import { call, logInAs, postJson } from '../support/http';
import { databaseSnapshot } from '../support/snapshot';
import { databaseKind, startTestServer, type TestServer } from '../support/testServer';

describe(`admin command (${databaseKind})`, () => {
  let server: TestServer;

  const admin = (...args: string[]) => adminOn(server, ...args);

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('creates an office and an employee who can then sign in', async () => {
    const office = await admin('create-office', '--name', 'Kantor Cabang Timur', '--lat', '-6.97', '--lng', '110.45', '--radius', '120');
    expect(office).toMatchObject({ code: 0, stdout: expect.stringContaining("Kantor 'Kantor Cabang Timur' dibuat") });

    const employee = await admin(
      'create-employee', '--username', 'Nina.Putri', '--password', 'rahasia-123', '--name', 'Nina Putri', '--nup', '20011231099',
      '--position', 'Staf Loket', '--level', '3', '--office', 'Kantor Cabang Timur', '--department', 'Bagian Hubungan Langganan',
      '--sub-department', 'Sub Bagian Loket', '--supervisor', 'atasan',
    );
    expect(employee.code, employee.stderr).toBe(0);

    const answer = await postJson(`${server.url}/pwa/login`, { username: 'nina.putri', password: 'rahasia-123' });
    expect(answer.status).toBe(200);
    expect(answer.body.user).toMatchObject({ name: 'Nina Putri', nup: '20011231099', position_level: 3 });
    const info = await call(`${server.url}/mobile-v2/absent-information`, { headers: { token: answer.body.token } });
    expect(info.body).toMatchObject({ office: 'Kantor Cabang Timur', department: 'Bagian Hubungan Langganan' });
  });

  it('resets a password and ends the sessions made with the old one', async () => {
    const oldToken = await logInAs(server.url, 'bayu.aji');
    const otherPhone = await logInAs(server.url, 'bayu.aji');
    const reset = await admin('reset-password', '--username', 'bayu.aji', '--password', 'password-baru-1');
    expect(reset.code, reset.stderr).toBe(0);
    for (const token of [oldToken, otherPhone]) {
      expect((await call(`${server.url}/mobile-v2/absent-information`, { headers: { token } })).status).toBe(401);
    }
    expect((await postJson(`${server.url}/pwa/login`, { username: 'bayu.aji', password: 'demo1234' })).status).toBe(400);
    expect(await logInAs(server.url, 'bayu.aji', 'password-baru-1')).toBeTruthy();
  });

  it('posts an announcement with an image checked by its content', async () => {
    const image = join(server.dataDir, 'spanduk.png');
    await writeFile(image, encodePng(40, 20, () => [3, 105, 161]));
    const posted = await admin('post-announcement', '--title', 'Libur Nasional', '--description', '<p>Kantor tutup.</p>', '--start', '2026-12-24', '--end', '2026-12-26', '--image', image);
    expect(posted.code, posted.stderr).toBe(0);
    const row = await server.services.db.selectFrom('announcements as a').innerJoin('stored_files as f', 'f.id', 'a.image_file_id').select(['f.content_type', 'f.width']).where('a.title', '=', 'Libur Nasional').executeTakeFirstOrThrow();
    expect(row).toEqual({ content_type: 'image/png', width: 40 });
  });

  // Fifteen processes, each loading the server's code (about 2 s apiece on an idle machine): three at a time, and
  // a time limit for the lot rather than the suite's per-test one.
  it('explains bad arguments, exits non-zero and changes nothing', { timeout: 180_000 }, async () => {
    const notImage = join(server.dataDir, 'bukan-gambar.png');
    await writeFile(notImage, 'ini bukan gambar');
    const before = await databaseSnapshot(server.services.db, server.dataDir);
    const cases: [string[], RegExp][] = [
      [[], /Pemakaian: npm run admin/],
      [['hapus-semua'], /Perintah tidak dikenal: hapus-semua/],
      [['create-office', '--name', 'X', '--lat', '200', '--lng', '110', '--radius', '100'], /--lat harus antara -90 dan 90/],
      [['create-office', '--name', 'X', '--lat', 'abc', '--lng', '110', '--radius', '100'], /--lat harus/],
      [['create-office', '--nama', 'X'], /Unknown option '--nama'/],
      [['create-employee', '--username', 'demo', '--password', 'rahasia-123', '--name', 'A', '--nup', '1', '--position', 'Staf', '--level', '3'], /sudah dipakai/],
      [['create-employee', '--username', 'baru', '--password', 'pendek', '--name', 'A', '--nup', '2', '--position', 'Staf', '--level', '3'], /--password minimal 8 karakter/],
      [['create-employee', '--username', 'baru', '--password', 'rahasia-123', '--name', 'A', '--nup', '2', '--position', 'Staf', '--level', '3', '--office', 'Tidak Ada'], /Kantor 'Tidak Ada' tidak ditemukan/],
      [['reset-password', '--username', 'tidak.ada', '--password', 'rahasia-123'], /Pegawai 'tidak.ada' tidak ditemukan/],
      [['create-employee', '--username', 'baru', '--password', '12345678', '--name', 'A', '--nup', '2', '--position', 'Staf', '--level', '3'], /--password: Password terlalu mudah ditebak/],
      [['create-employee', '--username', 'baru.sekali', '--password', 'baru.sekali', '--name', 'A', '--nup', '2', '--position', 'Staf', '--level', '3'], /--password: Password tidak boleh sama dengan username, NUP, atau nama\./],
      [['reset-password', '--username', 'demo', '--password', 'aaaaaaaa'], /--password: Password terlalu mudah ditebak/],
      [['reset-password', '--username', 'demo', '--password', '19930715013'], /--password: Password tidak boleh sama dengan username, NUP, atau nama\./],
      [['post-announcement', '--title', 'T', '--description', 'D', '--start', '2026-12-26', '--end', '2026-12-24'], /--end tidak boleh sebelum --start/],
      [['post-announcement', '--title', 'T', '--description', 'D', '--start', '2026-12-24', '--end', '2026-12-26', '--image', notImage], /JPEG, PNG atau WebP/],
    ];
    const pending = [...cases];
    const results: [string[], RegExp, Awaited<ReturnType<typeof admin>>][] = [];
    await Promise.all(
      Array.from({ length: 3 }, async () => {
        for (let next = pending.shift(); next; next = pending.shift()) results.push([...next, await admin(...next[0])]);
      }),
    );
    for (const [args, message, result] of results) {
      expect(result.code, args.join(' ')).toBe(2);
      expect(result.stderr, args.join(' ')).toMatch(message);
    }
    expect(results).toHaveLength(cases.length);
    expect(await databaseSnapshot(server.services.db, server.dataDir)).toEqual(before);
  });
});
