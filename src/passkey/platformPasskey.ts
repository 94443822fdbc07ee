import {
  browserSupportsWebAuthn,
  platformAuthenticatorIsAvailable,
  type PublicKeyCredentialCreationOptionsJSON,
  startAuthentication,
  startRegistration,
  WebAuthnAbortService,
  WebAuthnError,
} from '@simplewebauthn/browser';
import { del, get, set } from 'idb-keyval';
import type { PasskeyAssertion, PasskeyCreationOptions, PasskeyRegistration } from '../contract/passkey';
import type { PhotoKind, Photos } from '../domain/attendance';
import type { CallFailure } from '../domain/flow';
import { offlineChallengeText, PASSKEY_TEXT } from '../domain/passkey';

/** Some browsers never answer whether a platform authenticator exists: past this, it does not. */
const AVAILABILITY_LIMIT_MS = 3_000;
/** The phone's prompt: long enough to find the finger, short enough never to hang a clock-in. */
const PROMPT_MS = 60_000;

const refusal = (message: string): CallFailure => ({ connection: false, message });
/** The phone's prompt put away or timed out: taking the step again can help. */
const putAway = (message: string): CallFailure => ({ connection: false, message, retryable: true });

/** Whether this phone and browser can keep a passkey unlocked by fingerprint, face or screen lock. */
export async function canEnrolThisPhone(): Promise<boolean> {
  if (!browserSupportsWebAuthn()) return false;
  const limit = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), AVAILABILITY_LIMIT_MS));
  return Promise.race([platformAuthenticatorIsAvailable().catch(() => false), limit]);
}

/** The credential this phone enrolled for the employee (by NUP), as this phone remembers it. */
const keyOf = (nup: string) => `passkey:${nup}`;
export const enrolledCredential = async (nup: string) => (await get<string>(keyOf(nup))) ?? null;
export const rememberCredential = (nup: string, id: string) => set(keyOf(nup), id);
export const forgetCredential = (nup: string) => del(keyOf(nup));

const offerKeyOf = (nup: string) => `passkey-offer-dismissed:${nup}`;
export const isOfferDismissed = async (nup: string) => (await get<boolean>(offerKeyOf(nup))) === true;
export const dismissOffer = (nup: string) => set(offerKeyOf(nup), true);

/** A name for this phone the employee can keep: its platform and browser, as the browser describes itself. */
export function deviceDescription(): string {
  const agent = navigator.userAgent;
  const platform = /Android/.test(agent) ? 'Android' : /iPhone|iPad/.test(agent) ? 'iPhone' : /Windows/.test(agent) ? 'Windows' : /Mac OS/.test(agent) ? 'Mac' : /Linux/.test(agent) ? 'Linux' : 'Perangkat';
  const browser = /SamsungBrowser/.test(agent) ? 'Samsung Internet' : /Edg\//.test(agent) ? 'Edge' : /Firefox\//.test(agent) ? 'Firefox' : /Chrome\//.test(agent) ? 'Chrome' : /Safari\//.test(agent) ? 'Safari' : 'peramban';
  return `${browser} di ${platform}`;
}

/** Runs one ceremony of the phone's authenticator, cancelled with the flow (`signal`), as a CallFailure on failure. */
async function ceremony<Result>(run: () => Promise<Result>, signal: AbortSignal, failures: { previouslyRegistered?: string; other: string; otherRetryable?: boolean }): Promise<Result> {
  const cancel = () => WebAuthnAbortService.cancelCeremony();
  signal.addEventListener('abort', cancel);
  try {
    return await run();
  } catch (error) {
    if (error instanceof WebAuthnError && error.code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' && failures.previouslyRegistered) {
      throw refusal(failures.previouslyRegistered);
    }
    throw failures.otherRetryable ? putAway(failures.other) : refusal(failures.other);
  } finally {
    signal.removeEventListener('abort', cancel);
  }
}

/** Creates the passkey from the server's options; the phone asks for its fingerprint, face or screen lock. */
export const createPasskey = (options: PasskeyCreationOptions, signal: AbortSignal): Promise<Omit<PasskeyRegistration, 'device_name'>> =>
  ceremony(
    async () => (await startRegistration({ optionsJSON: { ...(options as unknown as PublicKeyCredentialCreationOptionsJSON), timeout: PROMPT_MS } })) as Omit<PasskeyRegistration, 'device_name'>,
    signal,
    { previouslyRegistered: PASSKEY_TEXT.alreadyEnrolled, other: PASSKEY_TEXT.enrolCancelled, otherRetryable: true },
  );

const hex = (buffer: ArrayBuffer) => [...new Uint8Array(buffer)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
const base64url = (buffer: ArrayBuffer) => btoa(String.fromCharCode(...new Uint8Array(buffer))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const sha256 = (data: BufferSource) => crypto.subtle.digest('SHA-256', data);

/** The challenge of a record taken with no connection: the SHA-256 of its facts and its photos' bytes (src/domain/passkey.ts). */
export async function offlineRecordChallenge(nup: string, offline: { kind: 'regular' | 'overtime'; direction: 'in' | 'out'; taken_at: string; latitude: string; longitude: string; photos: Photos }) {
  const photos = { face: '', location: '', letter: '' } as Record<PhotoKind, string>;
  for (const kind of Object.keys(photos) as PhotoKind[]) {
    const photo = offline.photos[kind];
    if (photo) photos[kind] = hex(await sha256(await photo.arrayBuffer()));
  }
  const frames: string[] = [];
  for (const frame of offline.photos.frames ?? []) frames.push(hex(await sha256(await frame.arrayBuffer())));
  return base64url(await sha256(new TextEncoder().encode(offlineChallengeText({ ...offline, nup, photos, frames }))));
}

/** The phone's passkey signs the challenge, its owner unlocking it (user verification required). */
export const signChallenge = (challenge: string, credentialId: string, signal: AbortSignal): Promise<PasskeyAssertion> =>
  ceremony(
    async () =>
      (await startAuthentication({
        optionsJSON: { challenge, allowCredentials: [{ id: credentialId, type: 'public-key', transports: ['internal'] }], userVerification: 'required', timeout: PROMPT_MS },
      })) as PasskeyAssertion,
    signal,
    { other: PASSKEY_TEXT.signFailed },
  );
