import { clear, createStore, get, set } from 'idb-keyval';

/** The last answer of a screen the user saw, with when it came. */
export interface OfflineCopy {
  data: unknown;
  savedAt: number;
}
export type OfflineCopies = Record<string, OfflineCopy>;

/** Their own database: the outbox's store (database 'absensi') is never cleared with them. */
const store = createStore('absensi-offline', 'copies');
/** IndexedDB can hang on a broken profile; the app starts without the copies rather than not at all. */
const READ_LIMIT_MS = 1500;

/** The copies of one employee, by NUP: someone else's data never shows on a shared phone. */
export async function loadCopies(nup: string): Promise<OfflineCopies> {
  const limit = new Promise<undefined>((resolve) => setTimeout(resolve, READ_LIMIT_MS));
  const copies = await Promise.race([get<OfflineCopies>(nup, store).catch(() => undefined), limit]);
  return copies ?? {};
}

/** One queue for saving and clearing: a save that was under way when the employee signed out cannot land after the clear. */
let writes = Promise.resolve();

export function saveCopy(nup: string, key: string, data: unknown) {
  writes = writes
    .then(async () => set(nup, { ...(await get<OfflineCopies>(nup, store)), [key]: { data, savedAt: Date.now() } }, store))
    .catch((error: unknown) => console.warn('Data offline tidak tersimpan:', error));
}

/** Logout and an ended session: personal data must not stay on the phone. */
export function clearCopies(): Promise<void> {
  writes = writes.then(() => clear(store)).catch((error: unknown) => console.warn('Data offline tidak terhapus:', error));
  return writes;
}
