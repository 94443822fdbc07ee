import * as v from 'valibot';

/** What someone else saw of an employee (docs/privacy.md, "Who looked"). */
export const ACCESS_KINDS = ['photo', 'position', 'reference'] as const;
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

/** The privacy notice's version and when the employee first read it (null: not yet). */
export const PrivacyNoticeStateSchema = v.object({ version: v.string(), read_at: v.nullable(v.string()) });
export type PrivacyNoticeState = v.InferOutput<typeof PrivacyNoticeStateSchema>;
export const PrivacyNoticeReadSchema = v.object({ version: v.pipe(v.string('Versi pemberitahuan wajib diisi.'), v.maxLength(20, 'Versi pemberitahuan tidak dikenal.')) });
