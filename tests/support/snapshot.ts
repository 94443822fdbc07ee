import { readdir } from 'node:fs/promises';
import type { Kysely } from 'kysely';
import type { Database } from '../../server/db/types';
import { uploadsDir } from '../../server/files/storage';

const TABLES: (keyof Database)[] = [
  'offices', 'departments', 'sub_departments', 'work_schedules', 'employees', 'employee_offices', 'attendance',
  'overtime', 'anomaly_reasons', 'leave_types', 'leave_requests', 'leave_quotas', 'announcements', 'device_tokens',
  'notifications', 'stored_files', 'holidays', 'sessions', 'device_keys',
];

/**
 * Row counts of every table (file contents too, on PostgreSQL), the employees' credentials, and the upload folder:
 * what "nothing written" compares. Login attempts are a security log, not data, and are left out.
 */
export async function databaseSnapshot(db: Kysely<Database>, dataDir: string) {
  const counts: Record<string, number> = {};
  const existing = new Set((await db.introspection.getTables()).map((table) => table.name));
  for (const table of [...TABLES, 'file_contents' as const].filter((name) => existing.has(name))) {
    const row = await db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  const credentials = await db.selectFrom('employees').select(['id', 'password_hash']).orderBy('id').execute();
  const uploads = (await readdir(uploadsDir(dataDir)).catch(() => [])).sort();
  return { counts, credentials, uploads };
}
