import type { QueryCreator } from 'kysely';
import { preparedQuery, type Slots } from '../db/preparedQuery';
import type { Database } from '../db/types';

/** An owner's uploads counted from `since` (an ISO time) on. */
export interface UploadWindow {
  ownerId: number;
  since: string;
}

export interface UploadsCounted {
  count: number;
  oldest: string;
}

const countIn = <V extends UploadWindow>(db: QueryCreator<Database>, slot: Slots<V>) =>
  db
    .selectFrom('stored_files')
    .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.min<string>('created_at').as('oldest')])
    .where('owner_employee_id', '=', slot('ownerId'))
    .where('created_at', '>', slot('since'));

export const ownerUploadsSince = preparedQuery<UploadWindow, UploadsCounted>(countIn);

/**
 * The same count in the statement that writes a file's bytes (PostgreSQL): one round trip. The file's row was
 * committed before, so the count includes it, and every upload that committed its row before this statement began.
 */
export const bytesThenOwnerUploads = preparedQuery<UploadWindow & { id: string; bytes: Buffer }, UploadsCounted>((db, slot) =>
  // The WITH clause adds a table the count does not read.
  countIn(
    db.with('written', (writer) => writer.insertInto('file_contents').values({ id: slot('id'), bytes: slot('bytes') })) as unknown as QueryCreator<Database>,
    slot,
  ),
);
