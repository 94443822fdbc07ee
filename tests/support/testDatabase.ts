import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type DatabaseHandle } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrations';
import { createPostgresDatabase, databaseKind } from './testServer';

export interface TestDatabase {
  handle: DatabaseHandle;
  /** Where it is, as the server's configuration says it: for `fileStoreFor` and the like. */
  location: { dataDir: string; databaseUrl?: string };
  /** Closes it and deletes it with its folder. */
  close(): Promise<void>;
}

/** A migrated database of the suite's kind, without a server: SQLite in a new folder, or a new PostgreSQL database. */
export async function openTestDatabase(folderPrefix: string): Promise<TestDatabase> {
  const dataDir = await mkdtemp(join(tmpdir(), folderPrefix));
  const postgres = databaseKind === 'postgres' ? await createPostgresDatabase() : null;
  const location = { dataDir, databaseUrl: postgres?.url };
  const handle = openDatabase(location);
  await migrateToLatest(handle.db, handle.dialect);
  return {
    handle,
    location,
    async close() {
      await handle.close();
      await postgres?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
