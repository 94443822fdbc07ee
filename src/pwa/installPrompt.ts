import { useSyncExternalStore } from 'react';

/** Chromium's install event (not in TypeScript's DOM library). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let deferred: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** Kept from the start: Chromium fires the event once, early, whichever screen is open. */
export function listenForInstallPrompt() {
  addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    notify();
  });
  addEventListener('appinstalled', () => {
    deferred = null;
    notify();
  });
}

export function isStandalone(): boolean {
  return matchMedia('(display-mode: standalone)').matches || (navigator as Navigator & { standalone?: boolean }).standalone === true;
}

/** iPhone and iPad never fire the install event: Safari's Share menu installs. iPadOS presents itself as a Mac with touch. */
export function isAppleMobile(): boolean {
  const agent = navigator.userAgent;
  return /iPhone|iPad|iPod/.test(agent) || (/Macintosh/.test(agent) && navigator.maxTouchPoints > 1);
}

export type InstallOffer = { kind: 'button'; install(): Promise<void> } | { kind: 'apple' } | { kind: 'none' };

function currentOffer(): InstallOffer['kind'] {
  if (isStandalone()) return 'none';
  if (isAppleMobile()) return 'apple';
  return deferred ? 'button' : 'none';
}

async function install() {
  const event = deferred;
  if (!event) return;
  await event.prompt();
  const { outcome } = await event.userChoice;
  if (outcome === 'accepted') deferred = null;
  notify();
}

/** Nothing on the pages rendered at build time, and so while they are hydrated; the phone's own offer after. */
export function useInstallOffer(): InstallOffer {
  const kind = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    currentOffer,
    () => 'none' as const,
  );
  return kind === 'button' ? { kind, install } : { kind };
}
