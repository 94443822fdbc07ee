/** A unique constraint refused the write (SQLite or PostgreSQL). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/** A foreign key refused the write: a row something else still names (SQLite or PostgreSQL). */
export function isForeignKeyViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}

/** SQLite's write lock stayed with another connection for longer than a statement waits (`whenUnlocked`). */
export const isDatabaseBusy = (error: unknown): boolean => String((error as { code?: unknown } | null)?.code).startsWith('SQLITE_BUSY');
