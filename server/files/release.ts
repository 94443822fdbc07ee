import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import type { FileStore } from './storage';

/** The requests that carry one file of the employee's, and the column that names it. */
const REQUEST_FILE_COLUMN = {
  correction_requests: 'evidence_file_id',
  leave_requests: 'attachment',
} as const;
export type RequestWithFile = keyof typeof REQUEST_FILE_COLUMN;
type FileColumn = (typeof REQUEST_FILE_COLUMN)[RequestWithFile];

/**
 * In the transaction that ends a request without approving it (withdrawn, cancelled, rejected), its file goes at once
 * (docs/privacy.md, "Storage space"): the request forgets it (`photos_removed_at` set, as the retention pass does),
 * the file's row is deleted and its bytes are noted in `file_erasures`. Answers the ids whose bytes
 * `eraseReleasedFiles` erases once the transaction is committed; a crash in between leaves them noted, and the
 * retention pass erases every noted file before anything else.
 */
export async function releaseRequestFile(trx: Kysely<Database>, table: RequestWithFile, requestId: number, at: string): Promise<string[]> {
  const column = REQUEST_FILE_COLUMN[table];
  // The two tables name the column apart; the statements are the same.
  const db = trx as unknown as Kysely<Record<RequestWithFile, { id: number; photos_removed_at: string | null } & Record<FileColumn, string | null>>>;
  const request = await db.selectFrom(table).select(column).where('id', '=', requestId).executeTakeFirst();
  const fileId = request?.[column] ?? null;
  if (fileId === null) return [];
  await db.updateTable(table).set({ [column]: null, photos_removed_at: at }).where('id', '=', requestId).execute();
  await trx.insertInto('file_erasures').values({ file_id: fileId }).onConflict((conflict) => conflict.column('file_id').doNothing()).execute();
  await trx.deleteFrom('stored_files').where('id', '=', fileId).execute();
  return [fileId];
}

/**
 * Erases the bytes of files released in a committed transaction, then forgets them. A failure is logged and left to
 * the retention pass: the request it ended is decided either way.
 */
export async function eraseReleasedFiles(db: Kysely<Database>, store: FileStore, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  try {
    await store.remove(db, ids);
    await db.deleteFrom('file_erasures').where('file_id', 'in', ids).execute();
  } catch (error) {
    console.error('Berkas pengajuan yang dilepas belum terhapus; pembersihan retensi berikutnya menghapusnya:', error);
  }
}
