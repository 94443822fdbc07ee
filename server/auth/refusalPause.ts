import { setTimeout as sleep } from 'node:timers/promises';

export interface RefusalPauseOptions {
  /** Refusals one address gets at once within a second. */
  freePerSecond: number;
  /** How long each refusal beyond them waits before it is answered. */
  pauseMs: number;
  /** Refusals held at once in this process; beyond them the rest are answered at once, so holding costs little memory. */
  maxHeld: number;
}

/** An office signing in at once behind one address gets a few refusals in a second; a burst of guesses thousands (docs/security.md). */
export const DEFAULT_REFUSAL_PAUSE: RefusalPauseOptions = { freePerSecond: 8, pauseMs: 1000, maxHeld: 1000 };

/** Addresses remembered at once; past them, those quiet for a second are forgotten. */
const MAX_ADDRESSES = 10_000;

/**
 * Refused sign-ins from an address that keeps sending them are answered after a pause: each of the attacker's
 * connections then carries about one guess a second, and the event loop spends its time on everyone else's requests
 * instead of answering the same refusal thousands of times a second (docs/BENCHMARKS.md, the login attack).
 */
export class RefusalPause {
  private readonly recent = new Map<string, { since: number; count: number }>();
  private held = 0;

  constructor(
    private readonly options: RefusalPauseOptions = DEFAULT_REFUSAL_PAUSE,
    private readonly now: () => number = Date.now,
  ) {}

  /** Resolves when a refusal to `address` may be answered: at once for its first few in a second, else after the pause. */
  async before(address: string): Promise<void> {
    if (this.countedAt(address, this.now()) <= this.options.freePerSecond || this.held >= this.options.maxHeld) return;
    this.held++;
    try {
      await sleep(this.options.pauseMs, undefined, { ref: false });
    } finally {
      this.held--;
    }
  }

  private countedAt(address: string, now: number): number {
    let entry = this.recent.get(address);
    if (!entry || now - entry.since >= 1000) {
      if (!entry && this.recent.size >= MAX_ADDRESSES) this.forgetQuiet(now);
      entry = { since: now, count: 0 };
      this.recent.set(address, entry);
    }
    return ++entry.count;
  }

  private forgetQuiet(now: number): void {
    for (const [address, { since }] of this.recent) if (now - since >= 1000) this.recent.delete(address);
    if (this.recent.size >= MAX_ADDRESSES) this.recent.clear();
  }
}
