import type { Kysely } from 'kysely';
import type { Database } from '../db/types';

/** Takes an uploaded file of this kind for the employee's request, once: false when there is none, or it is taken. */
export async function claimUpload(db: Kysely<Database>, upload: { id: string; kind: string; employeeId: number; at: string }): Promise<boolean> {
  const claimed = await db
    .updateTable('stored_files')
    .set({ claimed_at: upload.at, owner_employee_id: upload.employeeId })
    .where('id', '=', upload.id)
    .where('kind', '=', upload.kind)
    .where('claimed_at', 'is', null)
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}
