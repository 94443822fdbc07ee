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
  private active = 0;
  private readonly queue: (() => void)[] = [];
  private readonly addresses: PlacesPerKey;

  constructor(private readonly limits: { running: number; waiting: number; perAddress: number }) {
    this.addresses = new PlacesPerKey(limits.perAddress);
  }

  async run<T>(address: string, work: () => Promise<T>): Promise<T> {
    if (!this.addresses.take(address)) throw new GateFull();
    try {
      if (this.active < this.limits.running) this.active++;
      else if (this.queue.length < this.limits.waiting) await new Promise<void>((resolve) => this.queue.push(resolve));
      else throw new GateFull();
      try {
        return await work();
      } finally {
        const next = this.queue.shift();
        if (next) next();
        else this.active--;
      }
    } finally {
      this.addresses.give(address);
    }
  }
}
