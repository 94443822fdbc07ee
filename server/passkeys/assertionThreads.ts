import type { VerifyAuthenticationResponseOpts } from '@simplewebauthn/server';
import type { Piscina } from 'piscina';
import { verifiedCounter } from './verifiedCounter';

/**
 * Verifies assertions off the event loop, where a clock-in's other work waits (docs/BENCHMARKS.md "With passkeys").
 * A thread that stopped before answering leaves the verification to the event loop: never a record misjudged for it.
 */
export class AssertionThreads {
  /** `task`: the name the pool's module exports `verifiedCounter` under (server/threads/server.worker.ts). */
  constructor(
    private readonly pool: Piscina,
    private readonly task = 'default',
  ) {}

  /** The authenticator's new counter if the assertion verifies (user verified), else null. */
  async verifiedCounter(options: VerifyAuthenticationResponseOpts): Promise<number | null> {
    try {
      return (await this.pool.run(options, { name: this.task })) as number | null;
    } catch {
      return verifiedCounter(options);
    }
  }
}

