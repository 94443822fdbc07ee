import { Hono } from 'hono';
import { type DeviceTokenResponse, DeviceTokenRequestSchema, type WebPushKey } from '../../src/contract/schemas';
import { WEB_PUSH_TOKEN_PREFIX } from '../../src/domain/push';
import { ApiError } from '../http/errors';
import type { AppEnv } from '../http/context';
import { requireEmployee } from '../http/requireEmployee';
import { readBody } from '../http/validate';
import { forgetDeviceToken, rememberDeviceToken } from '../push/deviceTokens';
import { webPushSubscriptionOf } from '../push/webPushSender';

/** Extension: where the server sends this employee's notifications (docs/push.md). */
export const deviceTokenRoutes = new Hono<AppEnv>()
  .post('/mobile-v2/device-token', requireEmployee, async (c) => {
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
  .post('/mobile-v2/device-token/delete', requireEmployee, async (c) => {
    const { device_token } = await readBody(c, DeviceTokenRequestSchema);
    await forgetDeviceToken(c.get('services').db, c.get('employee').id, device_token);
    return c.json({ message: 'Perangkat tidak lagi menerima notifikasi.' } satisfies DeviceTokenResponse);
  })
  .get('/mobile-v2/web-push/key', requireEmployee, (c) => c.json({ public_key: c.get('services').config.webPush.publicKey } satisfies WebPushKey));
