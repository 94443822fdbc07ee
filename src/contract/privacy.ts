import * as v from 'valibot';
import { wholeNumber } from './fields';

/**
 * What someone else saw of an employee (docs/privacy.md, "Who looked"): a record's photo or position, the face
 * check's reference photos, a correction request's evidence (its record is the clock-in or clock-out it asks for).
 */
export const ACCESS_KINDS = ['photo', 'position', 'reference', 'evidence'] as const;
export type AccessKind = (typeof ACCESS_KINDS)[number];

/** One view, as the employee (and HR) reads it: who, what, of which record, when. */
export const AccessEntrySchema = v.object({
  viewer: v.string(),
  what: v.picklist(ACCESS_KINDS),
  record: v.nullable(v.object({ kind: v.picklist(['attendance', 'overtime']), direction: v.picklist(['in', 'out']), date: v.string() })),
  viewed_at: v.string(),
});
export type AccessEntry = v.InferOutput<typeof AccessEntrySchema>;
export const AccessLogSchema = v.array(AccessEntrySchema);

const settingText = (label: string, max: number) =>
  v.optional(v.pipe(v.string(`${label} harus berupa teks.`), v.trim(), v.maxLength(max, `${label}: maksimal ${max} karakter.`)), '');

/** What HR sets about personal data (docs/privacy.md): how long photos and positions are kept, and whom to ask. */
export const PrivacySettingsSchema = v.object({
  /** Days after the end of a record's payroll period that its photos and raw position are kept. */
  photo_retention_days: wholeNumber('Masa simpan foto dan posisi', 30, 1095),
  /** Days after the end of employment that the face check's reference photos and templates are kept. */
  reference_retention_days: wholeNumber('Masa simpan foto rujukan wajah', 0, 365),
  /** The data protection officer (UU 27/2022 Pasal 53); empty: not named yet. */
  officer_name: settingText('Nama pejabat pelindungan data', 100),
  officer_contact: settingText('Kontak pejabat pelindungan data', 200),
});
export type PrivacySettings = v.InferOutput<typeof PrivacySettingsSchema>;
export const PrivacySettingsSavedSchema = v.object({ message: v.string(), settings: PrivacySettingsSchema });
export type PrivacySettingsSaved = v.InferOutput<typeof PrivacySettingsSavedSchema>;

/**
 * The privacy notice as the employee reads it: its version (the text's, and HR's changes to the periods or the
 * officer after it), the day of that version, when the employee first read it (null: not yet), and what HR set.
 */
export const PrivacyNoticeStateSchema = v.object({
  version: v.string(),
  version_date: v.string(),
  read_at: v.nullable(v.string()),
  retention: v.object({ photo_days: v.number(), reference_days: v.number() }),
  officer: v.nullable(v.object({ name: v.string(), contact: v.string() })),
});
export type PrivacyNoticeState = v.InferOutput<typeof PrivacyNoticeStateSchema>;
export const PrivacyNoticeReadSchema = v.object({ version: v.pipe(v.string('Versi pemberitahuan wajib diisi.'), v.maxLength(20, 'Versi pemberitahuan tidak dikenal.')) });

/** 'Unduh Data Saya' (docs/privacy.md): the employee's latest copy of their own data. */
export const DATA_EXPORT_STATUSES = ['none', 'preparing', 'ready', 'failed'] as const;
/** One ZIP of a ready copy: the name it is saved as, its signed link (ten minutes), its size in bytes. */
export const DataExportPartSchema = v.object({ name: v.string(), url: v.string(), size: v.number() });
export const DataExportStateSchema = v.object({
  status: v.picklist(DATA_EXPORT_STATUSES),
  requested_at: v.nullable(v.string()),
  ready_at: v.nullable(v.string()),
  /** When ready: the (first) ZIP through a signed link that lasts ten minutes (asked again, a new one). */
  url: v.nullable(v.string()),
  /** The copy's size in bytes (every part together), when ready. */
  size: v.nullable(v.number()),
  /** When ready: every ZIP of the copy in order, one unless it is larger than a part (500 MB). */
  parts: v.optional(v.array(DataExportPartSchema)),
  /** Whether another copy may be asked for today (one a WIB day). */
  can_request: v.boolean(),
});
export type DataExportState = v.InferOutput<typeof DataExportStateSchema>;
