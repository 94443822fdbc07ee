import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * What the server saw at the attendance check, signed so that the later submit can refer to it
 * without the server keeping anything: the check's time is the server's own, never the phone's.
 */
export interface CheckRecord {
  employeeId: number;
  direction: 'in' | 'out';
  inside: boolean;
  checkedAt: string;
  /**
   * The position that was checked; the record keeps it and a submit from elsewhere is refused. Absent from checks
   * signed before positions were bound to them (kept at most CHECK_VALIDITY_MS on a phone).
   */
  latitude?: number;
  longitude?: number;
  officeId: number | null;
  distance: number | null;
  isLate: boolean;
  /** Absent for a regular clock-in/out; 'overtime' for overtime, so neither can stand in for the other. */
  purpose?: CheckPurpose;
}

export type CheckPurpose = 'overtime';

/** A check with its position, as this server signs them now. */
export type PlacedCheck = CheckRecord & { latitude: number; longitude: number };

/** A check keeps its time for a submit that arrives within this window; later ones are refused. */
export const CHECK_VALIDITY_MS = 4 * 60 * 60 * 1000;

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
