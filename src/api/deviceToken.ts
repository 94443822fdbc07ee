import { DeviceTokenResponseSchema, type WebPushKey, WebPushKeySchema } from '../contract/schemas';
import { api } from './http';

/** Registering a phone for notifications is never worth a wait: a short limit, and failures only logged. */
const LIMIT_MS = 8_000;

const post = (path: string, device_token: string) =>
  api
    .post(path, { json: { device_token }, timeout: LIMIT_MS })
    .json(DeviceTokenResponseSchema)
    .then(() => undefined)
    .catch((error: unknown) => console.warn('Token perangkat tidak terkirim:', error));

/** Where the server sends this employee's notifications (after sign-in and at each start). */
export const sendDeviceToken = (token: string) => post('mobile-v2/device-token', token);
/** At logout: this phone stops receiving the employee's notifications. */
export const withdrawDeviceToken = (token: string) => post('mobile-v2/device-token/delete', token);

/** The server's VAPID public key, for a Web Push subscription (docs/push.md). */
export const webPushKey = (): Promise<WebPushKey> => api.get('mobile-v2/web-push/key', { timeout: LIMIT_MS }).json(WebPushKeySchema);
