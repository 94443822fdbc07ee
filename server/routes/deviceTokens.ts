import { Hono } from 'hono';
import { DeviceTokenRequestSchema, type DeviceTokenResponse, DeviceTokenResponseSchema, type WebPushKey, WebPushKeySchema } from '../../src/contract/schemas';
import { WEB_PUSH_TOKEN_PREFIX } from '../../src/domain/push';
import { ApiError } from '../http/errors';
import type { AppEnv } from '../http/context';
import { requireEmployee } from '../http/requireEmployee';
import { readBody } from '../http/validate';
import { forgetDeviceToken, rememberDeviceToken } from '../push/deviceTokens';
import { webPushSubscriptionOf } from '../push/webPushSender';
import { documented } from '../openapi/documented';

/** Extension: where the server sends this employee's notifications (docs/push.md). */
export const deviceTokenRoutes = new Hono<AppEnv>()
  .post('/mobile-v2/device-token', documented({
    summary: 'Ekstensi produk ini: token push perangkat ini (token FCM, atau langganan Web Push sebagai `webpush:` + base64url(JSON), hanya ke layanan push peramban: 400 selainnya), dikirim aplikasi setelah masuk dan tiap kali dibuka. Token berpindah ke pegawai yang terakhir memakainya; paling banyak 5 perangkat per pegawai. Nilai pengganti "pwa-…" (perangkat tanpa push) diterima tetapi tidak disimpan.',
    auth: true, body: DeviceTokenRequestSchema, answer: DeviceTokenResponseSchema, errors: [400, 401, 413, 415],
  }), requireEmployee, async (c) => {
    const { device_token } = await readBody(c, DeviceTokenRequestSchema);
    const { db, now, config } = c.get('services');
    if (device_token.startsWith(WEB_PUSH_TOKEN_PREFIX) && !webPushSubscriptionOf(device_token, config.webPush)) {
      throw new ApiError(400, 'Langganan push tidak valid atau bukan dari layanan push peramban.');
    }
    if (!(await rememberDeviceToken(db, c.get('employee').id, device_token, now()))) {
      throw new ApiError(409, 'Perangkat ini masih menerima notifikasi untuk akun lain yang sedang masuk. Akun itu perlu keluar dulu.');
    }
    return c.json({ message: 'Perangkat terdaftar untuk notifikasi.' } satisfies DeviceTokenResponse);
  })
  .post('/mobile-v2/device-token/delete', documented({
    summary: 'Ekstensi produk ini: saat keluar akun, perangkat ini berhenti menerima notifikasi pegawai tersebut.',
    auth: true, body: DeviceTokenRequestSchema, answer: DeviceTokenResponseSchema, errors: [400, 401, 413, 415],
  }), requireEmployee, async (c) => {
    const { device_token } = await readBody(c, DeviceTokenRequestSchema);
    await forgetDeviceToken(c.get('services').db, c.get('employee').id, device_token);
    return c.json({ message: 'Perangkat tidak lagi menerima notifikasi.' } satisfies DeviceTokenResponse);
  })
  .get('/mobile-v2/web-push/key', documented({
    summary: 'Ekstensi produk ini: kunci publik VAPID server ini, untuk `pushManager.subscribe` pada build tanpa Firebase. Langganan yang dibuat dikirim sebagai token perangkat `webpush:` + base64url(JSON langganan) ke /mobile-v2/device-token (docs/push.md).',
    auth: true, answer: WebPushKeySchema, errors: [401],
  }), requireEmployee, (c) => c.json({ public_key: c.get('services').config.webPush.publicKey } satisfies WebPushKey));
