import { authStore } from '../auth/authStore';

const DEVICE_ID_KEY = 'device-id';

/** The push token, or when there is none a stable id of this device (the submit needs a non-empty device_token). */
export function deviceToken(): string {
  const pushToken = authStore.get().fcmToken;
  if (pushToken) return pushToken;
  let deviceId = localStorage.getItem(DEVICE_ID_KEY);
  if (!deviceId) {
    deviceId = `pwa-${crypto.randomUUID()}`;
    localStorage.setItem(DEVICE_ID_KEY, deviceId);
  }
  return deviceId;
}
