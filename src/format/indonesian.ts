// Deep imports: the server formats with this file too, and date-fns' index loads every function and locale (~30 MB).
import { format } from 'date-fns/format';
import { id } from 'date-fns/locale/id';
import { parseISO } from 'date-fns/parseISO';
import { subMonths } from 'date-fns/subMonths';
import { NO_TIME } from '../contract/schemas';

/** Spec §9: 05-11 Pagi, 12-14 Siang, 15-17 Sore, otherwise Malam. */
export function greeting(hour: number): string {
  if (hour >= 5 && hour <= 11) return 'Selamat Pagi';
  if (hour >= 12 && hour <= 14) return 'Selamat Siang';
  if (hour >= 15 && hour <= 17) return 'Selamat Sore';
  return 'Selamat Malam';
}

/** 'Senin, 23 November 2026' */
export const longDate = (date: Date | string) => format(typeof date === 'string' ? parseISO(date) : date, 'EEEE, dd MMMM yyyy', { locale: id });

/** '07:29:05' */
export const clockTime = (date: Date) => format(date, 'HH:mm:ss');

/** Spec §3: a time of 00:00:00 means none. */
export const hasTime = (time: string) => time !== NO_TIME;

/** The month picker's value, YYYYMM (spec §5). */
export const periodOf = (date: Date) => format(date, 'yyyyMM');

/** 'November 2026' */
export const periodLabel = (period: string) =>
  format(new Date(Number(period.slice(0, 4)), Number(period.slice(4)) - 1, 1), 'MMMM yyyy', { locale: id });

/** This month and the months before it, newest first. */
export const recentPeriods = (today: Date, count: number) =>
  Array.from({ length: count }, (_, back) => periodOf(subMonths(today, back)));

/** Months from `ahead` months after this one back to `back` months before it, newest first (leave lies ahead too). */
export const periodsAround = (today: Date, ahead: number, back: number) =>
  Array.from({ length: ahead + back + 1 }, (_, index) => periodOf(subMonths(today, index - ahead)));

/** '22 November 2026' */
export const mediumDate = (date: string) => format(parseISO(date), 'dd MMMM yyyy', { locale: id });

/** '14 Desember 2026', or '14 Desember 2026 s.d. 16 Desember 2026' for a span of days. */
export const dateRange = (start: string, end: string) => (start === end ? mediumDate(start) : `${mediumDate(start)} s.d. ${mediumDate(end)}`);

/** yyyy-mm-dd of a local date (spec §9's staff attendance dates). */
export const isoDateOf = (date: Date) => format(date, 'yyyy-MM-dd');

/** Spec §2: empty values show '-'. */
export const orDash = (value: string | number | null | undefined) => (value === null || value === undefined || value === '' ? '-' : String(value));

/** '5 tahun 3 bulan', or '-' when unknown. */
export const yearsAndMonths = (years: number | null, months: number | null) =>
  years === null || months === null ? '-' : `${years} tahun ${months} bulan`;

/** 'Minggu, 22 November 2026 pukul 07.31' */
export const savedAtLabel = (date: Date) => format(date, "EEEE, dd MMMM yyyy 'pukul' HH.mm", { locale: id });
