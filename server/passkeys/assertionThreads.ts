import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { verifyAuthenticationResponse, type VerifyAuthenticationResponseOpts, type VerifiedAuthenticationResponse } from '@simplewebauthn/server';
import { ThreadPool } from '../threads/threadPool';

/** The counter an assertion reported, if it verified with the user verified; else null. No references: also thread text. */
const counterIfVerified = (result: VerifiedAuthenticationResponse) =>
  result.verified && result.authenticationInfo.userVerified ? result.authenticationInfo.newCounter : null;

/**
 * The code of an assertion thread: @simplewebauthn/server's verification, whose WebCrypto calls (importing the key,
 * two digests, the signature; 0.7–1 ms on the machine measured) run on the calling thread in Node 20.
 */
export const ASSERTION_THREAD_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { verifyAuthenticationResponse } = require(workerData.library);
const counterIfVerified = ${counterIfVerified.toString()};
parentPort.on('message', async ({ id, options }) => {
  let answer = null;
  try {
    answer = counterIfVerified(await verifyAuthenticationResponse(options));
  } catch {}
  parentPort.postMessage({ id, answer, failure: null });
});
`;

async function verifyHere(options: VerifyAuthenticationResponseOpts): Promise<number | null> {
  try {
    return counterIfVerified(await verifyAuthenticationResponse(options));
  } catch {
    return null;
  }
}

/**
 * Verifies assertions off the event loop, where a clock-in's other work waits (docs/BENCHMARKS.md "With passkeys").
 * A thread that stopped before answering leaves the verification to the event loop: never a record misjudged for it.
 */
export class AssertionThreads {
  private readonly pool: ThreadPool;

  constructor(count: number, source = ASSERTION_THREAD_SOURCE) {
    this.pool = new ThreadPool(count, source, () => ({ library: createRequire(import.meta.url).resolve('@simplewebauthn/server') }), 'assertion');
  }

  /** The authenticator's new counter if the assertion verifies (user verified), else null. */
  async verifiedCounter(options: VerifyAuthenticationResponseOpts): Promise<number | null> {
    try {
      return (await this.pool.send({ options })) as number | null;
    } catch {
      return verifyHere(options);
    }
  }
}

export const assertionThreads = new AssertionThreads(Math.max(1, Math.min(availableParallelism() - 1, 2)));
