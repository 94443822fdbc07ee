import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import type pg from 'pg';

/** The SQL of the statements every clock-in makes (server/db/preparedQuery.ts), each with its statement's name. */
const names = new Map<string, string>();

/** Marks a statement's SQL as one PostgreSQL should parse once per connection and keep. */
export function nameStatement(sql: string): void {
  if (!names.has(sql)) names.set(sql, `absensi_${names.size + 1}`);
}

/**
 * The pool as Kysely uses it, running the named statements as prepared statements: PostgreSQL parses each once per
 * connection instead of on every call, and plans it once when a generic plan serves as well (docs/BENCHMARKS.md). Any other SQL goes as it came: a list of
 * varying length would leave a statement behind on the connection for every length.
 */
export function withNamedStatements(pool: pg.Pool): PostgresPool {
  const clients = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const wrap = (client: pg.PoolClient): PostgresPoolClient => ({
    query<R>(sqlOrCursor: string | PostgresCursor<R>, parameters?: ReadonlyArray<unknown>) {
      if (typeof sqlOrCursor !== 'string') return client.query(sqlOrCursor as never) as PostgresCursor<R>;
      const values = [...(parameters ?? [])];
      const name = names.get(sqlOrCursor);
      return client.query(name ? { name, text: sqlOrCursor, values } : { text: sqlOrCursor, values }) as unknown as Promise<PostgresQueryResult<R>>;
    },
    release: () => client.release(),
  }) as PostgresPoolClient;
  return {
    async connect() {
      const client = await pool.connect();
      let wrapped = clients.get(client);
      if (!wrapped) clients.set(client, (wrapped = wrap(client)));
      return wrapped;
    },
    end: () => pool.end(),
  };
}
