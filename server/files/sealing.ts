import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

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

/** The name of the key that sealed these bytes; null when they are not sealed. */
export function sealedWith(bytes: Uint8Array): string | null {
  if (!isSealed(bytes)) return null;
  const length = bytes[MARKER.length]!;
  return Buffer.from(bytes.buffer, bytes.byteOffset + MARKER.length + 1, length).toString();
}

/** The file's own bytes: opened with the key that sealed it, or as stored when it predates sealing. Throws without that key. */
export function unseal(bytes: Uint8Array, keys: PhotoKeys): Uint8Array {
  if (!isSealed(bytes)) return bytes;
  const data = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const nameEnd = MARKER.length + 1 + data[MARKER.length]!;
  const id = data.subarray(MARKER.length + 1, nameEnd).toString();
  const key = keys.byId.get(id);
  if (!key) throw new Error(`Kunci foto "${id}" tidak ada di PHOTO_KEYS: berkas ini tidak dapat dibuka.`);
  const nonce = data.subarray(nameEnd, nameEnd + NONCE_BYTES);
  const tag = data.subarray(nameEnd + NONCE_BYTES, nameEnd + NONCE_BYTES + TAG_BYTES);
  const decipher = createDecipheriv('aes-256-gcm', key, nonce);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(data.subarray(nameEnd + NONCE_BYTES + TAG_BYTES)), decipher.final()]);
}
