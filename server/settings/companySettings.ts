import type { Kysely } from 'kysely';
import { addDays, payPeriodOf } from '../../src/contract/calendar';
import { FILE_QUOTA_MB } from '../../src/contract/hr';
import type { Database } from '../db/types';

/** What HR sets once for the company, with the value each has until HR sets it (docs/hr.md, "Settings"). */
export const SETTING_DEFAULTS = {
  /** How many days back (today included) an employee may ask for a correction. */
  correction_window_days: 7,
  /** The last day of each payroll period (1–28), or 0: periods are calendar months. */
  payroll_cutoff_day: 0,
  /** 1: cuti bersama is taken from the Cuti quota (docs/hr.md, "Holidays"). */
  cuti_bersama_uses_quota: 0,
  /** Hours after a shift's end at which a day without a clock-out is closed as forgotten (at most the clock-out window). */
  forgotten_clock_out_hours: 6,
  /** Minutes before a shift's start from which a clock-in belongs to it; earlier, or after its end, it waits ('di luar jam shift'). */
  clock_in_window_minutes: 120,
  /**
   * The last minute of the first three bands of lateness and early leave (the payroll sheet's TL1–TL3 and PSW1–PSW3:
   * 1–30, 31–60, 61–90); TL4 and PSW4 are the minutes above the third.
   */
  late_early_band_1_minutes: 30,
  late_early_band_2_minutes: 60,
  late_early_band_3_minutes: 90,
  /** Megabytes of stored files each employee may hold (docs/privacy.md, "Storage space"). */
  file_quota_mb: FILE_QUOTA_MB.default,
} as const;
export type SettingKey = keyof typeof SETTING_DEFAULTS;

export async function readSetting<Key extends SettingKey>(db: Kysely<Database>, key: Key): Promise<number> {
  const row = await db.selectFrom('company_settings').select('value').where('key', '=', key).executeTakeFirst();
  return row ? Number(row.value) : SETTING_DEFAULTS[key];
}

/** Every setting, as HR last set it or by default. */
export async function readSettings(db: Kysely<Database>): Promise<Record<SettingKey, number>> {
  const rows = await db.selectFrom('company_settings').select(['key', 'value']).execute();
  const set = new Map(rows.map((row) => [row.key, Number(row.value)]));
  return Object.fromEntries(Object.entries(SETTING_DEFAULTS).map(([key, value]) => [key, set.get(key) ?? value])) as Record<SettingKey, number>;
}

/** The period before or after a YYYYMM. */
const monthBeside = (period: string, step: -1 | 1) => {
  const first = `${period.slice(0, 4)}-${period.slice(4)}-01`;
  return (step === -1 ? addDays(first, -1) : addDays(first, 32)).slice(0, 7).replace('-', '');
};

/**
 * The days a payroll period (YYYYMM) covers (docs/hr.md, "Periods"): a closed one keeps the days it was closed with;
 * an open one follows the cut-off HR set, but begins the day after a closed period before it ends and ends the day
 * before a closed period after it begins, so that a cut-off changed after a close pays no day twice and none never.
 */
export async function payPeriod(db: Kysely<Database>, period: string): Promise<{ first: string; last: string }> {
  const [cutoff, closed] = await Promise.all([
    readSetting(db, 'payroll_cutoff_day'),
    db.selectFrom('payroll_periods').select(['period', 'first_date', 'last_date']).where('closed_at', 'is not', null).where('period', 'in', [monthBeside(period, -1), period, monthBeside(period, 1)]).execute(),
  ]);
  const [before, own, after] = [monthBeside(period, -1), period, monthBeside(period, 1)].map((month) => closed.find((row) => row.period === month));
  if (own) return { first: own.first_date, last: own.last_date };
  const days = payPeriodOf(period, cutoff);
  return { first: before ? addDays(before.last_date, 1) : days.first, last: after ? addDays(after.first_date, -1) : days.last };
}
