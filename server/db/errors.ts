/** A unique constraint refused the write (SQLite or PostgreSQL). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/** SQLite's write lock stayed with another connection for longer than a statement waits (`whenUnlocked`). */
export const isDatabaseBusy = (error: unknown): boolean => String((error as { code?: unknown } | null)?.code).startsWith('SQLITE_BUSY');
