import { sign } from 'hono/jwt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSession } from '../../server/auth/sessions';
import { issueToken } from '../../server/auth/tokens';
import { call, logInAs, postJson } from '../support/http';
import { databaseSnapshot } from '../support/snapshot';
import { databaseKind, startTestServer, type TestServer } from '../support/testServer';

describe(`sign-in and tokens (${databaseKind})`, () => {
  let server: TestServer;
  const login = (body: unknown, headers?: Record<string, string>) => postJson(`${server.url}/pwa/login`, body, headers);
  const dashboard = (token?: string) =>
    call(`${server.url}/mobile-v2/absent-information`, { headers: token === undefined ? {} : { token } });

  beforeAll(async () => {
    server = await startTestServer({ loginLimits: { perUsernameAndAddress: 2, perUsername: 3, perAddress: 6, windowMs: 60_000 } });
  });
  afterAll(() => server.close());

  it('signs in the demo employee and returns a token that opens protected calls', async () => {
    const answer = await login({ username: 'demo', password: 'demo1234' }, { 'x-forwarded-for': '10.0.0.1' });
    expect(answer.status).toBe(200);
    expect(answer.body.user).toEqual({ name: 'Andi Saputra', nup: '19930715013', position_level: 3, emp_photo: null, role: 'employee' });
    expect(answer.body.token.split('.')).toHaveLength(3);

    const info = await dashboard(answer.body.token);
    expect(info.status).toBe(200);
    expect(info.body).toMatchObject({ name: 'Andi Saputra', department: 'Bagian Hubungan Langganan', is_absen_in: false });
  });

  it('accepts the username in any case and with surrounding spaces', async () => {
    const answer = await login({ username: ' ATASAN ', password: 'demo1234' }, { 'x-forwarded-for': '10.0.0.2' });
    expect(answer.status).toBe(200);
    expect(answer.body.user.position_level).toBe(5);
  });

  it('refuses a wrong password or an unknown user with 400 and a message', async () => {
    for (const body of [{ username: 'demo', password: 'salah' }, { username: 'tidak.ada', password: 'demo1234' }]) {
      const answer = await login(body, { 'x-forwarded-for': '10.0.1.1' });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ message: 'Username atau password salah.' });
    }
  });

  it.each([
    [{}, 'Username is required'],
    [{ password: 'demo1234' }, 'Username is required'],
    [{ username: '   ', password: 'demo1234' }, 'Username is required'],
    [{ username: 'demo' }, 'Password is required'],
    [{ username: 'demo', password: '' }, 'Password is required'],
    [{ username: 42, password: 'demo1234' }, 'Username is required'],
    [{ username: 'demo', password: ['demo1234'] }, 'Password is required'],
    [{ username: 'd'.repeat(500), password: 'x' }, 'Maksimal 100 karakter.'],
  ])('refuses %j with 400 "%s"', async (body, message) => {
    const answer = await login(body, { 'x-forwarded-for': '10.0.2.1' });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ message });
  });

  it('refuses malformed, non-object, non-JSON and oversized bodies with a 4xx message', async () => {
    const url = `${server.url}/pwa/login`;
    const send = (body: string, type = 'application/json') =>
      call(url, { method: 'POST', headers: { 'content-type': type, 'x-forwarded-for': '10.0.3.1' }, body });
    expect(await send('{"username": "demo",')).toMatchObject({ status: 400, body: { message: 'Body bukan JSON yang valid.' } });
    expect(await send('[1,2]')).toMatchObject({ status: 400, body: { message: 'Body harus berupa objek JSON.' } });
    expect(await send('null')).toMatchObject({ status: 400, body: { message: 'Body harus berupa objek JSON.' } });
    expect(await send('username=demo', 'text/plain')).toMatchObject({ status: 415, body: { message: 'Kirim data sebagai JSON (Content-Type: application/json).' } });
    const huge = await send(JSON.stringify({ username: 'demo', password: 'x'.repeat(200_000) }));
    expect(huge).toMatchObject({ status: 413, body: { message: 'Data yang dikirim terlalu besar.' } });
  });

  it('takes form-encoded credentials too', async () => {
    const answer = await call(`${server.url}/pwa/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '10.0.4.1' },
      body: 'username=demo&password=demo1234',
    });
    expect(answer.status).toBe(200);
  });

  it('answers 401 with a message for a missing, malformed, forged or expired token', async () => {
    const employee = await server.services.db.selectFrom('employees').selectAll().where('username', '=', 'demo').executeTakeFirstOrThrow();
    const claims = { sub: employee.id, nup: employee.nup, sid: await startSession(server.services.db, employee.id, new Date()) };
    const forged = await issueToken(claims, 'not-the-server-secret');
    const past = Math.floor(Date.now() / 1000) - 3600;
    const expired = await sign({ ...claims, sub: String(claims.sub), iat: past - 60, exp: past }, server.jwtSecret, 'HS256');
    const unsigned = `${btoa(JSON.stringify({ alg: 'none', typ: 'JWT' }))}.${btoa(JSON.stringify(claims))}.`;
    const unknownSession = await issueToken({ ...claims, sid: 'tidak-ada-sesi-seperti-ini' }, server.jwtSecret);
    const otherEmployee = await issueToken({ ...claims, sub: employee.id + 1 }, server.jwtSecret);

    const missing = await dashboard();
    expect(missing.status).toBe(401);
    expect(missing.body.message).toMatch(/Token tidak ditemukan/);
    for (const token of ['abc', forged, expired, unsigned, unknownSession, otherEmployee]) {
      const answer = await dashboard(token);
      expect(answer.status, token).toBe(401);
      expect(answer.body).toEqual({ message: 'Sesi Anda telah berakhir. Silakan masuk kembali.' });
    }
    expect((await dashboard(await issueToken(claims, server.jwtSecret))).status).toBe(200);
  });

  it('ends the session at logout: its token answers 401 on every route from then on, other phones stay signed in', async () => {
    const [token, otherPhone] = [await logInAs(server.url, 'siti.rahma'), await logInAs(server.url, 'siti.rahma')];
    expect((await dashboard(token)).status).toBe(200);
    const logout = await call(`${server.url}/pwa/logout`, { method: 'POST', headers: { token } });
    expect(logout).toMatchObject({ status: 200, body: { message: 'Anda telah keluar.' } });
    for (const path of ['/mobile-v2/absent-information', '/mobile-v2/pegawai-data', '/mobile-v2/pengumuman', '/mobile-v2/riwayat-absen?period=202611']) {
      expect((await call(`${server.url}${path}`, { headers: { token } })).status, path).toBe(401);
    }
    expect((await call(`${server.url}/pwa/logout`, { method: 'POST', headers: { token } })).status).toBe(401);
    expect((await call(`${server.url}/pwa/logout`, { method: 'POST' })).status).toBe(401);
    expect((await dashboard(otherPhone)).status).toBe(200);
  });

  it('limits failed logins per username from any address, also for the right password, and tells when to retry', async () => {
    const from = (ip: string) => ({ 'x-forwarded-for': ip });
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await login({ username: 'maya.sari', password: 'salah' }, from(`10.1.0.${attempt}`))).status).toBe(400);
    }
    const limited = await login({ username: 'maya.sari', password: 'demo1234' }, from('10.1.0.9'));
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/^Terlalu banyak percobaan masuk\. Coba lagi dalam \d+ menit\.$/);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await login({ username: 'wulan.sari', password: 'demo1234' }, from('10.1.0.9'))).status).toBe(200);
  });

  it('answers a device key that lets its phone sign in while strangers have locked the username out (docs/security.md)', async () => {
    const from = (ip: string) => ({ 'x-forwarded-for': ip });
    const first = await login({ username: 'joko.susilo', password: 'demo1234' }, from('10.5.0.1'));
    expect(first.status).toBe(200);
    const key = first.body.device_key as string;
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await login({ username: 'joko.susilo', password: 'tebakan' }, from(`10.5.1.${attempt}`))).status).toBe(400);
    }
    expect((await login({ username: 'joko.susilo', password: 'demo1234' }, from('10.5.0.1'))).status).toBe(429);
    const owner = await login({ username: 'joko.susilo', password: 'demo1234', device_key: key }, from('10.5.0.1'));
    expect(owner.status).toBe(200);
    expect(owner.body.device_key).toBe(key);
    expect((await dashboard(owner.body.token)).status).toBe(200);

    // Another account's key, or a made-up one, exempts nothing.
    const otherKey = (await login({ username: 'slamet.riyadi', password: 'demo1234' }, from('10.5.0.2'))).body.device_key as string;
    expect((await login({ username: 'joko.susilo', password: 'demo1234', device_key: otherKey }, from('10.5.0.2'))).status).toBe(429);
    expect((await login({ username: 'joko.susilo', password: 'demo1234', device_key: 'A'.repeat(43) }, from('10.5.0.2'))).status).toBe(429);
    expect((await login({ username: 'joko.susilo', password: 'demo1234', device_key: 'bukan kunci' }, from('10.5.0.2')))).toMatchObject({
      status: 400,
      body: { message: 'Kunci perangkat tidak valid.' },
    });

    // A key that guesses wrong loses its exemption.
    expect((await login({ username: 'joko.susilo', password: 'tebakan', device_key: key }, from('10.5.0.1'))).status).toBe(400);
    expect((await login({ username: 'joko.susilo', password: 'demo1234', device_key: key }, from('10.5.0.1'))).status).toBe(429);
  });

  it('holds a trusted device to the limit per address', async () => {
    const from = { 'x-forwarded-for': '10.6.0.1' };
    const key = (await login({ username: 'agung.setiawan', password: 'demo1234' }, { 'x-forwarded-for': '10.6.9.9' })).body.device_key as string;
    for (let attempt = 0; attempt < 6; attempt++) {
      expect((await login({ username: `tamu${attempt}`, password: 'salah' }, from)).status).toBe(400);
    }
    expect((await login({ username: 'agung.setiawan', password: 'demo1234', device_key: key }, from)).status).toBe(429);
  });

  it('limits failed logins per address across usernames', async () => {
    const from = { 'x-forwarded-for': '10.2.0.1' };
    for (let attempt = 0; attempt < 6; attempt++) {
      expect((await login({ username: `orang${attempt}`, password: 'salah' }, from)).status).toBe(400);
    }
    expect((await login({ username: 'hendra.gunawan', password: 'demo1234' }, from)).status).toBe(429);
    expect((await login({ username: 'hendra.gunawan', password: 'demo1234' }, { 'x-forwarded-for': '10.2.0.2' })).status).toBe(200);
  });

  it('writes nothing on bad input', async () => {
    const before = await databaseSnapshot(server.services.db, server.dataDir);
    const headers = { 'x-forwarded-for': '10.3.0.1' };
    await login({}, headers);
    await login({ username: 'demo', password: 'salah' }, headers);
    await call(`${server.url}/pwa/login`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: '{' });
    await dashboard('forged.token.value');
    expect(await databaseSnapshot(server.services.db, server.dataDir)).toEqual(before);
  });

  it('answers unknown API paths with 404 and a message', async () => {
    const answer = await call(`${server.url}/mobile-v2/tidak-ada`);
    expect(answer).toMatchObject({ status: 404, body: { message: 'Alamat API tidak ditemukan.' } });
  });
});
