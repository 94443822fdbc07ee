import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { newPhotoKey } from '../../server/files/sealing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendanceApi, HEAD_OFFICE, photo } from '../support/attendanceApi';
import { call, logInAs, postJson } from '../support/http';
import { type ServerProcess, startServerProcess } from '../support/serverProcess';
import { createPostgresDatabase, databaseKind } from '../support/testServer';
/** docs/api.md: five failed logins per username and address within 15 minutes. */
const PER_USERNAME_AND_ADDRESS = 5;

describe.runIf(databaseKind === 'postgres')('two server processes behind a load balancer, one PostgreSQL database', () => {
  const dataDirs: string[] = [];
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    database = await createPostgresDatabase();
    const shared = { DATABASE_URL: database.url, JWT_SECRET: randomBytes(32).toString('hex'), PHOTO_KEYS: newPhotoKey('bersama'), TRUST_PROXY: '1' };
    for (let i = 0; i < 2; i++) dataDirs.push(await mkdtemp(join(tmpdir(), 'absensi-proc-')));
    a = await startServerProcess({ ...shared, DATA_DIR: dataDirs[0]!, SEED_DEMO: '1' });
    b = await startServerProcess({ ...shared, DATA_DIR: dataDirs[1]!, SEED_DEMO: '0' });
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
    await database?.drop();
  });

  it('ends a session on both processes when it logs out on one, at once', async () => {
    const token = await logInAs(a.url, 'maya.sari');
    const dashboard = (url: string) => call(`${url}/mobile-v2/absent-information`, { headers: { token } });
    expect([(await dashboard(a.url)).status, (await dashboard(b.url)).status]).toEqual([200, 200]);
    expect((await call(`${b.url}/pwa/logout`, { method: 'POST', headers: { token } })).status).toBe(200);
    expect([(await dashboard(a.url)).status, (await dashboard(b.url)).status]).toEqual([401, 401]);
  });

  it('serves through one a photo uploaded through the other, and takes the clock-out checked on the other', async () => {
    const token = await logInAs(a.url, 'siti.rahma');
    const viaA = attendanceApi(a.url, token);
    const viaB = attendanceApi(b.url, token);
    const check = await viaA.check({ type: '0', location: '1', ...HEAD_OFFICE });
    expect(check.status).toBe(200);
    const picture = photo(150);
    const upload = await viaA.upload({ filename_image: picture }, '0');
    expect(upload.status).toBe(200);
    const submit = await viaB.submit({
      latitude: String(HEAD_OFFICE.latitude),
      longitude: String(HEAD_OFFICE.longitude),
      filename_face: upload.body.filename_image,
      type: '0',
      location: '1',
      device_token: 'dua-server',
      check_id: check.body.check_id,
    });
    expect(submit.status).toBe(200);

    const dashboard = await viaB.dashboard();
    const photoPath = dashboard.body.outphoto as string;
    const [fromA, fromB] = await Promise.all([fetch(`${a.url}${photoPath}`), fetch(`${b.url}${photoPath}`)]);
    expect([fromA.status, fromB.status]).toEqual([200, 200]);
    const bytes = Buffer.from(await picture.arrayBuffer());
    expect(Buffer.from(await fromA.arrayBuffer())).toEqual(bytes);
    expect(Buffer.from(await fromB.arrayBuffer())).toEqual(bytes);
  });

  it('flags a face re-sent through one process the moment the other stored it (its hash written behind)', async () => {
    const token = await logInAs(a.url, 'eko.purnomo');
    const viaA = attendanceApi(a.url, token);
    const reasons = (await call(`${a.url}/mobile-v2/ref-kelainan?type=`, { headers: { token } })).body as { label: string }[];
    const picture = photo(60);
    const answers = [];
    // The clock-in through A; the clock-out's face (the same picture again) uploaded through A, submitted through B.
    for (const [type, submitVia] of [['1', viaA], ['0', attendanceApi(b.url, token)]] as const) {
      const check = await viaA.check({ type, location: '1', ...HEAD_OFFICE });
      const upload = await viaA.upload({ filename_image: picture }, type);
      expect([check.status, upload.status]).toEqual([200, 200]);
      const submit = await submitVia.submit({
        latitude: String(HEAD_OFFICE.latitude),
        longitude: String(HEAD_OFFICE.longitude),
        filename_face: upload.body.filename_image,
        type,
        location: '1',
        device_token: 'dua-server',
        check_id: check.body.check_id,
        anomaly: type === '1' ? reasons[0]!.label : null,
      });
      expect(submit.status, JSON.stringify(submit.body)).toBe(200);
      answers.push(submit.body as { flags: { code: string }[] });
    }
    expect(answers[0]!.flags.map((flag) => flag.code)).not.toContain('similar_photo');
    expect(answers[1]!.flags.map((flag) => flag.code)).toContain('similar_photo');
  });

  it('counts failed logins made through both toward one limit', async () => {
    const headers = { 'x-forwarded-for': '192.0.2.44' };
    for (let i = 0; i < PER_USERNAME_AND_ADDRESS; i++) {
      const server = i % 2 === 0 ? a : b;
      expect((await postJson(`${server.url}/pwa/login`, { username: 'kasi.jaringan', password: `salah-${i}` }, headers)).status).toBe(400);
    }
    for (const server of [a, b]) {
      const answer = await postJson(`${server.url}/pwa/login`, { username: 'kasi.jaringan', password: 'demo1234' }, headers);
      expect(answer.status).toBe(429);
    }
    expect((await call(`${b.url}/mobile-v2/absent-information`, { headers: { token: await logInAs(a.url, 'siti.rahma') } })).status).toBe(200);
  });
});
