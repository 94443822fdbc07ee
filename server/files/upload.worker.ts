import { closeSync, constants, fsyncSync, mkdirSync, openSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import jpegTurbo from '@julusian/jpeg-turbo';
import { workerData } from 'piscina';
import { differenceHash } from './differenceHash';
import { type PhotoKey, seal } from './sealing';

/**
 * An upload thread's work (server/files/uploadThreads.ts). `decode`: libjpeg-turbo decodes the JPEG to grey into one
 * reused buffer; the answer is false when it did not finish without a warning (truncated or corrupt data), else the
 * picture's difference hash (about 0.2 ms). `create`: the bytes become a new file (never an existing one), its folder
 * made if missing; it is answered once a power cut can no longer take the file: its bytes are written through to the
 * disk (O_DSYNC) and the folders that name it are synced after. `createIfDecodes`: both in one trip (each trip waits
 * for a turn of the busy event loop), the file created only if the JPEG decodes, answering the hash. With `seal`, the
 * file holds the bytes encrypted under that key (server/files/sealing.ts); the decode reads them as sent.
 */
export type UploadKind = 'decode' | 'create' | 'createIfDecodes';

export interface UploadTask {
  kind: UploadKind;
  bytes: Uint8Array;
  path?: string;
  seal?: PhotoKey;
}

/** A failure travels as a value: a thrown error would lose its `code` (EEXIST) on the way. */
export interface UploadAnswer {
  answer: string | false | null;
  failure: { message: string; code?: string } | null;
}

const output = Buffer.allocUnsafeSlow((workerData as { maxPixels: number }).maxPixels);
/** A new file whose bytes are written through to the disk; Node takes open(2)'s flags as a number, its types only name strings. */
const CREATE_DURABLY = (constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_DSYNC) as unknown as string;

function syncFolder(folder: string): void {
  const fd = openSync(folder, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

function decode(bytes: Uint8Array): string | false {
  try {
    const { width, height } = jpegTurbo.decompressSync(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), output, { format: jpegTurbo.FORMAT_GRAY });
    return differenceHash(output, width, height);
  } catch {
    return false;
  }
}

function create(plain: Uint8Array, path: string, key?: PhotoKey): null {
  const bytes = key ? seal(plain, key) : plain;
  const folder = dirname(path);
  try {
    writeFileSync(path, bytes, { flag: CREATE_DURABLY });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    // The folders made here (or by another thread just before) are synced in the folders that name them.
    const topMade = mkdirSync(folder, { recursive: true }) ?? folder;
    writeFileSync(path, bytes, { flag: CREATE_DURABLY });
    for (let made = folder; ; made = dirname(made)) {
      syncFolder(dirname(made));
      if (made === topMade) break;
    }
  }
  syncFolder(folder);
  return null;
}

const WORK: Record<UploadKind, (bytes: Uint8Array, path: string, key?: PhotoKey) => string | false | null> = {
  decode,
  create,
  createIfDecodes(bytes, path, key) {
    const hash = decode(bytes);
    if (hash) create(bytes, path, key);
    return hash;
  },
};

/**
 * Each upload leaves a photo's worth of buffers on this thread (the bytes sent over, their sealed copy) and hardly any
 * objects, so V8 would collect them only once they passed 64 MB (2,000 photos held 90 MB; sealed, 30 MB more). A
 * young-generation collection every few uploads, under a millisecond on this thread's small heap, keeps them to a few
 * megabytes (docs/BENCHMARKS.md, memory).
 */
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as (options: { type: 'minor' }) => void;
const UPLOADS_PER_COLLECTION = 32;
let uploadsSinceCollection = 0;

export default function uploadWork({ kind, bytes, path, seal: key }: UploadTask): UploadAnswer {
  if (++uploadsSinceCollection > UPLOADS_PER_COLLECTION) {
    uploadsSinceCollection = 0;
    collectGarbage({ type: 'minor' });
  }
  try {
    return { answer: WORK[kind](bytes, path!, key), failure: null };
  } catch (error) {
    return { answer: null, failure: { message: (error as Error).message, code: (error as NodeJS.ErrnoException).code } };
  }
}
