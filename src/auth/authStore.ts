import * as v from 'valibot';
import { type AuthStore, AuthStoreSchema, type LoginResponse } from '../contract/session';

/** Kept under 'auth-store' as { state, version }, the persisted-store layout the existing app used. */
export const AUTH_STORE_KEY = 'auth-store';

export interface AuthState extends AuthStore {
  /** Why the user was sent to /login, shown there once; not persisted. */
  notice: string | null;
}

/** Also what the pages are rendered with at build time, and hydrated with before the stored state is read. */
export const SIGNED_OUT: AuthState = { token: null, user: null, fcmToken: null, notice: null };

function read(): AuthState {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(AUTH_STORE_KEY) ?? 'null');
    const candidate = stored && typeof stored === 'object' && 'state' in stored ? stored.state : stored;
    const parsed = v.safeParse(AuthStoreSchema, candidate);
    return parsed.success ? { ...parsed.output, notice: null } : SIGNED_OUT;
  } catch {
    return SIGNED_OUT;
  }
}

let state = read();
const listeners = new Set<() => void>();

function update(next: AuthState) {
  state = next;
  const { token, user, fcmToken } = next;
  localStorage.setItem(AUTH_STORE_KEY, JSON.stringify({ state: { token, user, fcmToken }, version: 0 }));
  for (const listener of listeners) listener();
}

/** Another tab signed in or out. (No window when the first pages are rendered at build time.) */
globalThis.addEventListener?.('storage', (event) => {
  if (event.key !== AUTH_STORE_KEY) return;
  state = { ...read(), notice: state.notice };
  for (const listener of listeners) listener();
});

export const SESSION_ENDED_NOTICE = 'Sesi Anda telah berakhir. Silakan masuk kembali.';

export const authStore = {
  get: (): AuthState => state,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  startSession({ token, user }: LoginResponse) {
    update({ ...state, token, user: { ...user, device_token: state.fcmToken ?? '' }, notice: null });
  },
  /** docs/product.md §3: the push token is also kept on the user as device_token ('' when there is none). */
  setPushToken(fcmToken: string | null) {
    update({ ...state, fcmToken, user: state.user && { ...state.user, device_token: fcmToken ?? '' } });
  },
  /** Clears token and user; the push token stays (docs/product.md §4). */
  logout() {
    update({ ...state, token: null, user: null, notice: null });
  },
  /** A change of password ended the other sessions; this one goes on with the new token, under a password of one's own. */
  renewToken(token: string) {
    update({ ...state, token, user: state.user && { ...state.user, must_change_password: false } });
  },
  expireSession() {
    update({ ...state, token: null, user: null, notice: SESSION_ENDED_NOTICE });
  },
};
