import type { Kysely } from 'kysely';
import { HR_MESSAGES } from '../../src/domain/roles';
import { recordAudit } from '../audit/auditLog';
import type { Database } from '../db/types';
import { ApiError } from '../http/errors';

/**
 * Withdraws an announcement (docs/hr.md, "Announcements"): no longer shown nor notified, the row kept for the audit
 * log. `actorId` null: the admin command. 404 for an unknown id, 409 once withdrawn (of two at once, one is made).
 */
export async function withdrawAnnouncement(db: Kysely<Database>, id: number, actorId: number | null, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('announcements').select(['title', 'start_date', 'end_date', 'withdrawn_at']).where('id', '=', id).executeTakeFirst();
    if (!before) throw new ApiError(404, HR_MESSAGES.announcementNotFound);
    const withdrawn = await trx.updateTable('announcements').set({ withdrawn_at: now.toISOString(), withdrawn_by: actorId }).where('id', '=', id).where('withdrawn_at', 'is', null).executeTakeFirst();
    if (Number(withdrawn.numUpdatedRows) !== 1) throw new ApiError(409, HR_MESSAGES.alreadyWithdrawn);
    await recordAudit(trx, { actorId, action: 'announcement.withdraw', entity: 'announcement', entityId: id, before, after: { ...before, withdrawn_at: now.toISOString() } }, now);
  });
}
