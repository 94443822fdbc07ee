import { useRegisterSW } from 'virtual:pwa-register/react';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Registers the app-shell worker (vite-plugin-pwa's `useRegisterSW`; one component uses it, in the browser only). A
 * new version waits until the user chooses to reload ('Versi baru tersedia'), so an update never interrupts a
 * clock-in. The app looks for one hourly and whenever it comes back to the screen.
 */
export function useAppUpdate() {
  const {
    needRefresh: [available],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      const check = () => void registration.update().catch(() => undefined);
      setInterval(check, HOUR_MS);
      document.addEventListener('visibilitychange', () => document.visibilityState === 'visible' && check());
    },
  });
  return { available, reload: () => void updateServiceWorker(true) };
}
