import { readdir } from 'node:fs/promises';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CheckRecord, signCheck } from '../../server/attendance/checkId';
import { uploadsDir } from '../../server/files/storage';
import { fromJakarta } from '../../server/time';
import { attendanceApi, clock, HEAD_OFFICE, OFFICE_CENTRE, overtimeApi, photo } from '../support/attendanceApi';
import { logInAs } from '../support/http';
import { databaseSnapshot } from '../support/snapshot';
import { databaseKind, startTestServer, type TestServer } from '../support/testServer';

/** docs/api.md: 30 photos per employee per hour; unclaimed uploads live 24 hours. */
const UPLOADS_PER_HOUR = 30;
const HOUR_MS = 60 * 60 * 1000;
const MONDAY = '2026-11-23';

describe(`uploads that cannot hurt (${databaseKind})`, () => {
  let server: TestServer;
  let now = fromJakarta(MONDAY, '07:10');
  const advance = (ms: number) => (now = new Date(now.getTime() + ms));
  const filesOf = async (username: string) =>
    server.services.db
      .selectFrom('stored_files as f')
      .innerJoin('employees as e', 'e.id', 'f.owner_employee_id')
      .select(['f.id', 'f.claimed_at', 'f.created_at'])
      .where('e.username', '=', username)
      .execute();
  const storedBytes = async (id: string) => server.services.files.read(server.services.db, id);

  beforeAll(async () => {
    server = await startTestServer({ now: () => now });
  });
  afterAll(() => server.close());

  it('refuses uploads beyond the hourly limit, also when they come all at once, and takes them again an hour later', async () => {
    const api = attendanceApi(server.url, await logInAs(server.url, 'ratna.dewi'), () => now);
    const since = new Date(now.getTime() - HOUR_MS).toISOString();
    const earlier = (await filesOf('ratna.dewi')).filter((file) => file.created_at > since).length;
    const answers = await Promise.all(Array.from({ length: 40 }, () => api.upload({ filename_image: photo() })));
    const accepted = answers.filter((answer) => answer.status === 200);
    expect(accepted.length).toBeGreaterThan(0);
    expect(accepted.length).toBeLessThanOrEqual(UPLOADS_PER_HOUR - earlier);
    for (const refused of answers.filter((answer) => answer.status !== 200)) {
      expect(refused.status).toBe(429);
      expect(refused.body.message).toMatch(/^Terlalu banyak foto diunggah dalam satu jam\. Coba lagi dalam \d+ menit\.$/);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    // A burst may be refused a little early (each upload counts the others still being checked); one at a time
    // the hour fills up to exactly the limit.
    let more = 0;
    while (more < 40 && (await api.upload({ filename_image: photo() })).status === 200) more++;
    expect(earlier + accepted.length + more).toBe(UPLOADS_PER_HOUR);
    expect((await filesOf('ratna.dewi')).filter((file) => file.created_at > since)).toHaveLength(UPLOADS_PER_HOUR);

    advance(HOUR_MS + 1000);
    expect((await api.upload({ filename_image: photo() })).status).toBe(200);
  });

  it('refuses a photo that does not decode whole and keeps nothing of its upload, also the whole photos sent with it', async () => {
    const token = await logInAs(server.url, 'bayu.aji');
    const api = attendanceApi(server.url, token);
    const jpegOf = async (background: string) => {
      const noise = { type: 'gaussian' as const, mean: 128, sigma: 30 };
      const bytes = await sharp({ create: { width: 480, height: 640, channels: 3, background, noise } }).jpeg({ quality: 70 }).toBuffer();
      return new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' });
    };
    const face = await jpegOf('#8a6b55');
    const cut = (await jpegOf('#55708a')).slice(0, -400);
    const broken = (label: string) => ({ status: 400, body: { message: `${label} rusak atau tidak lengkap. Ambil ulang foto.` } });
    const before = await databaseSnapshot(server.services.db, server.dataDir);
    expect(await api.upload({ filename_image: cut })).toMatchObject(broken('Foto wajah'));
    expect(await api.upload({ filename_image: face, filename_location: cut })).toMatchObject(broken('Foto lokasi'));
    expect(await overtimeApi(server.url, token).upload({ filename_image: face, filename_location: cut })).toMatchObject(broken('Foto lokasi'));
    expect(await databaseSnapshot(server.services.db, server.dataDir)).toEqual(before);

    const kept = await api.upload({ filename_image: face });
    expect(kept.status).toBe(200);
    expect(Buffer.from((await storedBytes(kept.body.filename_image as string))!)).toEqual(Buffer.from(await face.arrayBuffer()));
  });

  it('records the coordinates that were checked and refuses a submit from elsewhere', async () => {
    const api = attendanceApi(server.url, await logInAs(server.url, 'slamet.riyadi'), () => now);
    now = fromJakarta(MONDAY, '07:15');
    const check = await api.check({ type: '1', location: '1', ...HEAD_OFFICE });
    const upload = await api.upload({ filename_image: photo() });
    const submit = (latitude: string, longitude: string) =>
      api.submit({ latitude, longitude, filename_face: upload.body.filename_image, type: '1', location: '1', device_token: 'd-1', check_id: check.body.check_id });
    const before = await databaseSnapshot(server.services.db, server.dataDir);
    expect(await submit(String(HEAD_OFFICE.latitude + 0.0003), String(HEAD_OFFICE.longitude))).toMatchObject({
      status: 400,
      body: { message: 'Lokasi absen berbeda dengan lokasi yang diperiksa. Silakan absen ulang.' },
    });
    expect(await databaseSnapshot(server.services.db, server.dataDir)).toEqual(before);

    expect((await submit(`${HEAD_OFFICE.latitude}0`, String(HEAD_OFFICE.longitude))).status).toBe(200);
    const record = await server.services.db
      .selectFrom('attendance as a')
      .innerJoin('employees as e', 'e.id', 'a.employee_id')
      .select(['a.latitude', 'a.longitude'])
      .where('e.username', '=', 'slamet.riyadi')
      .where('a.work_date', '=', MONDAY)
      .executeTakeFirstOrThrow();
    expect(record).toEqual(HEAD_OFFICE);
  });

  it('still takes a clock-in kept on a phone with a check signed before checks were single-use, for a person to judge', async () => {
    const api = attendanceApi(server.url, await logInAs(server.url, 'joko.susilo'), () => now);
    now = fromJakarta(MONDAY, '07:25');
    const { employee_id } = await server.services.db.selectFrom('employees').select('id as employee_id').where('username', '=', 'joko.susilo').executeTakeFirstOrThrow();
    const office = await server.services.db.selectFrom('offices').select('id').where('latitude', '=', OFFICE_CENTRE.latitude).executeTakeFirstOrThrow();
    const olderCheck = signCheck({ employeeId: employee_id, direction: 'in', inside: true, checkedAt: now.toISOString(), officeId: office.id, distance: 0, isLate: false } as CheckRecord, server.jwtSecret);
    const upload = await api.upload({ filename_image: photo() });
    const submit = await api.submit({ ...HEAD_OFFICE, filename_face: upload.body.filename_image, type: '1', location: '1', device_token: 'd-2', check_id: olderCheck });
    expect(submit).toMatchObject({ status: 200, body: { time: '07:25:00', verification: 'pending', flags: [{ code: 'late_delivery', label: 'terkirim terlambat' }] } });
  });

  it('deletes uploads no record claimed within 24 hours, on the hourly upkeep, and keeps those that were used', async () => {
    const api = attendanceApi(server.url, await logInAs(server.url, 'sugeng.raharjo'), () => now);
    now = fromJakarta(MONDAY, '07:20');
    const abandoned = (await api.upload({ filename_image: photo(90) })).body.filename_image as string;
    const { submit, upload } = await clock(api, { type: '1', inside: true, at: HEAD_OFFICE });
    expect(submit!.status).toBe(200);
    const used = upload!.body.filename_image as string;
    expect((await filesOf('sugeng.raharjo')).find((file) => file.id === used)?.claimed_at).toBeTruthy();

    advance(23 * HOUR_MS);
    await server.maintain();
    expect(await storedBytes(abandoned)).not.toBeNull();

    advance(2 * HOUR_MS);
    await server.maintain();
    const left = (await filesOf('sugeng.raharjo')).map((file) => file.id);
    expect(left).toContain(used);
    expect(left).not.toContain(abandoned);
    expect(await storedBytes(abandoned)).toBeNull();
    expect(await storedBytes(used)).not.toBeNull();
  });

  it('runs the clean-up when a server starts, too', async () => {
    const api = attendanceApi(server.url, await logInAs(server.url, 'agung.setiawan'), () => now);
    const abandoned = (await api.upload({ filename_image: photo(33) })).body.filename_image as string;
    const later = new Date(now.getTime() + 25 * HOUR_MS);
    const restarted = await startTestServer({ sharing: server, now: () => later });
    await restarted.close();
    expect(await storedBytes(abandoned)).toBeNull();
  });

  it.runIf(databaseKind === 'postgres')('keeps photos in PostgreSQL, not on the server’s disk', async () => {
    const api = attendanceApi(server.url, await logInAs(server.url, 'arif.rahman'), () => now);
    const id = (await api.upload({ filename_image: photo(77) })).body.filename_image as string;
    const row = await server.services.db.selectFrom('file_contents').select('id').where('id', '=', id).executeTakeFirst();
    expect(row).toEqual({ id });
    expect(await readdir(uploadsDir(server.dataDir)).catch(() => [])).toEqual([]);
  });
});
