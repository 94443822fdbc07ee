import type { Kysely } from 'kysely';
import { preparedQuery } from '../db/preparedQuery';
import type { Database } from '../db/types';

/** A phone without push sends a device id ('pwa-…', src/attendance/deviceToken.ts), not something FCM can reach. */
const isPushToken = (token: string) => token.length >= 20 && !token.startsWith('pwa-');
/** Old phones' tokens beyond this are forgotten, newest kept. */
const MAX_DEVICES_PER_EMPLOYEE = 5;

const upsertToken = preparedQuery<{ token: string; employeeId: number; seenAt: string }>((db, slot) =>
  db
    .insertInto('device_tokens')
    .values({ token: slot('token'), employee_id: slot('employeeId'), created_at: slot('seenAt'), last_seen_at: slot('seenAt') })
    .onConflict((conflict) => conflict.column('token').doUpdateSet({ employee_id: slot('employeeId'), last_seen_at: slot('seenAt') })),
);

const staleTokens = preparedQuery<{ employeeId: number }, { token: string }>((db, slot) =>
  db
    .selectFrom('device_tokens')
    .select('token')
    .where('employee_id', '=', slot('employeeId'))
    .orderBy('last_seen_at', 'desc')
    .offset(MAX_DEVICES_PER_EMPLOYEE)
    .limit(100),
);

/**
 * The employee's phone can be reached with this token; a token moves to whoever used it last. Submits call it inside
 * their own transaction, so a clock-in costs no extra commit.
 */
export async function rememberDeviceToken(db: Kysely<Database>, employeeId: number, token: string, now: Date): Promise<void> {
  if (!isPushToken(token)) return;
  await upsertToken.run(db, { token, employeeId, seenAt: now.toISOString() });
  const stale = await staleTokens.execute(db, { employeeId });
  if (stale.length > 0) await db.deleteFrom('device_tokens').where('token', 'in', stale.map((row) => row.token)).execute();
}

export async function forgetDeviceToken(db: Kysely<Database>, employeeId: number, token: string): Promise<void> {
  await db.deleteFrom('device_tokens').where('token', '=', token).where('employee_id', '=', employeeId).execute();
}
