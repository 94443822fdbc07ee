import type { Kysely } from 'kysely';
import type { Database } from '../db/types';

export interface LoginLimits {
  /** Failures of one username from one address: the attacker's own lock, tight. */
  perUsernameAndAddress: number;
  /** Failures of one username from anywhere: much higher, so strangers cannot lock its owner out. */
  perUsername: number;
  /** Failures from one address across usernames. */
  perAddress: number;
  windowMs: number;
}

export const DEFAULT_LOGIN_LIMITS: LoginLimits = {
  perUsernameAndAddress: 5,
  perUsername: 50,
  perAddress: 30,
  windowMs: 15 * 60 * 1000,
};

export type Admission = { attemptId: number } | { retryAfterMs: number };

/**
 * Failed logins, counted in the database so every server process sees the same counts. An attempt is recorded as
 * a failure *before* its password is checked, then counted with everything recorded so far: of any number of
 * parallel attempts, only as many as the limit allows get through (each one's count includes every attempt whose
 * row was committed before its own). A refused attempt takes its row back, so hammering does not extend a lock; a
 * successful one takes back its row and the failures of its username from its address.
 */
export class LoginLimiter {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly limits: LoginLimits,
    private readonly now: () => number = Date.now,
  ) {}

  async admit(rawUsername: string, address: string): Promise<Admission> {
    const username = rawUsername.toLowerCase();
    const now = this.now();
    const since = new Date(now - this.limits.windowMs).toISOString();
    const refusedBefore = await this.refusal(username, address, since, now, 0);
    if (refusedBefore) return refusedBefore;
    const { id } = await this.db
      .insertInto('login_attempts')
      .values({ username, address, attempted_at: new Date(now).toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    const refused = await this.refusal(username, address, since, now, 1);
    if (!refused) return { attemptId: id };
    await this.release(id);
    return refused;
  }

  /** The attempt was not a failure after all (the password was right, or it was never checked). */
  async release(attemptId: number): Promise<void> {
    await this.db.deleteFrom('login_attempts').where('id', '=', attemptId).execute();
  }

  async succeeded(attemptId: number, rawUsername: string, address: string): Promise<void> {
    await this.db
      .deleteFrom('login_attempts')
      .where((eb) => eb.or([eb('id', '=', attemptId), eb.and([eb('username', '=', rawUsername.toLowerCase()), eb('address', '=', address)])]))
      .execute();
  }

  /** Deletes rows that no window can count any more. */
  async forgetOlderThanWindow(): Promise<void> {
    await this.db.deleteFrom('login_attempts').where('attempted_at', '<=', new Date(this.now() - this.limits.windowMs).toISOString()).execute();
  }

  /**
   * A refusal if any count of failures in the window, `own` of them this attempt's, is over its limit. Checked
   * before recording the attempt, so a locked-out burst writes nothing, and again after, with the attempt counted.
   */
  private async refusal(username: string, address: string, since: string, now: number, own: 0 | 1): Promise<Admission | null> {
    const counts = await this.db
      .selectFrom('login_attempts')
      .select((eb) => [
        eb.fn.sum<number>(eb.case().when('username', '=', username).then(1).else(0).end()).as('username'),
        eb.fn.sum<number>(eb.case().when('address', '=', address).then(1).else(0).end()).as('address'),
        eb.fn
          .sum<number>(eb.case().when(eb.and([eb('username', '=', username), eb('address', '=', address)])).then(1).else(0).end())
          .as('pair'),
      ])
      .where((eb) => eb.or([eb('username', '=', username), eb('address', '=', address)]))
      .where('attempted_at', '>', since)
      .executeTakeFirstOrThrow();
    const exceeded: [{ username?: string; address?: string }, number][] = [];
    if (Number(counts.pair) - own >= this.limits.perUsernameAndAddress) exceeded.push([{ username, address }, this.limits.perUsernameAndAddress]);
    if (Number(counts.username) - own >= this.limits.perUsername) exceeded.push([{ username }, this.limits.perUsername]);
    if (Number(counts.address) - own >= this.limits.perAddress) exceeded.push([{ address }, this.limits.perAddress]);
    if (exceeded.length === 0) return null;
    const waits = await Promise.all(exceeded.map(([key, limit]) => this.waitFor(key, limit, since, now)));
    return { retryAfterMs: Math.max(1000, ...waits) };
  }

  /** Until the oldest of the last `limit` failures of that key leaves the window. */
  private async waitFor(key: { username?: string; address?: string }, limit: number, since: string, now: number): Promise<number> {
    let query = this.db.selectFrom('login_attempts').select('attempted_at').where('attempted_at', '>', since);
    if (key.username !== undefined) query = query.where('username', '=', key.username);
    if (key.address !== undefined) query = query.where('address', '=', key.address);
    const row = await query.orderBy('attempted_at', 'desc').limit(1).offset(limit - 1).executeTakeFirst();
    return row ? Date.parse(row.attempted_at) + this.limits.windowMs - now : 0;
  }
}
