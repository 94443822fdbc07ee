import { Hono } from 'hono';
import { type DeviceTokenResponse, DeviceTokenRequestSchema } from '../../src/contract/schemas';
import type { AppEnv } from '../http/context';
import { requireEmployee } from '../http/requireEmployee';
import { readBody } from '../http/validate';
import { forgetDeviceToken, rememberDeviceToken } from '../push/deviceTokens';

/** Extension: where the server sends this employee's notifications (docs/push.md). */
export const deviceTokenRoutes = new Hono<AppEnv>()
  .post('/mobile-v2/device-token', requireEmployee, async (c) => {
    const { device_token } = await readBody(c, DeviceTokenRequestSchema);
    const { db, now } = c.get('services');
    await rememberDeviceToken(db, c.get('employee').id, device_token, now());
    return c.json({ message: 'Perangkat terdaftar untuk notifikasi.' } satisfies DeviceTokenResponse);
  })
  .post('/mobile-v2/device-token/delete', requireEmployee, async (c) => {
    const { device_token } = await readBody(c, DeviceTokenRequestSchema);
    await forgetDeviceToken(c.get('services').db, c.get('employee').id, device_token);
    return c.json({ message: 'Perangkat tidak lagi menerima notifikasi.' } satisfies DeviceTokenResponse);
  });
