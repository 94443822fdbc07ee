/**
 * Calendar dates as yyyy-mm-dd text, whatever the zone: the date arithmetic that payloads, the app and the server
 * share (one module for both sides; an instant's date in an office's zone is server/shifts/zones.ts, in Jakarta's
 * src/format/indonesian.ts).
 */
const DAY_MS = 86_400_000;

const utcMidnight = (date: string) => Date.parse(`${date}T00:00:00Z`);

export const addDays = (date: string, days: number) => new Date(utcMidnight(date) + days * DAY_MS).toISOString().slice(0, 10);

/** 1 for Monday to 7 for Sunday. */
export const isoWeekday = (date: string) => new Date(utcMidnight(date)).getUTCDay() || 7;

/** The Monday of a date's week. */
export const mondayOf = (date: string) => addDays(date, 1 - isoWeekday(date));

/** Days from one date to another: 0 for the same day, negative when `to` comes first. */
export const daysBetween = (from: string, to: string) => Math.round((utcMidnight(to) - utcMidnight(from)) / DAY_MS);

/** The first and last yyyy-mm-dd of a yyyymm period. */
export function monthOf(period: string): { first: string; last: string } {
  const first = `${period.slice(0, 4)}-${period.slice(4)}-01`;
  return { first, last: addDays(`${addDays(first, 31).slice(0, 8)}01`, -1) };
}

/**
 * The payroll period a month names (YYYYMM): the calendar month when there is no cut-off (0), else the days after the
 * cut-off day of the month before up to the cut-off day of this month (cut-off 25: 202611 is 26 October–25 November).
 */
export function payPeriodOf(period: string, cutoffDay: number): { first: string; last: string } {
  const month = monthOf(period);
  if (cutoffDay === 0) return month;
  const day = String(cutoffDay).padStart(2, '0');
  return { first: addDays(`${addDays(month.first, -1).slice(0, 8)}${day}`, 1), last: `${month.first.slice(0, 8)}${day}` };
}

/** The payroll period (YYYYMM) a date falls in: its own month, or the next one after the cut-off day. */
export function payPeriodAt(date: string, cutoffDay: number): string {
  const month = date.slice(0, 7);
  const next = cutoffDay !== 0 && Number(date.slice(8)) > cutoffDay ? addDays(`${month}-28`, 7).slice(0, 7) : month;
  return next.replace('-', '');
}

/** The yyyy-mm-dd of a year, month (1–12) and day, if that day exists (from 1900 on); else null. */
export function realDate(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = year >= 1900 && month >= 1 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}` : null;
}
