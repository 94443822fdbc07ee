import type { Kysely, QueryCreator } from 'kysely';
import { preparedQuery, type Slots } from '../db/preparedQuery';
import type { Database } from '../db/types';
import { TOKEN_LIFETIME_SECONDS } from '../auth/tokens';

/** A phone without push sends a device id ('pwa-…', src/attendance/deviceToken.ts), not something FCM can reach. */
export const isPushToken = (token: string) => token.length >= 20 && !token.startsWith('pwa-');
/** Old phones' tokens beyond this are forgotten, newest kept. */
const MAX_DEVICES_PER_EMPLOYEE = 5;

/** What storing the employee's token at `now` needs: a session counts as open when it began within a token's lifetime. */
export const tokenValues = (employeeId: number, token: string, now: Date) => ({
  token,
  employeeId,
  seenAt: now.toISOString(),
  liveSince: new Date(now.getTime() - TOKEN_LIFETIME_SECONDS * 1000).toISOString(),
});

type TokenValues = ReturnType<typeof tokenValues>;
type TokenSlots = Slots<TokenValues>;

/**
 * Stores the token for the employee; one already kept for another employee moves only when that employee has no
 * session left open (signed in since `liveSince` and not ended): a phone signed in to someone else keeps their
 * notifications until they sign out.
 */
export const tokenUpsert = (db: QueryCreator<Database>, slot: TokenSlots) =>
  db
    .insertInto('device_tokens')
    .values({ token: slot('token'), employee_id: slot('employeeId'), created_at: slot('seenAt'), last_seen_at: slot('seenAt') })
    .onConflict((conflict) =>
      conflict
        .column('token')
        .doUpdateSet({ employee_id: slot('employeeId'), last_seen_at: slot('seenAt') })
        .where(({ or, eb, not, exists, selectFrom, ref }) =>
          or([
            eb('device_tokens.employee_id', '=', slot('employeeId')),
            not(
              exists(
                selectFrom('sessions')
                  .select('sessions.id')
                  .where('sessions.employee_id', '=', ref('device_tokens.employee_id'))
                  .where('sessions.ended_at', 'is', null)
                  .where('sessions.created_at', '>', slot('liveSince')),
              ),
            ),
          ]),
        ),
    )
    .returning('employee_id');

const upsertToken = preparedQuery<TokenValues, { employee_id: number }>(tokenUpsert);

/**
 * In the statement that stores `token` (PostgreSQL, whose statement sees the table as it was before): the employee's
 * other tokens but the newest MAX_DEVICES_PER_EMPLOYEE - 1, forgotten when the token was stored (`stored` is not empty).
 */
export const staleTokensDelete = (db: QueryCreator<Database & { stored: { employee_id: number } }>, slot: TokenSlots) =>
  db
    .deleteFrom('device_tokens')
    .where('employee_id', '=', slot('employeeId'))
    .where('token', '!=', slot('token'))
    .where(({ exists, selectFrom }) => exists(selectFrom('stored').select('employee_id')))
    .where('token', 'not in', (qb) =>
      qb
        .selectFrom('device_tokens')
        .select('token')
        .where('employee_id', '=', slot('employeeId'))
        .where('token', '!=', slot('token'))
        .orderBy('last_seen_at', 'desc')
        .limit(MAX_DEVICES_PER_EMPLOYEE - 1),
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
 * The employee's phone can be reached with this token; a token of another employee still signed in is not taken over
 * (answers false). Submits call it inside their own transaction, so a clock-in costs no extra commit.
 */
export async function rememberDeviceToken(db: Kysely<Database>, employeeId: number, token: string, now: Date): Promise<boolean> {
  if (!isPushToken(token)) return true;
  // No row comes back when the token stays with an employee still signed in.
  if ((await upsertToken.execute(db, tokenValues(employeeId, token, now))).length === 0) return false;
  const stale = await staleTokens.execute(db, { employeeId });
  if (stale.length > 0) await db.deleteFrom('device_tokens').where('token', 'in', stale.map((row) => row.token)).execute();
  return true;
}

export async function forgetDeviceToken(db: Kysely<Database>, employeeId: number, token: string): Promise<void> {
  await db.deleteFrom('device_tokens').where('token', '=', token).where('employee_id', '=', employeeId).execute();
}
