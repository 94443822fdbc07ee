import { useSyncExternalStore } from 'react';

const HOUR_MS = 60 * 60 * 1000;

let applyUpdate: (() => Promise<void>) | null = null;
let waiting = false;
const listeners = new Set<() => void>();

function announce() {
  waiting = true;
  for (const listener of listeners) listener();
}

/**
 * Registers the app-shell worker. A new version waits until the user chooses to reload ('Versi baru tersedia'),
 * so an update never interrupts a clock-in. The app looks for one hourly and whenever it comes back to the screen.
 */
export async function registerAppShellWorker() {
  if (!('serviceWorker' in navigator)) return;
  const { registerSW } = await import('virtual:pwa-register');
  const update = registerSW({
    onNeedRefresh: announce,
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      const check = () => void registration.update().catch(() => undefined);
      setInterval(check, HOUR_MS);
      document.addEventListener('visibilitychange', () => document.visibilityState === 'visible' && check());
    },
  });
  applyUpdate = () => update(true);
}

export function useAppUpdate() {
  const available = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    () => waiting,
    () => false,
  );
  return { available, reload: () => void applyUpdate?.() };
}
