/** Spec §9: a stored push token is replaced after 7 days; the service worker gets 10 s to activate. */
export const TOKEN_REFRESH_AGE_MS = 7 * 24 * 60 * 60 * 1000;
export const ACTIVATION_TIMEOUT_MS = 10_000;
/** `getToken` can stay pending forever without a network (measured: still pending after 240 s). */
export const TOKEN_TIMEOUT_MS = 20_000;

/** What the browser offers; without any of these (or without Firebase settings) there is no push. */
export interface PushSupport {
  serviceWorker: boolean;
  pushManager: boolean;
  indexedDB: boolean;
  notifications: boolean;
  /** VITE_FIREBASE_* and the VAPID key are set. */
  configured: boolean;
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

/** Why a device ended without a token: logged (spec §8), never shown. */
export type PushProblem =
  | 'unsupported'
  | 'not configured'
  | 'permission denied'
  | 'service worker registration failed'
  | 'activation timed out'
  | 'token timed out'
  | 'token failed';

/** The messaging worker's registration as the machine sees it: passed between actors, never looked into. */
export interface WorkerHandle {
  readonly scope: string;
}
