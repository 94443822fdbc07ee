/**
 * HR's announcements (issue 39: "write with a safe editor (sanitized as today), image, dates; publishing notifies
 * the employees"), over HTTP: hostile HTML removed as docs/api.md says, the image the HR member's own unused upload,
 * every active employee notified when it is published, none for one that starts later.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifyDueAnnouncements } from '../../server/announcements/notifyDue';
import { fromJakarta } from '../../server/time';
import { admin } from '../support/adminCommand';
import { photo } from '../support/attendanceApi';
import { call, logInAs, postJson } from '../support/http';
import { databaseKind, startTestServer, type TestServer } from '../support/testServer';

describe(`HR's announcements (${databaseKind})`, () => {
  let server: TestServer;
  let hrToken: string;
  const publish = (body: unknown) => postJson(`${server.url}/hr/announcements`, body, { token: hrToken });
  const uploadImage = async (token = hrToken) => {
    const form = new FormData();
    form.set('image', photo(90), 'spanduk.png');
    return call(`${server.url}/hr/announcements/image`, { method: 'POST', headers: { token }, body: form });
  };
  const notificationsFor = async (title: string) => {
    await server.services.notifier.idle();
    return server.services.db.selectFrom('notifications').select(['employee_id', 'link']).where('body', '=', title).execute();
  };

  beforeAll(async () => {
    server = await startTestServer({ now: () => fromJakarta('2026-11-25', '09:00') });
    hrToken = await logInAs(server.url, 'hr');
  });
  afterAll(() => server.close());

  it('publishes a sanitized announcement with its image and notifies every active employee', async () => {
    const image = await uploadImage();
    expect(image.body.file_id).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const answer = await publish({
      title: 'Pemadaman Pompa Zona Timur',
      description: '<p>Pompa <strong>dimatikan</strong> pukul 22.00.</p><script>alert(1)</script><img src=x onerror="alert(2)">',
      start_date: '2026-11-25',
      end_date: '2026-11-30',
      image_file_id: image.body.file_id,
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ message: 'Pengumuman diterbitkan.', notified: true });
    const active = await server.services.db.selectFrom('employees').select('id').where('active', '=', 1).execute();
    const sent = await notificationsFor('Pemadaman Pompa Zona Timur');
    expect(sent.map((row) => row.employee_id).sort((a, b) => a - b)).toEqual(active.map((row) => row.id).sort((a, b) => a - b));
    expect(sent[0]!.link).toBe(`/pengumuman/${answer.body.id}`);

    const list = (await call(`${server.url}/mobile-v2/pengumuman`, { headers: { token: await logInAs(server.url, 'demo') } })).body as { id: number; description: string; image: string | null }[];
    const shown = list.find((item) => item.id === answer.body.id)!;
    expect(shown.description).toBe('<p>Pompa <strong>dimatikan</strong> pukul 22.00.</p>');
    expect(shown.image).toMatch(/\/files\/[A-Za-z0-9_-]{24}\?expires=/);
    expect((await call(`${server.url}/hr/audit?entity=announcement&entity_id=${answer.body.id}`, { headers: { token: hrToken } })).body[0]).toMatchObject({ action: 'announcement.create', after: { title: 'Pemadaman Pompa Zona Timur' } });

    // An image serves one announcement.
    const again = await publish({ title: 'Lagi', description: 'Isi', start_date: '2026-11-25', end_date: '2026-11-25', image_file_id: image.body.file_id });
    expect([again.status, again.body]).toEqual([400, { message: 'Gambar tidak ditemukan. Unggah ulang gambarnya.' }]);
  });

  it('keeps one that starts later without notifying anyone yet', async () => {
    const answer = await publish({ title: 'Libur Akhir Tahun', description: 'Kantor tutup.', start_date: '2026-12-24', end_date: '2026-12-31' });
    expect(answer.body).toMatchObject({ message: 'Pengumuman disimpan dan tampil mulai tanggal mulainya.', notified: false });
    expect(await notificationsFor('Libur Akhir Tahun')).toEqual([]);
    expect((await call(`${server.url}/hr/announcements`, { headers: { token: hrToken } })).body[0]).toMatchObject({ title: 'Libur Akhir Tahun', start_date: '2026-12-24', image: null });

    // The server's hourly maintenance notifies it once its day has come, once (also with two processes racing).
    await notifyDueAnnouncements(server.services.db, server.services.notifier, fromJakarta('2026-12-23', '23:00'));
    expect(await notificationsFor('Libur Akhir Tahun')).toEqual([]);
    await Promise.all([1, 2].map(() => notifyDueAnnouncements(server.services.db, server.services.notifier, fromJakarta('2026-12-24', '01:00'))));
    const active = await server.services.db.selectFrom('employees').select('id').where('active', '=', 1).execute();
    expect((await notificationsFor('Libur Akhir Tahun')).length).toBe(active.length);
  });

  it.each([
    [{ title: '', description: 'Isi', start_date: '2026-11-25', end_date: '2026-11-25' }, 'Judul wajib diisi.'],
    [{ title: 'Uji', description: '  ', start_date: '2026-11-25', end_date: '2026-11-25' }, 'Isi pengumuman wajib diisi.'],
    [{ title: 'Uji', description: 'Isi', start_date: '2026-11-26', end_date: '2026-11-25' }, 'Tanggal selesai tidak boleh sebelum tanggal mulai.'],
    [{ title: 'Uji', description: 'Isi', start_date: '2026-02-30', end_date: '2026-03-01' }, 'Tanggal mulai bukan tanggal yang ada.'],
  ])('refuses %j: "%s"', async (body, message) => {
    const answer = await publish(body);
    expect([answer.status, answer.body]).toEqual([400, { message }]);
  });

  it('withdraws one for HR alone, once (also when two withdraw at once), audited: it no longer shows nor is notified', async () => {
    const withdraw = (id: unknown, token = hrToken) => postJson(`${server.url}/hr/announcements/${id}/withdraw`, {}, { token });
    const running = (await publish({ title: 'Salah Kirim', description: 'Abaikan.', start_date: '2026-11-25', end_date: '2026-11-30' })).body.id as number;
    const later = (await publish({ title: 'Jadwal Baru Loket', description: 'Mulai Desember.', start_date: '2026-12-02', end_date: '2026-12-05' })).body.id as number;
    const demo = await logInAs(server.url, 'demo');
    const shownToEmployees = async () => ((await call(`${server.url}/mobile-v2/pengumuman`, { headers: { token: demo } })).body as { id: number }[]).map((item) => item.id);
    expect(await shownToEmployees()).toContain(running);

    // Access: an employee, a supervisor ('atasan' supervises staff) and no token are refused, changing nothing.
    expect((await withdraw(running, demo)).status).toBe(403);
    expect((await withdraw(running, await logInAs(server.url, 'atasan'))).status).toBe(403);
    expect((await postJson(`${server.url}/hr/announcements/${running}/withdraw`, {})).status).toBe(401);
    expect(await shownToEmployees()).toContain(running);

    const answers = await Promise.all([withdraw(running), withdraw(running)]);
    expect(answers.map((answer) => [answer.status, answer.body.message]).sort()).toEqual([
      [200, 'Pengumuman ditarik: tidak lagi tampil bagi pegawai.'],
      [409, 'Pengumuman ini sudah ditarik.'],
    ]);
    expect(await shownToEmployees()).not.toContain(running);
    const listed = (await call(`${server.url}/hr/announcements`, { headers: { token: hrToken } })).body as { id: number; withdrawn_at: string | null }[];
    expect(listed.find((item) => item.id === running)!.withdrawn_at).toBe(fromJakarta('2026-11-25', '09:00').toISOString());
    expect(listed.find((item) => item.id === later)!.withdrawn_at).toBeNull();
    const audit = (await call(`${server.url}/hr/audit?entity=announcement&entity_id=${running}`, { headers: { token: hrToken } })).body as { action: string; before: unknown; after: unknown }[];
    expect(audit.filter((row) => row.action === 'announcement.withdraw')).toMatchObject([{ before: { title: 'Salah Kirim', withdrawn_at: null }, after: { withdrawn_at: expect.any(String) } }]);

    // One withdrawn before its day is never notified.
    expect((await withdraw(later)).status).toBe(200);
    await notifyDueAnnouncements(server.services.db, server.services.notifier, fromJakarta('2026-12-02', '01:00'));
    expect(await notificationsFor('Jadwal Baru Loket')).toEqual([]);

    expect([(await withdraw(999_999)).status, (await withdraw(999_999)).body]).toEqual([404, { message: 'Pengumuman tidak ditemukan.' }]);
    expect([(await withdraw('abc')).status, (await withdraw('abc')).body]).toEqual([400, { message: 'Id pengumuman tidak valid.' }]);
  });

  it('withdraws one with the admin command too, audited as the command, once', async () => {
    const id = (await publish({ title: 'Uji Coba Sirene', description: 'Abaikan.', start_date: '2026-11-25', end_date: '2026-11-26' })).body.id as number;
    expect(await admin(server, 'withdraw-announcement', '--id', String(id))).toMatchObject({ code: 0, stdout: expect.stringContaining(`Pengumuman ${id} ditarik`) });
    expect(await admin(server, 'withdraw-announcement', '--id', String(id))).toMatchObject({ code: 2, stderr: expect.stringContaining('Pengumuman ini sudah ditarik.') });
    expect(await admin(server, 'withdraw-announcement', '--id', '999999')).toMatchObject({ code: 2, stderr: expect.stringContaining('Pengumuman tidak ditemukan.') });
    const audit = (await call(`${server.url}/hr/audit?entity=announcement&entity_id=${id}`, { headers: { token: hrToken } })).body as { action: string; actor: unknown }[];
    expect(audit.filter((row) => row.action === 'announcement.withdraw')).toHaveLength(1);
  });

  it("refuses another HR member's image", async () => {
    const { db } = server.services;
    await db.updateTable('employees').set({ role: 'hr' }).where('username', '=', 'eko.purnomo').execute();
    const other = await uploadImage(await logInAs(server.url, 'eko.purnomo'));
    const answer = await publish({ title: 'Uji', description: 'Isi', start_date: '2026-12-01', end_date: '2026-12-01', image_file_id: other.body.file_id });
    expect([answer.status, answer.body.message]).toEqual([400, 'Gambar tidak ditemukan. Unggah ulang gambarnya.']);
  });
});
