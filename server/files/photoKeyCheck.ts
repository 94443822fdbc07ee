import type { Kysely } from 'kysely';
import { FAILURE_REASONS } from '../../src/domain/maintenance';
import type { Database } from '../db/types';
import { itemKey, runPass } from '../maintenance/passes';
import type { PhotoKeys } from './sealing';
import { FILE_ID_PATTERN } from './signedUrl';
import type { FileStore } from './storage';

/** Stored files looked at a page at a time: their rows, then the first bytes of each. */
const PAGE = 200;

/** A stored file sealed with a key PHOTO_KEYS does not hold: it answers 410 until that key is back. */
export interface UnopenableFile {
  id: string;
  kind: string;
  /** The owner's username and name; null for a file of no one (an announcement's image). */
  owner: { username: string; name: string } | null;
  created_at: string;
  /** The name of the key that sealed it. */
  key: string;
}

/** How the scan is told of a file whose head it could not read (a folder where it should be), and when to stop. */
export interface ScanOptions {
  unreadable?: (id: string, error: unknown) => Promise<unknown>;
  /** Awaited before each page; false: stop. */
  beforePage?: () => Promise<boolean>;
}

/** The key names of a page of files, or, when the page cannot be read, of each file that can, the others told of. */
async function keyNamesOf(db: Kysely<Database>, files: FileStore, ids: string[], unreadable: ScanOptions['unreadable']): Promise<Map<string, string | null>> {
  try {
    return await files.sealingKeys(db, ids);
  } catch {
    const names = new Map<string, string | null>();
    for (const id of ids) {
      try {
        for (const [name, key] of await files.sealingKeys(db, [id])) names.set(name, key);
      } catch (error) {
        await unreadable?.(id, error);
      }
    }
    return names;
  }
}

/**
 * Every stored file no configured key opens, in the order of their ids: each file's first bytes name the key that
 * sealed it (on disk the file's head, on PostgreSQL `substr(bytes, 1, 64)`). A file whose head cannot be read is told
 * of and passed over.
 */
export async function* unopenableFiles(db: Kysely<Database>, files: FileStore, keys: PhotoKeys, { unreadable, beforePage }: ScanOptions = {}): AsyncGenerator<UnopenableFile> {
  for (let after = ''; ; ) {
    if (beforePage && !(await beforePage())) return;
    const rows = await db
      .selectFrom('stored_files as f')
      .leftJoin('employees as e', 'e.id', 'f.owner_employee_id')
      .select(['f.id', 'f.kind', 'f.created_at', 'e.username', 'e.name'])
      .where('f.id', '>', after)
      .orderBy('f.id')
      .limit(PAGE)
      .execute();
    const named = await keyNamesOf(db, files, rows.map((row) => row.id).filter((id) => FILE_ID_PATTERN.test(id)), unreadable);
    for (const row of rows) {
      const key = named.get(row.id);
      if (key && !keys.byId.has(key)) yield { id: row.id, kind: row.kind, owner: row.username && row.name ? { username: row.username, name: row.name } : null, created_at: row.created_at, key };
    }
    if (rows.length < PAGE) return;
    after = rows.at(-1)!.id;
  }
}

/**
 * At start, after the server listens: counts the stored files no key in PHOTO_KEYS opens, lists them for HR and
 * /health as the 'photo_keys' pass (each time afresh, with the files it could not read), and says so on the console. `beforePage` gives way to requests
 * and answers false once the server is closing. Answers the count.
 */
export async function checkPhotoKeys(db: Kysely<Database>, files: FileStore, keys: PhotoKeys, now: () => Date, beforePage?: () => Promise<boolean>): Promise<number> {
  const found = await runPass(db, 'photo_keys', now, async (run) => {
    await run.forgetAll();
    let count = 0;
    const keyNames = new Set<string>();
    const unreadable = (id: string, error: unknown) => run.failed(itemKey('file', id), error);
    for await (const file of unopenableFiles(db, files, keys, { unreadable, beforePage })) {
      count += 1;
      keyNames.add(file.key);
      await run.fail(itemKey('file', file.id), FAILURE_REASONS.keyMissing, { leftAside: true });
    }
    return { count, keyNames: [...keyNames] };
  });
  if (found.count > 0) {
    console.warn(
      `${found.count} berkas tersimpan tidak dapat dibuka: kuncinya (${found.keyNames.join(', ')}) tidak ada di PHOTO_KEYS. Daftarnya: npm run admin -- check-photo-keys (docs/deployment.md, "Photo keys").`,
    );
  }
  return found.count;
}
