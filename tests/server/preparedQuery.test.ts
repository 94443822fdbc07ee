import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../../server/db/database';
import { preparedQuery } from '../../server/db/preparedQuery';
import { openTestDatabase, type TestDatabase } from '../support/testDatabase';
import { databaseKind } from '../support/testServer';

const REASONS = [
  { kind: '', label: 'Macet' },
  { kind: '', label: 'Hujan' },
  { kind: 'luar-masuk', label: 'Perbaikan pipa' },
  { kind: 'luar-masuk', label: "Hujan' or '1'='1" },
];

describe(`prepared queries (${databaseKind})`, () => {
  let database: TestDatabase;
  let handle: DatabaseHandle;

  beforeAll(async () => {
    database = await openTestDatabase('absensi-prepared-');
    handle = database.handle;
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await handle.db.deleteFrom('anomaly_reasons').execute();
    await handle.db.insertInto('anomaly_reasons').values(REASONS).execute();
  });

  const labelsOf = preparedQuery<{ kind: string }, { label: string }>((db, slot) =>
    db.selectFrom('anomaly_reasons').select('label').where('kind', '=', slot('kind')).orderBy('label'),
  );

  it('runs again with new values in the same places', async () => {
    for (const kind of ['', 'luar-masuk', 'luar-pulang']) {
      const expected = REASONS.filter((reason) => reason.kind === kind)
        .map(({ label }) => label)
        .sort();
      expect((await labelsOf.execute(handle.db, { kind })).map(({ label }) => label)).toEqual(expected);
    }
  });

  it('builds the query once, however often it runs', async () => {
    const build = vi.fn((db: DatabaseHandle['db'], slot: (name: 'label') => string) =>
      db.selectFrom('anomaly_reasons').select('kind').where('label', '=', slot('label')),
    );
    const kindOf = preparedQuery<{ label: string }, { kind: string }>(build);
    for (const { kind, label } of REASONS) expect(await kindOf.takeFirst(handle.db, { label })).toEqual({ kind });
    await handle.db.transaction().execute(async (trx) => {
      expect(await kindOf.takeFirst(trx, { label: 'Macet' })).toEqual({ kind: '' });
    });
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('binds values, never splices them into the SQL', async () => {
    expect(await labelsOf.execute(handle.db, { kind: "' or '1'='1" })).toEqual([]);
    const count = preparedQuery<{ label: string }, { id: number }>((db, slot) => db.selectFrom('anomaly_reasons').select('id').where('label', '=', slot('label')));
    expect(await count.execute(handle.db, { label: "Hujan' or '1'='1" })).toHaveLength(1);
  });

  it('puts a value used in two places in both, and a null in a list matches nothing', async () => {
    const rename = preparedQuery<{ from: string; to: string; other: string | null }>((db, slot) =>
      db
        .updateTable('anomaly_reasons')
        .set({ label: slot('to'), kind: slot('to') })
        .where('label', 'in', [slot('from'), slot('other')] as string[]),
    );
    expect(await rename.run(handle.db, { from: 'Macet', to: 'Banjir', other: null })).toBe(1);
    const rows = await handle.db.selectFrom('anomaly_reasons').select(['kind', 'label']).where('label', '=', 'Banjir').execute();
    expect(rows).toEqual([{ kind: 'Banjir', label: 'Banjir' }]);
  });

  it('never joins a transaction that another caller has open: its write stays when that one is undone', async () => {
    const add = preparedQuery<{ kind: string; label: string }>((db, slot) => db.insertInto('anomaly_reasons').values({ kind: slot('kind'), label: slot('label') }));
    let started!: () => void;
    const transactionStarted = new Promise<void>((resolve) => (started = resolve));
    let undo!: (error: Error) => void;
    const undone = handle.db.transaction().execute(async (trx) => {
      await add.run(trx, { kind: 'luar-pulang', label: 'Dibatalkan' });
      started();
      await new Promise((_, reject) => (undo = reject));
    });
    await transactionStarted;
    const outside = add.run(handle.db, { kind: 'luar-pulang', label: 'Tetap ada' });
    const seen = labelsOf.execute(handle.db, { kind: 'luar-pulang' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    undo(new Error('batal'));
    await expect(undone).rejects.toThrow('batal');
    expect(await outside).toBe(1);
    expect(await seen).not.toContainEqual({ label: 'Dibatalkan' });
    expect(await labelsOf.execute(handle.db, { kind: 'luar-pulang' })).toEqual([{ label: 'Tetap ada' }]);
  });

  it('writes inside a transaction that a failure undoes', async () => {
    const add = preparedQuery<{ kind: string; label: string }>((db, slot) => db.insertInto('anomaly_reasons').values({ kind: slot('kind'), label: slot('label') }));
    await expect(
      handle.db.transaction().execute(async (trx) => {
        await add.run(trx, { kind: 'luar-pulang', label: 'Pulang lewat lapangan' });
        expect(await labelsOf.execute(trx, { kind: 'luar-pulang' })).toEqual([{ label: 'Pulang lewat lapangan' }]);
        throw new Error('batal');
      }),
    ).rejects.toThrow('batal');
    expect(await labelsOf.execute(handle.db, { kind: 'luar-pulang' })).toEqual([]);
  });
});
