/**
 * 'Unduh Data Saya' (issue 50: "a ZIP with the employee's personal data, records, leave, overtime, devices, consents
 * and the access log as JSON and CSV, and their photos still held; prepared in the background, ready within minutes,
 * offered once per day, downloaded through a short-lived signed link"; "the export contains what it says and only
 * that employee's data"), over HTTP on both databases.
 */
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expireExports } from '../../server/privacy/dataExport';
import { fromJakarta } from '../../server/time';
import { attendanceApi, clock, HEAD_OFFICE, photo } from '../support/attendanceApi';
import { call, logInAs, postJson } from '../support/http';
import { databaseKind, startTestServer, type TestServer } from '../support/testServer';

const MONDAY = '2026-11-23';
const ONCE_A_DAY = 'Salinan data hanya dapat diminta sekali sehari. Coba lagi besok.';

describe(`each employee's own copy (${databaseKind})`, () => {
  let server: TestServer;
  let now = fromJakarta(MONDAY, '07:20');
  const ids: Record<string, number> = {};
  const tokens: Record<string, string> = {};
  const ask = (username: string, method: 'GET' | 'POST' = 'GET') => call(`${server.url}/mobile-v2/privasi/salinan`, { method, headers: { token: tokens[username]! } });
  const ready = async (username: string) => {
    await expect.poll(async () => (await ask(username)).body.status, { timeout: 20_000, interval: 100 }).toBe('ready');
    return (await ask(username)).body;
  };
  const face = photo(141);

  beforeAll(async () => {
    server = await startTestServer({ now: () => now });
    for (const row of await server.services.db.selectFrom('employees').select(['id', 'username']).execute()) ids[row.username] = row.id;
    for (const username of ['siti.rahma', 'maya.sari', 'atasan']) tokens[username] = await logInAs(server.url, username);
    const siti = attendanceApi(server.url, tokens['siti.rahma']!, () => now);
    expect((await clock(siti, { type: '1', inside: true, at: HEAD_OFFICE, face })).submit!.status).toBe(200);
    // Her supervisor looked at her staff history: the copy's access log holds it.
    now = fromJakarta(MONDAY, '09:00');
    expect((await call(`${server.url}/mobile-v2/riwayat-absen-bawahan?start_date=${MONDAY}&end_date=${MONDAY}`, { headers: { token: tokens.atasan! } })).status).toBe(200);
    // She asked HR to correct her blood type: the copy holds the request.
    expect((await postJson(`${server.url}/mobile-v2/pegawai-data/perubahan`, { field: 'blood_type', new_value: 'AB', reason: 'Hasil cek darah' }, { token: tokens['siti.rahma']! })).status).toBe(200);
  });
  afterAll(() => server.close());

  it('has none until asked; asked, prepares it in the background, once a day', async () => {
    expect((await ask('siti.rahma')).body).toEqual({ status: 'none', requested_at: null, ready_at: null, url: null, size: null, can_request: true });
    const asked = await ask('siti.rahma', 'POST');
    expect(asked.status).toBe(200);
    expect(asked.body).toMatchObject({ requested_at: now.toISOString(), can_request: false });
    expect(['preparing', 'ready']).toContain(asked.body.status);
    expect(await ask('siti.rahma', 'POST')).toMatchObject({ status: 409, body: { message: ONCE_A_DAY } });
    // Two at once: one is taken.
    const both = await Promise.all([ask('maya.sari', 'POST'), ask('maya.sari', 'POST')]);
    expect(both.map((answer) => answer.status).sort()).toEqual([200, 409]);
  });

  it("holds her data and photos, as JSON and CSV, and nobody else's", async () => {
    const state = await ready('siti.rahma');
    expect(state).toMatchObject({ status: 'ready', can_request: false });
    expect(state.url).toMatch(/^\/files\/[A-Za-z0-9_-]{24}\?expires=\d+&signature=/);
    const download = await fetch(`${server.url}${state.url}`);
    expect([download.status, download.headers.get('content-type'), download.headers.get('content-disposition'), download.headers.get('cache-control')]).toEqual([
      200, 'application/zip', 'attachment; filename="salinan-data-saya.zip"', 'no-store',
    ]);
    const bytes = Buffer.from(await download.arrayBuffer());
    expect(bytes.length).toBe(state.size);
    const zip = await JSZip.loadAsync(bytes);
    const names = Object.keys(zip.files);
    for (const name of ['BACA-SAYA.txt', 'data-diri.json', 'absen.json', 'absen.csv', 'lembur.json', 'lembur.csv', 'izin.json', 'izin.csv', 'koreksi.json', 'koreksi.csv', 'perubahan-data.json', 'perintah-lembur.json', 'perangkat.json', 'persetujuan.json', 'akses.json', 'akses.csv']) {
      expect(names).toContain(name);
    }
    const json = async (name: string) => JSON.parse(await zip.file(name)!.async('string'));
    expect(await json('data-diri.json')).toMatchObject({ username: 'siti.rahma', name: 'Siti Rahmawati' });
    // Exactly her records, counted apart from the copy.
    const { db } = server.services;
    const count = async (table: 'attendance' | 'overtime' | 'leave_requests') => Number((await db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).where('employee_id', '=', ids['siti.rahma']!).executeTakeFirstOrThrow()).n);
    expect((await json('absen.json')).length).toBe(await count('attendance'));
    expect((await json('lembur.json')).length).toBe(await count('overtime'));
    expect((await json('izin.json')).length).toBe(await count('leave_requests'));
    // Monday's clock-in: its position, and its face photo as she took it.
    const monday = (await json('absen.json')).find((row: { date: string; direction: string }) => row.date === MONDAY && row.direction === 'in');
    expect(monday).toMatchObject({ verification: expect.any(String), latitude: expect.closeTo(HEAD_OFFICE.latitude, 3), face_photo: `foto/absen/${MONDAY}-masuk-wajah.png` });
    expect(Buffer.from(await zip.file(monday.face_photo)!.async('uint8array')).equals(Buffer.from(await face.arrayBuffer()))).toBe(true);
    expect(await json('perubahan-data.json')).toEqual([expect.objectContaining({ field: 'blood_type', new_value: 'AB', reason: 'Hasil cek darah', status: 'pending' })]);
    // The CSV for a spreadsheet: ';' between cells, its header in Indonesian.
    const csv = await zip.file('absen.csv')!.async('string');
    expect(csv.split('\r\n')[0]).toBe('\uFEFFTanggal;Jenis;Jam (WIB);Diterima (WIB);Status;Lintang;Bujur;Ketepatan (m);Jarak (m);Kantor;Catatan keputusan;Foto wajah;Foto dihapus');
    expect(csv).toContain(`${MONDAY};Absen Masuk;`);
    // The access log: Rina's look at her Monday.
    expect(await json('akses.json')).toContainEqual({ viewer: 'Rina Kusumawati, S.E.', what: 'photo', record: { kind: 'attendance', direction: 'in', date: MONDAY }, viewed_at: now.toISOString() });
    // Nobody else's: no other employee's username or NUP anywhere in it.
    const others = await db.selectFrom('employees').select(['username', 'nup']).where('id', '!=', ids['siti.rahma']!).execute();
    const everything = (await Promise.all(names.filter((name) => !name.startsWith('foto/')).map((name) => zip.file(name)?.async('string') ?? ''))).join('\n');
    for (const other of others) {
      expect(everything).not.toContain(`"${other.username}"`);
      expect(everything).not.toContain(other.nup);
    }
    expect(names.filter((name) => name.startsWith('foto/') && !name.endsWith('/')).every((name) => /^foto\/(absen|lembur|izin|koreksi)\/|^foto\/(profil|rujukan-wajah-\d)\./.test(name))).toBe(true);
  });

  it('gives a link that lasts ten minutes, offers a new copy the next day, and deletes the file after a week', async () => {
    const { url } = (await ask('siti.rahma')).body;
    now = new Date(now.getTime() + 11 * 60_000);
    expect((await fetch(`${server.url}${url}`)).status).toBe(403);
    // Asked again, a fresh link.
    const fresh = (await ask('siti.rahma')).body.url;
    expect((await fetch(`${server.url}${fresh}`)).status).toBe(200);
    now = fromJakarta('2026-11-24', '07:00');
    expect((await ask('siti.rahma')).body).toMatchObject({ status: 'ready', can_request: true });
    const fileId = new URL(fresh, server.url).pathname.split('/').pop()!;
    now = fromJakarta('2026-12-01', '10:00');
    expect(await expireExports(server.services.db, server.services.files, now)).toBeGreaterThanOrEqual(1);
    expect((await ask('siti.rahma')).body).toEqual({ status: 'none', requested_at: null, ready_at: null, url: null, size: null, can_request: true });
    expect(await server.services.db.selectFrom('stored_files').select('id').where('id', '=', fileId).executeTakeFirst()).toBeUndefined();
  });
});
