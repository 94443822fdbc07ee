import pLimit, { type LimitFunction } from 'p-limit';
import { PlacesPerKey } from './placesPerKey';

/** The gate was full: the caller answers "busy" at once instead of queueing work nobody will wait for. */
export class GateFull extends Error {}

/**
 * Password hashing is deliberately slow and runs on the thread pool that file reads share. At most `running`
 * hashes run at once and at most `waiting` more wait their turn; anything beyond is refused immediately, so a burst
 * of logins can never starve the rest of the server. One client address holds at most `perAddress` of those places,
 * so a burst from one address cannot keep everyone else out.
 */
export class HashingGate {
  private readonly limit: LimitFunction;
  private readonly addresses: PlacesPerKey;

  constructor(private readonly limits: { running: number; waiting: number; perAddress: number }) {
    this.limit = pLimit(limits.running);
    this.addresses = new PlacesPerKey(limits.perAddress);
  }

  async run<T>(address: string, work: () => Promise<T>): Promise<T> {
    if (!this.addresses.take(address)) throw new GateFull();
    try {
      if (this.limit.activeCount + this.limit.pendingCount >= this.limits.running + this.limits.waiting) throw new GateFull();
      return await this.limit(work);
    } finally {
      this.addresses.give(address);
    }
  }
}
