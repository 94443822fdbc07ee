import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { requireRoomFor } from './byteQuota';

/**
 * Takes an uploaded file of this kind for the employee's request, once: false when there is none, it is taken, or
 * another employee uploaded it. Uploaded without a token, it becomes the employee's here, and counts against their
 * storage space: over it, the claim is refused (409, `requireRoomFor`), in the request's transaction.
 */
export async function claimUpload(db: Kysely<Database>, upload: { id: string; kind: string; employeeId: number; at: string }): Promise<boolean> {
  const claimed = await db
    .updateTable('stored_files')
    .set({ claimed_at: upload.at, owner_employee_id: upload.employeeId })
    .where('id', '=', upload.id)
    .where('kind', '=', upload.kind)
    .where('claimed_at', 'is', null)
    .where((eb) => eb.or([eb('owner_employee_id', 'is', null), eb('owner_employee_id', '=', upload.employeeId)]))
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) return false;
  await requireRoomFor(db, upload.employeeId, upload.id);
  return true;
}
