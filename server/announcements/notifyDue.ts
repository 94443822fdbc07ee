import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import type { Notifier } from '../push/notifier';
import { notifyAnnouncement } from '../push/notifications';
import { jakartaDate } from '../time';

/**
 * Notifies every active employee of each announcement that has begun and still shows but was not notified yet (one
 * HR published to start later, and did not withdraw). Each is claimed by a conditional update first, so of several server processes one
 * notifies it, once.
 */
export async function notifyDueAnnouncements(db: Kysely<Database>, notifier: Notifier, now: Date): Promise<void> {
  const today = jakartaDate(now);
  const due = await db
    .selectFrom('announcements')
    .select(['id', 'title'])
    .where('notified_at', 'is', null)
    .where('start_date', '<=', today)
    .where('end_date', '>=', today)
    .where('withdrawn_at', 'is', null)
    .execute();
  for (const announcement of due) {
    const claimed = await db.updateTable('announcements').set({ notified_at: now.toISOString() }).where('id', '=', announcement.id).where('notified_at', 'is', null).where('withdrawn_at', 'is', null).executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 1) await notifyAnnouncement(db, notifier, announcement.id, announcement.title);
  }
}
