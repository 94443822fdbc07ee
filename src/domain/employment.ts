import { isoWeekday } from '../contract/calendar';
import { MONTHS } from '../contract/leaveDate';

const WEEKDAYS = ['Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu', 'Minggu'];

/** '2027-02-01' → 'Senin, 1 Februari 2027' */
export const dayInWords = (date: string) => `${WEEKDAYS[isoWeekday(date) - 1]}, ${Number(date.slice(8))} ${MONTHS[Number(date.slice(5, 7)) - 1]} ${date.slice(0, 4)}`;

/**
 * Why nothing may be recorded for a day outside an employee's employment (docs/hr.md, "Start and end dates"): to the
 * employee themself (no name), or to whoever acts for them (the employee's name).
 */
export const EMPLOYMENT_TEXTS = {
  notStarted: (start: string, name: string | null = null) => `${name ?? 'Anda'} baru mulai bekerja pada ${dayInWords(start)}.`,
  ended: (end: string, name: string | null = null) => `Masa kerja ${name ?? 'Anda'} berakhir pada ${dayInWords(end)}.`,
};
