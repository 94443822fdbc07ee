/** Places held per key (a client address) by work under way, at most `limit` per key. */
export class PlacesPerKey {
  private readonly held = new Map<string, number>();

  constructor(private readonly limit: number) {}

  /** Takes one of the key's places; false, taking nothing, when all of them are held. */
  take(key: string): boolean {
    const mine = this.held.get(key) ?? 0;
    if (mine >= this.limit) return false;
    this.held.set(key, mine + 1);
    return true;
  }

  give(key: string): void {
    const left = this.held.get(key)! - 1;
    if (left === 0) this.held.delete(key);
    else this.held.set(key, left);
  }
}
