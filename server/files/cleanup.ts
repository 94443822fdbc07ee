import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { type FileStore, removeUnclaimed } from './storage';

/** Uploads no record has claimed within this time are abandoned (a crashed or cancelled flow). */
const UNCLAIMED_UPLOAD_LIFETIME_MS = 24 * 60 * 60 * 1000;
const BATCH = 500;

/** Deletes abandoned uploads, in batches; answers how many. */
export async function deleteAbandonedUploads(db: Kysely<Database>, store: FileStore, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - UNCLAIMED_UPLOAD_LIFETIME_MS).toISOString();
  let total = 0;
  for (;;) {
    const ids = (
      await db.selectFrom('stored_files').select('id').where('claimed_at', 'is', null).where('created_at', '<', cutoff).limit(BATCH).execute()
    ).map((row) => row.id);
    total += (await removeUnclaimed(db, store, ids)).length;
    if (ids.length < BATCH) return total;
  }
}
