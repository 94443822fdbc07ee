import type { Kysely } from 'kysely';
import type { PrivacyNoticeState, PrivacySettings } from '../../src/contract/privacy';
import { PRIVACY_NOTICE_VERSION } from '../../src/domain/privacy';
import type { Database } from '../db/types';
import { jakartaDate } from '../time';

/** What HR sets about personal data, until HR sets it (docs/privacy.md, "Retention"). */
export const PRIVACY_DEFAULTS: PrivacySettings = {
  photo_retention_days: 60,
  reference_retention_days: 30,
  officer_name: '',
  officer_contact: '',
};
const KEYS = Object.keys(PRIVACY_DEFAULTS) as (keyof PrivacySettings)[];
/** How many times HR changed them, and the WIB day of the latest: the notice's version follows them. */
const REVISION = 'privacy_revision';
const CHANGED_ON = 'privacy_changed_on';

const settingRows = (db: Kysely<Database>) =>
  db.selectFrom('company_settings').select(['key', 'value']).where('key', 'in', [...KEYS, REVISION, CHANGED_ON]).execute();

export async function readPrivacySettings(db: Kysely<Database>): Promise<PrivacySettings & { revision: number; changedOn: string | null }> {
  const set = new Map((await settingRows(db)).map((row) => [row.key, row.value]));
  const numberOf = (key: 'photo_retention_days' | 'reference_retention_days') => (set.has(key) ? Number(set.get(key)) : PRIVACY_DEFAULTS[key]);
  return {
    photo_retention_days: numberOf('photo_retention_days'),
    reference_retention_days: numberOf('reference_retention_days'),
    officer_name: set.get('officer_name') ?? '',
    officer_contact: set.get('officer_contact') ?? '',
    revision: Number(set.get(REVISION) ?? 0),
    changedOn: set.get(CHANGED_ON) ?? null,
  };
}

export const settingsOnly = ({ photo_retention_days, reference_retention_days, officer_name, officer_contact }: PrivacySettings): PrivacySettings => ({
  photo_retention_days,
  reference_retention_days,
  officer_name,
  officer_contact,
});

/** Saves HR's settings and counts the change: the notice's version moves on, so every employee is pointed to it again. */
export async function savePrivacySettings(trx: Kysely<Database>, settings: PrivacySettings, now: Date): Promise<void> {
  const revision = (await readPrivacySettings(trx)).revision + 1;
  const values: [string, string][] = [...KEYS.map((key) => [key, String(settings[key])] as [string, string]), [REVISION, String(revision)], [CHANGED_ON, jakartaDate(now)]];
  for (const [key, value] of values) {
    await trx.insertInto('company_settings').values({ key, value }).onConflict((conflict) => conflict.column('key').doUpdateSet({ value })).execute();
  }
}

/** The notice as the employee reads it (its text is src/domain/privacy.ts): version, day, first read, periods, officer. */
export async function noticeContent(db: Kysely<Database>): Promise<Omit<PrivacyNoticeState, 'read_at'>> {
  const settings = await readPrivacySettings(db);
  const changedLater = settings.changedOn !== null && settings.changedOn > PRIVACY_NOTICE_VERSION;
  return {
    version: settings.revision === 0 ? PRIVACY_NOTICE_VERSION : `${PRIVACY_NOTICE_VERSION}.${settings.revision}`,
    version_date: changedLater ? settings.changedOn! : PRIVACY_NOTICE_VERSION,
    retention: { photo_days: settings.photo_retention_days, reference_days: settings.reference_retention_days },
    officer: settings.officer_name ? { name: settings.officer_name, contact: settings.officer_contact } : null,
  };
}
