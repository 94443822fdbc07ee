import type { RecapRow } from '../contract/hr';

/** One department's lateness and absence over the recap's work days. */
export interface DepartmentRates {
  department: string;
  scheduledDays: number;
  lateDays: number;
  absentDays: number;
  /** Share of the work days, in whole percent. */
  latePercent: number;
  absentPercent: number;
}

/** The name a row without a department is counted under. */
export const NO_DEPARTMENT = 'Tanpa bagian';

const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 100));

/** Lateness and absence per department, as shares of its work days, the departments by name. */
export function departmentRates(rows: readonly RecapRow[]): DepartmentRates[] {
  const sums = new Map<string, { scheduledDays: number; lateDays: number; absentDays: number }>();
  for (const row of rows) {
    const name = row.department ?? NO_DEPARTMENT;
    const sum = sums.get(name) ?? { scheduledDays: 0, lateDays: 0, absentDays: 0 };
    sums.set(name, { scheduledDays: sum.scheduledDays + row.scheduled_days, lateDays: sum.lateDays + row.late_days, absentDays: sum.absentDays + row.absent_days });
  }
  return [...sums]
    .sort(([a], [b]) => a.localeCompare(b, 'id'))
    .map(([department, sum]) => ({ department, ...sum, latePercent: percent(sum.lateDays, sum.scheduledDays), absentPercent: percent(sum.absentDays, sum.scheduledDays) }));
}
