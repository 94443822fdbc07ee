import { readdir } from 'node:fs/promises';
import type { Kysely } from 'kysely';
import type { Database } from '../../server/db/types';
import { uploadsDir } from '../../server/files/storage';

const TABLES: (keyof Database)[] = [
  'offices', 'departments', 'sub_departments', 'work_schedules', 'employees', 'employee_offices', 'attendance',
  'overtime', 'anomaly_reasons', 'leave_types', 'leave_requests', 'leave_quotas', 'announcements', 'announcement_audience', 'import_jobs', 'device_tokens',
  'notifications', 'notification_windows', 'notification_hours', 'stored_files', 'holidays', 'sessions', 'device_keys', 'leave_type_caps', 'rosters',
  'shift_swaps', 'passkeys', 'passkey_enrolment_codes', 'correction_requests', 'company_settings', 'shift_reminders', 'overtime_orders', 'face_consents', 'face_references', 'face_checks', 'access_log', 'privacy_notice_reads',
  'file_erasures', 'maintenance_leases', 'data_exports', 'data_export_parts', 'personal_change_requests',
];

/**
 * Row counts of every table (file contents and chunks too, on PostgreSQL), the employees' credentials, and the upload folder:
 * what "nothing written" compares. Login attempts are a security log, not data, and are left out; so are the audit
 * log's entries of refused attempts.
 */
export async function databaseSnapshot(db: Kysely<Database>, dataDir: string) {
  const counts: Record<string, number> = {};
  const existing = new Set((await db.introspection.getTables()).map((table) => table.name));
  for (const table of [...TABLES, 'file_contents' as const, 'file_chunks' as const].filter((name) => existing.has(name))) {
    const row = await db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  // The audit log, but for its refusals: a refused attempt is recorded (issue 46), and that is all it may write.
  const audited = await db.selectFrom('audit_log').select((eb) => eb.fn.countAll().as('n')).where('action', '!=', 'access.refused').executeTakeFirstOrThrow();
  counts.audit_log = Number(audited.n);
  const credentials = await db.selectFrom('employees').select(['id', 'password_hash']).orderBy('id').execute();
  const uploads = (await readdir(uploadsDir(dataDir)).catch(() => [])).sort();
  return { counts, credentials, uploads };
}
