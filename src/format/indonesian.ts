// Deep imports: the server formats with this file too, and date-fns' index loads every function and locale (~30 MB).
import { format } from 'date-fns/format';
import { id } from 'date-fns/locale/id';
import { parseISO } from 'date-fns/parseISO';
import { subMonths } from 'date-fns/subMonths';
import { payPeriodAt, payPeriodOf, realDate } from '../contract/calendar';
import { MONTHS } from '../contract/leaveDate';
import { NO_TIME } from '../contract/schemas';

/** docs/product.md §9: 05-11 Pagi, 12-14 Siang, 15-17 Sore, otherwise Malam. */
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

/** docs/product.md §3: a time of 00:00:00 means none. */
export const hasTime = (time: string) => time !== NO_TIME;

/** The month picker's value, YYYYMM (docs/product.md §5). */
export const periodOf = (date: Date) => format(date, 'yyyyMM');

/** 'November 2026' */
export const periodLabel = (period: string) =>
  format(new Date(Number(period.slice(0, 4)), Number(period.slice(4)) - 1, 1), 'MMMM yyyy', { locale: id });

/** This month and the months before it, newest first. */
export const recentPeriods = (today: Date, count: number) =>
  Array.from({ length: count }, (_, back) => periodOf(subMonths(today, back)));

/** The payroll period today falls in (YYYYMM; after the cut-off day, the next month's) and those before it, newest first. */
export function recentPayPeriods(today: Date, cutoffDay: number, count: number): string[] {
  const current = payPeriodAt(format(today, 'yyyy-MM-dd'), cutoffDay);
  return recentPeriods(new Date(Number(current.slice(0, 4)), Number(current.slice(4)) - 1, 15), count);
}

/** The days of a payroll period in words: '1–30 November 2026', '26 Oktober – 25 November 2026'. */
export const payPeriodDays = (period: string, cutoffDay: number) => {
  const { first, last } = payPeriodOf(period, cutoffDay);
  return dayRange(first, last);
};

/** Months from `ahead` months after this one back to `back` months before it, newest first (leave lies ahead too). */
export const periodsAround = (today: Date, ahead: number, back: number) =>
  Array.from({ length: ahead + back + 1 }, (_, index) => periodOf(subMonths(today, index - ahead)));

/** '22 November 2026' */
export const mediumDate = (date: string) => format(parseISO(date), 'dd MMMM yyyy', { locale: id });

/** '14 Desember 2026', or '14 Desember 2026 s.d. 16 Desember 2026' for a span of days. */
export const dateRange = (start: string, end: string) => (start === end ? mediumDate(start) : `${mediumDate(start)} s.d. ${mediumDate(end)}`);

/** yyyy-mm-dd of a local date (docs/product.md §9's staff attendance dates). */
export const isoDateOf = (date: Date) => format(date, 'yyyy-MM-dd');

/** docs/product.md §2: empty values show '-'. */
export const orDash = (value: string | number | null | undefined) => (value === null || value === undefined || value === '' ? '-' : String(value));

/** '5 tahun 3 bulan', or '-' when unknown. */
export const yearsAndMonths = (years: number | null, months: number | null) =>
  years === null || months === null ? '-' : `${years} tahun ${months} bulan`;

/** 'Minggu, 22 November 2026 pukul 07.31' */
export const savedAtLabel = (date: Date) => format(date, "EEEE, dd MMMM yyyy 'pukul' HH.mm", { locale: id });

/** 'Sen', 'Sel', … 'Min': a calendar column's weekday. */
export const weekdayShort = (date: string) => format(parseISO(date), 'EEE', { locale: id });

/** 'Kamis, 26 Nov' */
export const shortDayDate = (date: string) => format(parseISO(date), 'EEEE, d MMM', { locale: id });

/** A date field's text: '24 November 2026' (no leading zero, as people write it). */
export const fieldDate = (date: string) => format(parseISO(date), 'd MMMM yyyy', { locale: id });

const NUMERIC_DATE = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;
const WORDS_DATE = /^(\d{1,2})\s+([a-z]+)\.?\s+(\d{4})$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A month from its Indonesian name or the start of it (3 letters at least: 'Nov', 'Agu'), or 'Agt' as date-fns writes it. */
function monthOf(word: string): number {
  if (word === 'agt') return 8;
  const matches = MONTHS.map((name, index) => (word.length >= 3 && name.toLowerCase().startsWith(word) ? index + 1 : 0)).filter(Boolean);
  return matches.length === 1 ? matches[0]! : 0;
}

/**
 * What someone typed into a date field, as yyyy-mm-dd, or null when it is no date: '24 November 2026', '24 nov 2026',
 * '24/11/2026' (day first, as Indonesia writes it), '24-11-2026', or '2026-11-24'.
 */
export function parseTypedDate(text: string): string | null {
  const typed = text.trim().toLowerCase();
  const numeric = NUMERIC_DATE.exec(typed);
  const words = WORDS_DATE.exec(typed);
  const isoParts = ISO_DATE.exec(typed);
  const [year, month, day] = isoParts
    ? [Number(isoParts[1]), Number(isoParts[2]), Number(isoParts[3])]
    : numeric
      ? [Number(numeric[3]), Number(numeric[2]), Number(numeric[1])]
      : words
        ? [Number(words[3]), monthOf(words[2]!), Number(words[1])]
        : [0, 0, 0];
  return realDate(year, month, day);
}

/** Jakarta keeps UTC+7 all year (no daylight saving): its wall clock is the instant moved 7 hours. */
const jakartaWallClock = (iso: string) => new Date(new Date(iso).getTime() + 7 * 3_600_000).toISOString();
/** An instant (ISO 8601) as the time in Jakarta, HH:mm:ss, as the server keeps attendance times. */
export const wibTime = (iso: string) => jakartaWallClock(iso).slice(11, 19);
/** An instant's date in Jakarta, yyyy-mm-dd. */
export const wibDate = (iso: string) => jakartaWallClock(iso).slice(0, 10);
/** The days from one date to another in words, the shared month or year said once: '1–30 November 2026', '26 Oktober – 25 November 2026'. */
export function dayRange(from: string, to: string): string {
  const [start, end] = [parseISO(from), parseISO(to)];
  if (from.slice(0, 7) === to.slice(0, 7)) return `${format(start, 'd')}–${format(end, 'd MMMM yyyy', { locale: id })}`;
  const startFormat = from.slice(0, 4) === to.slice(0, 4) ? 'd MMMM' : 'd MMMM yyyy';
  return `${format(start, startFormat, { locale: id })} – ${format(end, 'd MMMM yyyy', { locale: id })}`;
}

/** An instant as Jakarta's date in words and its time: 'Kamis, 03 Desember 2026 pukul 13:00 WIB'. */
export const wibMoment = (iso: string) => `${longDate(wibDate(iso))} pukul ${wibTime(iso).slice(0, 5)} WIB`;

/** An instant in Jakarta's words, short: '26 November 2026 08.02 WIB'. */
export const wibDateTime = (iso: string) => `${fieldDate(wibDate(iso))} ${wibTime(iso).slice(0, 5).replace(':', '.')} WIB`;
