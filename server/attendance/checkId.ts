import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FlagCode } from '../../src/domain/verification';

/**
 * What the server saw at the attendance check, signed so that the later submit can refer to it
 * without the server keeping anything: the check's time is the server's own, never the phone's.
 */
export interface CheckRecord {
  employeeId: number;
  direction: 'in' | 'out';
  inside: boolean;
  checkedAt: string;
  /** The position that was checked; the record keeps it and a submit from elsewhere is refused. */
  latitude: number;
  longitude: number;
  officeId: number | null;
  distance: number | null;
  isLate: boolean;
  /** Absent for a regular clock-in/out; 'overtime' for overtime, so neither can stand in for the other. */
  purpose?: CheckPurpose;
  /** The `attendance_checks` row this check is: a record uses it once. Absent from checks signed before that. */
  nonce?: string;
  /** What the position samples sent with the check made the server doubt (src/domain/verification.ts). */
  flags: FlagCode[];
  /** The chosen position's accuracy in metres, when the phone sent one. */
  accuracy: number | null;
}

export type CheckPurpose = 'overtime';

/**
 * A submit that arrives within this window after its check is what the server saw happen. A phone on a slow line
 * takes three photos (about a minute), compresses and uploads them (up to 60 s each try) and may retry once: ten
 * minutes holds that with room to spare, and is too short to check in at the office door and submit from elsewhere
 * hours later. A later submit is kept at the check's time, pending, flagged 'late_delivery' (docs/decisions.md).
 */
export const CHECK_FRESH_MS = 10 * 60 * 1000;

const mac = (secret: string, payload: string) => createHmac('sha256', `check:${secret}`).update(payload).digest('base64url');

export function signCheck(record: CheckRecord, secret: string): string {
  const payload = Buffer.from(JSON.stringify(record)).toString('base64url');
  return `${payload}.${mac(secret, payload)}`;
}

export function readCheck(checkId: string, secret: string): CheckRecord | null {
  const [payload, signature, extra] = checkId.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(mac(secret, payload));
  const actual = Buffer.from(signature);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
  try {
    return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as CheckRecord;
  } catch {
    return null;
  }
}
