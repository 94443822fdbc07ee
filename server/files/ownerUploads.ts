import { type QueryCreator, sql } from 'kysely';
import { FACE_FRAME_KIND } from '../faces/faceFrames';
import { preparedQuery, type Slots } from '../db/preparedQuery';
import type { Database } from '../db/types';

/** An owner's uploads counted from `since` (an ISO time) on. */
export interface UploadWindow {
  ownerId: number;
  since: string;
  /** Unclaimed uploads are summed from this time on: the clean-up deletes older ones (server/files/cleanup.ts). */
  unclaimedSince: string;
}

export interface UploadsCounted {
  count: number;
  oldest: string;
  /** Bytes of the owner's uploads no record has claimed yet, every kind together (the frames too). */
  unclaimed: number | string;
}

/**
 * Challenge frames are not counted: they come only with a face photo, which is, at most four of at most 40 KB each
 * (docs/faces.md, "The frames"), so the rate bounds them and a clock-in's frames never use up its photos' hour.
 */
const countIn = <V extends UploadWindow>(db: QueryCreator<Database>, slot: Slots<V>) =>
  db
    .selectFrom('stored_files')
    .select((eb) => [
      eb.fn.countAll<number>().as('count'),
      eb.fn.min<string>('created_at').as('oldest'),
      eb
        .selectFrom('stored_files as held')
        .select((inner) => inner.fn.coalesce(inner.fn.sum<number | string>('held.size'), inner.lit(0)).as('bytes'))
        .where('held.owner_employee_id', '=', slot('ownerId'))
        .where('held.created_at', '>', slot('unclaimedSince'))
        .where('held.claimed_at', 'is', null)
        .$asScalar()
        .as('unclaimed'),
    ])
    .where('owner_employee_id', '=', slot('ownerId'))
    .where('created_at', '>', slot('since'))
    .where('kind', '!=', sql.lit(FACE_FRAME_KIND));

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
