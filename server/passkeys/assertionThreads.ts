import { availableParallelism } from 'node:os';
import type { VerifyAuthenticationResponseOpts } from '@simplewebauthn/server';
import type { Piscina } from 'piscina';
import { threadModule, threadPool } from '../threads/threadPool';
import { verifiedCounter } from './verifiedCounter';

/**
 * Verifies assertions off the event loop, where a clock-in's other work waits (docs/BENCHMARKS.md "With passkeys").
 * A thread that stopped before answering leaves the verification to the event loop: never a record misjudged for it.
 */
export class AssertionThreads {
  private readonly pool: Piscina;

  constructor(count: number, filename = threadModule('passkeys/assertion.worker')) {
    this.pool = threadPool({ filename, maxThreads: count });
  }

  /** The authenticator's new counter if the assertion verifies (user verified), else null. */
  async verifiedCounter(options: VerifyAuthenticationResponseOpts): Promise<number | null> {
    try {
      return (await this.pool.run(options)) as number | null;
    } catch {
      return verifiedCounter(options);
    }
  }
}

export const assertionThreads = new AssertionThreads(Math.max(1, Math.min(availableParallelism() - 1, 2)));
