import { createStore, get, set } from 'idb-keyval';

/**
 * The device keys this phone was given at sign-in, per username (docs/security.md): sent back with the next
 * sign-in of that username, so that strangers' wrong passwords cannot lock its owner out on this phone. Kept in
 * IndexedDB through logout. A phone whose storage does not answer in time signs in without one.
 */
const store = () => createStore('absensi-device', 'keys');
const LIMIT_MS = 2_000;

const inTime = <T>(work: Promise<T>, fallback: T) =>
  Promise.race([work.catch(() => fallback), new Promise<T>((resolve) => setTimeout(() => resolve(fallback), LIMIT_MS))]);

export const deviceKeyFor = (username: string): Promise<string | undefined> =>
  inTime(get<string>(username.toLowerCase(), store()), undefined);

export const rememberDeviceKey = (username: string, key: string): Promise<void> => inTime(set(username.toLowerCase(), key, store()), undefined);
