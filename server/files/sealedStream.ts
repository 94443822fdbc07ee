import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { CHUNKED_MARKER as MARKER, isSealedInChunks, keyNamed, type PhotoKey, type PhotoKeys, sealedWith, unseal, unsealInSlices } from './sealing';

/**
 * Large stored files (an employee's copy of their data) sealed as they are written, never whole in memory: the marker
 * 'ABSNSEAL2', the key's name (its length, then its bytes), a random 16-byte salt and the chunk size (4 bytes), then
 * the file in chunks of that size (the last one shorter), each sealed with AES-256-GCM under a key derived from the
 * named key and the salt, each followed by its 16-byte tag. A chunk's nonce is its index and whether it is the last,
 * and the header is every chunk's associated data: a chunk moved, dropped, added, or a file cut short does not open.
 * Files sealed whole ('ABSNSEAL1', sealing.ts) and files stored before keys were set are read as before.
 */
const SALT_BYTES = 16;
const TAG_BYTES = 16;
/** Longer than any header, of a file sealed whole or in chunks (a key's name is at most 255 bytes). */
const LONGEST_HEADER_BYTES = 512;
export const CHUNK_BYTES = 64 * 1024;
/** The largest chunk size a header may name: a damaged header cannot make the reader hold more than this. */
const LARGEST_CHUNK_BYTES = 4 * 1024 * 1024;

/** The file's own bytes, as a stream, with their count. */
export interface OpenedFile {
  size: number;
  chunks: AsyncIterable<Uint8Array>;
}

const chunkKey = (key: Uint8Array, salt: Uint8Array) => Buffer.from(hkdfSync('sha256', key, salt, MARKER, 32));

function nonceOf(index: number, last: boolean): Buffer {
  const nonce = Buffer.alloc(12);
  nonce.writeUInt32BE(index, 7);
  nonce[11] = last ? 1 : 0;
  return nonce;
}

/** The source in pieces of exactly `size` bytes, the last one shorter (none when the source is empty). */
export async function* inPieces(source: AsyncIterable<Uint8Array>, size: number): AsyncGenerator<Buffer> {
  let held: Buffer[] = [];
  let heldBytes = 0;
  for await (const piece of source) {
    let rest = Buffer.from(piece.buffer, piece.byteOffset, piece.byteLength);
    while (heldBytes + rest.length >= size) {
      const needed = size - heldBytes;
      yield held.length === 0 ? Buffer.from(rest.subarray(0, needed)) : Buffer.concat([...held, rest.subarray(0, needed)]);
      rest = rest.subarray(needed);
      held = [];
      heldBytes = 0;
    }
    if (rest.length > 0) {
      held.push(Buffer.from(rest));
      heldBytes += rest.length;
    }
  }
  if (heldBytes > 0) yield Buffer.concat(held);
}

/** The source sealed chunk by chunk with the key; as it is when there is no key (files stored without sealing). */
export async function* sealInChunks(source: AsyncIterable<Uint8Array>, key: PhotoKey | null): AsyncGenerator<Uint8Array> {
  if (!key) {
    yield* source;
    return;
  }
  const name = Buffer.from(key.id);
  const salt = randomBytes(SALT_BYTES);
  const size = Buffer.alloc(4);
  size.writeUInt32BE(CHUNK_BYTES);
  const header = Buffer.concat([MARKER, Buffer.from([name.length]), name, salt, size]);
  const derived = chunkKey(key.key, salt);
  const sealChunk = (plain: Buffer, index: number, last: boolean) => {
    const cipher = createCipheriv('aes-256-gcm', derived, nonceOf(index, last));
    cipher.setAAD(header);
    return Buffer.concat([cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
  };
  yield header;
  let index = 0;
  let held: Buffer | null = null;
  for await (const piece of inPieces(source, CHUNK_BYTES)) {
    if (held) yield sealChunk(held, index++, false);
    held = piece;
  }
  yield sealChunk(held ?? Buffer.alloc(0), index, true);
}

/** A file's stored bytes: as they are read, or in memory already. */
type StoredBytes = AsyncIterable<Uint8Array> | Uint8Array[];

async function* asStream(pieces: Iterable<Uint8Array>): AsyncGenerator<Uint8Array> {
  yield* pieces;
}

/** Bytes taken from a stream as they are asked for. */
class Reader {
  private held: Buffer = Buffer.alloc(0);
  private readonly source: AsyncIterator<Uint8Array>;
  private ended = false;
  constructor(source: StoredBytes) {
    this.source = Array.isArray(source) ? asStream(source)[Symbol.asyncIterator]() : source[Symbol.asyncIterator]();
  }
  /** Holds at least `bytes` bytes unless the stream ends first; answers whether it does. */
  async fill(bytes: number): Promise<boolean> {
    const pieces: Buffer[] = [this.held];
    let holding = this.held.length;
    while (holding < bytes && !this.ended) {
      const next = await this.source.next();
      if (next.done) this.ended = true;
      else {
        pieces.push(Buffer.from(next.value.buffer, next.value.byteOffset, next.value.byteLength));
        holding += next.value.byteLength;
      }
    }
    if (pieces.length > 1) this.held = Buffer.concat(pieces);
    return this.held.length >= bytes;
  }
  peek = () => this.held;
  take(bytes: number): Buffer {
    const taken = this.held.subarray(0, bytes);
    this.held = this.held.subarray(bytes);
    return taken;
  }
  /** What is left, piece by piece; the source is closed when the reading stops, at its end or before. */
  async *rest(): AsyncGenerator<Uint8Array> {
    try {
      if (this.held.length > 0) yield this.take(this.held.length);
      for (let next = await this.source.next(); !next.done; next = await this.source.next()) yield next.value;
    } finally {
      await this.close();
    }
  }
  async close() {
    await this.source.return?.();
  }
}

/** What is left, in the pieces it was read in. */
async function piecesOf(reader: Reader): Promise<Uint8Array[]> {
  const pieces: Uint8Array[] = [];
  for await (const piece of reader.rest()) pieces.push(piece);
  return pieces;
}

/** The chunk size and header of a file sealed in chunks; throws when no configured key opens it. */
function headerOf(bytes: Buffer, keys: PhotoKeys): { header: Buffer; key: Buffer; chunkBytes: number } | null {
  const nameEnd = MARKER.length + 1 + (bytes[MARKER.length] ?? 0);
  const headerEnd = nameEnd + SALT_BYTES + 4;
  if (bytes.length < headerEnd) return null;
  const key = keyNamed(keys, bytes.subarray(MARKER.length + 1, nameEnd).toString());
  const chunkBytes = bytes.readUInt32BE(nameEnd + SALT_BYTES);
  if (chunkBytes === 0 || chunkBytes > LARGEST_CHUNK_BYTES) throw new Error('Berkas rusak: ukuran potongan tidak dikenal.');
  return { header: bytes.subarray(0, headerEnd), key: chunkKey(key, bytes.subarray(nameEnd, nameEnd + SALT_BYTES)), chunkBytes };
}

/** The size of a file sealed in chunks, from the size it takes stored. */
function plainSize(storedBytes: number, headerBytes: number, chunkBytes: number): number {
  const body = storedBytes - headerBytes;
  return body - Math.max(1, Math.ceil(body / (chunkBytes + TAG_BYTES))) * TAG_BYTES;
}

async function* openedChunks(reader: Reader, header: Buffer, key: Buffer, chunkBytes: number): AsyncGenerator<Uint8Array> {
  try {
    const sealed = chunkBytes + TAG_BYTES;
    for (let index = 0; ; index++) {
      // A whole chunk with more after it is not the last; what is left at the end is.
      const last = !(await reader.fill(sealed + 1));
      const chunk = reader.take(Math.min(sealed, reader.peek().length));
      if (chunk.length < TAG_BYTES) throw new Error('Berkas rusak: potongan terakhir tidak lengkap.');
      const decipher = createDecipheriv('aes-256-gcm', key, nonceOf(index, last));
      decipher.setAAD(header);
      decipher.setAuthTag(chunk.subarray(chunk.length - TAG_BYTES));
      yield Buffer.concat([decipher.update(chunk.subarray(0, chunk.length - TAG_BYTES)), decipher.final()]);
      if (last) return;
    }
  } finally {
    await reader.close();
  }
}

/**
 * Opens a stored file from its stored bytes, `storedBytes` long: sealed in chunks, each chunk opened as it is read;
 * sealed whole, opened whole (photos and attachments, a few MB at most); not sealed, as it is. Throws before the
 * first byte when no configured key opens it.
 */
export async function openStored(source: StoredBytes, keys: PhotoKeys, storedBytes: number): Promise<OpenedFile> {
  const reader = new Reader(source);
  try {
    await reader.fill(LONGEST_HEADER_BYTES);
    const start = reader.peek();
    if (isSealedInChunks(start)) {
      const opened = headerOf(start, keys);
      if (!opened) throw new Error('Berkas rusak: kepala berkas tidak lengkap.');
      const size = plainSize(storedBytes, opened.header.length, opened.chunkBytes);
      const header = Buffer.from(reader.take(opened.header.length));
      return { size, chunks: openedChunks(reader, header, opened.key, opened.chunkBytes) };
    }
    if (sealedWith(start) !== null) {
      // The header is in the first piece: at least as long as the longest header, or the whole file.
      const { size, slices } = unsealInSlices(await piecesOf(reader), keys, CHUNK_BYTES);
      return { size, chunks: asStream(slices) };
    }
    return { size: storedBytes, chunks: reader.rest() };
  } catch (error) {
    await reader.close();
    throw error;
  }
}

/** A stored file's own bytes, whatever way it was sealed, when it is held whole in memory anyway. */
export async function openWhole(stored: Uint8Array, keys: PhotoKeys): Promise<Uint8Array> {
  return isSealedInChunks(stored) ? (await wholeOf(await openStored([stored], keys, stored.byteLength)))! : unseal(stored, keys);
}

/** Whether a file sealed in chunks needs sealing again with the current key (another key sealed it, or none). */
export const chunksNeedResealing = (start: Uint8Array, keys: PhotoKeys) => keys.current !== null && sealedWith(start) !== keys.current.id;

/** An opened file's bytes whole (a file read whole anyway); null for none. */
export async function wholeOf(opened: OpenedFile | null): Promise<Uint8Array | null> {
  if (!opened) return null;
  const pieces: Uint8Array[] = [];
  for await (const piece of opened.chunks) pieces.push(piece);
  return Buffer.concat(pieces);
}
