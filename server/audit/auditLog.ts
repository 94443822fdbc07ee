import type { Kysely } from 'kysely';
import type { Database } from '../db/types';

/** One change HR (or the admin command, actor null) made: what it was and the entity before and after. */
export interface AuditChange {
  actorId: number | null;
  action: string;
  entity: string;
  entityId: number | string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** Written in the same transaction as the change, so a change and its audit entry stand or fall together. */
export async function recordAudit(db: Kysely<Database>, change: AuditChange, now: Date): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      actor_id: change.actorId,
      at: now.toISOString(),
      action: change.action,
      entity: change.entity,
      entity_id: String(change.entityId),
      before: change.before && JSON.stringify(change.before),
      after: change.after && JSON.stringify(change.after),
    })
    .execute();
}
