import type { Kysely } from 'kysely';
import { addDays, payPeriodAt } from '../../src/contract/calendar';
import type { PayrollPeriod, Recap } from '../../src/contract/hr';
import { PERIOD_MESSAGES } from '../../src/domain/periods';
import { dayRange } from '../../src/format/indonesian';
import { Refusal } from '../access/authority';
import { recordAudit } from '../audit/auditLog';
import type { Database, SignedInEmployee } from '../db/types';
import type { Services } from '../http/context';
import { ApiError } from '../http/errors';
import { monthlyRecap } from '../recap/monthlyRecap';
import { recapCsv, recapXlsx } from '../recap/recapFiles';
import { payrollSheet } from '../payroll/sheet';
import { sheetCsv, sheetXlsx } from '../payroll/sheetFiles';
import type { PayrollSheet } from '../../src/contract/payroll';
import { payPeriod, readSetting } from '../settings/companySettings';
import { jakartaDate } from '../time';
import { closedPeriodError, fencePeriods } from './periodState';

/** A closed period's stored recap and sheet, none yet (or none any more: reopened). */
const NOT_STORED = { recap: null, recap_csv: null, recap_xlsx: null, sheet: null, sheet_csv: null, sheet_xlsx: null };

/** How many periods GET /hr/periods lists: the current one and those before it. */
const LISTED_PERIODS = 12;

type Actor = Pick<SignedInEmployee, 'id' | 'role'>;

/** Stored periods with the names of who closed and who reopened them. */
const periodRows = (db: Kysely<Database>) =>
  db
    .selectFrom('payroll_periods as p')
    .leftJoin('employees as closer', 'closer.id', 'p.closed_by')
    .leftJoin('employees as opener', 'opener.id', 'p.reopened_by')
    .select(['p.period', 'p.first_date', 'p.last_date', 'p.closed_at', 'closer.name as closed_by', 'p.reopened_at', 'opener.name as reopened_by', 'p.reopen_reason']);

type PeriodRow = Awaited<ReturnType<ReturnType<typeof periodRows>['execute']>>[number];

/** A period as listed: a closed one with the days it was closed with, an open one with the cut-off's days now. */
function periodOf(period: string, days: { first: string; last: string }, row: PeriodRow | undefined, today: string): PayrollPeriod {
  const closed = row?.closed_at != null;
  const [from, to] = closed ? [row.first_date, row.last_date] : [days.first, days.last];
  return {
    period,
    from,
    to,
    ended: to < today,
    state: closed ? 'closed' : 'open',
    closed_at: row?.closed_at ?? null,
    closed_by: closed ? (row.closed_by ?? null) : null,
    reopened_at: row?.reopened_at ?? null,
    reopened_by: row?.reopened_by ?? null,
    reopen_reason: row?.reopen_reason ?? null,
  };
}

/** The current payroll period and the ones before it, newest first, each with its state. */
export async function listPeriods(db: Kysely<Database>, now: Date): Promise<PayrollPeriod[]> {
  const today = jakartaDate(now);
  const cutoff = await readSetting(db, 'payroll_cutoff_day');
  const periods: string[] = [];
  for (let period = payPeriodAt(today, cutoff); periods.length < LISTED_PERIODS; ) {
    periods.push(period);
    period = payPeriodAt(addDays(`${period.slice(0, 4)}-${period.slice(4)}-01`, -1), 0);
  }
  const rows = await periodRows(db).where('p.period', 'in', periods).execute();
  const byPeriod = new Map(rows.map((row) => [row.period, row]));
  return Promise.all(periods.map(async (period) => periodOf(period, await payPeriod(db, period), byPeriod.get(period), today)));
}

async function onePeriod(db: Kysely<Database>, period: string, now: Date): Promise<PayrollPeriod> {
  return periodOf(period, await payPeriod(db, period), await periodRows(db).where('p.period', '=', period).executeTakeFirst(), jakartaDate(now));
}

/**
 * Closes a period whose last day has passed: its recap and payroll sheet as they stand, and the files made from them, are stored with
 * who closed it and when (audited as `period.close`); from then on nothing changes its days (docs/hr.md, "Periods").
 */
export async function closePeriod(services: Pick<Services, 'db' | 'now'>, actor: Actor, period: string): Promise<{ message: string; period: PayrollPeriod }> {
  const { db } = services;
  const now = services.now();
  const current = await onePeriod(db, period, now);
  const days = dayRange(current.from, current.to);
  if (current.state === 'closed') throw closedPeriodError({ first_date: current.from, last_date: current.to });
  if (!current.ended) throw new ApiError(400, PERIOD_MESSAGES.notEnded(days));
  const closed = { first_date: current.from, last_date: current.to, closed_at: now.toISOString(), closed_by: actor.id };
  await db.transaction().execute(async (trx) => {
    // Closed first, fenced from the writes under way (fencePeriods): what is stored next holds every write before it.
    await fencePeriods(trx, true);
    const written = await trx
      .insertInto('payroll_periods')
      .values({ period, ...closed, ...NOT_STORED, reopened_at: null, reopened_by: null, reopen_reason: null })
      .onConflict((conflict) => conflict.column('period').doUpdateSet(closed).where('payroll_periods.closed_at', 'is', null))
      .executeTakeFirst();
    // Two clerks at once: the second finds it closed.
    if (Number(written.numInsertedOrUpdatedRows ?? 0) !== 1) throw closedPeriodError(closed);
    await recordAudit(trx, { actorId: actor.id, action: 'period.close', entity: 'payroll_period', entityId: period, before: null, after: { from: current.from, to: current.to } }, now);
  });
  // Until they are stored (a moment), the closed period's recap and sheet are made as they are read: the same figures.
  const [recap, sheet] = await Promise.all([monthlyRecap(db, { period }, now), payrollSheet(db, period, now)]);
  const stored = { recap: JSON.stringify(recap), recap_csv: recapCsv(recap), recap_xlsx: await recapXlsx(recap), sheet: JSON.stringify(sheet), sheet_csv: sheetCsv(sheet), sheet_xlsx: await sheetXlsx(sheet) };
  await db.updateTable('payroll_periods').set(stored).where('period', '=', period).where('closed_at', '=', closed.closed_at).execute();
  return { message: PERIOD_MESSAGES.closedDone(days), period: await onePeriod(db, period, now) };
}

/** Only an admin reopens a period: anyone else is refused (403, audited as a refusal) before the body is read. */
export function requireReopener(actor: Actor): void {
  if (actor.role !== 'admin') throw new Refusal(403, PERIOD_MESSAGES.adminOnly, { action: 'period.reopen', targetId: null });
}

/** An admin opens a closed period again, with the reason (audited as `period.reopen`); its stored recap is let go. */
export async function reopenPeriod(services: Pick<Services, 'db' | 'now'>, actor: Actor, period: string, reason: string): Promise<{ message: string; period: PayrollPeriod }> {
  requireReopener(actor);
  const { db } = services;
  const now = services.now();
  const current = await onePeriod(db, period, now);
  const days = dayRange(current.from, current.to);
  if (current.state !== 'closed') throw new ApiError(409, PERIOD_MESSAGES.notClosed(days));
  await db.transaction().execute(async (trx) => {
    const reopened = await trx
      .updateTable('payroll_periods')
      .set({ closed_at: null, closed_by: null, ...NOT_STORED, reopened_at: now.toISOString(), reopened_by: actor.id, reopen_reason: reason })
      .where('period', '=', period)
      .where('closed_at', 'is not', null)
      .executeTakeFirst();
    if (Number(reopened.numUpdatedRows) !== 1) throw new ApiError(409, PERIOD_MESSAGES.notClosed(days));
    await recordAudit(
      trx,
      { actorId: actor.id, action: 'period.reopen', entity: 'payroll_period', entityId: period, before: { closed_at: current.closed_at }, after: { reason } },
      now,
    );
  });
  return { message: PERIOD_MESSAGES.reopened(days), period: await onePeriod(db, period, now) };
}

/** A closed period's payroll sheet and its files as they were stored at its close; null while the period is open. */
export async function storedSheet(db: Kysely<Database>, period: string): Promise<{ sheet: PayrollSheet; csv: string; xlsx: Buffer } | null> {
  const row = await db.selectFrom('payroll_periods').select(['sheet', 'sheet_csv', 'sheet_xlsx']).where('period', '=', period).where('closed_at', 'is not', null).executeTakeFirst();
  if (!row?.sheet || row.sheet_csv === null || !row.sheet_xlsx) return null;
  return { sheet: JSON.parse(row.sheet) as PayrollSheet, csv: row.sheet_csv, xlsx: Buffer.from(row.sheet_xlsx) };
}

/** A closed period's recap and files as they were stored at its close; null while the period is open. */
export async function storedRecap(db: Kysely<Database>, period: string): Promise<{ recap: Recap; csv: string; xlsx: Buffer } | null> {
  const row = await db.selectFrom('payroll_periods').select(['recap', 'recap_csv', 'recap_xlsx']).where('period', '=', period).where('closed_at', 'is not', null).executeTakeFirst();
  if (!row?.recap || row.recap_csv === null || !row.recap_xlsx) return null;
  return { recap: JSON.parse(row.recap) as Recap, csv: row.recap_csv, xlsx: Buffer.from(row.recap_xlsx) };
}
