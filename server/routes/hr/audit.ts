import { Hono } from 'hono';
import { type AuditEntry, AuditListSchema, AuditQuerySchema } from '../../../src/contract/hr';
import type { AppEnv } from '../../http/context';
import { readQuery } from '../../http/validate';
import { addDays } from '../../../src/contract/calendar';
import { fromJakarta } from '../../time';
import { documented } from '../../openapi/documented';

const PAGE = 100;

const parsed = (json: string | null) => (json === null ? null : (JSON.parse(json) as Record<string, unknown>));

/** The audit log, newest first, a page at a time, filtered by what changed, who changed it and when (WIB dates). */
export const hrAuditRoutes = new Hono<AppEnv>().get('/audit', documented({
    summary: 'Konsol SDM: log audit, terbaru dahulu, 100 per halaman (`before_id` = id terakhir halaman sebelumnya), disaring per jenis data (`entity`, `entity_id`), pelaku (`actor_id`) dan tanggal WIB (`from`, `to`). `before` dan `after` berisi data sebelum dan sesudah perubahan; `actor` null untuk perintah admin.',
    auth: true, query: AuditQuerySchema, answer: AuditListSchema, errors: [400, 401, 403],
  }), async (c) => {
  const filters = readQuery(c, AuditQuerySchema);
  let query = c
    .get('services')
    .db.selectFrom('audit_log as a')
    .leftJoin('employees as actor', 'actor.id', 'a.actor_id')
    .select(['a.id', 'a.at', 'a.action', 'a.entity', 'a.entity_id', 'a.before', 'a.after', 'a.actor_id', 'actor.name as actor_name'])
    .orderBy('a.id', 'desc')
    .limit(PAGE);
  if (filters.entity) query = query.where('a.entity', '=', filters.entity);
  if (filters.entity_id) query = query.where('a.entity_id', '=', filters.entity_id);
  if (filters.actor_id !== undefined) query = query.where('a.actor_id', '=', filters.actor_id);
  if (filters.from) query = query.where('a.at', '>=', fromJakarta(filters.from, '00:00').toISOString());
  if (filters.to) query = query.where('a.at', '<', fromJakarta(addDays(filters.to, 1), '00:00').toISOString());
  if (filters.before_id !== undefined) query = query.where('a.id', '<', filters.before_id);
  const rows = await query.execute();
  return c.json(
    rows.map(
      (row): AuditEntry => ({
        id: row.id,
        at: row.at,
        actor: row.actor_id === null ? null : { id: row.actor_id, name: row.actor_name! },
        action: row.action,
        entity: row.entity,
        entity_id: row.entity_id,
        before: parsed(row.before),
        after: parsed(row.after),
      }),
    ),
  );
});
