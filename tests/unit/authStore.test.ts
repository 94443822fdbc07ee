import { beforeEach, describe, expect, it, vi } from 'vitest';

const session = {
  token: 'h.p.s',
  user: { name: 'Andi Saputra', nup: '19930715013', position_level: 3, emp_photo: null, role: 'employee' as const },
};

/** A fresh module per test, so the store reads localStorage at start-up as the app does. */
async function loadStore() {
  vi.resetModules();
  return (await import('../../src/auth/authStore')).authStore;
}

describe('auth store (localStorage key auth-store)', () => {
  beforeEach(() => localStorage.clear());

  it('starts signed out', async () => {
    expect((await loadStore()).get()).toEqual({ token: null, user: null, fcmToken: null, notice: null });
  });

  it('persists the session with device_token on the user, and reloads it at start-up', async () => {
    const store = await loadStore();
    store.startSession(session);
    store.setPushToken('push-1');
    expect(JSON.parse(localStorage.getItem('auth-store')!)).toEqual({
      state: { token: 'h.p.s', user: { ...session.user, device_token: 'push-1' }, fcmToken: 'push-1' },
      version: 0,
    });
    expect((await loadStore()).get()).toMatchObject({ token: 'h.p.s', fcmToken: 'push-1', user: { device_token: 'push-1' } });
  });

  it('sets device_token to an empty string when there is no push token', async () => {
    const store = await loadStore();
    store.startSession(session);
    store.setPushToken(null);
    expect(store.get().user?.device_token).toBe('');
  });

  it('logout clears token and user but keeps the push token', async () => {
    const store = await loadStore();
    store.setPushToken('push-1');
    store.startSession(session);
    store.logout();
    expect(store.get()).toEqual({ token: null, user: null, fcmToken: 'push-1', notice: null });
    expect((await loadStore()).get().fcmToken).toBe('push-1');
  });

  it('an expired session leaves a notice for the login screen', async () => {
    const store = await loadStore();
    store.startSession(session);
    store.expireSession();
    expect(store.get()).toMatchObject({ token: null, user: null, notice: 'Sesi Anda telah berakhir. Silakan masuk kembali.' });
  });

  it('ignores stored data it cannot read', async () => {
    localStorage.setItem('auth-store', '{"state":{"token":5}}');
    expect((await loadStore()).get().token).toBeNull();
    localStorage.setItem('auth-store', 'not json');
    expect((await loadStore()).get().token).toBeNull();
  });

  it('notifies subscribers on every change', async () => {
    const store = await loadStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.startSession(session);
    store.logout();
    unsubscribe();
    store.startSession(session);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
