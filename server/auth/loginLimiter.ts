import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../db/database';
import type { Database } from '../db/types';
import { PlacesPerKey } from './placesPerKey';

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

type LimitKey = { username?: string; address?: string };

/** Admitted, to have its password checked; or refused: locked out by failures, or too many checks under way. */
export type Admission = { attemptId: number; trustedDevice: boolean } | { retryAfterMs: number; lockedOut: boolean };

/** How soon to try again when only attempts still being checked filled the limit. */
const BUSY_RETRY_MS = 2000;
/**
 * Admissions one address may have under way at once in this process; beyond them it is told "busy" before any
 * query, as the database's own count would tell it a moment later. A burst of thousands of logins from one address
 * then asks the database a few questions at a time instead of filling every pooled connection, and everyone else's
 * queries, a real sign-in's among them, do not wait behind the burst's (docs/BENCHMARKS.md).
 */
const ADMISSIONS_AT_ONCE_PER_ADDRESS = 4;
/** PostgreSQL advisory lock under which attempts are counted and recorded (any constant the app does not reuse). */
const ADMISSION_LOCK = 20_261_122;

/**
 * Failed logins, counted in the database so every server process sees the same counts. An attempt is counted and
 * recorded *before* its password is checked, under one lock (a transaction on SQLite's single connection, an
 * advisory lock on PostgreSQL, which every server process shares): of any number of parallel attempts exactly as
 * many as the limit allows get through. A refused attempt records nothing, so hammering does not extend a lock; a
 * failed one is marked failed; a successful one removes its row and the failures of its username from its address.
 * Only failures lock out: when attempts still being checked fill a limit (an office behind one address signing in
 * at once), the answer is "try again in a moment", not a lock.
 */
export class LoginLimiter {
  private readonly admitting = new PlacesPerKey(ADMISSIONS_AT_ONCE_PER_ADDRESS);

  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: Dialect,
    private readonly limits: LoginLimits,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * `isTrustedDevice`: whether the attempt came with a valid device key of this username (docs/security.md), asked
   * only once the attempt holds one of its address's places, so a burst of made-up keys queries no more than a burst
   * of passwords. A trusted attempt is neither counted against nor stopped by the username's limits; the address's
   * limit still holds.
   */
  async admit(rawUsername: string, address: string, isTrustedDevice: () => Promise<boolean> = async () => false): Promise<Admission> {
    if (!this.admitting.take(address)) return { retryAfterMs: BUSY_RETRY_MS, lockedOut: false };
    try {
      return await this.admitCounted(rawUsername.toLowerCase(), address, await isTrustedDevice());
    } finally {
      this.admitting.give(address);
    }
  }

  private async admitCounted(username: string, address: string, trustedDevice: boolean): Promise<Admission> {
    const now = this.now();
    const since = new Date(now - this.limits.windowMs).toISOString();
    const refusedWithoutLock = await this.refusal(this.db, username, address, trustedDevice, since, now);
    if (refusedWithoutLock) return refusedWithoutLock;
    return this.db.transaction().execute(async (trx) => {
      if (this.dialect === 'postgres') await sql`select pg_advisory_xact_lock(${ADMISSION_LOCK})`.execute(trx);
      const refused = await this.refusal(trx, username, address, trustedDevice, since, now);
      if (refused) return refused;
      const { id } = await trx
        .insertInto('login_attempts')
        .values({ username, address, attempted_at: new Date(now).toISOString(), trusted_device: trustedDevice ? 1 : 0 })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { attemptId: id, trustedDevice };
    });
  }

  async failed(attemptId: number): Promise<void> {
    await this.db.updateTable('login_attempts').set({ failed_at: new Date(this.now()).toISOString() }).where('id', '=', attemptId).execute();
  }

  /** The attempt was never checked after all. */
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
   * A refusal if any count of attempts in the window reaches its limit: a lock-out when the failures alone reach
   * it, "busy" when attempts under way make up the rest. Asked first without the lock, so a locked-out burst waits
   * for nothing and writes nothing, then under it. The username's counts leave out attempts from trusted devices,
   * and a trusted device is held to the address's limit only.
   */
  private async refusal(db: Kysely<Database>, username: string, address: string, trustedDevice: boolean, since: string, now: number): Promise<Admission | null> {
    const keys: { key: LimitKey; limit: number }[] = [
      ...(trustedDevice
        ? []
        : [
            { key: { username, address }, limit: this.limits.perUsernameAndAddress },
            { key: { username }, limit: this.limits.perUsername },
          ]),
      { key: { address }, limit: this.limits.perAddress },
    ];
    const counts = await db
      .selectFrom('login_attempts')
      .select((eb) =>
        keys.flatMap(({ key }, index) => {
          const matches = eb.and([
            ...(key.username !== undefined ? [eb('username', '=', key.username), eb('trusted_device', '=', 0)] : []),
            ...(key.address !== undefined ? [eb('address', '=', key.address)] : []),
          ]);
          return [
            eb.fn.sum<number>(eb.case().when(matches).then(1).else(0).end()).as(`all${index}`),
            eb.fn.sum<number>(eb.case().when(eb.and([matches, eb('failed_at', 'is not', null)])).then(1).else(0).end()).as(`failed${index}`),
          ];
        }),
      )
      .where((eb) => eb.or([eb('username', '=', username), eb('address', '=', address)]))
      .where('attempted_at', '>', since)
      .executeTakeFirstOrThrow();
    const row = counts as Record<string, unknown>;
    const full = keys.filter((_, index) => Number(row[`all${index}`] ?? 0) >= keys[index]!.limit);
    if (full.length === 0) return null;
    const lockedBy = keys.filter((_, index) => Number(row[`failed${index}`] ?? 0) >= keys[index]!.limit);
    if (lockedBy.length === 0) return { retryAfterMs: BUSY_RETRY_MS, lockedOut: false };
    const waits = await Promise.all(lockedBy.map(({ key, limit }) => this.waitFor(db, key, limit, since, now)));
    return { retryAfterMs: Math.max(1000, ...waits), lockedOut: true };
  }

  /** Until the oldest of the last `limit` failures of that key leaves the window. */
  private async waitFor(db: Kysely<Database>, key: LimitKey, limit: number, since: string, now: number): Promise<number> {
    let query = db.selectFrom('login_attempts').select('attempted_at').where('attempted_at', '>', since).where('failed_at', 'is not', null);
    if (key.username !== undefined) query = query.where('username', '=', key.username).where('trusted_device', '=', 0);
    if (key.address !== undefined) query = query.where('address', '=', key.address);
    const row = await query.orderBy('attempted_at', 'desc').limit(1).offset(limit - 1).executeTakeFirst();
    return row ? Date.parse(row.attempted_at) + this.limits.windowMs - now : 0;
  }
}
