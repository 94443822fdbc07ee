import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { addDays, mondayOf } from '../../src/contract/calendar';
import { loadWorkPlan } from '../shifts/loadWorkPlan';
import { isHoliday, shiftOn, workDaysPerWeek, type WorkPlan } from '../shifts/workPlan';
import { flagLater } from '../records/lifecycle';
import { closedPeriodHolding } from '../periods/periodState';

/**
 * The most overtime a day may count (PP 35/2021, art. 26 and 31): 4 hours after a work day; on a rest day or a
 * public holiday the law pays up to 11 hours for a 5-day week (8 + 1 + 2) and 10 for a 6-day week (7 + 1 + 2).
 */
export function overtimeCapMinutes(plan: WorkPlan, date: string): number {
  if (isOvertimeOnWorkDay(plan, date)) return 4 * 60;
  return workDaysPerWeek(plan) >= 6 ? 10 * 60 : 11 * 60;
}

/** PP 35/2021 art. 26: at most 18 hours of overtime a week on work days; a rest day's or holiday's is outside it. */
export const WEEKLY_WORK_DAY_OVERTIME_MINUTES = 18 * 60;


/**
 * The minutes of overtime on work days the employee already has in the week (Monday to Sunday) of `date`, or only on
 * the days of that week before `date`: ended or closed by the server, and not rejected (one still waiting may yet count).
 */
export async function workDayOvertimeInWeek(db: Kysely<Database>, employeeId: number, date: string, days: 'week' | 'before' = 'week'): Promise<number> {
  const monday = mondayOf(date);
  const sunday = days === 'before' ? addDays(date, -1) : addDays(monday, 6);
  if (sunday < monday) return 0;
  const [plan, parts] = await Promise.all([
    loadWorkPlan(db, employeeId, monday, sunday),
    db
      .selectFrom('overtime')
      .select(['work_date', 'direction', 'verification', 'duration_minutes', 'checked_at', 'auto_closed_at'])
      .where('employee_id', '=', employeeId)
      .where('work_date', '>=', monday)
      .where('work_date', '<=', sunday)
      .execute(),
  ]);
  let minutes = 0;
  for (const start of parts.filter((part) => part.direction === 'in')) {
    const end = parts.find((part) => part.direction === 'out' && part.work_date === start.work_date);
    if (!isOvertimeOnWorkDay(plan, start.work_date) || start.verification === 'rejected' || end?.verification === 'rejected') continue;
    if (end) minutes += end.duration_minutes ?? 0;
    else if (start.auto_closed_at) minutes += countedMinutes(new Date(start.checked_at), new Date(start.auto_closed_at), overtimeCapMinutes(plan, start.work_date));
  }
  return minutes;
}

/**
 * The most an overtime on `date` may count: the day's cap, and on a work day no more than the week's 18 hours leave
 * after the days of that week before it (art. 26; `cutAtWeeklyCap` is the same rule over a period).
 */
export async function countableMinutes(db: Kysely<Database>, employeeId: number, plan: WorkPlan, date: string): Promise<number> {
  const dayCap = overtimeCapMinutes(plan, date);
  if (!isOvertimeOnWorkDay(plan, date)) return dayCap;
  const before = await workDayOvertimeInWeek(db, employeeId, date, 'before');
  return Math.max(0, Math.min(dayCap, WEEKLY_WORK_DAY_OVERTIME_MINUTES - before));
}

/**
 * Each day's counted minutes with the overtime of work days cut at 18 hours a week (Monday to Sunday), the days taken
 * in date order: the first days of a week count whole, the one that crosses 18 hours counts up to it, later ones
 * nothing. A rest day's or holiday's overtime is outside the weekly cap.
 */
export function cutAtWeeklyCap(days: readonly { date: string; minutes: number; onWorkDay: boolean }[]): Map<string, number> {
  const usedInWeek = new Map<string, number>();
  const counted = new Map<string, number>();
  for (const day of [...days].sort((a, b) => a.date.localeCompare(b.date))) {
    if (!day.onWorkDay) {
      counted.set(day.date, day.minutes);
      continue;
    }
    const week = mondayOf(day.date);
    const used = usedInWeek.get(week) ?? 0;
    const minutes = Math.max(0, Math.min(day.minutes, WEEKLY_WORK_DAY_OVERTIME_MINUTES - used));
    usedInWeek.set(week, used + minutes);
    counted.set(day.date, minutes);
  }
  return counted;
}

/** Overtime after a shift on a day that is not a public holiday; else it is a rest day's (or holiday's) overtime. */
export const isOvertimeOnWorkDay = (plan: WorkPlan, date: string) => shiftOn(plan, date) !== null && !isHoliday(plan, date);

/** When an overtime started at `start` on `date` is closed if nobody ends it: its cap, or the next shift's start. */
function overtimeDeadline(plan: WorkPlan, date: string, start: Date, capMinutes: number): Date {
  const cap = start.getTime() + capMinutes * 60_000;
  const nextStart = [1, 2].map((days) => shiftOn(plan, addDays(date, days))?.start).find((at) => at !== undefined && at > start.getTime());
  return new Date(Math.min(cap, nextStart ?? cap));
}

/** Minutes from start to end, never more than the cap. */
export const countedMinutes = (start: Date, end: Date, capMinutes: number) =>
  Math.min(Math.round((end.getTime() - start.getTime()) / 60_000), capMinutes);

/** A part of an overtime as the recap and the decisions read it. */
export interface OvertimePart {
  checked_at: string;
  recorded_at: string;
  verification: string;
  auto_closed_at?: string | null;
}

const COUNTS = new Set(['verified', 'accepted_at_receipt']);
/** Where a part's time counts from: accepted at receipt, the time the server received it. */
const countedAt = (part: OvertimePart) => new Date(part.verification === 'accepted_at_receipt' ? part.recorded_at : part.checked_at);

/**
 * What an overtime counts for pay (docs/api.md, "Overtime"): only when its start and its end both count — an end the
 * server made when the overtime was left open is the start's own row, so it counts with it; the minutes run from the
 * start (or its receipt) to the end (or its receipt, or the server's close), never more than the day's cap.
 */
export function overtimeCounted(start: OvertimePart | undefined, end: OvertimePart | undefined, capMinutes: number): number {
  if (!start || !COUNTS.has(start.verification)) return 0;
  const endAt = end ? (COUNTS.has(end.verification) ? countedAt(end) : null) : start.auto_closed_at ? new Date(start.auto_closed_at) : null;
  if (endAt === null) return 0;
  return Math.max(0, countedMinutes(countedAt(start), endAt, capMinutes));
}

/** Overtime starts with no end yet, neither recorded nor made by the server. */
const unendedStarts = (db: Kysely<Database>) =>
  db
    .selectFrom('overtime as started')
    .where('started.direction', '=', 'in')
    .where('started.auto_closed_at', 'is', null)
    // A start a person rejected is over: nothing to end, nothing to close.
    .where('started.verification', '!=', 'rejected')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('overtime as ended')
            .select('ended.id')
            .whereRef('ended.employee_id', '=', 'started.employee_id')
            .whereRef('ended.work_date', '=', 'started.work_date')
            .where('ended.direction', '=', 'out'),
        ),
      ),
    );

/** The employee's overtime starts with no end yet; latest first. */
export const openStarts = (db: Kysely<Database>, employeeId: number) =>
  unendedStarts(db).selectAll('started').where('started.employee_id', '=', employeeId).orderBy('started.checked_at', 'desc');

/** Everyone with an overtime under way or left open: whose overtime the server may have to close. */
export const employeesWithOpenOvertime = async (db: Kysely<Database>): Promise<number[]> =>
  (await unendedStarts(db).select('started.employee_id').distinct().execute()).map((row) => row.employee_id);

/**
 * An overtime still open past its deadline is closed there, counted up to it, flagged 'overtime_capped' and left
 * for the supervisor (like any ended overtime) unless a person already decided its start: the close never undoes a
 * decision. Run before anything reads or changes the employee's overtime.
 */
export async function closeExpiredOvertime(db: Kysely<Database>, employeeId: number, now: Date): Promise<void> {
  for (const start of await openStarts(db, employeeId).execute()) {
    const started = new Date(start.checked_at);
    const plan = await loadWorkPlan(db, employeeId, start.work_date, start.work_date);
    const cap = overtimeCapMinutes(plan, start.work_date);
    const deadline = overtimeDeadline(plan, start.work_date, started, cap);
    // A closed period's overtime stays as it was paid (docs/hr.md, "Periods").
    if (deadline.getTime() > now.getTime() || (await closedPeriodHolding(db, start.work_date, start.recorded_at))) continue;
    const counted = countedMinutes(started, deadline, await countableMinutes(db, employeeId, plan, start.work_date));
    // Closed whether or not the flags are new; conditional on the close not made yet, by another pass.
    const closed = { auto_closed_at: deadline.toISOString(), duration_minutes: counted };
    if (await flagLater(db, 'overtime', start, ['overtime_capped', 'overtime_approval'], closed)) continue;
    await db.updateTable('overtime').set(closed).where('id', '=', start.id).where('auto_closed_at', 'is', null).execute();
  }
}
