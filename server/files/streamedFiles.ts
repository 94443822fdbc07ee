import { open, rename, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/types';
import { chunksNeedResealing, inPieces, openStored, type OpenedFile, sealInChunks } from './sealedStream';
import { isSealedInChunks, type PhotoKeys, SEAL_HEADER_BYTES } from './sealing';

/**
 * Large stored files (an employee's copy of their data, up to a part's size) written and read as streams, never whole
 * in memory: sealed in chunks as they are written (sealedStream.ts). On disk a file of its own; on PostgreSQL rows of
 * `file_chunks` of about a megabyte each, read a few at a time.
 */
export interface StreamedFiles {
  /** Writes the file as its bytes come; answers how many there were. */
  writeStream(db: Kysely<Database>, id: string, source: AsyncIterable<Uint8Array>): Promise<number>;
  /** The file's own bytes as a stream, opened (MissingPhotoKey at once when its key is gone); null when it has none. */
  readStream(db: Kysely<Database>, id: string): Promise<OpenedFile | null>;
  /** Seals a file sealed in chunks again with the current key when another sealed it; null when it is not such a file. */
  resealChunks(db: Kysely<Database>, id: string): Promise<boolean | null>;
}

/** Bytes written to the disk at a time. */
const WRITE_BYTES = 1024 * 1024;

/** The source, its bytes counted into `count` as they pass. */
async function* counted(source: AsyncIterable<Uint8Array>, count: { bytes: number }): AsyncGenerator<Uint8Array> {
  for await (const piece of source) {
    count.bytes += piece.byteLength;
    yield piece;
  }
}

const ignoreMissing = (error: NodeJS.ErrnoException) => {
  if (error.code !== 'ENOENT') throw error;
};

async function writeSynced(path: string, sealed: AsyncIterable<Uint8Array>): Promise<void> {
  const file = await open(path, 'wx');
  try {
    for await (const piece of inPieces(sealed, WRITE_BYTES)) await file.write(piece);
    await file.sync();
  } finally {
    await file.close();
  }
}

async function firstBytes(path: string): Promise<Buffer | null> {
  const file = await open(path).catch((error: NodeJS.ErrnoException) => (ignoreMissing(error), null));
  if (!file) return null;
  try {
    const { buffer, bytesRead } = await file.read(Buffer.alloc(SEAL_HEADER_BYTES), 0, SEAL_HEADER_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

export function diskStreams(folder: string, keys: PhotoKeys): StreamedFiles {
  const readStream = async (id: string): Promise<OpenedFile | null> => {
    const file = await open(join(folder, id)).catch((error: NodeJS.ErrnoException) => (ignoreMissing(error), null));
    if (!file) return null;
    let size: number;
    try {
      size = (await file.stat()).size;
    } catch (error) {
      await file.close();
      throw error;
    }
    // Closed by the stream at its end, or when the reading stops before it.
    return openStored(file.createReadStream({ highWaterMark: WRITE_BYTES }), keys, size);
  };
  return {
    async writeStream(_db, id, source) {
      const count = { bytes: 0 };
      await writeSynced(join(folder, id), sealInChunks(counted(source, count), keys.current));
      return count.bytes;
    },
    readStream: (_db, id) => readStream(id),
    async resealChunks(_db, id) {
      const path = join(folder, id);
      const start = await firstBytes(path);
      if (!start || !isSealedInChunks(start)) return null;
      if (!chunksNeedResealing(start, keys)) return false;
      const opened = (await readStream(id))!;
      const next = `${path}.resealed`;
      await unlink(next).catch(ignoreMissing);
      await writeSynced(next, sealInChunks(opened.chunks, keys.current));
      await rename(next, path);
      return true;
    },
  };
}

/** Stored bytes in one `file_chunks` row, and rows read at a time. */
const ROW_BYTES = 1024 * 1024;
const ROWS_AT_ONCE = 4;

/** The rows of a file stored in chunks, in order, `ROWS_AT_ONCE` at a time; only those below `rows`. */
async function* rowsOf(db: Kysely<Database>, id: string, rows: number): AsyncGenerator<Uint8Array> {
  for (let next = 0; next < rows; next += ROWS_AT_ONCE) {
    const read = await db
      .selectFrom('file_chunks')
      .select('bytes')
      .where('file_id', '=', id)
      .where('seq', '>=', next)
      .where('seq', '<', Math.min(next + ROWS_AT_ONCE, rows))
      .orderBy('seq')
      .execute();
    for (const row of read) yield row.bytes;
  }
}

async function chunkedSize(db: Kysely<Database>, id: string): Promise<{ rows: number; bytes: number }> {
  const row = await db
    .selectFrom('file_chunks')
    .select((eb) => [eb.fn.countAll<string | number>().as('rows'), sql<string | number | null>`sum(octet_length(bytes))`.as('bytes')])
    .where('file_id', '=', id)
    .executeTakeFirstOrThrow();
  return { rows: Number(row.rows), bytes: Number(row.bytes ?? 0) };
}

async function insertRows(db: Kysely<Database>, id: string, sealed: AsyncIterable<Uint8Array>, firstSeq: number): Promise<void> {
  let seq = firstSeq;
  for await (const piece of inPieces(sealed, ROW_BYTES)) await db.insertInto('file_chunks').values({ file_id: id, seq: seq++, bytes: piece }).execute();
}

/** The first bytes of the files stored in chunks among these, by id. */
export async function chunkedHeads(db: Kysely<Database>, ids: string[]): Promise<Map<string, Uint8Array>> {
  if (ids.length === 0) return new Map();
  const heads = await db
    .selectFrom('file_chunks')
    .select(['file_id', sql<Buffer>`substr(bytes, 1, ${sql.lit(SEAL_HEADER_BYTES)})`.as('head')])
    .where('file_id', 'in', ids)
    .where('seq', '=', 0)
    .execute();
  return new Map(heads.map((row) => [row.file_id, new Uint8Array(row.head)]));
}

/** Deletes the chunks of these files; answers the ids that had some. */
export async function removeChunks(db: Kysely<Database>, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  return new Set((await db.deleteFrom('file_chunks').where('file_id', 'in', ids).returning('file_id').execute()).map((row) => row.file_id));
}

export const databaseStreams = (keys: PhotoKeys): StreamedFiles => ({
  async writeStream(db, id, source) {
    const count = { bytes: 0 };
    await insertRows(db, id, sealInChunks(counted(source, count), keys.current), 0);
    return count.bytes;
  },
  async readStream(db, id) {
    const whole = await db.selectFrom('file_contents').select('bytes').where('id', '=', id).executeTakeFirst();
    if (whole) return openStored([whole.bytes], keys, whole.bytes.byteLength);
    const { rows, bytes } = await chunkedSize(db, id);
    return rows === 0 ? null : openStored(rowsOf(db, id, rows), keys, bytes);
  },
  async resealChunks(db, id) {
    const { rows, bytes } = await chunkedSize(db, id);
    if (rows === 0) return null;
    if (!chunksNeedResealing((await chunkedHeads(db, [id])).get(id)!, keys)) return false;
    // The new rows after the old ones, then in their place: all or nothing.
    await db.transaction().execute(async (trx) => {
      const opened = await openStored(rowsOf(trx, id, rows), keys, bytes);
      await insertRows(trx, id, sealInChunks(opened.chunks, keys.current), rows);
      await trx.deleteFrom('file_chunks').where('file_id', '=', id).where('seq', '<', rows).execute();
      await trx.updateTable('file_chunks').set((eb) => ({ seq: eb('seq', '-', rows) })).where('file_id', '=', id).execute();
    });
    return true;
  },
});
