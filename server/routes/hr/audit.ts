import { Hono } from 'hono';
import { type Kysely, sql } from 'kysely';
import { type AuditEntry, AuditListSchema, AuditQuerySchema } from '../../../src/contract/hr';
import type { Database } from '../../db/types';
import type { AppEnv } from '../../http/context';
import { readQuery } from '../../http/validate';
import { addDays } from '../../../src/contract/calendar';
import { fromJakarta } from '../../time';
import { documented } from '../../openapi/documented';
import { AUDIT_FILE_MOST, auditXlsx } from '../../audit/auditFile';
import { dateRange } from '../../../src/format/indonesian';

const PAGE = 100;

const parsed = (json: string | null) => (json === null ? null : (JSON.parse(json) as Record<string, unknown>));

type About = Pick<AuditEntry, 'subject' | 'record'>;
const NOTHING: About = { subject: null, record: null };

/** The ids of one kind of entity among the entries, as numbers (an import's id is a time, a refusal's may be '-'). */
const idsOf = (rows: { entity: string; entity_id: string }[], entity: string) =>
  [...new Set(rows.filter((row) => row.entity === entity && /^\d{1,9}$/.test(row.entity_id)).map((row) => Number(row.entity_id)))];

/**
 * Whom each entry concerns, read in one statement per kind of entity on the page: the employee changed, or the
 * employee whose record or leave was decided, with the record's direction and days (for the console's sentences).
 */
async function aboutEntries(db: Kysely<Database>, rows: { entity: string; entity_id: string }[]): Promise<Map<string, About>> {
  const about = new Map<string, About>();
  const employees = idsOf(rows, 'employee');
  const leave = idsOf(rows, 'leave_request');
  const recordsOf = (table: 'attendance' | 'overtime') => {
    const ids = idsOf(rows, table);
    return ids.length === 0
      ? []
      : // Both tables have these columns; typed as one of them.
        db.selectFrom(`${table} as r` as 'attendance as r').innerJoin('employees as e', 'e.id', 'r.employee_id').select(['r.id', 'r.direction', 'r.work_date', 'e.id as employee_id', 'e.name']).where('r.id', 'in', ids).execute();
  };
  const corrections = idsOf(rows, 'correction_request');
  const orders = idsOf(rows, 'overtime_order');
  const [people, attendance, overtime, requests, correctionRequests, overtimeOrders] = await Promise.all([
    employees.length === 0 ? [] : db.selectFrom('employees').select(['id', 'name']).where('id', 'in', employees).execute(),
    recordsOf('attendance'),
    recordsOf('overtime'),
    leave.length === 0
      ? []
      : db.selectFrom('leave_requests as l').innerJoin('employees as e', 'e.id', 'l.employee_id').select(['l.id', 'l.start_date', 'l.end_date', 'e.id as employee_id', 'e.name']).where('l.id', 'in', leave).execute(),
    corrections.length === 0
      ? []
      : db.selectFrom('correction_requests as r').innerJoin('employees as e', 'e.id', 'r.employee_id').select(['r.id', 'r.direction', 'r.work_date', 'e.id as employee_id', 'e.name']).where('r.id', 'in', corrections).execute(),
    orders.length === 0
      ? []
      : db.selectFrom('overtime_orders as o').innerJoin('employees as e', 'e.id', 'o.employee_id').select(['o.id', sql<string | null>`null`.as('direction'), 'o.work_date', 'e.id as employee_id', 'e.name']).where('o.id', 'in', orders).execute(),
  ]);
  for (const person of people) about.set(`employee/${person.id}`, { subject: { id: person.id, name: person.name }, record: null });
  for (const [table, records] of [['attendance', attendance], ['overtime', overtime], ['correction_request', correctionRequests], ['overtime_order', overtimeOrders]] as const) {
    for (const record of records) {
      about.set(`${table}/${record.id}`, { subject: { id: record.employee_id, name: record.name }, record: { direction: record.direction, from: record.work_date, to: record.work_date } });
    }
  }
  for (const request of requests) {
    about.set(`leave_request/${request.id}`, { subject: { id: request.employee_id, name: request.name }, record: { direction: null, from: request.start_date, to: request.end_date } });
  }
  return about;
}

/** The audit log, newest first, a page at a time, filtered by what changed, who changed it and when (WIB dates). */
export const hrAuditRoutes = new Hono<AppEnv>().get('/audit', documented({
    summary: 'Konsol SDM: log audit, terbaru dahulu, 100 per halaman (`before_id` = id terakhir halaman sebelumnya), disaring per jenis data (`entity`, `entity_id`), pelaku (`actor_id`) dan tanggal WIB (`from`, `to`). `before` dan `after` berisi data sebelum dan sesudah perubahan; `actor` null untuk perintah admin; `subject` dan `record`: pegawai dan data yang diputuskan. `format=xlsx` mengunduh semua entri yang tersaring (paling banyak 10.000) sebagai kalimat dengan waktu WIB (`log-audit-….xlsx`).',
    auth: true, query: AuditQuerySchema, answer: AuditListSchema, errors: [400, 401, 403],
  }), async (c) => {
  const filters = readQuery(c, AuditQuerySchema);
  let query = c
    .get('services')
    .db.selectFrom('audit_log as a')
    .leftJoin('employees as actor', 'actor.id', 'a.actor_id')
    .select(['a.id', 'a.at', 'a.action', 'a.entity', 'a.entity_id', 'a.before', 'a.after', 'a.actor_id', 'actor.name as actor_name'])
    .orderBy('a.id', 'desc')
    .limit(filters.format === 'xlsx' ? AUDIT_FILE_MOST : PAGE);
  if (filters.entity) query = query.where('a.entity', '=', filters.entity);
  if (filters.entity_id) query = query.where('a.entity_id', '=', filters.entity_id);
  if (filters.actor_id !== undefined) query = query.where('a.actor_id', '=', filters.actor_id);
  if (filters.from) query = query.where('a.at', '>=', fromJakarta(filters.from, '00:00').toISOString());
  if (filters.to) query = query.where('a.at', '<', fromJakarta(addDays(filters.to, 1), '00:00').toISOString());
  if (filters.before_id !== undefined) query = query.where('a.id', '<', filters.before_id);
  const rows = await query.execute();
  const about = await aboutEntries(c.get('services').db, rows);
  const entries = rows.map(
    (row): AuditEntry => ({
        id: row.id,
        at: row.at,
        actor: row.actor_id === null ? null : { id: row.actor_id, name: row.actor_name! },
        action: row.action,
        entity: row.entity,
        entity_id: row.entity_id,
        before: parsed(row.before),
        after: parsed(row.after),
      ...(about.get(`${row.entity}/${row.entity_id}`) ?? NOTHING),
    }),
  );
  if (filters.format === 'json') return c.json(entries);
  const dates = filters.from || filters.to ? dateRange(filters.from ?? filters.to!, filters.to ?? filters.from!) : null;
  const name = `log-audit${filters.from ? `-${filters.from}` : ''}${filters.to ? `-${filters.to}` : ''}.xlsx`;
  return c.body(new Uint8Array(await auditXlsx(entries, dates ? `Log Audit ${dates}` : 'Log Audit')), 200, {
    'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'Content-Disposition': `attachment; filename="${name}"`,
  });
});
