import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';

/** Opens a session for a sign-in on a phone (its device id, if known) and answers its id, the token's `sid`. */
export async function startSession(db: Kysely<Database>, employeeId: number, now: Date, deviceId: string | null = null): Promise<string> {
  const id = randomBytes(16).toString('base64url');
  await db.insertInto('sessions').values({ id, employee_id: employeeId, created_at: now.toISOString(), device_id: deviceId }).execute();
  return id;
}

/** 'Keluar Akun': this session's token answers 401 from now on, on every server process. */
export async function endSession(db: Kysely<Database>, sessionId: string, now: Date): Promise<void> {
  await db.updateTable('sessions').set({ ended_at: now.toISOString() }).where('id', '=', sessionId).where('ended_at', 'is', null).execute();
}

/** A new password, or HR's reset: every phone signed in as this employee signs in again. */
export async function endEverySession(db: Kysely<Database>, employeeId: number, now: Date): Promise<void> {
  await db.updateTable('sessions').set({ ended_at: now.toISOString() }).where('employee_id', '=', employeeId).where('ended_at', 'is', null).execute();
}
