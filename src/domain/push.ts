/** docs/product.md §9: a stored push token is replaced after 7 days; the service worker gets 10 s to activate. */
export const TOKEN_REFRESH_AGE_MS = 7 * 24 * 60 * 60 * 1000;
export const ACTIVATION_TIMEOUT_MS = 10_000;
/** `getToken` and `pushManager.subscribe` can stay pending forever without a push service (measured: still pending after 240 s). */
export const TOKEN_TIMEOUT_MS = 20_000;

/** What the browser offers; without any of these there is no push. */
export interface PushSupport {
  serviceWorker: boolean;
  pushManager: boolean;
  indexedDB: boolean;
  notifications: boolean;
  /**
   * VITE_FIREBASE_* and their VAPID key were set at build time: the token comes from Firebase Cloud Messaging (spec
   * §7). Otherwise it is a standard Web Push subscription made with this server's own VAPID key (docs/push.md).
   */
  firebase: boolean;
}

/** How a device token that is a Web Push subscription begins; the rest is its JSON in base64url (docs/push.md). */
export const WEB_PUSH_TOKEN_PREFIX = 'webpush:';

/** A token and the push subscription the browser has once it was made (Firebase subscribes on its own). */
export interface ObtainedToken {
  token: string;
  subscription: string | null;
}

/** The token this device registered with, when, and for which push subscription. */
export interface PushRegistration {
  token: string;
  obtainedAt: number;
  /** The subscription's endpoint and keys, to notice when the browser replaced it. */
  subscription: string | null;
}

export interface PushInput {
  support: PushSupport;
  stored: PushRegistration | null;
  now: number;
}

/** Why a device ended without a token: logged (docs/product.md §8), never shown. */
export type PushProblem =
  | 'unsupported'
  | 'permission denied'
  | 'service worker registration failed'
  | 'activation timed out'
  | 'token timed out'
  | 'token failed'
  | 'subscription failed';

/** The messaging worker's registration as the machine sees it: passed between actors, never looked into. */
export interface WorkerHandle {
  readonly scope: string;
}

/** Akun's switch for shift reminders (docs/push.md, "Reminders"). */
export const REMINDER_TEXTS = {
  label: 'Pengingat absen',
  description: 'Notifikasi 15 menit sebelum shift mulai bila belum absen masuk, dan 15 menit setelah shift selesai bila belum absen pulang.',
  failed: 'Pengaturan pengingat gagal disimpan.',
} as const;
