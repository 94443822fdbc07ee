import { randomBytes } from 'node:crypto';
import { readFile, rename, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { preparedQuery, slotsFor } from '../db/preparedQuery';
import type { Database, StoredFileTable } from '../db/types';
import { ApiError } from '../http/errors';
import { createFileIfWhole, decodesWhole } from './decodeImage';
import { bytesThenOwnerUploads, type UploadsCounted, type UploadWindow } from './ownerUploads';
import { NO_PHOTO_KEYS, type PhotoKeys, seal, sealedWith, unseal } from './sealing';
import type { SniffedImage } from './sniff';
import { uploadThreads } from '../threads/serverThreads';

/** An image whose compressed data must decode whole, checked while its bytes are written (an upload's photo). */
export interface WholeImageCheck {
  image: SniffedImage;
  maxPixels: number;
  /** The 400's message when it does not decode. */
  refusal: string;
}

export interface NewStoredFile {
  bytes: Uint8Array;
  kind: string;
  ownerId: number | null;
  contentType: string;
  width: number | null;
  height: number | null;
  /** Already referred to by a record (seeded, posted by an admin); uploads are claimed by the submit that uses them. */
  claimed?: boolean;
  /** The client address of an upload made without a token. */
  uploaderAddress?: string;
  mustDecode?: WholeImageCheck;
  /** Given the image's difference hash once the file is stored (a face: near-duplicates of earlier faces are flagged). */
  keepHash?: (fileId: string, hash: string) => void;
}

/**
 * A write's outcome: false when an image that must decode whole does not (nothing written), its difference hash when
 * it does, else true; and the owner's uploads in the window asked for, when the store counted them on the same trip.
 */
export interface Written {
  written: string | boolean;
  uploads?: UploadsCounted;
}

/** Where the bytes of stored files live; their metadata is always the `stored_files` table. */
export interface FileStore {
  write(db: Kysely<Database>, id: string, bytes: Uint8Array, mustDecode?: WholeImageCheck, window?: UploadWindow): Promise<Written>;
  read(db: Kysely<Database>, id: string): Promise<Uint8Array | null>;
  remove(db: Kysely<Database>, ids: string[]): Promise<void>;
  /**
   * Seals the file again with the current photo key when another key (or none) sealed it, replacing it whole (the
   * old bytes stay readable until the new ones are in place); answers whether it did.
   */
  reseal(db: Kysely<Database>, id: string): Promise<boolean>;
}

/** The file's bytes sealed with the current key, when a key is set and did not seal them already; else null. */
function resealed(stored: Uint8Array | null, keys: PhotoKeys): Uint8Array | null {
  if (!stored || !keys.current || sealedWith(stored) === keys.current.id) return null;
  return seal(unseal(stored, keys), keys.current);
}

export const uploadsDir = (dataDir: string) => join(dataDir, 'uploads');

/** One server on SQLite: files under DATA_DIR/uploads, named by their random id, sealed with the current photo key. */
export function diskFileStore(dataDir: string, keys: PhotoKeys = NO_PHOTO_KEYS): FileStore {
  const folder = uploadsDir(dataDir);
  const ignoreMissing = (error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
  };
  return {
    // Off the event loop even for small files: creating a file can take a millisecond of the kernel's time here,
    // and it is answered only once the file is on the disk (uploadThreads.ts).
    async write(_db, id, bytes, mustDecode) {
      if (mustDecode) return { written: await createFileIfWhole(join(folder, id), bytes, mustDecode.image, mustDecode.maxPixels, keys.current) };
      await uploadThreads.create(join(folder, id), bytes, keys.current);
      return { written: true };
    },
    async read(_db, id) {
      const bytes = await readFile(join(folder, id)).catch((error: NodeJS.ErrnoException) => (ignoreMissing(error), null));
      return bytes && unseal(bytes, keys);
    },
    async remove(_db, ids) {
      await Promise.all(ids.map((id) => unlink(join(folder, id)).catch(ignoreMissing)));
    },
    async reseal(_db, id) {
      const path = join(folder, id);
      const bytes = resealed(await readFile(path).catch((error: NodeJS.ErrnoException) => (ignoreMissing(error), null)), keys);
      if (!bytes) return false;
      const next = `${path}.resealed`;
      await unlink(next).catch(ignoreMissing);
      await uploadThreads.create(next, bytes);
      await rename(next, path);
      return true;
    },
  };
}

const insertFileContents = preparedQuery<{ id: string; bytes: Buffer }>((db, slot) => db.insertInto('file_contents').values(slotsFor(slot, ['id', 'bytes'])));

/** Several servers on one PostgreSQL: the bytes in `file_contents`, so every server can serve every file; sealed as on disk. */
export const databaseFileStore = (keys: PhotoKeys = NO_PHOTO_KEYS): FileStore => ({
  async write(db, id, bytes, mustDecode, window) {
    const hash = mustDecode ? await decodesWhole(bytes, mustDecode.image, mustDecode.maxPixels) : true;
    if (!hash) return { written: false };
    const stored = keys.current ? seal(bytes, keys.current) : bytes;
    const contents = { id, bytes: Buffer.from(stored.buffer, stored.byteOffset, stored.byteLength) };
    if (window) return { written: hash, uploads: (await bytesThenOwnerUploads.takeFirst(db, { ...contents, ...window }))! };
    await insertFileContents.run(db, contents);
    return { written: hash };
  },
  async read(db, id) {
    const row = await db.selectFrom('file_contents').select('bytes').where('id', '=', id).executeTakeFirst();
    return row ? unseal(row.bytes, keys) : null;
  },
  async remove(db, ids) {
    if (ids.length > 0) await db.deleteFrom('file_contents').where('id', 'in', ids).execute();
  },
  async reseal(db, id) {
    const row = await db.selectFrom('file_contents').select('bytes').where('id', '=', id).executeTakeFirst();
    const bytes = resealed(row?.bytes ?? null, keys);
    if (!bytes) return false;
    await db.updateTable('file_contents').set({ bytes: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) }).where('id', '=', id).execute();
    return true;
  },
});

export const fileStoreFor = (config: { databaseUrl?: string; dataDir: string; photoKeys?: PhotoKeys }): FileStore =>
  config.databaseUrl ? databaseFileStore(config.photoKeys) : diskFileStore(config.dataDir, config.photoKeys);

const insertStoredFile = preparedQuery<StoredFileTable>((db, slot) =>
  db
    .insertInto('stored_files')
    .values(
      slotsFor(slot, ['id', 'owner_employee_id', 'kind', 'content_type', 'size', 'width', 'height', 'created_at', 'claimed_at', 'uploader_address', 'phash']),
    ),
);

/** Work under way whose failure is kept as a value until it is asked for, so that nobody has to await it at once. */
const outcomeOf = (work: Promise<Written>): Promise<Written & { error?: unknown }> => work.catch((error: unknown) => ({ written: false, error }));

/**
 * Records the file, then writes its bytes under a random id; returns the id. The row comes first so that a crash in
 * between leaves an unclaimed row (removed by the clean-up) rather than bytes nothing knows about. The bytes are
 * written (an image that must decode whole is decoded first, on the same trip) while the row's commit is made
 * durable (the connection is given back, then the log is synced), not after. A failed write or an image that does
 * not decode takes the row back: nothing is kept. Given a window, answers the owner's uploads in it too when the store
 * counted them with the bytes (`FileStore.write`).
 */
export async function storeCountingFile(
  db: Kysely<Database>,
  store: FileStore,
  file: NewStoredFile,
  now: Date,
  window?: UploadWindow,
): Promise<{ id: string; uploads?: UploadsCounted }> {
  const id = randomBytes(18).toString('base64url');
  const createdAt = now.toISOString();
  const row = {
    id,
    owner_employee_id: file.ownerId,
    kind: file.kind,
    content_type: file.contentType,
    size: file.bytes.byteLength,
    width: file.width,
    height: file.height,
    created_at: createdAt,
    claimed_at: file.claimed ? createdAt : null,
    uploader_address: file.uploaderAddress ?? null,
    phash: null,
  };
  const recordThenWrite = async (connection: Kysely<Database>) => {
    await insertStoredFile.run(connection, row);
    return { writing: outcomeOf(store.write(db, id, file.bytes, file.mustDecode, window)) };
  };
  const { writing } = db.isTransaction ? await recordThenWrite(db) : await db.connection().execute(recordThenWrite);
  const outcome = await writing;
  if (outcome.written) {
    if (file.keepHash && typeof outcome.written === 'string') file.keepHash(id, outcome.written);
    return { id, uploads: outcome.uploads };
  }
  await db.deleteFrom('stored_files').where('id', '=', id).execute();
  if ('error' in outcome) throw outcome.error;
  throw new ApiError(400, file.mustDecode!.refusal);
}

/** Records the file and writes its bytes (`storeCountingFile`); answers its id. */
export const storeFile = async (db: Kysely<Database>, store: FileStore, file: NewStoredFile, now: Date): Promise<string> =>
  (await storeCountingFile(db, store, file, now)).id;

/** Removes stored files (rows and bytes) that were never claimed; answers the ids it removed. */
export async function removeUnclaimed(db: Kysely<Database>, store: FileStore, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const removed = (await db.deleteFrom('stored_files').where('id', 'in', ids).where('claimed_at', 'is', null).returning('id').execute()).map(
    (row) => row.id,
  );
  await store.remove(db, removed);
  return removed;
}
