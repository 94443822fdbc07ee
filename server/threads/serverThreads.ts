import { availableParallelism } from 'node:os';
import { AssertionThreads } from '../passkeys/assertionThreads';
import { MAX_DIRECT_JPEG_PIXELS, UploadThreads } from '../files/uploadThreads';
import { threadModule, threadPool } from './threadPool';

/**
 * A thread's work allocates few objects (its buffers live outside the heap), so a young generation of 3 MB instead of
 * V8's 16 MB or more serves it as well and keeps about 5 MB less on each thread (docs/BENCHMARKS.md, memory).
 */
const SMALL_YOUNG_GENERATION = { maxYoungGenerationSizeMb: 3 };

/**
 * One pool of threads for the server's CPU work kept off the event loop (server/threads/server.worker.ts): uploads
 * (a photo decoded, hashed and its file created) and passkey assertions, up to one thread per core. One pool, not
 * one per kind of work: on two cores a third thread only waits, and each thread costs its own heap and libraries.
 */
export function serverThreadPool(maxThreads: number, maxPixels = MAX_DIRECT_JPEG_PIXELS) {
  return threadPool({ filename: threadModule('threads/server.worker'), name: 'upload', maxThreads, workerData: { maxPixels }, resourceLimits: SMALL_YOUNG_GENERATION });
}

const pool = serverThreadPool(Math.max(1, Math.min(availableParallelism(), 4)));
export const uploadThreads = new UploadThreads(pool, 'upload');
export const assertionThreads = new AssertionThreads(pool, 'verifiedCounter');
