import type { Kysely } from 'kysely';
import { addDays, mondayOf } from '../../src/contract/calendar';
import { payPeriod } from '../settings/companySettings';
import { cutAtWeeklyCap, isOvertimeOnWorkDay, overtimeCapMinutes, overtimeCounted } from '../attendance/overtimeRules';
import type { Database } from '../db/types';
import { planOf, swapMapOf } from '../shifts/loadWorkPlan';
import { byEmployee, type TeamScope, teamQuery } from '../shifts/team';
import { type WorkDay, workDay, type WorkDayRecord } from '../shifts/workDay';
import { type WorkPlan, workDaysPerWeek } from '../shifts/workPlan';
import { employmentSpan } from '../shifts/employment';
import { localDate } from '../shifts/zones';
import { jakartaDate } from '../time';
import type { OvertimeDay } from './overtimePay';

export interface PeriodScope extends TeamScope {
  /** yyyymm */
  period: string;
  /** Only this employee (their records alone are read). */
  employeeId?: number;
}

/** A clock-in or clock-out as the period's figures count it, and what a figure shows of it. */
export interface PeriodRecord extends WorkDayRecord {
  id: number;
  employee_id: number;
  work_date: string;
  direction: string;
  /** 'app', 'request' (an approved correction request) or 'hr'. */
  source: string;
  corrected_at: string | null;
}

/** The records of one day of one employee: the day-function's input and the ids a figure opens. */
export interface DayRecords {
  in?: PeriodRecord;
  out?: PeriodRecord;
}

/** An approved leave request covering a day. */
export interface LeaveCovering {
  id: number;
  leave_type_code: string;
}

export interface CountedDay {
  date: string;
  day: WorkDay;
  records: DayRecords;
  leave: LeaveCovering | null;
}

/** A date's overtime as it counts: its minutes after the day's and the week's caps, the kind of day it is paid as. */
export interface CountedOvertime {
  date: string;
  minutes: number;
  payDay: OvertimeDay;
  recordIds: number[];
}

export interface EmployeePeriod {
  plan: WorkPlan;
  /** The days from the period's first to its last, or to the employee's today, each judged by the day-function. */
  days: CountedDay[];
  /** Overtime of the period's dates that counts something (minutes above 0). */
  overtime: CountedOvertime[];
  /** Records of the period still waiting for a person (clock-ins, clock-outs and overtime). */
  pending: number;
}

/**
 * What a period's figures are made of, read once for the scope: the employees, their records, approved leave, the
 * holidays and swaps. A month of the whole company's records is read by date (an index) and grouped here: no list of
 * ids is sent.
 */
export async function readPeriod(db: Kysely<Database>, scope: PeriodScope, now: Date) {
  const { first: from, last: to } = await payPeriod(db, scope.period);
  const today = jakartaDate(now);
  // Work-day overtime is cut at 18 hours a week: the days of the first week before the period count towards it.
  const weekStart = mondayOf(from);
  const planFrom = weekStart < addDays(from, -2) ? weekStart : addDays(from, -2);
  const employeesQuery = teamQuery(db, scope, from, to)
    .$if(scope.employeeId !== undefined, (query) => query.where('e.id', '=', scope.employeeId!));
  const [employees, attendance, overtime, leaves, holidays, leaveTypes, earliest, swaps] = await Promise.all([
    employeesQuery.execute(),
    db
      .selectFrom('attendance')
      .select(['id', 'employee_id', 'work_date', 'direction', 'checked_at', 'recorded_at', 'verification', 'is_late', 'inside_office', 'source', 'corrected_at'])
      .where('work_date', '>=', from)
      .where('work_date', '<=', to)
      .$if(scope.employeeId !== undefined, (query) => query.where('employee_id', '=', scope.employeeId!))
      .execute(),
    db
      .selectFrom('overtime')
      .select(['id', 'employee_id', 'work_date', 'direction', 'verification', 'checked_at', 'recorded_at', 'auto_closed_at'])
      .where('work_date', '>=', weekStart)
      .where('work_date', '<=', to)
      .$if(scope.employeeId !== undefined, (query) => query.where('employee_id', '=', scope.employeeId!))
      .execute(),
    db
      .selectFrom('leave_requests')
      .select(['id', 'employee_id', 'leave_type_code', 'start_date', 'end_date'])
      .where('status', '=', '1')
      .where('start_date', '<=', to)
      .where('end_date', '>=', from)
      .$if(scope.employeeId !== undefined, (query) => query.where('employee_id', '=', scope.employeeId!))
      .execute(),
    db.selectFrom('holidays').select('date').where('date', '>=', planFrom).where('date', '<=', addDays(to, 2)).execute(),
    db.selectFrom('leave_types').select(['code', 'label']).orderBy('code').execute(),
    db.selectFrom('attendance').select((eb) => ['employee_id', eb.fn.min<string>('work_date').as('date')]).where('work_date', '<=', to).groupBy('employee_id').execute(),
    db.selectFrom('shift_swaps').select(['employee_id', 'date', 'shift']).where('date', '>=', planFrom).where('date', '<=', addDays(to, 2)).execute(),
  ]);
  const recordsOf = new Map<number, Map<string, DayRecords>>();
  for (const record of attendance) {
    const days = recordsOf.get(record.employee_id) ?? new Map<string, DayRecords>();
    recordsOf.set(record.employee_id, days);
    const day = days.get(record.work_date) ?? {};
    days.set(record.work_date, day);
    day[record.direction === 'in' ? 'in' : 'out'] = record;
  }
  const pendingOf = new Map<number, number>();
  for (const record of [...attendance, ...overtime.filter((part) => part.work_date >= from)]) {
    if (record.verification === 'pending') pendingOf.set(record.employee_id, (pendingOf.get(record.employee_id) ?? 0) + 1);
  }
  return {
    from,
    to,
    countedUntil: to < today ? to : today,
    employees,
    leaveTypes,
    holidays: new Set(holidays.map((holiday) => holiday.date)),
    firstRecord: new Map(earliest.map((row) => [row.employee_id, row.date])),
    swapsOf: byEmployee(swaps),
    recordsOf,
    overtimeOf: byEmployee(overtime),
    leavesOf: byEmployee(leaves),
    pendingOf,
  };
}

export type Period = Awaited<ReturnType<typeof readPeriod>>;
export type PeriodEmployee = Period['employees'][number];

/**
 * One employee's period: every day up to today (or the period's last day) judged by the same day-function as the
 * employee's history (server/shifts/workDay.ts), and the overtime that counts after the caps of PP 35/2021.
 */
export function employeePeriod(period: Period, employee: PeriodEmployee, now: Date): EmployeePeriod {
  const plan = planOf(employee, swapMapOf(period.swapsOf.get(employee.id) ?? []), period.holidays);
  const ownToday = localDate(now, plan.zone);
  const span = employmentSpan(employee, plan, period.firstRecord.get(employee.id) ?? null);
  const records = period.recordsOf.get(employee.id) ?? new Map<string, DayRecords>();
  const leaves = period.leavesOf.get(employee.id) ?? [];
  const days: CountedDay[] = [];
  const until = period.to < ownToday ? period.to : ownToday;
  for (let date = period.from; date <= until; date = addDays(date, 1)) {
    const own = records.get(date) ?? {};
    const leave = leaves.find((request) => request.start_date <= date && request.end_date >= date) ?? null;
    const day = workDay({ plan, date, ...span, now, clockIn: own.in, clockOut: own.out, leaveType: leave?.leave_type_code });
    days.push({ date, day, records: own, leave });
  }

  const restDay: OvertimeDay = workDaysPerWeek(plan) >= 6 ? 'rest_day_6' : 'rest_day_5';
  const ownOvertime = period.overtimeOf.get(employee.id) ?? [];
  const partsOf = (date: string) => ownOvertime.filter((record) => record.work_date === date);
  const worked = [...new Set(ownOvertime.map((record) => record.work_date))].map((date) => {
    const part = (direction: string) => partsOf(date).find((record) => record.direction === direction);
    return { date, minutes: overtimeCounted(part('in'), part('out'), overtimeCapMinutes(plan, date)), onWorkDay: isOvertimeOnWorkDay(plan, date) };
  });
  const overtime: CountedOvertime[] = [];
  for (const [date, minutes] of cutAtWeeklyCap(worked)) {
    if (minutes === 0 || date < period.from) continue;
    overtime.push({ date, minutes, payDay: isOvertimeOnWorkDay(plan, date) ? 'work_day' : restDay, recordIds: partsOf(date).map((record) => record.id) });
  }
  return { plan, days, overtime, pending: period.pendingOf.get(employee.id) ?? 0 };
}
