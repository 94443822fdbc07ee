import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { ApiError } from '../http/errors';

/**
 * Stored files encrypted at rest (docs/deployment.md, "Photo keys"): AES-256-GCM under a key named in PHOTO_KEYS. A
 * sealed file is the marker, the key's name (its length, then its bytes), a random 12-byte nonce, the 16-byte tag,
 * then the ciphertext. A file without the marker was stored before keys were set, and is read as it is.
 */
export interface PhotoKey {
  id: string;
  key: Uint8Array;
}

export interface PhotoKeys {
  /** The key new files are sealed with; null: files are stored as they are. */
  current: PhotoKey | null;
  /** Every key that may have sealed a file still held, by name: the current one and the earlier ones. */
  byId: Map<string, Uint8Array>;
}

const MARKER = Buffer.from('ABSNSEAL1');
const NONCE_BYTES = 12;
const TAG_BYTES = 16;
const KEY_NAME = /^[A-Za-z0-9_-]{1,32}$/;

export const NO_PHOTO_KEYS: PhotoKeys = { current: null, byId: new Map() };

/** A file sealed with a key PHOTO_KEYS no longer holds: gone for good, answered 410 wherever it is asked for. */
export class MissingPhotoKey extends ApiError {
  constructor(readonly keyId: string) {
    super(410, 'Berkas ini tidak dapat dibuka lagi: kuncinya sudah tidak ada. Hubungi admin.');
  }
}

/** How many bytes at the start of a stored file name the key that sealed it (`sealedWith`). */
export const SEAL_HEADER_BYTES = 64;

/** PHOTO_KEYS: `name:key` pairs separated by commas, each key 32 bytes in base64; the first seals, all read. */
export function parsePhotoKeys(text: string): PhotoKeys {
  const keys = text
    .split(',')
    .map((pair) => pair.trim())
    .filter((pair) => pair !== '')
    .map((pair) => {
      const [id = '', encoded = ''] = pair.split(':');
      const key = Buffer.from(encoded, 'base64');
      if (!KEY_NAME.test(id) || key.length !== 32) throw new Error('PHOTO_KEYS harus berisi pasangan nama:kunci, kunci 32 byte dalam base64 (docs/deployment.md).');
      return { id, key: new Uint8Array(key) };
    });
  if (new Set(keys.map((key) => key.id)).size !== keys.length) throw new Error('PHOTO_KEYS: nama kunci tidak boleh kembar.');
  return { current: keys[0] ?? null, byId: new Map(keys.map((key) => [key.id, key.key])) };
}

/** The keys as PHOTO_KEYS says them (the current one first). */
export const photoKeysText = (keys: PhotoKeys) =>
  [...keys.byId].sort(([id]) => (id === keys.current?.id ? -1 : 0)).map(([id, key]) => `${id}:${Buffer.from(key).toString('base64')}`).join(',');

/** A new key for PHOTO_KEYS, named `name`. */
export const newPhotoKey = (name: string) => `${name}:${randomBytes(32).toString('base64')}`;

export function seal(bytes: Uint8Array, { id, key }: PhotoKey): Uint8Array {
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  const name = Buffer.from(id);
  const body = Buffer.concat([cipher.update(bytes), cipher.final()]);
  return Buffer.concat([MARKER, Buffer.from([name.length]), name, nonce, cipher.getAuthTag(), body]);
}

const isSealed = (bytes: Uint8Array) => bytes.length > MARKER.length && Buffer.from(bytes.buffer, bytes.byteOffset, MARKER.length).equals(MARKER);

/** Files sealed in chunks as they are written (sealedStream.ts): the same marker but for its last character. */
export const CHUNKED_MARKER = Buffer.from('ABSNSEAL2');
export const isSealedInChunks = (bytes: Uint8Array) => bytes.length > CHUNKED_MARKER.length && Buffer.from(bytes.buffer, bytes.byteOffset, CHUNKED_MARKER.length).equals(CHUNKED_MARKER);

/** The name of the key that sealed these bytes, whole or in chunks; null when they are not sealed. */
export function sealedWith(bytes: Uint8Array): string | null {
  if (!isSealed(bytes) && !isSealedInChunks(bytes)) return null;
  const length = bytes[MARKER.length]!;
  return Buffer.from(bytes.buffer, bytes.byteOffset + MARKER.length + 1, length).toString();
}

/** The key named `id`; MissingPhotoKey when PHOTO_KEYS no longer holds it. */
export function keyNamed(keys: PhotoKeys, id: string): Uint8Array {
  const key = keys.byId.get(id);
  if (!key) throw new MissingPhotoKey(id);
  return key;
}

/** A file sealed whole: a decipher for it (checked against its tag at its end), and its ciphertext. */
function wholeSealed(bytes: Uint8Array, keys: PhotoKeys) {
  const data = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const nameEnd = MARKER.length + 1 + data[MARKER.length]!;
  const key = keyNamed(keys, data.subarray(MARKER.length + 1, nameEnd).toString());
  const nonce = data.subarray(nameEnd, nameEnd + NONCE_BYTES);
  const tag = data.subarray(nameEnd + NONCE_BYTES, nameEnd + NONCE_BYTES + TAG_BYTES);
  const decipher = () => createDecipheriv('aes-256-gcm', key, nonce).setAuthTag(tag);
  return { decipher, body: data.subarray(nameEnd + NONCE_BYTES + TAG_BYTES) };
}

/** The file's own bytes: opened with the key that sealed it, or as stored when it predates sealing. Without that key, MissingPhotoKey. */
export function unseal(bytes: Uint8Array, keys: PhotoKeys): Uint8Array {
  if (!isSealed(bytes)) return bytes;
  const { decipher, body } = wholeSealed(bytes, keys);
  const opening = decipher();
  return Buffer.concat([opening.update(body), opening.final()]);
}

/**
 * A file sealed whole, given in pieces as it was read (its header in the first), opened a slice at a time without
 * another copy of it: checked against its tag first (throws when damaged, MissingPhotoKey without its key), then given
 * out. Only for sealed bytes (`sealedWith` not null).
 */
export function unsealInSlices(pieces: Uint8Array[], keys: PhotoKeys, sliceBytes: number): { size: number; slices: Generator<Uint8Array> } {
  const { decipher, body } = wholeSealed(pieces[0]!, keys);
  const bodies = [body, ...pieces.slice(1)];
  function* sliced(opening: ReturnType<typeof decipher>) {
    for (const piece of bodies) for (let start = 0; start < piece.length; start += sliceBytes) yield opening.update(piece.subarray(start, start + sliceBytes));
    opening.final();
  }
  let size = 0;
  for (const slice of sliced(decipher())) size += slice.length;
  return { size, slices: sliced(decipher()) };
}
