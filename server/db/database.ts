import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresAdapter, PostgresDialect, type SqliteDatabase } from 'kysely';
import { withNamedStatements } from './namedStatements';
import { groupCommitDialect, LOCK_WAIT_MS, type RunNow, WalSync } from './groupCommit';
import type { Database } from './types';

export type Dialect = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: Dialect;
  close(): Promise<void>;
}

const CACHED_STATEMENTS = 500;

/**
 * Kysely prepares every query anew; compiling SQL is most of what a small query costs on SQLite. The server runs
 * the same few hundred statements, so each is prepared once and reused (statements run synchronously, one at a time).
 */
function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      let statement = statements.get(sql);
      if (!statement) {
        if (statements.size >= CACHED_STATEMENTS) statements.delete(statements.keys().next().value!);
        statement = sqlite.prepare(sql);
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}

const immediateRunners = new WeakMap<Kysely<Database>, RunNow>();

/** How a SQLite database runs a statement at once when its connection is free (`RunNow`); none on PostgreSQL. */
export const immediateRunnerOf = (db: Kysely<Database>): RunNow | undefined => immediateRunners.get(db);

/** PostgreSQL when a connection URL is given, otherwise an embedded SQLite file in dataDir. */
export function openDatabase(options: { dataDir: string; databaseUrl?: string }): DatabaseHandle {
  if (options.databaseUrl) {
    const { databaseUrl } = options;
    // The driver is loaded with the first query: a server on SQLite never holds it (docs/BENCHMARKS.md, memory).
    const pool = async () => {
      const { default: pg } = await import('pg');
      const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
      // An idle connection that PostgreSQL ends (a restart, a failover) is replaced on next use; it must not crash us.
      pool.on('error', (error) => console.error('Koneksi PostgreSQL terputus:', error.message));
      return withNamedStatements(pool);
    };
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: 'postgres', close: () => db.destroy() };
  }
  mkdirSync(options.dataDir, { recursive: true });
  const sqlite = new SQLite(join(options.dataDir, 'absensi.sqlite'));
  sqlite.pragma(`busy_timeout = ${LOCK_WAIT_MS}`);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  // From here on a locked database is waited for without blocking the event loop (`whenUnlocked`).
  sqlite.pragma('busy_timeout = 0');
  const file = join(options.dataDir, 'absensi.sqlite');
  const { dialect, runNow } = groupCommitDialect({ database: withStatementCache(sqlite) }, new WalSync(`${file}-wal`));
  const db = new Kysely<Database>({ dialect });
  immediateRunners.set(db, runNow);
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}

/** Whether the database (or a transaction on it) is PostgreSQL, which runs data-modifying WITH clauses. */
export const isPostgres = (db: Kysely<Database>) => db.getExecutor().adapter instanceof PostgresAdapter;
