import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { type OfflineRecordFacts, offlineChallengeText } from '../../src/domain/passkey';

const mac = (secret: string, purpose: string, text: string) => createHmac('sha256', `passkey-${purpose}:${secret}`).update(text).digest('base64url');

/** A check's challenge: derived from its single-use nonce, so it is used once and only with that check. */
export const checkChallenge = (secret: string, nonce: string) => mac(secret, 'check', nonce);

/** How long an enrolment may take between its options and its registration. */
export const ENROLMENT_MS = 5 * 60 * 1000;

/**
 * An enrolment's challenge, which the server need not keep: the employee and an expiry, signed. Anyone replaying it
 * would need that employee's session as well, and each credential is enrolled once.
 */
export function enrolmentChallenge(secret: string, employeeId: number, now: Date): string {
  const body = `${employeeId}.${now.getTime() + ENROLMENT_MS}.${randomBytes(16).toString('base64url')}`;
  return `${body}.${mac(secret, 'enrol', body)}`;
}

/** Whether a registration's challenge (base64url of the text above) is this server's, for this employee, in time. */
export function isEnrolmentChallenge(secret: string, challenge: string, employeeId: number, now: Date): boolean {
  const text = Buffer.from(challenge, 'base64url').toString('utf8');
  const at = text.lastIndexOf('.');
  if (at < 0) return false;
  const [body, signature] = [text.slice(0, at), Buffer.from(text.slice(at + 1))];
  const expected = Buffer.from(mac(secret, 'enrol', body));
  if (signature.length !== expected.length || !timingSafeEqual(signature, expected)) return false;
  const [employee, expires] = body.split('.');
  return Number(employee) === employeeId && Number(expires) > now.getTime();
}

export const sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** The challenge an offline record was signed over, recomputed from what arrived (src/domain/passkey.ts). */
export const offlineChallenge = (facts: OfflineRecordFacts) => createHash('sha256').update(offlineChallengeText(facts)).digest('base64url');
