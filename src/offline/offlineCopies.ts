import type { Middleware, State } from 'swr';
import { ANNOUNCEMENTS_KEY } from '../api/announcements';
import { DASHBOARD_KEY, historyKey } from '../api/attendance';
import { PERSONAL_DATA_KEY } from '../api/personalData';
import { authStore } from '../auth/authStore';
import type { Dashboard } from '../contract/schemas';
import { NO_TIME } from '../contract/schemas';
import { isoDateOf } from '../format/indonesian';
import { type OfflineCopies, saveCopy } from './copyStore';

/** Dashboard, history, announcements and personal data are kept; the rest is fetched when needed. */
const HISTORY_PREFIX = historyKey('');
export const isKeptOffline = (key: unknown): key is string =>
  key === DASHBOARD_KEY || key === ANNOUNCEMENTS_KEY || key === PERSONAL_DATA_KEY || (typeof key === 'string' && key.startsWith(HISTORY_PREFIX));

/** Every successful answer of a kept screen replaces its copy, unless the employee signed out meanwhile. */
export function keepCopies(nup: string): Middleware {
  return (useSWRNext) => (key, fetcher, config) => {
    const keeping: typeof fetcher =
      fetcher && isKeptOffline(key)
        ? async (...args) => {
            const data = await fetcher(...args);
            if (authStore.get().user?.nup === nup) saveCopy(nup, key, data);
            return data;
          }
        : fetcher;
    return useSWRNext(key, keeping, config);
  };
}

/** A dashboard from an earlier day says nothing about today's clock-in: its day fields start empty. */
function restoreDashboard(data: Dashboard, savedAt: number, now: Date): Dashboard {
  if (isoDateOf(new Date(savedAt)) === isoDateOf(now)) return data;
  return { ...data, is_absen_in: false, is_absen_out: false, inphoto: null, outphoto: null, inpresent: NO_TIME, outpresent: NO_TIME, absent_status: 'Belum diketahui', absent_color: '64748b' };
}

/** Data on screen that came from a copy, and when that copy was made; an answer from the server is never in it. */
const restoredAt = new WeakMap<object, number>();

export const copiedAt = (data: unknown): number | null => (data && typeof data === 'object' ? (restoredAt.get(data) ?? null) : null);

/** The SWR cache the signed-in screens start with: the copies, shown until the server answers. */
export function cacheFromCopies(copies: OfflineCopies, now: Date): Map<string, State> {
  return new Map(
    Object.entries(copies).map(([key, { data, savedAt }]) => {
      const restored = key === DASHBOARD_KEY ? restoreDashboard(data as Dashboard, savedAt, now) : data;
      if (restored && typeof restored === 'object') restoredAt.set(restored, savedAt);
      return [key, { data: restored }];
    }),
  );
}
