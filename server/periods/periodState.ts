import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../db/database';
import { PERIOD_MESSAGES } from '../../src/domain/periods';
import { dayRange } from '../../src/format/indonesian';
import type { Database } from '../db/types';
import { ApiError } from '../http/errors';

/** A closed period's days and when it was closed. */
export interface ClosedPeriod {
  period: string;
  first_date: string;
  last_date: string;
  closed_at: string;
}

/** The closed periods with a day from `first` to `last` (their days as they were at the close). */
export async function closedPeriodsBetween(db: Kysely<Database>, first: string, last: string): Promise<ClosedPeriod[]> {
  const rows = await db
    .selectFrom('payroll_periods')
    .select(['period', 'first_date', 'last_date', 'closed_at'])
    .where('closed_at', 'is not', null)
    .where('first_date', '<=', last)
    .where('last_date', '>=', first)
    .orderBy('first_date')
    .execute();
  return rows.map((row) => ({ ...row, closed_at: row.closed_at! }));
}

/** The advisory lock that keeps closing a period and writing its days apart on PostgreSQL. */
const PERIOD_FENCE = 7_020_261;

/**
 * Taken by a transaction that writes a period's days (shared) and by the one that closes a period (exclusive), on
 * PostgreSQL, until it ends: a close waits for the writes under way and every later write sees it closed, so the
 * recap it then stores holds every write made before it (docs/hr.md, "Periods"). SQLite runs one transaction at a time.
 */
export async function fencePeriods(db: Kysely<Database>, exclusive = false): Promise<void> {
  if (!db.isTransaction || !isPostgres(db)) return;
  await sql`select ${sql.raw(exclusive ? 'pg_advisory_xact_lock' : 'pg_advisory_xact_lock_shared')}(${PERIOD_FENCE})`.execute(db);
}

/** 409 "Periode 26 Oktober – 25 November 2026 sudah ditutup". */
export const closedPeriodError = (closed: Pick<ClosedPeriod, 'first_date' | 'last_date'>) =>
  new ApiError(409, PERIOD_MESSAGES.closed(dayRange(closed.first_date, closed.last_date)));

/**
 * Refuses (409) a change to a day of a closed period; inside the writer's transaction it also fences it from a close. A record received after its period's close (`recordedAt`: an
 * offline record delivered late) is the exception: it may still be decided, and counts in the period it came in.
 */
export async function requireOpenPeriod(db: Kysely<Database>, workDate: string, recordedAt?: string): Promise<void> {
  await fencePeriods(db);
  const closed = await closedPeriodHolding(db, workDate, recordedAt);
  if (closed) throw closedPeriodError(closed);
}

/** The closed period whose figures a change to this day (of a record received at `recordedAt`) would move, if any. */
export async function closedPeriodHolding(db: Kysely<Database>, workDate: string, recordedAt?: string): Promise<ClosedPeriod | undefined> {
  await fencePeriods(db);
  const [closed] = await closedPeriodsBetween(db, workDate, workDate);
  return closed && !(recordedAt !== undefined && recordedAt > closed.closed_at) ? closed : undefined;
}

/**
 * When a record of `workDate` received at `recordedAt` is kept as received (docs/hr.md, "Periods"): as it is, unless a
 * close of its period came in between (the record's time was taken before it, its write after): then just after the
 * close, so that it is an adjustment of the next period rather than in neither. Fenced, in the record's transaction.
 */
export async function receiptAfterClose(db: Kysely<Database>, workDate: string, recordedAt: string): Promise<string> {
  await fencePeriods(db);
  const [closed] = await closedPeriodsBetween(db, workDate, workDate);
  return closed && recordedAt <= closed.closed_at ? new Date(Date.parse(closed.closed_at) + 1).toISOString() : recordedAt;
}

/** Refuses (409) a change to days from `first` to `last` (leave) when any of them is in a closed period. */
export async function requireOpenDays(db: Kysely<Database>, first: string, last: string): Promise<void> {
  await fencePeriods(db);
  const [closed] = await closedPeriodsBetween(db, first, last);
  if (closed) throw closedPeriodError(closed);
}
