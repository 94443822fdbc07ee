import { fromPromise } from 'xstate';
import type { ObtainedToken, PushProblem, PushRegistration, PushSupport, WorkerHandle } from '../domain/push';
import { firebaseConfig, isFirebaseConfigured, vapidKey } from './firebaseConfig';
import { bytesOfBase64url, isForKey, isWebPushToken, webPushToken } from './webPushToken';

/** docs/product.md §7 notes: the messaging worker's path and scope, apart from the app shell's worker at /. */
export const MESSAGING_WORKER = { url: '/firebase-messaging-sw.js', scope: '/firebase-cloud-messaging-push-scope' };
const REGISTRATION_KEY = 'push-registration';

export function pushSupport(): PushSupport {
  return {
    serviceWorker: 'serviceWorker' in navigator,
    pushManager: 'PushManager' in window,
    indexedDB: 'indexedDB' in window,
    notifications: 'Notification' in window,
    firebase: isFirebaseConfigured(),
  };
}

export function storedRegistration(): PushRegistration | null {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(REGISTRATION_KEY) ?? 'null');
    return value && typeof value === 'object' && 'token' in value ? (value as PushRegistration) : null;
  } catch {
    return null;
  }
}

/** Firebase, messaging only, loaded when a token is first needed: never part of the first screens. */
async function messaging() {
  const [{ initializeApp, getApps }, messagingModule] = await Promise.all([import('firebase/app'), import('firebase/messaging')]);
  const app = getApps()[0] ?? initializeApp(firebaseConfig);
  return { ...messagingModule, instance: messagingModule.getMessaging(app) };
}

const asRegistration = (worker: WorkerHandle | null) => worker as ServiceWorkerRegistration;

async function currentSubscription(worker: WorkerHandle | null): Promise<string | null> {
  const subscription = await asRegistration(worker).pushManager.getSubscription();
  return subscription ? JSON.stringify({ endpoint: subscription.endpoint, keys: subscription.toJSON().keys }) : null;
}

/** The real actors and actions of pushRegistrationMachine. */
export const pushActors = {
  requestPermission: fromPromise<NotificationPermission, void>(() => Notification.requestPermission()),
  registerWorker: fromPromise<WorkerHandle, void>(() => navigator.serviceWorker.register(MESSAGING_WORKER.url, { scope: MESSAGING_WORKER.scope })),
  waitForActivation: fromPromise<void, WorkerHandle | null>(
    ({ input }) =>
      new Promise<void>((resolve) => {
        const registration = asRegistration(input);
        if (registration.active) return resolve();
        const worker = registration.installing ?? registration.waiting;
        worker?.addEventListener('statechange', () => worker.state === 'activated' && resolve());
      }),
  ),
  readSubscription: fromPromise<string | null, WorkerHandle | null>(({ input }) => currentSubscription(input)),
  /** A Web Push token is the server's to forget; a Firebase token is Firebase's to delete. */
  deleteToken: fromPromise<void, string>(async ({ input }) => {
    if (isWebPushToken(input)) {
      const { withdrawDeviceToken } = await import('../api/deviceToken');
      return withdrawDeviceToken(input);
    }
    const { deleteToken, instance } = await messaging();
    await deleteToken(instance);
  }),
  getToken: fromPromise<ObtainedToken, WorkerHandle | null>(async ({ input }) => {
    const { getToken, instance } = await messaging();
    const token = await getToken(instance, { vapidKey, serviceWorkerRegistration: asRegistration(input) });
    return { token, subscription: await currentSubscription(input) };
  }),
  /** A standard Web Push subscription with the server's VAPID key; one made for another key is replaced. */
  subscribe: fromPromise<ObtainedToken, WorkerHandle | null>(async ({ input }) => {
    const { webPushKey } = await import('../api/deviceToken');
    const key = bytesOfBase64url((await webPushKey()).public_key);
    const { pushManager } = asRegistration(input);
    const existing = await pushManager.getSubscription();
    if (existing && !isForKey(existing, key)) await existing.unsubscribe();
    const subscription = await pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
    return { token: webPushToken(subscription), subscription: await currentSubscription(input) };
  }),
};

export const pushActions = {
  storeRegistration: (_: unknown, registration: PushRegistration) => localStorage.setItem(REGISTRATION_KEY, JSON.stringify(registration)),
  logProblem: (_: unknown, { problem, error }: { problem: PushProblem; error?: unknown }) => console.warn(`Push tidak tersedia: ${problem}`, error ?? ''),
};
