import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodePng } from '../../server/files/png';
import { admin as adminOn } from '../support/adminCommand';
import { call, logInAs, postJson } from '../support/http';
import { databaseSnapshot } from '../support/snapshot';
import { databaseKind, startTestServer, type TestServer } from '../support/testServer';

/** 10:00 in Jakarta on Sunday 22 November 2026. */
const NOW = new Date('2026-11-22T03:00:00Z');
const HOSTILE_HTML =
  '<p>Rapat <strong>koordinasi</strong> pukul 09.00.</p><script>window.__pwned = 1</script>' +
  '<img src="x" onerror="window.__pwned = 2"><a href="javascript:window.__pwned = 3">Klik</a>' +
  '<a href="https://pdam.example/jadwal" onclick="window.__pwned = 4">Jadwal</a>';

describe(`announcements, personal data, password and profile photo (${databaseKind})`, () => {
  let server: TestServer;
  const admin = (...args: string[]) => adminOn(server, ...args);
  const get = (path: string, token: string) => call(`${server.url}${path}`, { headers: { token } });

  beforeAll(async () => {
    server = await startTestServer({ now: () => NOW });
  });
  afterAll(() => server.close());

  describe('GET /mobile-v2/pengumuman', () => {
    it('lists the announcements running today, newest first, with signed images', async () => {
      const token = await logInAs(server.url, 'demo');
      const answer = await get('/mobile-v2/pengumuman', token);
      expect(answer.status).toBe(200);
      expect(answer.body.length).toBe(4);
      for (const item of answer.body) {
        expect(item.start_date <= '2026-11-22' && item.end_date >= '2026-11-22').toBe(true);
        const image = await call(`${server.url}${item.image}`);
        expect(image.status).toBe(200);
        expect(image.headers.get('content-type')).toBe('image/png');
      }
      const starts = answer.body.map((item: { start_date: string }) => item.start_date);
      expect(starts).toEqual([...starts].sort().reverse());
    });

    it('stores HR\'s HTML without scripts, event attributes or javascript: links, and keeps its text', async () => {
      const posted = await admin('post-announcement', '--title', 'Rapat Koordinasi', '--description', HOSTILE_HTML, '--start', '2026-11-22', '--end', '2026-11-30');
      expect(posted.code, posted.stderr).toBe(0);
      const token = await logInAs(server.url, 'demo');
      const item = (await get('/mobile-v2/pengumuman', token)).body.find((a: { title: string }) => a.title === 'Rapat Koordinasi');
      expect(item.image).toBeNull();
      expect(item.description).not.toMatch(/<script|onerror|onclick|javascript:|__pwned/i);
      expect(item.description).toContain('<p>Rapat <strong>koordinasi</strong> pukul 09.00.</p>');
      expect(item.description).toContain('href="https://pdam.example/jadwal"');
      expect(item.description).toContain('Klik');
    });

    it('leaves out announcements that have not started or have ended', async () => {
      await admin('post-announcement', '--title', 'Belum Mulai', '--description', '<p>Nanti</p>', '--start', '2026-11-23', '--end', '2026-11-30');
      await admin('post-announcement', '--title', 'Sudah Lewat', '--description', '<p>Dulu</p>', '--start', '2026-11-01', '--end', '2026-11-21');
      const titles = (await get('/mobile-v2/pengumuman', await logInAs(server.url, 'demo'))).body.map((a: { title: string }) => a.title);
      expect(titles).not.toContain('Belum Mulai');
      expect(titles).not.toContain('Sudah Lewat');
    });

    it('answers 401 without a valid token', async () => {
      expect((await get('/mobile-v2/pengumuman', 'bukan-token')).status).toBe(401);
    });
  });

  describe('GET /mobile-v2/pegawai-data', () => {
    it('answers the caller\'s own data, null where HR left it empty', async () => {
      const token = await logInAs(server.url, 'demo');
      const row = await server.services.db.selectFrom('employees').selectAll().where('username', '=', 'demo').executeTakeFirstOrThrow();
      const answer = await get('/mobile-v2/pegawai-data', token);
      expect(answer.status).toBe(200);
      expect(answer.body.employee).toEqual({
        birth_place: row.birth_place,
        birth_date: row.birth_date,
        contact: row.contact,
        address: row.address,
        married_status: row.married_status,
        blood_type: null,
        religion: row.religion,
        last_education: row.last_education,
      });
      expect(answer.body.work).toMatchObject({
        entry_date: row.entry_date,
        group: row.grade,
        dependent_children: null,
        office: 'Kantor Pusat PDAM Tirta Kencana',
        position: 'Staf Pelayanan Pelanggan',
        department: 'Bagian Hubungan Langganan',
        subdepartment: 'Sub Bagian Pelayanan Pelanggan',
      });
      const other = await get('/mobile-v2/pegawai-data', await logInAs(server.url, 'atasan'));
      expect(other.body.work.position).toBe('Kepala Sub Bagian Pelayanan Pelanggan');
    });

    // Counted by hand from the date to Sunday 22 November 2026.
    it.each([
      ['2010-03-15', 16, 8],
      ['2020-11-23', 5, 11],
      ['2020-11-22', 6, 0],
      ['2026-11-22', 0, 0],
      ['2025-12-31', 0, 10],
      ['2026-12-01', null, null],
    ])('counts the work period from %s as %s years %s months', async (entryDate, years, months) => {
      await server.services.db.updateTable('employees').set({ entry_date: entryDate, grade_date: entryDate }).where('username', '=', 'siti.rahma').execute();
      const { work } = (await get('/mobile-v2/pegawai-data', await logInAs(server.url, 'siti.rahma'))).body;
      expect([work.year_work_period, work.month_work_period, work.year_work_group, work.month_work_group]).toEqual([years, months, years, months]);
    });
  });

  describe('POST /mobile-v2/ubah-password', () => {
    const change = (token: string, body: unknown) => postJson(`${server.url}/mobile-v2/ubah-password`, body, { token });

    it('refuses a wrong old password, a short, unchanged, common or own-name new one, and changes nothing', async () => {
      const token = await logInAs(server.url, 'dewi.anggraini');
      const before = await databaseSnapshot(server.services.db, server.dataDir);
      const cases: [unknown, number, string][] = [
        [{ old_password: 'salah-sekali', new_password: 'PasswordBaru1' }, 400, 'Password lama salah.'],
        [{ old_password: 'demo1234', new_password: 'pendek' }, 400, 'Password baru minimal 8 karakter.'],
        [{ old_password: 'demo1234', new_password: 'demo1234' }, 400, 'Password baru harus berbeda dari password lama.'],
        // docs/security.md: not common, repeated or sequential; not the username, NUP or name
        ...['12345678', 'aaaaaaaa', 'password1', 'qwertyuiop', 'abcdefgh'].map(
          (weak): [unknown, number, string] => [{ old_password: 'demo1234', new_password: weak }, 400, 'Password terlalu mudah ditebak (umum dipakai, berulang, atau berurutan). Pilih yang lain.'],
        ),
        ...['dewi.anggraini', 'DEWI.ANGGRAINI', '19970611016', 'Dewi Anggraini', 'dewianggraini'].map(
          (own): [unknown, number, string] => [{ old_password: 'demo1234', new_password: own }, 400, 'Password tidak boleh sama dengan username, NUP, atau nama.'],
        ),
        [{ old_password: 'demo1234', new_password: 'dewi1997' }, 400, 'Password terlalu mudah ditebak (umum dipakai, berulang, atau berurutan). Pilih yang lain.'],
        [{ new_password: 'PasswordBaru1' }, 400, 'Password lama wajib diisi.'],
        [{ old_password: 'demo1234' }, 400, 'Password baru wajib diisi.'],
      ];
      for (const [body, status, message] of cases) {
        const answer = await change(token, body);
        expect([answer.status, answer.body.message], JSON.stringify(body)).toEqual([status, message]);
      }
      expect(await databaseSnapshot(server.services.db, server.dataDir)).toEqual(before);
    });

    it('changes the password, ends every other session and keeps this one', async () => {
      const [thisPhone, otherPhone] = [await logInAs(server.url, 'budi.santoso'), await logInAs(server.url, 'budi.santoso')];
      const answer = await change(thisPhone, { old_password: 'demo1234', new_password: 'Air-Bersih-2026' });
      expect(answer.status).toBe(200);
      expect(answer.body.message).toBe('Password berhasil diganti. Sesi di perangkat lain telah diakhiri.');
      expect((await get('/mobile-v2/absent-information', answer.body.token)).status).toBe(200);
      expect((await get('/mobile-v2/absent-information', otherPhone)).status).toBe(401);
      expect((await get('/mobile-v2/absent-information', thisPhone)).status).toBe(401);
      expect((await get('/mobile-v2/absent-information', answer.body.token)).status).toBe(200);
      expect((await postJson(`${server.url}/pwa/login`, { username: 'budi.santoso', password: 'demo1234' })).status).toBe(400);
      expect(await logInAs(server.url, 'budi.santoso', 'Air-Bersih-2026')).toBeTruthy();
    });

    it('lets one of two parallel changes win', async () => {
      const token = await logInAs(server.url, 'siti.rahma');
      const answers = await Promise.all([
        change(token, { old_password: 'demo1234', new_password: 'Pertama-2026' }),
        change(token, { old_password: 'demo1234', new_password: 'Kedua-2026' }),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      const winner = answers[0]!.status === 200 ? 'Pertama-2026' : 'Kedua-2026';
      expect(await logInAs(server.url, 'siti.rahma', winner)).toBeTruthy();
    });

    it('limits guesses of the old password like sign-in does', async () => {
      const token = await logInAs(server.url, 'bayu.aji');
      const statuses = [];
      for (let i = 0; i < 6; i++) statuses.push((await change(token, { old_password: `tebakan-${i}`, new_password: 'PasswordBaru1' })).status);
      expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    });
  });

  describe('profile photo', () => {
    it('is set by HR, sent at sign-in and on the dashboard as a signed URL, and replacing it releases the old one', async () => {
      const file = join(server.dataDir, 'foto-atasan.png');
      await writeFile(file, encodePng(64, 64, () => [190, 18, 60]));
      expect((await admin('set-photo', '--username', 'atasan', '--file', file)).code).toBe(0);

      const login = await postJson(`${server.url}/pwa/login`, { username: 'atasan', password: 'demo1234' });
      expect(login.body.user.emp_photo).toMatch(/^\/files\/[A-Za-z0-9_-]{24}\?expires=\d+&signature=/);
      const image = await call(`${server.url}${login.body.user.emp_photo}`);
      expect([image.status, image.headers.get('content-type')]).toEqual([200, 'image/png']);
      const dashboard = await get('/mobile-v2/absent-information', login.body.token);
      expect(dashboard.body.emp_photo).toBe(login.body.user.emp_photo);

      const first = await server.services.db.selectFrom('employees').select('photo_file_id').where('username', '=', 'atasan').executeTakeFirstOrThrow();
      expect((await admin('set-photo', '--username', 'atasan', '--file', file)).code).toBe(0);
      const released = await server.services.db.selectFrom('stored_files').select('claimed_at').where('id', '=', first.photo_file_id!).executeTakeFirstOrThrow();
      expect(released.claimed_at).toBeNull();
    });

    it('refuses what is not a whole image, and an unknown employee, changing nothing', async () => {
      const notImage = join(server.dataDir, 'bukan-foto.png');
      await writeFile(notImage, 'ini bukan gambar');
      const good = join(server.dataDir, 'foto.png');
      await writeFile(good, encodePng(8, 8, () => [0, 0, 0]));
      const before = await databaseSnapshot(server.services.db, server.dataDir);
      const cases: [string[], RegExp][] = [
        [['set-photo', '--username', 'demo', '--file', notImage], /JPEG, PNG atau WebP/],
        [['set-photo', '--username', 'tidak.ada', '--file', good], /tidak ditemukan/],
        [['set-photo', '--username', 'demo', '--file', join(server.dataDir, 'hilang.png')], /tidak dapat dibaca/],
        [['set-photo', '--username', 'demo'], /--file/],
      ];
      for (const [args, message] of cases) {
        const result = await admin(...args);
        expect(result.code, args.join(' ')).toBe(2);
        expect(result.stderr).toMatch(message);
      }
      expect(await databaseSnapshot(server.services.db, server.dataDir)).toEqual(before);
    });

    it('shows the default avatar (null) for employees without one', async () => {
      const login = await postJson(`${server.url}/pwa/login`, { username: 'demo', password: 'demo1234' });
      expect(login.body.user.emp_photo).toBeNull();
    });
  });

  it('colours the dashboard status like the history (a day not yet clocked in is grey)', async () => {
    const dashboard = await get('/mobile-v2/absent-information', await logInAs(server.url, 'atasan'));
    expect(dashboard.body).toMatchObject({ absent_status: 'Belum Absen', absent_color: '64748b' });
  });
});
