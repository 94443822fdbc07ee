import { fromJakarta, jakartaDate } from '../time';

export interface Schedule {
  start_time: string;
  end_time: string;
  grace_minutes: number;
  work_days: string;
}

/** Used for employees without a schedule of their own. */
export const DEFAULT_SCHEDULE: Schedule = { start_time: '07:30', end_time: '16:00', grace_minutes: 0, work_days: '1,2,3,4,5' };

export const isoWeekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay() || 7;

export const isWorkDay = (schedule: Schedule, date: string) =>
  schedule.work_days.split(',').map(Number).includes(isoWeekday(date));

/** Late: a clock-in on a work day after the start time plus the grace minutes (Asia/Jakarta). */
export function isLate(schedule: Schedule, clockIn: Date): boolean {
  const date = jakartaDate(clockIn);
  const deadline = fromJakarta(date, schedule.start_time).getTime() + schedule.grace_minutes * 60_000;
  return isWorkDay(schedule, date) && clockIn.getTime() > deadline;
}

/** Early: a clock-out on a work day before the end time. */
export function isEarlyLeave(schedule: Schedule, clockOut: Date): boolean {
  const date = jakartaDate(clockOut);
  return isWorkDay(schedule, date) && clockOut.getTime() < fromJakarta(date, schedule.end_time).getTime();
}
