import { type Context, Hono } from 'hono';
import type { Kysely } from 'kysely';
import type * as v from 'valibot';
import { HrMessageSchema } from '../../../src/contract/hr';
import { recordAudit } from '../../audit/auditLog';
import type { Database } from '../../db/types';
import { isForeignKeyViolation } from '../../db/errors';
import type { AppEnv } from '../../http/context';
import { ApiError } from '../../http/errors';
import { parseWith } from '../../http/validate';
import { documented } from '../../openapi/documented';
import { ARCHIVE_MESSAGES } from '../../../src/domain/shifts';

/** What the console keeps of an office or a roster once it has a history: archived, restored, or deleted while it has none. */
export interface ArchivableThing {
  table: 'offices' | 'rosters';
  /** The audit log's entity and the first part of its actions ('office.archive'). */
  entity: 'office' | 'roster';
  /** 'kantor', 'pola shift': in the documentation's sentences. */
  noun: string;
  /** Its id in the path, as the thing's own routes read it. */
  idSchema: v.GenericSchema<{ id: string | number }, { id: number }>;
  /** Why it may not be archived now; null: it may. */
  archiveRefusal?: (db: Kysely<Database>, id: number) => Promise<string | null>;
  /** Why it may not be deleted (it has a history); null: nothing refers to it. */
  deleteRefusal: (db: Kysely<Database>, id: number) => Promise<string | null>;
}

/**
 * `POST /<table>/:id/archive`, `/restore` and `/delete` for the console (docs/hr.md, "Archiving"): each audited with
 * the row before and after; a refusal is a 409 with the reason.
 */
export function archivingRoutes(thing: ArchivableThing) {
  const { table, entity, noun } = thing;
  const messages = ARCHIVE_MESSAGES[entity];

  async function change(c: Context<AppEnv>, action: 'archive' | 'restore' | 'delete') {
    const { db, now } = c.get('services');
    const { id } = parseWith(thing.idSchema, { id: c.req.param('id') });
    const at = now();
    try {
      // The checks and the change in one transaction; a use made between them is refused by the foreign keys below.
      await db.transaction().execute(async (trx) => {
        const before = await trx.selectFrom(table).select(['id', 'name', 'archived_at']).where('id', '=', id).executeTakeFirst();
        if (!before) throw new ApiError(404, messages.notFound);
        const refusal = action === 'delete' ? await thing.deleteRefusal(trx, id) : action === 'archive' ? await thing.archiveRefusal?.(trx, id) : null;
        if (refusal) throw new ApiError(409, refusal);
        if (action === 'delete') await trx.deleteFrom(table).where('id', '=', id).execute();
        else await trx.updateTable(table).set({ archived_at: action === 'archive' ? at.toISOString() : null }).where('id', '=', id).execute();
        const after = action === 'delete' ? null : { id, name: before.name, archived: action === 'archive' };
        await recordAudit(trx, { actorId: c.get('employee').id, action: `${entity}.${action}`, entity, entityId: id, before: { id, name: before.name, archived: before.archived_at !== null }, after }, at);
      });
    } catch (error) {
      if (isForeignKeyViolation(error)) throw new ApiError(409, messages.inUse);
      throw error;
    }
    return c.json({ message: messages[action] });
  }

  const errors = [400, 401, 403, 404, 409] as const;
  return new Hono<AppEnv>()
    .post('/:id/archive', documented({
      summary: `Konsol SDM: mengarsipkan ${noun}: tetap ada untuk riwayatnya, tidak ditawarkan lagi. Tercatat di log audit. 409 bila belum boleh (alasannya di \`message\`).`,
      auth: true, answer: HrMessageSchema, errors: [...errors],
    }), (c) => change(c, 'archive'))
    .post('/:id/restore', documented({
      summary: `Konsol SDM: memakai lagi ${noun} yang diarsipkan. Tercatat di log audit.`,
      auth: true, answer: HrMessageSchema, errors: [400, 401, 403, 404],
    }), (c) => change(c, 'restore'))
    .post('/:id/delete', documented({
      summary: `Konsol SDM: menghapus ${noun} yang belum punya riwayat. Tercatat di log audit. 409 bila sudah dipakai (arsipkan saja).`,
      auth: true, answer: HrMessageSchema, errors: [...errors],
    }), (c) => change(c, 'delete'));
}
