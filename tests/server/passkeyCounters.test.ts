import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evidenceWriter } from '../../server/attendance/evidence';
import { openTestDatabase, type TestDatabase } from '../support/testDatabase';
import { databaseKind } from '../support/testServer';

const DEVICE = 'kunci-uji';
const use = (counter: number) => ({ id: DEVICE, counter, used_at: '2026-11-26T00:30:00.000Z' });

describe(`a passkey's counter (${databaseKind})`, () => {
  let database: TestDatabase;
  const storedCounter = async () =>
    Number((await database.handle.db.selectFrom('passkeys').select('counter').where('id', '=', DEVICE).executeTakeFirstOrThrow()).counter);

  beforeAll(async () => {
    database = await openTestDatabase('absensi-passkey-counter-');
    const { db } = database.handle;
    const office = await db.selectFrom('offices').select('id').executeTakeFirst();
    const employee = await db
      .insertInto('employees')
      .values({ username: 'penghitung', password_hash: 'x', nup: 'PENGHITUNG', name: 'Penghitung', position: 'Staf', position_level: 3, office_id: office?.id ?? null, created_at: '2026-10-01T00:00:00.000Z' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('passkeys')
      .values({ id: DEVICE, employee_id: employee.id, public_key: 'k', counter: 0, transports: '[]', name: 'Ponsel', status: 'active', created_at: '2026-10-01T00:00:00.000Z' })
      .execute();
  });
  afterAll(() => database.close());

  it('refuses a counter that goes back although the reader read the database before the higher one was written', async () => {
    const evidence = evidenceWriter(database.handle.db);
    const readBefore = await storedCounter();
    expect(evidence.keepPasskeyUse(use(50), readBefore)).toBe(true);
    await evidence.flush();
    expect(await storedCounter()).toBe(50);
    // A request that read 0 before that write, and compares after it: the copy must not pass.
    expect(evidence.keepPasskeyUse(use(20), readBefore)).toBe(false);
    expect(evidence.keepPasskeyUse(use(50), readBefore)).toBe(false);
    expect(evidence.keepPasskeyUse(use(51), readBefore)).toBe(true);
  });

  it('never writes a counter back over a higher one another process wrote', async () => {
    const other = evidenceWriter(database.handle.db);
    const mine = evidenceWriter(database.handle.db);
    expect(other.keepPasskeyUse(use(900), 0)).toBe(true);
    expect(mine.keepPasskeyUse(use(800), 0)).toBe(true);
    await other.flush();
    await mine.flush();
    expect(await storedCounter()).toBe(900);
  });
});
