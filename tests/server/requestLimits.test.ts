import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendanceApi, HEAD_OFFICE, photo, pngOfSize } from '../support/attendanceApi';
import { call, logInAs, postJson } from '../support/http';
import { uploadAttachment } from '../support/leaveApi';
import { rawRequest } from '../support/rawHttp';
import { databaseSnapshot } from '../support/snapshot';
import { databaseKind, startTestServer, type TestServer } from '../support/testServer';

/** docs/api.md: JSON bodies up to 64 KB; the whole request within the request time limit (1.5 s in this suite). */
const JSON_LIMIT = 64 * 1024;
const REQUEST_TIMEOUT_MS = 1500;

describe(`every request bounded, every bad input a 4xx (${databaseKind})`, () => {
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    server = await startTestServer({ requestTimeoutMs: REQUEST_TIMEOUT_MS });
    token = await logInAs(server.url, 'eko.purnomo');
  });
  afterAll(() => server.close());

  const stillAnswers = async () => expect((await call(`${server.url}/mobile-v2/absent-information`, { headers: { token } })).status).toBe(200);

  it('refuses a body whose declared length is over the limit without reading it', async () => {
    const outcome = await rawRequest(
      server.url,
      `POST /mobile-v2/absen-check HTTP/1.1\r\nHost: x\r\ntoken: ${token}\r\ncontent-type: application/json\r\ncontent-length: ${500 * 1024 * 1024}\r\n\r\n`,
      () => null,
      { intervalMs: 10, giveUpMs: 5000 },
    );
    expect(outcome.status).toBe(413);
    expect(JSON.parse(outcome.body)).toEqual({ message: 'Data yang dikirim terlalu besar.' });
    await stillAnswers();
  });

  it('cuts off an endless chunked body soon after the limit, holding no more than the limit', async () => {
    const chunk = Buffer.from(`4000\r\n${'a'.repeat(0x4000)}\r\n`);
    const before = process.memoryUsage().rss;
    const outcome = await rawRequest(
      server.url,
      `POST /mobile-v2/absen-check HTTP/1.1\r\nHost: x\r\ntoken: ${token}\r\ncontent-type: application/json\r\ntransfer-encoding: chunked\r\n\r\n`,
      () => chunk,
      { intervalMs: 0, giveUpMs: 10_000 },
    );
    expect(outcome.status).toBe(413);
    expect(outcome.ms).toBeLessThan(5000);
    expect(process.memoryUsage().rss - before).toBeLessThan(64 * 1024 * 1024);
    await stillAnswers();
  });

  it('closes a request whose body trickles in slower than the time limit', async () => {
    const outcome = await rawRequest(
      server.url,
      `POST /mobile-v2/absen-check HTTP/1.1\r\nHost: x\r\ntoken: ${token}\r\ncontent-type: application/json\r\ncontent-length: 1000\r\n\r\n`,
      () => Buffer.from(' '),
      { intervalMs: 100, giveUpMs: 20_000 },
    );
    expect(outcome.ms).toBeLessThan(REQUEST_TIMEOUT_MS + 6000);
    expect(outcome.status === null || outcome.status === 408).toBe(true);
    await stillAnswers();
  });

  it('closes a connection whose headers never finish', async () => {
    const outcome = await rawRequest(server.url, 'GET /mobile-v2/absent-information HTTP/1.1\r\nHost: x\r\n', () => Buffer.from('X-Lambat: 1\r\n'), {
      intervalMs: 200,
      giveUpMs: 20_000,
    });
    expect(outcome.ms).toBeLessThan(REQUEST_TIMEOUT_MS + 6000);
    expect(outcome.status === null || outcome.status === 408).toBe(true);
  });

  it('answers malformed bodies, wrong content types, and text no field may hold with a 4xx, and writes nothing', async () => {
    const api = attendanceApi(server.url, token);
    const before = await databaseSnapshot(server.services.db, server.dataDir);
    const send = (path: string, body: BodyInit, type?: string) =>
      call(`${server.url}${path}`, { method: 'POST', headers: { token, ...(type && { 'content-type': type }) }, body });
    const jsonOnly = { message: 'Kirim data sebagai JSON (Content-Type: application/json).' };
    const multipart = new FormData();
    multipart.set('type', '1');
    multipart.set('location', '1');

    const cases: [Promise<{ status: number; body: unknown }>, number, unknown][] = [
      [send('/mobile-v2/absen-check', '{"type": "1",', 'application/json'), 400, { message: 'Body bukan JSON yang valid.' }],
      [send('/mobile-v2/absen-check', multipart), 415, jsonOnly],
      [send('/mobile-v2/absen-check', 'type=1', 'text/plain'), 415, jsonOnly],
      [send('/mobile-v2/absen-check', '{}'), 415, jsonOnly],
      [send('/mobile-v2/absen-check', '--x\r\nbroken', 'multipart/form-data; boundary=x'), 415, jsonOnly],
      [send('/mobile-v2/absen-upload', JSON.stringify('string'), 'application/json'), 400, { message: 'Body harus berupa objek JSON.' }],
      [postJson(`${server.url}/mobile-v2/absen-check`, { type: '1\u0000', location: '1', ...HEAD_OFFICE }, { token }), 400, { message: 'Data berisi karakter yang tidak diizinkan.' }],
      [postJson(`${server.url}/pwa/login`, { username: 'demo\u0000', password: 'x' }), 400, { message: 'Data berisi karakter yang tidak diizinkan.' }],
      [postJson(`${server.url}/pwa/login`, { username: 'demo', password: 'a\ud800b' }), 400, { message: 'Data berisi karakter yang tidak diizinkan.' }],
      [postJson(`${server.url}/mobile-v2/absen-upload`, { ...HEAD_OFFICE, filename_face: 'x', type: '1', location: '1', device_token: 'abc\u0000' }, { token }), 400, { message: 'Data berisi karakter yang tidak diizinkan.' }],
      [postJson(`${server.url}/pwa/login`, { username: 'u'.repeat(JSON_LIMIT - 100), password: 'x' }), 400, { message: 'Maksimal 100 karakter.' }],
      [postJson(`${server.url}/pwa/login`, { username: 'u'.repeat(JSON_LIMIT), password: 'x' }), 413, { message: 'Data yang dikirim terlalu besar.' }],
      [send('/mobile-v2/absen-check', '{"type":"1","location":"1","latitude":1e400,"longitude":110}', 'application/json'), 400, { message: 'Latitude harus angka antara -90 dan 90.' }],
      [send('/mobile-v2/absen-check', '{"type":"1","location":"1","latitude":"NaN","longitude":110}', 'application/json'), 400, { message: 'Latitude harus angka antara -90 dan 90.' }],
      [call(`${server.url}/mobile-v2/riwayat-absen?period=2026%0011`, { headers: { token } }), 400, { message: 'Data berisi karakter yang tidak diizinkan.' }],
      [send('/mobile-v2/upload-photo', '--x\r\nContent-Disposition: form-data; name="filename_image"; filename="a.jpg"\r\n\r\nabc', 'multipart/form-data; boundary=x'), 400, { message: 'Data multipart tidak dapat dibaca.' }],
      [send('/mobile-v2/upload-photo', 'abc', 'multipart/form-data'), 400, { message: 'Data multipart tidak dapat dibaca.' }],
    ];
    for (const [index, [answer, status, body]] of cases.entries()) expect(await answer, `case ${index}`).toMatchObject({ status, body });

    const tooManyFiles = new FormData();
    for (const field of ['filename_image', 'filename_location', 'filename_letter', 'frame_1', 'frame_2', 'frame_3', 'frame_4', 'lagi']) tooManyFiles.set(field, photo(), `${field}.png`);
    expect(await send('/mobile-v2/upload-photo', tooManyFiles)).toMatchObject({ status: 400, body: { message: 'Terlalu banyak berkas dalam satu unggahan.' } });
    const truncated = await photo().arrayBuffer();
    expect(await api.upload({ filename_image: new Blob([truncated.slice(0, truncated.byteLength - 200)], { type: 'image/png' }) })).toMatchObject({
      status: 400,
      body: { message: 'Foto wajah rusak atau tidak lengkap. Ambil ulang foto.' },
    });

    expect(await databaseSnapshot(server.services.db, server.dataDir)).toEqual(before);
    await stillAnswers();
  });

  it('sends the security headers on API answers and errors, and keeps private caching for photos', async () => {
    const api = attendanceApi(server.url, token);
    const dashboard = await api.dashboard();
    const refused = await call(`${server.url}/mobile-v2/absent-information`);
    for (const answer of [dashboard, refused]) {
      expect(answer.headers.get('content-security-policy')).toMatch(/default-src 'self'.*frame-ancestors 'none'/);
      expect(answer.headers.get('x-frame-options')).toBe('DENY');
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('referrer-policy')).toBe('no-referrer');
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(answer.headers.get('strict-transport-security')).toBeNull();
    }
    const history = await api.history(new Date().toISOString().slice(0, 7).replace('-', ''));
    const photoUrl = (history.body as { inphoto: string | null }[]).find((day) => day.inphoto)?.inphoto;
    expect(photoUrl).toBeTruthy();
    const image = await fetch(`${server.url}${photoUrl}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('cache-control')).toMatch(/^private, max-age=\d+, immutable$/);
    expect(image.headers.get('content-security-policy')).toBe("default-src 'none'");
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('holds every documented size limit at its boundary: the limit itself is taken, one byte more is refused', async () => {
    const api = attendanceApi(server.url, token);
    const MB = 1024 * 1024;
    const face = (size: number) => ({ filename_image: new Blob([pngOfSize(size)], { type: 'image/png' }) });
    expect((await api.upload(face(2 * MB))).status).toBe(200);
    expect(await api.upload(face(2 * MB + 1))).toMatchObject({ status: 413, body: { message: 'Foto wajah terlalu besar (maksimal 2 MB).' } });

    expect((await uploadAttachment(server.url, pngOfSize(5 * MB), 'image/png', '198.51.100.77')).status).toBe(200);
    expect((await uploadAttachment(server.url, pngOfSize(5 * MB + 1), 'image/png', '198.51.100.77')).status).toBe(413);

    // A JSON body of exactly 64 KB is read (and its overlong username refused); one byte more is not read at all.
    const login = (bytes: number) => {
      const body = JSON.stringify({ username: '', password: 'x' });
      return call(`${server.url}/pwa/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'u'.repeat(bytes - body.length), password: 'x' }),
      });
    };
    expect(await login(JSON_LIMIT)).toMatchObject({ status: 400, body: { message: 'Maksimal 100 karakter.' } });
    expect(await login(JSON_LIMIT + 1)).toMatchObject({ status: 413, body: { message: 'Data yang dikirim terlalu besar.' } });
  });
});
