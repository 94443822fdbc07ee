import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromJakarta } from '../../server/time';
import { admin as adminOn } from '../support/adminCommand';
import { attendanceApi, clock, HEAD_OFFICE, photo } from '../support/attendanceApi';
import { startFcmStandIn, type FcmStandIn } from '../support/fcmStandIn';
import { call, logInAs, postJson } from '../support/http';
import { leaveApi } from '../support/leaveApi';
import { databaseKind, startTestServer, type TestServer } from '../support/testServer';
import { startWebPushStandIn, type WebPushStandIn } from '../support/webPushStandIn';

/** Monday 23 November 2026, 07:20 in Jakarta. */
const NOW = fromJakarta('2026-11-23', '07:20');
/** Shaped like FCM registration tokens. */
const fcmToken = (name: string) => `${name}:APA91bH${'x'.repeat(120)}`;
const LEAVE = { reason: 'IZIN', description: 'Urusan keluarga', start_date: '14 Desember 2026', end_date: '14 Desember 2026', filename: null };

async function employeeId(server: TestServer, username: string) {
  return (await server.services.db.selectFrom('employees').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;
}
const tokensOf = async (server: TestServer, username: string) =>
  (await server.services.db.selectFrom('device_tokens').select('token').where('employee_id', '=', await employeeId(server, username)).orderBy('token').execute()).map((row) => row.token);
const notificationsOf = async (server: TestServer, username: string) => {
  await server.services.notifier.idle();
  return server.services.db
    .selectFrom('notifications')
    .select(['title', 'body', 'link', 'status'])
    .where('employee_id', '=', await employeeId(server, username))
    .orderBy('id')
    .execute();
};
const registerDevice = async (server: TestServer, token: string, device_token: string) => postJson(`${server.url}/mobile-v2/device-token`, { device_token }, { token });

describe(`device tokens and notifications without FCM credentials (${databaseKind})`, () => {
  let server: TestServer;
  let now = NOW;
  beforeAll(async () => {
    server = await startTestServer({ now: () => now });
  });
  afterAll(() => server.close());

  it('keeps the token sent after sign-in, moves it to another employee only once its owner signed out, and forgets it at logout', async () => {
    const demo = await logInAs(server.url, 'demo');
    const siti = await logInAs(server.url, 'siti.rahma');
    expect(await registerDevice(server, demo, fcmToken('ponsel-andi'))).toMatchObject({ status: 200, body: { message: 'Perangkat terdaftar untuk notifikasi.' } });
    expect(await registerDevice(server, demo, fcmToken('ponsel-andi'))).toMatchObject({ status: 200 });
    expect(await tokensOf(server, 'demo')).toEqual([fcmToken('ponsel-andi')]);

    // The same phone, signed in as someone else while Andi is still signed in: his notifications stay his.
    expect(await registerDevice(server, siti, fcmToken('ponsel-andi'))).toMatchObject({
      status: 409,
      body: { message: 'Perangkat ini masih menerima notifikasi untuk akun lain yang sedang masuk. Akun itu perlu keluar dulu.' },
    });
    expect(await tokensOf(server, 'demo')).toEqual([fcmToken('ponsel-andi')]);
    // Once every session of Andi's has ended, the phone is Siti's.
    await server.services.db.updateTable('sessions').set({ ended_at: now.toISOString() }).where('employee_id', '=', (await server.services.db.selectFrom('employees').select('id').where('username', '=', 'demo').executeTakeFirstOrThrow()).id).execute();
    expect(await registerDevice(server, siti, fcmToken('ponsel-andi'))).toMatchObject({ status: 200 });
    expect(await tokensOf(server, 'demo')).toEqual([]);
    expect(await tokensOf(server, 'siti.rahma')).toEqual([fcmToken('ponsel-andi')]);
    // Nobody can remove another employee's device.
    const demoAgain = await logInAs(server.url, 'demo');
    expect((await postJson(`${server.url}/mobile-v2/device-token/delete`, { device_token: fcmToken('ponsel-andi') }, { token: demoAgain })).status).toBe(200);
    expect(await tokensOf(server, 'siti.rahma')).toEqual([fcmToken('ponsel-andi')]);
    expect((await postJson(`${server.url}/mobile-v2/device-token/delete`, { device_token: fcmToken('ponsel-andi') }, { token: siti })).status).toBe(200);
    expect(await tokensOf(server, 'siti.rahma')).toEqual([]);
  });

  it('keeps at most five phones per employee, the most recently seen', async () => {
    const demo = await logInAs(server.url, 'demo');
    for (const name of ['a', 'b', 'c', 'd', 'e', 'f']) {
      await registerDevice(server, demo, fcmToken(`ponsel-${name}`));
      now = new Date(now.getTime() + 60_000);
    }
    expect(await tokensOf(server, 'demo')).toHaveLength(5);
    expect(await tokensOf(server, 'demo')).not.toContain(fcmToken('ponsel-a'));
    await server.services.db.deleteFrom('device_tokens').execute();
  });

  it("refuses a missing or empty token with the contract's message, and keeps a phone's stand-in id out", async () => {
    const demo = await logInAs(server.url, 'demo');
    expect(await postJson(`${server.url}/mobile-v2/device-token`, {}, { token: demo })).toMatchObject({ status: 400, body: { message: 'Device token is required' } });
    expect(await registerDevice(server, demo, '')).toMatchObject({ status: 400, body: { message: 'Device token is required' } });
    expect((await postJson(`${server.url}/mobile-v2/device-token`, { device_token: fcmToken('x') })).status).toBe(401);
    expect((await registerDevice(server, demo, 'pwa-0b7c5a52-7a8e-4d8f-9a61-3c1e9f7b2d10')).status).toBe(200);
    expect(await tokensOf(server, 'demo')).toEqual([]);
  });

  it('keeps the token a clock-in carries', async () => {
    const api = attendanceApi(server.url, await logInAs(server.url, 'dewi.anggraini'), () => now);
    const { submit } = await clock(api, { type: '1', inside: true, at: HEAD_OFFICE, deviceToken: fcmToken('ponsel-dewi') });
    expect(submit?.status).toBe(200);
    expect(await tokensOf(server, 'dewi.anggraini')).toEqual([fcmToken('ponsel-dewi')]);
  });

  it("keeps a clock-in's token as one sent after sign-in: the newest five phones, a colleague's phone left to them while signed in, nothing from a refused clock-in", async () => {
    const rizky = await logInAs(server.url, 'rizky.pratama');
    for (const name of ['a', 'b', 'c', 'd', 'e']) {
      await registerDevice(server, rizky, fcmToken(`rizky-${name}`));
      now = new Date(now.getTime() + 60_000);
    }
    // Two clock-ins of one employee at once, from two phones: one is kept with its phone, the other refused with nothing kept.
    const api = attendanceApi(server.url, rizky, () => now);
    const position = { latitude: String(HEAD_OFFICE.latitude), longitude: String(HEAD_OFFICE.longitude) };
    const checks = [await api.check({ type: '1', location: '1', ...HEAD_OFFICE }), await api.check({ type: '1', location: '1', ...HEAD_OFFICE })];
    const faces = [(await api.upload({ filename_image: photo(91) })).body.filename_image, (await api.upload({ filename_image: photo(92) })).body.filename_image];
    const answers = await Promise.all(
      ['f', 'g'].map((phone, index) =>
        api.submit({ ...position, filename_face: faces[index], type: '1', location: '1', device_token: fcmToken(`rizky-${phone}`), is_pwa: '1', check_id: checks[index]!.body.check_id }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const kept = answers[0]!.status === 200 ? 'f' : 'g';
    expect(await tokensOf(server, 'rizky.pratama')).toEqual(['b', 'c', 'd', 'e', kept].map((name) => fcmToken(`rizky-${name}`)).sort());

    // Budi clocks in on a colleague's phone while the colleague is still signed in on it: the phone stays the colleague's.
    await registerDevice(server, await logInAs(server.url, 'kasi.ipa'), fcmToken('ponsel-kasi'));
    const budi = attendanceApi(server.url, await logInAs(server.url, 'budi.santoso'), () => now);
    expect((await clock(budi, { type: '1', inside: true, at: HEAD_OFFICE, deviceToken: fcmToken('ponsel-kasi') })).submit?.status).toBe(200);
    expect([await tokensOf(server, 'kasi.ipa'), await tokensOf(server, 'budi.santoso')]).toEqual([[fcmToken('ponsel-kasi')], []]);
  });

  it('records what it would send: the waiting request to the supervisor (once, also when the phone sends it again), the decision to the employee', async () => {
    // The supervisor's phone has a Firebase token, which this server has no credentials for; Siti has no phone.
    await registerDevice(server, await logInAs(server.url, 'atasan'), fcmToken('ponsel-atasan'));
    const siti = leaveApi(server.url, await logInAs(server.url, 'siti.rahma'));
    const id = (await siti.insert(LEAVE, 'siti-izin-0001')).body.id as number;
    expect((await siti.insert(LEAVE, 'siti-izin-0001')).body.id).toBe(id);
    expect(await notificationsOf(server, 'atasan')).toEqual([
      { title: 'Pengajuan izin menunggu persetujuan', body: 'Siti Rahmawati: Izin Keperluan Pribadi, 14 Desember 2026.', link: '/persetujuan-izin', status: 'recorded' },
    ]);
    const atasan = leaveApi(server.url, await logInAs(server.url, 'atasan'));
    expect((await atasan.decide({ id, decision: 'reject', note: 'Ada pemeriksaan meter hari itu' })).status).toBe(200);
    expect(await notificationsOf(server, 'siti.rahma')).toEqual([
      { title: 'Pengajuan izin ditolak', body: 'Izin Keperluan Pribadi, 14 Desember 2026. Catatan: Ada pemeriksaan meter hari itu', link: '/pengajuan-izin', status: 'no_device' },
    ]);
  });
});

describe(`notifications through FCM, against a loopback stand-in (${databaseKind})`, () => {
  let server: TestServer;
  let fcm: FcmStandIn;
  let keys: string;
  beforeAll(async () => {
    keys = await mkdtemp(join(tmpdir(), 'absensi-fcm-'));
    fcm = await startFcmStandIn(keys);
    server = await startTestServer({ now: () => NOW, fcm: fcm.settings });
  });
  afterAll(async () => {
    await server.close();
    await fcm.close();
    await rm(keys, { recursive: true, force: true });
  });

  it('sends the decision to each of the employee’s phones, and forgets a phone FCM reports gone', async () => {
    const demoToken = await logInAs(server.url, 'demo');
    await registerDevice(server, demoToken, fcmToken('ponsel-baru'));
    await registerDevice(server, demoToken, fcmToken('ponsel-lama'));
    fcm.gone.add(fcmToken('ponsel-lama'));

    const id = (await leaveApi(server.url, demoToken).insert(LEAVE)).body.id as number;
    expect((await leaveApi(server.url, await logInAs(server.url, 'atasan')).decide({ id, decision: 'approve', note: '' })).status).toBe(200);
    expect(await notificationsOf(server, 'demo')).toEqual([
      { title: 'Pengajuan izin diterima', body: 'Izin Keperluan Pribadi, 14 Desember 2026.', link: '/pengajuan-izin', status: 'sent' },
    ]);
    expect(fcm.sent.filter((message) => message.token.startsWith('ponsel-'))).toEqual([
      expect.objectContaining({ token: fcmToken('ponsel-baru'), notification: { title: 'Pengajuan izin diterima', body: 'Izin Keperluan Pribadi, 14 Desember 2026.' }, data: { link: '/pengajuan-izin' } }),
    ]);
    expect(await tokensOf(server, 'demo')).toEqual([fcmToken('ponsel-baru')]);
    // The supervisor has no phone registered: recorded as such.
    expect(await notificationsOf(server, 'atasan')).toEqual([expect.objectContaining({ title: 'Pengajuan izin menunggu persetujuan', status: 'no_device' })]);
  });

  it('sends a new announcement to every employee with a phone, from the admin command', async () => {
    await registerDevice(server, await logInAs(server.url, 'siti.rahma'), fcmToken('ponsel-siti'));
    const posted = await adminOn(server, 'post-announcement', '--title', 'Pemadaman air Rabu', '--description', '<p>Perbaikan pipa</p>', '--start', '2026-11-22', '--end', '2026-11-30');
    expect(posted.code, posted.stderr).toBe(0);
    const announcements = fcm.sent.filter((message) => message.notification.title === 'Pengumuman baru');
    expect(announcements.map((message) => message.token).sort()).toEqual([fcmToken('ponsel-baru'), fcmToken('ponsel-siti')]);
    expect(announcements[0]!.notification.body).toBe('Pemadaman air Rabu');
    expect(announcements[0]!.data.link).toMatch(/^\/pengumuman\/\d+$/);
  });
});

describe(`notifications through standard Web Push, against a loopback push service (${databaseKind})`, () => {
  let server: TestServer;
  let pushService: WebPushStandIn;
  beforeAll(async () => {
    pushService = await startWebPushStandIn();
    server = await startTestServer({ now: () => NOW, pushOrigins: [pushService.origin] });
  });
  afterAll(async () => {
    await server.close();
    await pushService.close();
  });

  it('serves its VAPID public key to signed-in phones', async () => {
    const answer = await call(`${server.url}/mobile-v2/web-push/key`, { headers: { token: await logInAs(server.url, 'demo') } });
    expect(answer.status).toBe(200);
    expect(answer.body.public_key).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(Buffer.from(answer.body.public_key, 'base64url')[0]).toBe(4);
    expect((await call(`${server.url}/mobile-v2/web-push/key`)).status).toBe(401);
  });

  it('sends the decision encrypted to each subscribed phone, with a TTL and urgency, and forgets a subscription the push service reports gone', async () => {
    const demoToken = await logInAs(server.url, 'demo');
    const [phone, oldPhone] = [pushService.subscribe('ponsel-andi'), pushService.subscribe('ponsel-andi-lama')];
    expect(await registerDevice(server, demoToken, phone)).toMatchObject({ status: 200 });
    expect(await registerDevice(server, demoToken, oldPhone)).toMatchObject({ status: 200 });
    pushService.markGone('ponsel-andi-lama');

    const id = (await leaveApi(server.url, demoToken).insert(LEAVE)).body.id as number;
    expect((await leaveApi(server.url, await logInAs(server.url, 'atasan')).decide({ id, decision: 'approve', note: '' })).status).toBe(200);
    expect(await notificationsOf(server, 'demo')).toEqual([
      { title: 'Pengajuan izin diterima', body: 'Izin Keperluan Pribadi, 14 Desember 2026.', link: '/pengajuan-izin', status: 'sent' },
    ]);
    expect(pushService.refusals).toEqual([]);
    expect(pushService.deliveries).toEqual([
      {
        subscription: 'ponsel-andi',
        message: { notification: { title: 'Pengajuan izin diterima', body: 'Izin Keperluan Pribadi, 14 Desember 2026.', icon: '/icon-192.png' }, data: { link: '/pengajuan-izin' } },
        ttl: expect.any(Number),
        urgency: 'high',
        vapidSubject: expect.stringMatching(/^(mailto:|https:\/\/)/),
      },
    ]);
    expect(pushService.deliveries[0]!.ttl).toBeGreaterThanOrEqual(24 * 60 * 60);
    expect(await tokensOf(server, 'demo')).toEqual([phone]);
  });

  it('refuses a subscription that points anywhere but a push service, and a broken one', async () => {
    const demoToken = await logInAs(server.url, 'demo');
    const asToken = (json: unknown) => `webpush:${Buffer.from(JSON.stringify(json)).toString('base64url')}`;
    const keys = JSON.parse(Buffer.from(pushService.subscribe('ponsel-x').slice('webpush:'.length), 'base64url').toString()).keys;
    for (const device_token of [
      asToken({ endpoint: 'http://10.0.0.5/admin', keys }),
      asToken({ endpoint: 'https://intranet.pdam.example/push', keys }),
      asToken({ endpoint: 'https://fcm.googleapis.com.evil.example/x', keys }),
      asToken({ endpoint: `${pushService.origin}/push/ponsel-x`, keys: { p256dh: 'pendek', auth: keys.auth } }),
      'webpush:bukan-json',
    ]) {
      expect(await registerDevice(server, demoToken, device_token), device_token).toMatchObject({
        status: 400,
        body: { message: 'Langganan push tidak valid atau bukan dari layanan push peramban.' },
      });
    }
  });
});
