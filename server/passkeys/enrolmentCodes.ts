import { createHash, randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';

/** No 0/O, 1/I/L: read aloud or copied from a slip, nothing is taken for something else. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const LENGTH = 8;
/** How long a code HR makes holds, unless HR says otherwise (1 to 30 days). */
export const ENROLMENT_CODE_DAYS = 7;

const hashOf = (code: string) => createHash('sha256').update(code.toUpperCase().replace(/[^A-Z0-9]/g, '')).digest('base64url');

/** Groups of four, as the slip prints it: 'ABCD-EFGH'. */
const shown = (code: string) => `${code.slice(0, 4)}-${code.slice(4)}`;

/**
 * A new one-time code for the employee's phone, valid for `days`; the employee's earlier unused codes stop holding.
 * Answered once: only its hash is kept.
 */
export async function makeEnrolmentCode(db: Kysely<Database>, employeeId: number, createdBy: number | null, days: number, now: Date) {
  const code = Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  const expiresAt = new Date(now.getTime() + days * 86_400_000).toISOString();
  await db.updateTable('passkey_enrolment_codes').set({ expires_at: now.toISOString() }).where('employee_id', '=', employeeId).where('used_at', 'is', null).where('expires_at', '>', now.toISOString()).execute();
  await db
    .insertInto('passkey_enrolment_codes')
    .values({ employee_id: employeeId, code_hash: hashOf(code), created_by: createdBy, created_at: now.toISOString(), expires_at: expiresAt, used_at: null })
    .execute();
  return { code: shown(code), expires_at: expiresAt };
}

/** Uses the employee's code once, if it is theirs, unused and not expired (spaces, dashes and case do not matter). */
export async function useEnrolmentCode(db: Kysely<Database>, employeeId: number, code: string, now: Date): Promise<boolean> {
  const used = await db
    .updateTable('passkey_enrolment_codes')
    .set({ used_at: now.toISOString() })
    .where('employee_id', '=', employeeId)
    .where('code_hash', '=', hashOf(code))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  return Number(used.numUpdatedRows) === 1;
}
