import { createHmac, timingSafeEqual } from 'node:crypto';
import { FILE_ID_PATTERN } from '../../src/contract/fields';

export { FILE_ID_PATTERN };
const HOUR_MS = 60 * 60 * 1000;

const mac = (secret: string, id: string, expires: number) =>
  createHmac('sha256', `file:${secret}`).update(`${id}.${expires}`).digest('base64url');

/**
 * An <img> cannot send the token header, so photos are read through URLs signed for one file until an expiry.
 * The expiry is rounded up to the next hour and lies one to two hours ahead: the same URL for an hour, so it caches.
 */
export function signedFileUrl(id: string, secret: string, now: Date, lifetimeMs?: number): string {
  // A link meant to be short-lived (a copy of someone's data) lasts exactly its lifetime: no cache to serve.
  const expires = lifetimeMs ? now.getTime() + lifetimeMs : Math.ceil((now.getTime() + HOUR_MS) / HOUR_MS) * HOUR_MS;
  return `/files/${id}?expires=${expires}&signature=${mac(secret, id, expires)}`;
}

export function isValidFileSignature(id: string, expires: string, signature: string, secret: string, now: Date): boolean {
  const at = Number(expires);
  if (!Number.isSafeInteger(at) || at <= now.getTime()) return false;
  const expected = Buffer.from(mac(secret, id, at));
  const actual = Buffer.from(signature);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

export function expiresIn(expires: string, now: Date): number {
  return Math.max(0, Math.floor((Number(expires) - now.getTime()) / 1000));
}
