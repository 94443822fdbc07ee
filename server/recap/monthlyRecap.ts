import type { Kysely } from 'kysely';
import type { Recap, RecapDay, RecapRow } from '../../src/contract/hr';
import { addDays } from '../../src/contract/calendar';
import type { Database } from '../db/types';
import { overtimePayHours } from './overtimePay';
import { lateRecords } from '../periods/adjustments';
import { employeePeriod, type PeriodScope, readPeriod } from './periodDays';

export type RecapScope = PeriodScope;

/** Only what the server saw happen or a person approved counts (docs/decisions.md, "Trust"). */

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * The payroll period's recap per employee (a calendar month, or HR's cut-off: docs/hr.md, "Settings"), every figure from the records that count (docs/hr.md, "Monthly recap"): the
 * days up to today (or the period's last day) are counted, each by the same day-function as the employee's history
 * (server/shifts/workDay.ts); a day with a record still waiting is neither present nor absent but counted among the
 * pending records.
 */
export async function monthlyRecap(db: Kysely<Database>, scope: RecapScope, now: Date): Promise<Recap> {
  const period = await readPeriod(db, scope, now);
  const { from, to, countedUntil, leaveTypes } = period;

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

  const rows: RecapRow[] = period.employees.map((employee) => {
    const counted = employeePeriod(period, employee, now);
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
      pending_records: counted.pending,
      waiting_days: 0,
      off_day_present_days: 0,
      overtime_hours: 0,
      overtime_pay_hours: 0,
    };
    for (const { date, day } of counted.days) {
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
    for (const overtime of counted.overtime) {
      row.overtime_hours += overtime.minutes / 60;
      row.overtime_pay_hours += overtimePayHours(overtime.minutes, overtime.payDay);
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
    adjustments: await lateRecords(db, scope, from, to),
  };
}
