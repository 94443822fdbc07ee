import { availableParallelism } from 'node:os';
import { AssertionThreads } from '../passkeys/assertionThreads';
import { MAX_DIRECT_JPEG_PIXELS, UploadThreads } from '../files/uploadThreads';
import { threadModule, threadPool } from './threadPool';

/**
 * One pool of threads for the server's CPU work kept off the event loop (server/threads/server.worker.ts): uploads
 * (a photo decoded, hashed and its file created) and passkey assertions, up to one thread per core. One pool, not
 * one per kind of work: on two cores a third thread only waits, and each thread costs its own heap and libraries.
 */
export function serverThreadPool(maxThreads: number, maxPixels = MAX_DIRECT_JPEG_PIXELS) {
  return threadPool({ filename: threadModule('threads/server.worker'), name: 'upload', maxThreads, workerData: { maxPixels } });
}

const pool = serverThreadPool(Math.max(1, Math.min(availableParallelism(), 4)));
export const uploadThreads = new UploadThreads(pool, 'upload');
export const assertionThreads = new AssertionThreads(pool, 'verifiedCounter');
