import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { nameStatement, withNamedStatements } from '../../server/db/namedStatements';

/** A pool whose one client notes what it is asked to run. */
function notingPool() {
  const asked: unknown[] = [];
  let released = 0;
  const client = { query: async (config: unknown) => (asked.push(config), { command: 'SELECT', rowCount: 0, rows: [] }), release: () => void released++ };
  const pool = { connect: async () => client, end: async () => undefined } as unknown as pg.Pool;
  return { pool, asked, released: () => released };
}

describe('the clock-in statements on PostgreSQL', () => {
  it('runs a named statement under its name, the same name every time, and any other SQL unnamed', async () => {
    const { pool, asked, released } = notingPool();
    const named = 'select "id" from "employees" where "id" = $1 -- named';
    nameStatement(named);
    const db = withNamedStatements(pool);
    for (const sql of [named, 'select $1 -- not named', named]) {
      const client = await db.connect();
      await client.query(sql, [7]);
      client.release();
    }
    const [first, other, again] = asked as { name?: string; text: string; values: unknown[] }[];
    expect(first).toMatchObject({ text: named, values: [7] });
    expect(first!.name).toMatch(/^absensi_\d+$/);
    expect(other).toEqual({ text: 'select $1 -- not named', values: [7] });
    expect(again).toEqual(first);
    expect(released()).toBe(3);
  });

  it('gives two statements two names', async () => {
    const { pool, asked } = notingPool();
    nameStatement('select 1 -- a');
    nameStatement('select 2 -- b');
    nameStatement('select 1 -- a');
    const db = withNamedStatements(pool);
    for (const sql of ['select 1 -- a', 'select 2 -- b']) await (await db.connect()).query(sql, []);
    const [a, b] = asked as { name: string }[];
    expect(a!.name).not.toBe(b!.name);
  });
});
