import type { Kysely } from 'kysely';
import { payPeriodOf } from '../../src/contract/calendar';
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

/** The days a payroll period (YYYYMM) covers, by the cut-off HR set. */
export const payPeriod = async (db: Kysely<Database>, period: string) => payPeriodOf(period, await readSetting(db, 'payroll_cutoff_day'));
