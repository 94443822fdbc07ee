import { randomBytes } from 'node:crypto';
import { open, readFile, rename, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { type Kysely, sql } from 'kysely';
import { preparedQuery, slotsFor } from '../db/preparedQuery';
import type { Database, StoredFileTable } from '../db/types';
import { ApiError } from '../http/errors';
import { createFileIfWhole, decodesWhole } from './decodeImage';
import { bytesThenOwnerUploads, type UploadsCounted, type UploadWindow } from './ownerUploads';
import { NO_PHOTO_KEYS, type PhotoKeys, SEAL_HEADER_BYTES, seal, sealedWith, unseal } from './sealing';
import { type OpenedFile, openWhole, wholeOf } from './sealedStream';
import { chunkedHeads, databaseStreams, diskStreams, removeChunks } from './streamedFiles';
import { FILE_ID_PATTERN } from './signedUrl';
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

/**
 * An id no stored file can have (every one is 24 characters of base64url): refused before the store touches anything,
 * so that '' never names the uploads folder itself. Answered as a file not found.
 */
export class FileIdRefused extends ApiError {
  constructor(readonly fileId: string) {
    super(404, 'Berkas tidak ditemukan.');
  }
}

/** Some files could not be removed (a folder where one should be); every other one was, or had no bytes (`missing`). */
export class FilesNotRemoved extends Error {
  constructor(
    readonly failures: ReadonlyMap<string, unknown>,
    readonly missing: string[],
  ) {
    super(`${failures.size} berkas tidak dapat dihapus.`);
  }
}

function requireFileId(id: string): string {
  if (!FILE_ID_PATTERN.test(id)) throw new FileIdRefused(id);
  return id;
}

/**
 * Where the bytes of stored files live; their metadata is always the `stored_files` table. Every method but `write`
 * refuses an id that is not well formed (FileIdRefused) before it touches anything.
 */
export interface FileStore {
  write(db: Kysely<Database>, id: string, bytes: Uint8Array, mustDecode?: WholeImageCheck, window?: UploadWindow): Promise<Written>;
  /** The file's own bytes, opened (MissingPhotoKey when its key is gone); null when there are none. */
  read(db: Kysely<Database>, id: string): Promise<Uint8Array | null>;
  /** A large file (a copy's part) written as its bytes come, sealed in chunks, never whole in memory; answers its size. */
  writeStream(db: Kysely<Database>, id: string, source: AsyncIterable<Uint8Array>): Promise<number>;
  /** Any file's own bytes as a stream, with their count (MissingPhotoKey at once when its key is gone); null when there are none. */
  readStream(db: Kysely<Database>, id: string): Promise<OpenedFile | null>;
  /**
   * Removes the files' bytes; answers the ids that had none (in PostgreSQL the bytes go with their row: there only the
   * ids whose row is still there). One it cannot remove (a folder) throws, on disk once the others are removed
   * (FilesNotRemoved).
   */
  remove(db: Kysely<Database>, ids: string[]): Promise<string[]>;
  /** The name of the key that sealed each file (null: stored as it is), read from its first bytes; a file without bytes is left out. */
  sealingKeys(db: Kysely<Database>, ids: string[]): Promise<Map<string, string | null>>;
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
  const streams = diskStreams(folder, keys);
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
      const bytes = await readFile(join(folder, requireFileId(id))).catch((error: NodeJS.ErrnoException) => (ignoreMissing(error), null));
      return bytes && openWhole(bytes, keys);
    },
    writeStream: (db, id, source) => streams.writeStream(db, requireFileId(id), source),
    readStream: (db, id) => streams.readStream(db, requireFileId(id)),
    async remove(_db, ids) {
      ids.forEach(requireFileId);
      const outcomes = await Promise.allSettled(ids.map((id) => unlink(join(folder, id))));
      const missing: string[] = [];
      const failures = new Map<string, unknown>();
      outcomes.forEach((outcome, index) => {
        if (outcome.status === 'fulfilled') return;
        if ((outcome.reason as NodeJS.ErrnoException).code === 'ENOENT') missing.push(ids[index]!);
        else failures.set(ids[index]!, outcome.reason);
      });
      if (failures.size > 0) throw new FilesNotRemoved(failures, missing);
      return missing;
    },
    async sealingKeys(_db, ids) {
      ids.forEach(requireFileId);
      const names = new Map<string, string | null>();
      for (const id of ids) {
        const file = await open(join(folder, id)).catch((error: NodeJS.ErrnoException) => (ignoreMissing(error), null));
        if (!file) continue;
        try {
          const { buffer, bytesRead } = await file.read(Buffer.alloc(SEAL_HEADER_BYTES), 0, SEAL_HEADER_BYTES, 0);
          names.set(id, sealedWith(buffer.subarray(0, bytesRead)));
        } finally {
          await file.close();
        }
      }
      return names;
    },
    async reseal(db, id) {
      const path = join(folder, requireFileId(id));
      const chunked = await streams.resealChunks(db, id);
      if (chunked !== null) return chunked;
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
    const row = await db.selectFrom('file_contents').select('bytes').where('id', '=', requireFileId(id)).executeTakeFirst();
    return row ? unseal(row.bytes, keys) : wholeOf(await databaseStreams(keys).readStream(db, id));
  },
  writeStream: (db, id, source) => databaseStreams(keys).writeStream(db, requireFileId(id), source),
  readStream: (db, id) => databaseStreams(keys).readStream(db, requireFileId(id)),
  async remove(db, ids) {
    ids.forEach(requireFileId);
    if (ids.length === 0) return [];
    const removed = new Set((await db.deleteFrom('file_contents').where('id', 'in', ids).returning('id').execute()).map((row) => row.id));
    for (const id of await removeChunks(db, ids)) removed.add(id);
    // The bytes go with their row here (a cascade): a file whose row is gone had its bytes taken with it.
    const unremoved = ids.filter((id) => !removed.has(id));
    if (unremoved.length === 0) return [];
    const rows = new Set((await db.selectFrom('stored_files').select('id').where('id', 'in', unremoved).execute()).map((row) => row.id));
    return unremoved.filter((id) => rows.has(id));
  },
  async sealingKeys(db, ids) {
    ids.forEach(requireFileId);
    if (ids.length === 0) return new Map();
    const heads = await db
      .selectFrom('file_contents')
      .select(['id', sql<Buffer>`substr(bytes, 1, ${sql.lit(SEAL_HEADER_BYTES)})`.as('head')])
      .where('id', 'in', ids)
      .execute();
    const names = new Map(heads.map((row) => [row.id, sealedWith(new Uint8Array(row.head))]));
    for (const [id, head] of await chunkedHeads(db, ids)) names.set(id, sealedWith(head));
    return names;
  },
  async reseal(db, id) {
    const chunked = await databaseStreams(keys).resealChunks(db, requireFileId(id));
    if (chunked !== null) return chunked;
    const row = await db.selectFrom('file_contents').select('bytes').where('id', '=', requireFileId(id)).executeTakeFirst();
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

/**
 * Records a large file and writes its bytes as they come (`FileStore.writeStream`); answers its id and size. It stays
 * unclaimed until the caller claims it, so that a crash leaves it to the clean-up; a failed write takes it back.
 */
export async function storeStreamedFile(
  db: Kysely<Database>,
  store: FileStore,
  file: Pick<NewStoredFile, 'kind' | 'ownerId' | 'contentType'>,
  source: AsyncIterable<Uint8Array>,
  now: Date,
): Promise<{ id: string; size: number }> {
  const id = randomBytes(18).toString('base64url');
  const row = { id, owner_employee_id: file.ownerId, kind: file.kind, content_type: file.contentType, size: 0, width: null, height: null, created_at: now.toISOString(), claimed_at: null, uploader_address: null, phash: null };
  await insertStoredFile.run(db, row);
  try {
    const size = await store.writeStream(db, id, source);
    await db.updateTable('stored_files').set({ size }).where('id', '=', id).execute();
    return { id, size };
  } catch (error) {
    await removeUnclaimed(db, store, [id]);
    throw error;
  }
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
