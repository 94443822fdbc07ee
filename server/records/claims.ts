import type { Compilable, Kysely, QueryCreator } from 'kysely';
import { claimPhotos, type PhotoIds, requireAllClaimed, uploadsClaim } from '../attendance/checks';
import { isPostgres } from '../db/database';
import { preparedQuery, type Slots } from '../db/preparedQuery';
import type { Database } from '../db/types';
import { isPushToken, rememberDeviceToken, staleTokensDelete, tokenUpsert, tokenValues } from '../push/deviceTokens';

/** What a record claims as it is written: its photos, at its time, and the phone it came from (its push token). */
export interface RecordClaims {
  photos: { ids: PhotoIds; at: string };
  device: { employeeId: number; token: string; now: Date };
}

type ClaimValues = PhotoIds & ReturnType<typeof tokenValues> & { at: string };
/** A kind's insert of its row, returning the row as written. */
type RowInsert<Row extends object, Written> = (db: QueryCreator<Database>, slot: Slots<Row>) => Compilable<Written>;

/**
 * A kind's row written with its claims in one statement (PostgreSQL): the row inserted, the photos claimed, the push
 * token stored, the employee's tokens beyond the newest five forgotten (each step the same as the kind's insert,
 * `claimPhotos` and `rememberDeviceToken` run apart); answers the row and how many photos it claimed.
 */
const insertWithClaims = <Row extends object, Written>(insert: RowInsert<Row, Written>) =>
  preparedQuery<Row & ClaimValues, Written & { claimed: string | number }>((db, slot) =>
    db
      // Each step is written against the tables it touches; the WITH clause adds the steps before it.
      .with('claimed', (qb) => uploadsClaim(qb as QueryCreator<Database>, slot).returning('id'))
      .with('stored', (qb) => tokenUpsert(qb as unknown as QueryCreator<Database>, slot))
      .with('forgotten', (qb) => staleTokensDelete(qb as unknown as QueryCreator<Database & { stored: { employee_id: number } }>, slot).returning('token') as never)
      .with('inserted', (qb) => insert(qb as unknown as QueryCreator<Database>, slot) as never)
      .selectFrom('inserted')
      .selectAll('inserted')
      .select((eb) => eb.selectFrom('claimed').select(eb.fn.countAll<string | number>().as('count')).as('claimed'))
      .$castTo<Written & { claimed: string | number }>(),
  );

/**
 * The writer of one kind's records, in the submit's transaction: the row, its photos claimed by it alone (a photo
 * another record claimed refuses the submit) and the phone's push token remembered. PostgreSQL, given a push token,
 * does it all in one statement, where apart the steps take four or five; SQLite, in process, in their own statements.
 */
export function recordWriter<Row extends object, Written>(insert: RowInsert<Row, Written>) {
  const insertAlone = preparedQuery<Row, Written>(insert);
  const insertClaiming = insertWithClaims(insert);
  return async (trx: Kysely<Database>, row: Row, { photos, device }: RecordClaims): Promise<Written> => {
    if (!isPostgres(trx) || !isPushToken(device.token)) {
      const written = (await insertAlone.takeFirst(trx, row))!;
      await claimPhotos(trx, photos.ids, photos.at);
      await rememberDeviceToken(trx, device.employeeId, device.token, device.now);
      return written;
    }
    const { claimed, ...written } = (await insertClaiming.takeFirst(trx, { ...row, ...photos.ids, at: photos.at, ...tokenValues(device.employeeId, device.token, device.now) }))!;
    requireAllClaimed(photos.ids, Number(claimed));
    return written as Written;
  };
}
