import type { Kysely } from 'kysely';
import type { Database } from '../db/types';

/**
 * Puts a stored (unclaimed) photo on the employee and releases the one it replaces, which the hourly clean-up then
 * deletes like any upload nothing refers to. Answers the replaced photo's id.
 */
export async function replaceProfilePhoto(db: Kysely<Database>, employeeId: number, photoId: string, now: Date): Promise<string | null> {
  const before = await db.selectFrom('employees').select('photo_file_id').where('id', '=', employeeId).executeTakeFirstOrThrow();
  await db.updateTable('stored_files').set({ claimed_at: now.toISOString() }).where('id', '=', photoId).execute();
  await db.updateTable('employees').set({ photo_file_id: photoId }).where('id', '=', employeeId).execute();
  if (before.photo_file_id && before.photo_file_id !== photoId) {
    await db.updateTable('stored_files').set({ claimed_at: null }).where('id', '=', before.photo_file_id).execute();
  }
  return before.photo_file_id;
}
