import type { Compilable, CompiledQuery, Kysely, QueryResult } from 'kysely';
import { immediateRunnerOf } from './database';
import { nameStatement } from './namedStatements';
import type { Database } from './types';

/** Stands where a value will go; Kysely passes it through to the compiled query's parameters untouched. */
class Slot {
  constructor(readonly name: string) {}
}

export type Slots<V extends object> = <K extends keyof V & string>(name: K) => V[K];

/** A slot for each named value, under the value's own name: an insert's row of slots. */
export const slotsFor = <V extends object, K extends keyof V & string>(slot: Slots<V>, names: readonly K[]) =>
  Object.fromEntries(names.map((name) => [name, slot(name)])) as Pick<V, K>;

/**
 * A query Kysely builds and compiles once per dialect, then runs with new values in the same places. Building and
 * compiling a query costs more than SQLite takes to run most of the server's queries (docs/BENCHMARKS.md), so the
 * statements every clock-in makes are written this way. Only for queries whose shape never changes with the values
 * (a list of varying length cannot be a slot; `null` can, except after `is`). On PostgreSQL each is also a prepared
 * statement of every connection (server/db/namedStatements.ts).
 */
export function preparedQuery<V extends object, Row = unknown>(build: (db: Kysely<Database>, slot: Slots<V>) => Compilable<Row>) {
  // Keyed by the dialect's adapter, which a transaction shares with the database it runs on.
  const compiled = new WeakMap<object, CompiledQuery<Row>>();

  function instantiate(db: Kysely<Database>, values: V): CompiledQuery<Row> {
    const dialect = db.getExecutor().adapter;
    let query = compiled.get(dialect);
    if (!query) {
      query = build(db, (name) => new Slot(name) as never).compile();
      compiled.set(dialect, query);
      nameStatement(query.sql);
    }
    return { ...query, parameters: query.parameters.map((value) => (value instanceof Slot ? values[value.name as keyof V] : value)) };
  }

  /** On SQLite at once when the connection is free, skipping Kysely's queue; otherwise through Kysely. */
  function runQuery(db: Kysely<Database>, values: V): QueryResult<Row> | Promise<QueryResult<Row>> {
    const query = instantiate(db, values);
    return ((db.isTransaction ? null : immediateRunnerOf(db)?.(query)) as QueryResult<Row> | Promise<QueryResult<Row>> | null) ?? db.executeQuery(query);
  }

  return {
    async execute(db: Kysely<Database>, values: V): Promise<Row[]> {
      return (await runQuery(db, values)).rows;
    },
    async takeFirst(db: Kysely<Database>, values: V): Promise<Row | undefined> {
      return (await runQuery(db, values)).rows[0];
    },
    /** Runs a write; answers how many rows it changed. */
    async run(db: Kysely<Database>, values: V): Promise<number> {
      return Number((await runQuery(db, values)).numAffectedRows ?? 0);
    },
  };
}
