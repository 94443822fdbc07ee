import type { Kysely, QueryCreator } from 'kysely';
import { claimPhotos, type PhotoIds, requireAllClaimed, uploadsClaim } from '../attendance/checks';
import { isPostgres } from '../db/database';
import { preparedQuery } from '../db/preparedQuery';
import type { Database } from '../db/types';
import { isPushToken, rememberDeviceToken, staleTokensDelete, tokenUpsert, tokenValues } from '../push/deviceTokens';

type ClaimValues = PhotoIds & ReturnType<typeof tokenValues> & { at: string };

/**
 * On PostgreSQL, one statement: the photos claimed, the push token stored, the employee's tokens beyond the newest
 * five forgotten (each step the same as `claimPhotos` and `rememberDeviceToken` run apart); answers how many photos
 * it claimed.
 */
const claimAndStoreToken = preparedQuery<ClaimValues, { claimed: string | number }>((db, slot) =>
  db
    // Each step is written against the tables it touches; the WITH clause adds the steps before it.
    .with('claimed', (qb) => uploadsClaim(qb as QueryCreator<Database>, slot).returning('id'))
    .with('stored', (qb) => tokenUpsert(qb as unknown as QueryCreator<Database>, slot))
    .with('forgotten', (qb) => staleTokensDelete(qb as unknown as QueryCreator<Database & { stored: { employee_id: number } }>, slot).returning('token') as never)
    .selectFrom('claimed')
    .select((eb) => eb.fn.countAll<string | number>().as('claimed')),
);

/**
 * In the submit's transaction: the record's photos claimed by it alone (a photo another record claimed refuses the
 * submit) and the phone's push token remembered. PostgreSQL does both in one statement, two round trips fewer per
 * clock-in; SQLite, in process, in their own statements.
 */
export async function claimAndRemember(trx: Kysely<Database>, photos: { ids: PhotoIds; at: string }, device: { employeeId: number; token: string; now: Date }) {
  if (!isPostgres(trx) || !isPushToken(device.token)) {
    await claimPhotos(trx, photos.ids, photos.at);
    await rememberDeviceToken(trx, device.employeeId, device.token, device.now);
    return;
  }
  const row = await claimAndStoreToken.takeFirst(trx, { ...photos.ids, at: photos.at, ...tokenValues(device.employeeId, device.token, device.now) });
  requireAllClaimed(photos.ids, Number(row!.claimed));
}
