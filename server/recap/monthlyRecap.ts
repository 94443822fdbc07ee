import type { Kysely } from 'kysely';
import type { Recap, RecapDay, RecapRow } from '../../src/contract/hr';
import { addDays, mondayOf } from '../../src/contract/calendar';
import { payPeriod } from '../settings/companySettings';
import { cutAtWeeklyCap, isOvertimeOnWorkDay, overtimeCapMinutes, overtimeCounted } from '../attendance/overtimeRules';
import type { Database } from '../db/types';
import { planOf, swapMapOf } from '../shifts/loadWorkPlan';
import { byEmployee, type TeamScope, teamQuery } from '../shifts/team';
import { workDay, type WorkDayRecord } from '../shifts/workDay';
import { workDaysPerWeek } from '../shifts/workPlan';
import { employmentSpan } from '../shifts/employment';
import { localDate } from '../shifts/zones';
import { fromJakarta, jakartaDate } from '../time';
import { type OvertimeDay, overtimePayHours } from './overtimePay';

export interface RecapScope extends TeamScope {
  /** yyyymm */
  period: string;
}

/** Only what the server saw happen or a person approved counts (docs/decisions.md, "Trust"). */

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * The payroll period's recap per employee (a calendar month, or HR's cut-off: docs/hr.md, "Settings"), every figure from the records that count (docs/hr.md, "Monthly recap"): the
 * days up to today (or the period's last day) are counted, each by the same day-function as the employee's history
 * (server/shifts/workDay.ts); a day with a record still waiting is neither present nor absent but counted among the
 * pending records.
 */
export async function monthlyRecap(db: Kysely<Database>, scope: RecapScope, now: Date): Promise<Recap> {
  const { first: from, last: to } = await payPeriod(db, scope.period);
  const today = jakartaDate(now);
  const countedUntil = to < today ? to : today;
  // Work-day overtime is cut at 18 hours a week: the days of the first week before the period count towards it.
  const weekStart = mondayOf(from);
  const planFrom = weekStart < addDays(from, -2) ? weekStart : addDays(from, -2);

  const employeesQuery = teamQuery(db, scope, from, to).where('e.created_at', '<', fromJakarta(addDays(to, 1), '00:00').toISOString());
  // A month of the whole company's records is read by date (an index) and grouped here: no list of ids is sent.
  const [employees, attendance, overtime, leaves, holidays, leaveTypes, earliest, swaps] = await Promise.all([
    employeesQuery.execute(),
    db
      .selectFrom('attendance')
      .select(['employee_id', 'work_date', 'direction', 'checked_at', 'recorded_at', 'verification', 'is_late', 'inside_office'])
      .where('work_date', '>=', from)
      .where('work_date', '<=', to)
      .execute(),
    db.selectFrom('overtime').select(['employee_id', 'work_date', 'direction', 'verification', 'checked_at', 'recorded_at', 'auto_closed_at']).where('work_date', '>=', weekStart).where('work_date', '<=', to).execute(),
    db
      .selectFrom('leave_requests')
      .select(['employee_id', 'leave_type_code', 'start_date', 'end_date'])
      .where('status', '=', '1')
      .where('start_date', '<=', to)
      .where('end_date', '>=', from)
      .execute(),
    db.selectFrom('holidays').select('date').where('date', '>=', planFrom).where('date', '<=', addDays(to, 2)).execute(),
    db.selectFrom('leave_types').select(['code', 'label']).orderBy('code').execute(),
    db.selectFrom('attendance').select((eb) => ['employee_id', eb.fn.min<string>('work_date').as('date')]).where('work_date', '<=', to).groupBy('employee_id').execute(),
    db.selectFrom('shift_swaps').select(['employee_id', 'date', 'shift']).where('date', '>=', planFrom).where('date', '<=', addDays(to, 2)).execute(),
  ]);
  const holidaySet = new Set(holidays.map((holiday) => holiday.date));
  const firstRecord = new Map(earliest.map((row) => [row.employee_id, row.date]));
  const swapsOf = byEmployee(swaps);
  const recordsOf = new Map<number, Map<string, { in?: WorkDayRecord; out?: WorkDayRecord }>>();
  for (const record of attendance) {
    const days = recordsOf.get(record.employee_id) ?? new Map();
    recordsOf.set(record.employee_id, days);
    const day = days.get(record.work_date) ?? {};
    days.set(record.work_date, day);
    day[record.direction === 'in' ? 'in' : 'out'] = record;
  }
  const overtimeOf = byEmployee(overtime);
  const leavesOf = byEmployee(leaves);
  const pendingOf = new Map<number, number>();
  for (const record of [...attendance, ...overtime.filter((part) => part.work_date >= from)]) {
    if (record.verification === 'pending') pendingOf.set(record.employee_id, (pendingOf.get(record.employee_id) ?? 0) + 1);
  }

  const perDay = new Map<string, RecapDay>();
  for (let date = from; date <= countedUntil; date = addDays(date, 1)) perDay.set(date, { date, present: 0, late: 0, absent: 0, leave: 0 });
  const countDay = (date: string, day: { present: boolean; lateMinutes: number | null; absent: boolean; leaveType: string | null }) => {
    const figures = perDay.get(date);
    if (!figures) return;
    if (day.present) figures.present++;
    if (day.present && day.lateMinutes !== null) figures.late++;
    if (day.absent) figures.absent++;
    if (day.leaveType) figures.leave++;
  };

  const rows: RecapRow[] = employees.map((employee) => {
    const ownSwaps = swapMapOf(swapsOf.get(employee.id) ?? []);
    const plan = planOf(employee, ownSwaps, holidaySet);
    const ownToday = localDate(now, plan.zone);
    const span = employmentSpan(employee, plan, firstRecord.get(employee.id) ?? null);
    const days = recordsOf.get(employee.id) ?? new Map();
    const ownLeaves = leavesOf.get(employee.id) ?? [];
    const row: RecapRow = {
      employee_id: employee.id,
      nup: employee.nup,
      name: employee.name,
      department: employee.department,
      scheduled_days: 0,
      present_days: 0,
      late_days: 0,
      late_minutes: 0,
      early_leave_days: 0,
      early_leave_minutes: 0,
      absent_days: 0,
      outside_office_days: 0,
      leave_days: Object.fromEntries(leaveTypes.map((type) => [type.code, 0])),
      pending_records: pendingOf.get(employee.id) ?? 0,
      waiting_days: 0,
      off_day_present_days: 0,
      overtime_hours: 0,
      overtime_pay_hours: 0,
    };
    const until = to < ownToday ? to : ownToday;
    for (let date = from; date <= until; date = addDays(date, 1)) {
      const records = days.get(date);
      const leaveType = ownLeaves.find((request) => request.start_date <= date && request.end_date >= date)?.leave_type_code;
      const day = workDay({ plan, date, ...span, now, clockIn: records?.in, clockOut: records?.out, leaveType });
      // A shift still to come or under way, with nothing recorded yet, is a work day once it has an outcome: until
      // then 'Hari kerja' would exceed what it is made of (hadir, tidak hadir, izin, menunggu).
      if (day.scheduled && (day.present || day.absent || day.waiting || day.leaveType !== null)) row.scheduled_days++;
      if (day.present) row.present_days++;
      if (day.present && !day.scheduled) row.off_day_present_days++;
      if (day.scheduled && day.waiting && !day.present) row.waiting_days++;
      if (day.lateMinutes !== null) {
        row.late_days++;
        row.late_minutes += day.lateMinutes;
      }
      if (day.outside) row.outside_office_days++;
      if (day.earlyMinutes !== null) {
        row.early_leave_days++;
        row.early_leave_minutes += day.earlyMinutes;
      }
      if (day.leaveType) row.leave_days[day.leaveType] = (row.leave_days[day.leaveType] ?? 0) + 1;
      if (day.absent) row.absent_days++;
      countDay(date, day);
    }
    const restDay: OvertimeDay = workDaysPerWeek(plan) >= 6 ? 'rest_day_6' : 'rest_day_5';
    const ownOvertime = overtimeOf.get(employee.id) ?? [];
    const worked = [...new Set(ownOvertime.map((record) => record.work_date))].map((date) => {
      const part = (direction: string) => ownOvertime.find((record) => record.work_date === date && record.direction === direction);
      return { date, minutes: overtimeCounted(part('in'), part('out'), overtimeCapMinutes(plan, date)), onWorkDay: isOvertimeOnWorkDay(plan, date) };
    });
    for (const [date, minutes] of cutAtWeeklyCap(worked)) {
      if (minutes === 0 || date < from) continue;
      row.overtime_hours += minutes / 60;
      row.overtime_pay_hours += overtimePayHours(minutes, isOvertimeOnWorkDay(plan, date) ? 'work_day' : restDay);
    }
    row.overtime_hours = round2(row.overtime_hours);
    row.overtime_pay_hours = round2(row.overtime_pay_hours);
    return row;
  });

  const sum = (pick: (row: RecapRow) => number) => round2(rows.reduce((total, row) => total + pick(row), 0));
  return {
    period: scope.period,
    from,
    to,
    counted_until: countedUntil,
    generated_at: now.toISOString(),
    leave_types: leaveTypes,
    pending_records: sum((row) => row.pending_records),
    rows,
    totals: {
      scheduled_days: sum((row) => row.scheduled_days),
      present_days: sum((row) => row.present_days),
      late_days: sum((row) => row.late_days),
      late_minutes: sum((row) => row.late_minutes),
      early_leave_days: sum((row) => row.early_leave_days),
      early_leave_minutes: sum((row) => row.early_leave_minutes),
      absent_days: sum((row) => row.absent_days),
      outside_office_days: sum((row) => row.outside_office_days),
      leave_days: Object.fromEntries(leaveTypes.map((type) => [type.code, sum((row) => row.leave_days[type.code] ?? 0)])),
      pending_records: sum((row) => row.pending_records),
      waiting_days: sum((row) => row.waiting_days),
      off_day_present_days: sum((row) => row.off_day_present_days),
      overtime_hours: sum((row) => row.overtime_hours),
      overtime_pay_hours: sum((row) => row.overtime_pay_hours),
    },
    days: [...perDay.values()],
  };
}
