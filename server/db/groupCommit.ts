import { open } from 'node:fs/promises';
import type { CompiledQuery, DatabaseConnection, Dialect, Driver, Kysely, QueryResult, TransactionSettings } from 'kysely';
import { SqliteDialect, type SqliteDialectConfig } from 'kysely';

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

  private start(): Promise<void> {
    const flush = this.flush().finally(() => {
      if (this.running === flush) this.running = null;
    });
    this.running = flush;
    return flush;
  }

  private async flush(): Promise<void> {
    const file = await open(this.walPath, 'r+').catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null;
      throw error;
    });
    if (!file) return;
    try {
      await file.datasync();
    } finally {
      await file.close();
    }
  }
}

/**
 * The SQLite dialect, where whoever wrote (a write outside a transaction, or a commit) waits for `sync.durable()`
 * after giving the single connection back, so nobody else waits for the disk.
 */
export function groupCommitDialect(config: SqliteDialectConfig, sync: WalSync): Dialect {
  const inner = new SqliteDialect(config);
  return {
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
              const result = await connection.executeQuery<R>(query);
              if (!inTransaction.has(acquired) && WRITE.test(query.sql)) wrote.add(acquired);
              return result;
            },
            streamQuery: (query, chunkSize) => connection.streamQuery(query, chunkSize),
          };
          return acquired;
        },
        async beginTransaction(connection, settings: TransactionSettings) {
          await driver.beginTransaction(connection, settings);
          inTransaction.add(connection);
        },
        async commitTransaction(connection) {
          inTransaction.delete(connection);
          await driver.commitTransaction(connection);
          wrote.add(connection);
        },
        async rollbackTransaction(connection) {
          inTransaction.delete(connection);
          await driver.rollbackTransaction(connection);
        },
        async releaseConnection(connection) {
          const mustWait = wrote.delete(connection);
          await driver.releaseConnection(connection);
          if (mustWait) await sync.durable();
        },
        destroy: () => driver.destroy(),
      };
    },
  };
}
