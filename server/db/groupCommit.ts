import { type FileHandle, open } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import type { DatabaseConnection, Dialect, Driver, Kysely, QueryResult } from 'kysely';
import { CompiledQuery, SqliteDialect, type SqliteDatabase, type SqliteDialectConfig } from 'kysely';
import { isDatabaseBusy } from './errors';

const WRITE = /^\s*(insert|update|delete|replace)\b/i;

/**
 * Makes committed writes durable in groups. SQLite runs with synchronous=NORMAL, so a commit returns before the
 * write-ahead log reaches the disk; before a write is answered, `durable()` waits for an fdatasync of the log that
 * started after it. One fdatasync, on the thread pool, serves every commit made while the previous one ran, instead
 * of one blocking fsync per commit: the same guarantee as synchronous=FULL for whoever gets an answer.
 */
export class WalSync {
  private running: Promise<void> | null = null;
  private queued: Promise<void> | null = null;
  /** Kept open between flushes: one thread-pool round trip per flush instead of three (open, sync, close). */
  private log: FileHandle | null = null;

  constructor(private readonly walPath: string) {}

  durable(): Promise<void> {
    if (!this.running) return this.start();
    this.queued ??= this.running
      .catch(() => undefined)
      .then(() => {
        this.queued = null;
        return this.start();
      });
    return this.queued;
  }

  /** Waits for a flush under way, then lets the log file go. */
  async close(): Promise<void> {
    await Promise.allSettled([this.running, this.queued]);
    const log = this.log;
    this.log = null;
    await log?.close();
  }

  private start(): Promise<void> {
    const flush = this.flush().finally(() => {
      if (this.running === flush) this.running = null;
    });
    this.running = flush;
    return flush;
  }

  private async flush(): Promise<void> {
    this.log ??= await open(this.walPath, 'r+').catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null;
      throw error;
    });
    if (!this.log) return;
    try {
      await this.log.datasync();
    } catch (error) {
      // A handle that failed once is not trusted again: the next flush opens the file anew.
      const log = this.log;
      this.log = null;
      await log.close().catch(() => undefined);
      throw error;
    }
  }
}

/** How long a statement waits for another connection to give the write lock back before it fails. */
export const LOCK_WAIT_MS = 5_000;

/**
 * Runs a statement that may find the write lock held by another connection to the same file (an admin command such
 * as an import, a second server). SQLite's busy handler would sleep on the event loop and stall every request; this
 * waits on a timer and tries again, which is safe because a statement refused with SQLITE_BUSY has changed nothing.
 */
export async function whenUnlocked<T>(run: () => Promise<T>, waitMs = LOCK_WAIT_MS): Promise<T> {
  const deadline = Date.now() + waitMs;
  for (let pause = 1; ; pause = Math.min(pause * 2, 8)) {
    try {
      return await run();
    } catch (error) {
      if (!isDatabaseBusy(error) || Date.now() >= deadline) throw error;
      await sleep(pause);
    }
  }
}

/**
 * Runs a statement at once, outside Kysely's queue for the single connection, when nothing can be in its way: no
 * transaction is open on the connection (a statement run then would join it) and the write lock is free. Answers
 * null when the statement must wait its turn on the usual path (which then runs it; a statement refused as busy has
 * changed nothing). A write's answer waits, as on the usual path, for the log to reach the disk.
 */
export type RunNow = (query: CompiledQuery) => QueryResult<unknown> | Promise<QueryResult<unknown>> | null;

/**
 * The SQLite dialect, where whoever wrote (a write outside a transaction, or a commit) waits for `sync.durable()`
 * after giving the single connection back, so nobody else waits for the disk; and `runNow` for the server's own
 * prepared statements, which skip Kysely's queue (more than SQLite's own time for a small query) when the
 * connection is free.
 */
export function groupCommitDialect(config: SqliteDialectConfig & { database: SqliteDatabase }, sync: WalSync): { dialect: Dialect; runNow: RunNow } {
  const inner = new SqliteDialect(config);
  // Set before BEGIN runs and cleared once COMMIT or ROLLBACK has: over, never under, the time a transaction is open.
  let transactionOpen = false;
  const runNow: RunNow = (query) => {
    if (transactionOpen) return null;
    let result: QueryResult<unknown>;
    try {
      const statement = config.database.prepare(query.sql);
      if (statement.reader) {
        result = { rows: statement.all(query.parameters) as unknown[] };
      } else {
        const { changes } = statement.run(query.parameters);
        result = { numAffectedRows: BigInt(changes), rows: [] };
      }
    } catch (error) {
      if (isDatabaseBusy(error)) return null;
      throw error;
    }
    return WRITE.test(query.sql) ? sync.durable().then(() => result) : result;
  };
  const dialect: Dialect = {
    createAdapter: () => inner.createAdapter(),
    createQueryCompiler: () => inner.createQueryCompiler(),
    createIntrospector: (db: Kysely<any>) => inner.createIntrospector(db),
    createDriver(): Driver {
      const driver = inner.createDriver();
      const wrote = new WeakSet<DatabaseConnection>();
      const inTransaction = new WeakSet<DatabaseConnection>();
      return {
        init: () => driver.init(),
        async acquireConnection() {
          const connection = await driver.acquireConnection();
          const acquired: DatabaseConnection = {
            async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
              // Inside a transaction the write lock is already held (BEGIN IMMEDIATE): nothing can be busy there.
              if (inTransaction.has(acquired)) return connection.executeQuery<R>(query);
              const result = await whenUnlocked(() => connection.executeQuery<R>(query));
              if (WRITE.test(query.sql)) wrote.add(acquired);
              return result;
            },
            streamQuery: (query, chunkSize) => connection.streamQuery(query, chunkSize),
          };
          return acquired;
        },
        async beginTransaction(connection) {
          // The write lock is taken at BEGIN, where waiting for it is safe; a deferred transaction that read first
          // would fail at its first write whenever another process had written in between.
          transactionOpen = true;
          try {
            await connection.executeQuery(CompiledQuery.raw('begin immediate'));
          } catch (error) {
            transactionOpen = false;
            throw error;
          }
          inTransaction.add(connection);
        },
        async commitTransaction(connection) {
          inTransaction.delete(connection);
          await driver.commitTransaction(connection);
          transactionOpen = false;
          wrote.add(connection);
        },
        async rollbackTransaction(connection) {
          inTransaction.delete(connection);
          await driver.rollbackTransaction(connection);
          transactionOpen = false;
        },
        async releaseConnection(connection) {
          const mustWait = wrote.delete(connection);
          await driver.releaseConnection(connection);
          if (mustWait) await sync.durable();
        },
        async destroy() {
          await driver.destroy();
          await sync.close();
        },
      };
    },
  };
  return { dialect, runNow };
}
