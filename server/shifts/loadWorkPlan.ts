import { type Kysely, sql } from 'kysely';
import { type ShiftTimes, TIME_ZONE_CODES, type TimeZoneCode } from '../../src/contract/shifts';
import { addDays } from '../../src/contract/calendar';
import { preparedQuery } from '../db/preparedQuery';
import type { Database } from '../db/types';
import { cycleOf, DEFAULT_SCHEDULE, type WorkPlan } from './workPlan';

/** What a plan is made of, as one row: the home office's zone, the weekly schedule, the roster. */
export interface PlanRow {
  time_zone: string | null;
  start_time: string | null;
  end_time: string | null;
  grace_minutes: number | null;
  work_days: string | null;
  roster_start: string | null;
  roster_shifts: string | null;
  roster_cycle: string | null;
}

const zoneOf = (zone: string | null): TimeZoneCode => (TIME_ZONE_CODES as string[]).includes(zone ?? '') ? (zone as TimeZoneCode) : 'WIB';

/** PlanRow's columns, from employees `e` joined to offices `o`, work_schedules `w` and rosters `r`. */
export const PLAN_COLUMNS = [
  'o.time_zone',
  'w.start_time',
  'w.end_time',
  'w.grace_minutes',
  'w.work_days',
  'r.start_date as roster_start',
  'r.shifts as roster_shifts',
  'r.cycle as roster_cycle',
] as const;

export function planOf(row: PlanRow, swaps: ReadonlyMap<string, ShiftTimes | null>, holidays: ReadonlySet<string>): WorkPlan {
  return {
    zone: zoneOf(row.time_zone),
    weekly: row.start_time
      ? { start_time: row.start_time, end_time: row.end_time!, grace_minutes: row.grace_minutes!, work_days: row.work_days! }
      : DEFAULT_SCHEDULE,
    roster:
      row.roster_start && row.roster_shifts && row.roster_cycle
        ? { start_date: row.roster_start, cycle: cycleOf(row.roster_cycle, JSON.parse(row.roster_shifts) as ShiftTimes[]) }
        : null,
    swaps,
    holidays,
  };
}

/** Swaps as stored (the shift as JSON, null: a day off), by date. */
export const swapMapOf = (swaps: { date: string; shift: string | null }[]): Map<string, ShiftTimes | null> =>
  new Map(swaps.map((swap) => [swap.date, swap.shift === null ? null : (JSON.parse(swap.shift) as ShiftTimes)]));

type PlanReadRow = PlanRow & { kind: string; date: string | null; shift: string | null };

/**
 * The plan's row, the employee's swaps and the holidays of a window of dates, in one statement (one round trip to
 * PostgreSQL): the plan as the first branch (kind 'plan'), the dated rows with the plan's columns left empty.
 */
const planRead = preparedQuery<{ employeeId: number; from: string; to: string }, PlanReadRow>((db, slot) => {
  const noPlan = [
    sql<string | null>`null`.as('time_zone'),
    sql<string | null>`null`.as('start_time'),
    sql<string | null>`null`.as('end_time'),
    sql<number | null>`null`.as('grace_minutes'),
    sql<string | null>`null`.as('work_days'),
    sql<string | null>`null`.as('roster_start'),
    sql<string | null>`null`.as('roster_shifts'),
    sql<string | null>`null`.as('roster_cycle'),
  ] as const;
  return db
    .selectFrom('employees as e')
    .leftJoin('offices as o', 'o.id', 'e.office_id')
    .leftJoin('work_schedules as w', 'w.id', 'e.schedule_id')
    .leftJoin('rosters as r', 'r.id', 'e.roster_id')
    .select([sql<string>`'plan'`.as('kind'), sql<string | null>`null`.as('date'), sql<string | null>`null`.as('shift'), ...PLAN_COLUMNS])
    .where('e.id', '=', slot('employeeId'))
    .unionAll(
      db
        .selectFrom('shift_swaps')
        .select([sql<string>`'swap'`.as('kind'), 'date', 'shift', ...noPlan])
        .where('employee_id', '=', slot('employeeId'))
        .where('date', '>=', slot('from'))
        .where('date', '<=', slot('to')),
    )
    .unionAll(
      db
        .selectFrom('holidays')
        .select([sql<string>`'holiday'`.as('kind'), 'date', sql<string | null>`null`.as('shift'), ...noPlan])
        .where('date', '>=', slot('from'))
        .where('date', '<=', slot('to')),
    );
});

const NO_PLAN: PlanRow = { time_zone: null, start_time: null, end_time: null, grace_minutes: null, work_days: null, roster_start: null, roster_shifts: null, roster_cycle: null };

/** Around the dates asked for, so that a shift from the day before or into the day after is known too. */
const MARGIN_DAYS = 2;

/** An employee's plan with the swaps and holidays from `from` to `to` (and two days either side). */
export async function loadWorkPlan(db: Kysely<Database>, employeeId: number, from: string, to: string): Promise<WorkPlan> {
  const rows = await planRead.execute(db, { employeeId, from: addDays(from, -MARGIN_DAYS), to: addDays(to, MARGIN_DAYS) });
  const dated = rows.filter((entry): entry is PlanReadRow & { date: string } => entry.kind !== 'plan');
  const swaps = swapMapOf(dated.filter((entry) => entry.kind === 'swap'));
  const holidays = new Set(dated.filter((entry) => entry.kind === 'holiday').map((entry) => entry.date));
  return planOf(rows.find((entry) => entry.kind === 'plan') ?? NO_PLAN, swaps, holidays);
}
