import type { Kysely } from 'kysely';
import type { Database } from '../db/types';

/** What HR sets once for the company, with the value each has until HR sets it (docs/hr.md, "Settings"). */
export const SETTING_DEFAULTS = {
  /** How many days back (today included) an employee may ask for a correction. */
  correction_window_days: 7,
} as const;
export type SettingKey = keyof typeof SETTING_DEFAULTS;

export async function readSetting<Key extends SettingKey>(db: Kysely<Database>, key: Key): Promise<(typeof SETTING_DEFAULTS)[Key]> {
  const row = await db.selectFrom('company_settings').select('value').where('key', '=', key).executeTakeFirst();
  return row ? (JSON.parse(row.value) as (typeof SETTING_DEFAULTS)[Key]) : SETTING_DEFAULTS[key];
}
