export interface LoginLimits {
  perUsername: number;
  perAddress: number;
  windowMs: number;
}

export const DEFAULT_LOGIN_LIMITS: LoginLimits = { perUsername: 5, perAddress: 20, windowMs: 15 * 60 * 1000 };

/**
 * Counts failed logins per username and per client address in a sliding window.
 * Kept in memory: each server process counts its own (see docs/server.md).
 */
export class LoginLimiter {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly limits: LoginLimits,
    private readonly now: () => number = Date.now,
  ) {}

  /** Milliseconds until a new attempt is allowed, or 0 when it is allowed now. */
  retryAfterMs(username: string, address: string): number {
    return Math.max(
      this.wait(`u:${username.toLowerCase()}`, this.limits.perUsername),
      this.wait(`a:${address}`, this.limits.perAddress),
    );
  }

  recordFailure(username: string, address: string): void {
    for (const key of [`u:${username.toLowerCase()}`, `a:${address}`]) {
      this.failures.set(key, [...this.recent(key), this.now()]);
    }
  }

  recordSuccess(username: string): void {
    this.failures.delete(`u:${username.toLowerCase()}`);
  }

  private recent(key: string): number[] {
    const since = this.now() - this.limits.windowMs;
    const kept = (this.failures.get(key) ?? []).filter((t) => t > since);
    if (kept.length === 0) this.failures.delete(key);
    return kept;
  }

  private wait(key: string, limit: number): number {
    const recent = this.recent(key);
    if (recent.length < limit) return 0;
    return recent[recent.length - limit]! + this.limits.windowMs - this.now();
  }
}
