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
  private readonly held = new Map<string, number>();

  constructor(private readonly limits: { running: number; waiting: number; perAddress: number }) {}

  async run<T>(address: string, work: () => Promise<T>): Promise<T> {
    const mine = this.held.get(address) ?? 0;
    if (mine >= this.limits.perAddress) throw new GateFull();
    if (this.active >= this.limits.running && this.queue.length >= this.limits.waiting) throw new GateFull();
    this.held.set(address, mine + 1);
    try {
      if (this.active < this.limits.running) this.active++;
      else await new Promise<void>((resolve) => this.queue.push(resolve));
      try {
        return await work();
      } finally {
        const next = this.queue.shift();
        if (next) next();
        else this.active--;
      }
    } finally {
      const left = this.held.get(address)! - 1;
      if (left === 0) this.held.delete(address);
      else this.held.set(address, left);
    }
  }
}
