import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { ThreadPool } from '../threads/threadPool';
import { differenceHash } from './differenceHash';

/**
 * The code of an upload thread. `decode`: libjpeg-turbo decodes the JPEG to grey into one reused buffer; the answer
 * is false when it did not finish without a warning (truncated or corrupt data), else the picture's difference hash
 * (server/files/differenceHash.ts, the same function's text; about 0.2 ms). `create`: the bytes become a new
 * file (never an existing one), its folder made if missing; it is answered once a power cut can no longer take the
 * file: its bytes are written through to the disk (O_DSYNC) and the folders that name it are synced after.
 * `createIfDecodes`: both in one trip (each trip waits for a turn of the busy event loop), the file created only if
 * the JPEG decodes, answering the hash. The bytes go back with each answer: this thread allocates too little to collect garbage often,
 * the event loop's thread collects all the time (kept here, 2,000 photos held 90 MB). Kept as source text so that
 * the server bundle and the tests start it the same way.
 */
export const THREAD_SOURCE = `
const { closeSync, constants, fsyncSync, mkdirSync, openSync, writeFileSync } = require('node:fs');
const { dirname } = require('node:path');
const { parentPort, workerData } = require('node:worker_threads');
const jpegTurbo = require(workerData.jpegTurbo);
const output = Buffer.allocUnsafeSlow(workerData.maxPixels);
const CREATE_DURABLY = constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_DSYNC;
const syncFolder = (folder) => {
  const fd = openSync(folder, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
};
const work = {
  decode(bytes) {
    try {
      const { width, height } = jpegTurbo.decompressSync(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), output, { format: jpegTurbo.FORMAT_GRAY });
      return differenceHash(output, width, height);
    } catch {
      return false;
    }
  },
  create(bytes, path) {
    const folder = dirname(path);
    try {
      writeFileSync(path, bytes, { flag: CREATE_DURABLY });
    } catch (error) {
      if (error.code !== 'ENOENT') throw error;
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
  },
  createIfDecodes(bytes, path) {
    const hash = work.decode(bytes);
    if (hash) work.create(bytes, path);
    return hash;
  },
};
const differenceHash = ${differenceHash.toString()};
parentPort.on('message', ({ id, kind, bytes, path }) => {
  let answer = null;
  let failure = null;
  try {
    answer = work[kind](bytes, path);
  } catch (error) {
    failure = { message: error.message, code: error.code };
  }
  parentPort.postMessage({ id, answer, failure, bytes }, [bytes.buffer]);
});
`;

/**
 * Threads of their own, up to one per core, for what an upload costs beyond the event loop: decoding a JPEG whole
 * and creating its file (up to a millisecond of the kernel's time on the machine measured). On the thread pool each
 * step held a thread until the busy event loop had taken its answer, and a file took three round trips (open, write,
 * close); here a thread goes from one job to the next by itself, a file is one round trip, and the pool stays free
 * for the log's fsyncs (docs/BENCHMARKS.md).
 */
export class UploadThreads {
  private readonly pool: ThreadPool;

  constructor(count: number, maxPixels: number, source = THREAD_SOURCE) {
    this.pool = new ThreadPool(count, source, () => ({ jpegTurbo: createRequire(import.meta.url).resolve('@julusian/jpeg-turbo'), maxPixels }), 'upload');
  }

  /** The JPEG's difference hash if it decodes whole, else false; rejects only when its thread stopped before answering. */
  decodes(bytes: Uint8Array): Promise<string | false> {
    return this.send('decode', bytes) as Promise<string | false>;
  }

  /** Writes the bytes to a new file at path, failing (EEXIST) if there is one. */
  async create(path: string, bytes: Uint8Array): Promise<void> {
    await this.send('create', bytes, path);
  }

  /** `create` if the JPEG decodes whole, answering its difference hash; false, and nothing created, if it does not. */
  createIfDecodes(path: string, bytes: Uint8Array): Promise<string | false> {
    return this.send('createIfDecodes', bytes, path) as Promise<string | false>;
  }

  private send(kind: 'decode' | 'create' | 'createIfDecodes', bytes: Uint8Array, path?: string): Promise<unknown> {
    const copy = new Uint8Array(bytes);
    return this.pool.send({ kind, bytes: copy, path }, [copy.buffer]);
  }
}

/** libjpeg-turbo decodes at full size: above this many pixels (a 16 MB photo of 4096²), sharp's 1/8 scale decides. */
export const MAX_DIRECT_JPEG_PIXELS = 2_000_000;

export const uploadThreads = new UploadThreads(Math.max(1, Math.min(availableParallelism(), 4)), MAX_DIRECT_JPEG_PIXELS);
