import { DAY_OFF, type ShiftTimes, type TimeZoneCode } from '../../src/contract/shifts';
import { addDays, daysBetween, isoWeekday } from '../../src/contract/calendar';
import { fromLocal, localDate } from './zones';

/** A fixed week: the same hours on the listed ISO weekdays, none on holidays. */
export interface WeeklySchedule {
  start_time: string;
  end_time: string;
  grace_minutes: number;
  /** ISO weekdays, e.g. '1,2,3,4,5' */
  work_days: string;
}

/** Used for employees without a schedule or roster of their own. */
export const DEFAULT_SCHEDULE: WeeklySchedule = { start_time: '07:30', end_time: '16:00', grace_minutes: 0, work_days: '1,2,3,4,5' };

/** A rotating pattern: day `start_date` is the cycle's first entry, and the cycle repeats (null: a day off). */
export interface RosterCycle {
  start_date: string;
  cycle: (ShiftTimes | null)[];
}

/**
 * What an employee is to work: their office's zone, their roster (or else their weekly schedule), one-off swaps by
 * date (null: a day off) and the holidays. Swaps and holidays are loaded for a window of dates (`loadWorkPlan`).
 */
export interface WorkPlan {
  zone: TimeZoneCode;
  weekly: WeeklySchedule;
  roster: RosterCycle | null;
  swaps: ReadonlyMap<string, ShiftTimes | null>;
  holidays: ReadonlySet<string>;
}

/** One shift to work: the date it belongs to, and its start and end as instants (ms); an end past midnight is the next day's. */
export interface Shift {
  date: string;
  code: string;
  name: string;
  start_time: string;
  end_time: string;
  start: number;
  end: number;
  graceMinutes: number;
}

export const WEEKLY_SHIFT_NAME = 'Reguler';


function rosterShift(roster: RosterCycle, date: string): ShiftTimes | null {
  const length = roster.cycle.length;
  const index = ((daysBetween(roster.start_date, date) % length) + length) % length;
  return roster.cycle[index] ?? null;
}

function weeklyShift(weekly: WeeklySchedule, date: string, holidays: ReadonlySet<string>): ShiftTimes | null {
  if (holidays.has(date) || !weekly.work_days.split(',').map(Number).includes(isoWeekday(date))) return null;
  return { code: 'R', name: WEEKLY_SHIFT_NAME, start_time: weekly.start_time, end_time: weekly.end_time, grace_minutes: weekly.grace_minutes };
}

/**
 * The shift of a date, or null for a day off: a swap first, then the roster (which holidays do not change: a plant
 * runs on holidays), else the weekly schedule (off on holidays).
 */
export function shiftOn(plan: WorkPlan, date: string): Shift | null {
  const swapped = plan.swaps.get(date);
  const times = swapped !== undefined ? swapped : plan.roster ? rosterShift(plan.roster, date) : weeklyShift(plan.weekly, date, plan.holidays);
  if (!times) return null;
  const start = fromLocal(date, times.start_time, plan.zone).getTime();
  let end = fromLocal(date, times.end_time, plan.zone).getTime();
  if (end <= start) end += 86_400_000;
  return { date, code: times.code, name: times.name, start_time: times.start_time, end_time: times.end_time, start, end, graceMinutes: times.grace_minutes };
}

/** How far before its start a clock-in, and after its end a clock-out, still belongs to a shift. */
export const CLOCK_IN_BEFORE_MS = 4 * 60 * 60 * 1000;
export const CLOCK_OUT_AFTER_MS = 6 * 60 * 60 * 1000;

/**
 * The shift a clock-in or clock-out at `instant` belongs to, if any: of the shifts of the day before, the day and
 * the day after (on the zone's calendar), those from 4 hours before their start to 6 hours after their end; a
 * clock-in goes to the one whose start is nearest, a clock-out to the one whose end is nearest. So a night shift's
 * clock-out at 07:05 belongs to the shift that began the evening before.
 */
export function shiftAt(plan: WorkPlan, instant: Date, direction: 'in' | 'out'): Shift | null {
  const at = instant.getTime();
  const today = localDate(instant, plan.zone);
  const anchor = (shift: Shift) => (direction === 'in' ? shift.start : shift.end);
  const candidates = [-1, 0, 1]
    .map((offset) => shiftOn(plan, addDays(today, offset)))
    .filter((shift): shift is Shift => shift !== null && shift.start - CLOCK_IN_BEFORE_MS <= at && at <= shift.end + CLOCK_OUT_AFTER_MS);
  return candidates.sort((a, b) => Math.abs(at - anchor(a)) - Math.abs(at - anchor(b)))[0] ?? null;
}

/** The date a record at `instant` is kept under: its shift's, else the zone's calendar date (work on a day off). */
export const workDateAt = (plan: WorkPlan, instant: Date, direction: 'in' | 'out') =>
  shiftAt(plan, instant, direction)?.date ?? localDate(instant, plan.zone);

const wholeMinutes = (ms: number) => Math.max(0, Math.floor(ms / 60_000));

/** Late: a clock-in after its shift's start plus the grace minutes. */
export const isLateFor = (shift: Shift, clockIn: number) => clockIn > shift.start + shift.graceMinutes * 60_000;

/** Minutes late, counted from the shift's start (the grace only decides whether it is late). */
export const lateMinutes = (shift: Shift, clockIn: number) => (isLateFor(shift, clockIn) ? wholeMinutes(clockIn - shift.start) : 0);

/** Minutes a clock-out came before its shift's end (0: not early). */
export const earlyMinutes = (shift: Shift, clockOut: number) => wholeMinutes(shift.end - clockOut);

/**
 * Whether a clock-in at `instant` is late for the shift of the day it is kept under (never on a day off): also when it
 * comes hours after that shift, outside its window (its real lateness).
 */
export function isLateAt(plan: WorkPlan, instant: Date): boolean {
  const shift = shiftOn(plan, workDateAt(plan, instant, 'in'));
  return shift !== null && isLateFor(shift, instant.getTime());
}

/** Days worked a week on average: a 6-day week changes overtime's legal cap and pay (PP 35/2021). */
export function workDaysPerWeek(plan: WorkPlan): number {
  if (!plan.roster) return plan.weekly.work_days.split(',').length;
  return (plan.roster.cycle.filter((shift) => shift !== null).length * 7) / plan.roster.cycle.length;
}

export const isHoliday = (plan: WorkPlan, date: string) => plan.holidays.has(date);

/** A shift as a roster or a swap stores it. */
export const timesOf = (shift: Shift): ShiftTimes => ({ code: shift.code, name: shift.name, start_time: shift.start_time, end_time: shift.end_time, grace_minutes: shift.graceMinutes });

/** A roster's stored cycle ('P,P,S,-') with its shifts, as the plan reads it. */
export const cycleOf = (codes: string, shifts: ShiftTimes[]): (ShiftTimes | null)[] =>
  codes.split(',').map((code) => (code === DAY_OFF ? null : (shifts.find((shift) => shift.code === code) ?? null)));
