/** Correction requests (docs/hr.md, "Correction requests"): an employee asks for a forgotten or wrong clock-in or clock-out. */
import * as v from 'valibot';
import { nullableText, optionalFileId, recordId, requiredText } from './fields';
import { approvalDecision, FlagSchema, isoDate } from './schemas';
import { VERIFICATION } from './verification';
import { clockTime } from './shifts';

export const CORRECTION_REQUEST_STATUSES = ['pending', 'approved', 'rejected', 'withdrawn'] as const;
export type CorrectionRequestStatus = (typeof CORRECTION_REQUEST_STATUSES)[number];

const direction = v.picklist(['in', 'out'], 'Pilih absen masuk atau pulang.');

/** An evidence id that names no upload of the sender's: the server's answer and the contract's are the same. */
export const EVIDENCE_NOT_FOUND = 'Foto bukti tidak ditemukan. Unggah ulang fotonya.';

/** What the employee sends: the day (one of those offered), which record, when it happened, where, and why. */
export const CorrectionRequestInputSchema = v.object({
  date: v.pipe(v.string('Pilih tanggalnya.'), v.isoDate('Pilih tanggalnya.')),
  direction,
  time: clockTime('Jam'),
  /** One of the employee's offices; null: 'Di luar kantor'. */
  office_id: v.nullable(recordId('Pilih tempatnya.', 'Tempat tidak valid.')),
  reason: requiredText('Alasan wajib diisi.', 500),
  /** An uploaded photo of evidence (files/upload/pengajuan_izin); absent or null: none. */
  filename: optionalFileId(EVIDENCE_NOT_FOUND),
});
export type CorrectionRequestInput = v.InferInput<typeof CorrectionRequestInputSchema>;
export type CorrectionRequestBody = v.InferOutput<typeof CorrectionRequestInputSchema>;

const requestFacts = {
  id: v.number(),
  date: isoDate,
  direction: v.picklist(['in', 'out']),
  /** 'Absen Masuk' or 'Absen Pulang'. */
  label: v.string(),
  /** HH:mm asked for, on the office's clock. */
  time: v.string(),
  /** The office's name, or 'Di luar kantor'. */
  place: v.string(),
  reason: v.string(),
  /** HH:mm:ss the employee's own record had when asked; null when there was none (a forgotten one). */
  recorded_time: nullableText,
  evidence_photo: nullableText,
  created_at: v.string(),
};

/** One of the employee's own requests, as their list shows it. */
export const OwnCorrectionRequestSchema = v.object({
  ...requestFacts,
  status: v.picklist(CORRECTION_REQUEST_STATUSES),
  decision_note: nullableText,
});
export type OwnCorrectionRequest = v.InferOutput<typeof OwnCorrectionRequestSchema>;

/** The form's choices (the days it may be asked for, newest first, and the employee's offices) and the recent requests. */
export const CorrectionRequestsSchema = v.object({
  window_days: v.number(),
  days: v.array(isoDate),
  offices: v.array(v.object({ id: v.number(), name: v.string() })),
  requests: v.array(OwnCorrectionRequestSchema),
});
export type CorrectionRequests = v.InferOutput<typeof CorrectionRequestsSchema>;

/** A request waiting for a supervisor or HR, with the day's evidence. */
export const CorrectionInboxItemSchema = v.object({
  ...requestFacts,
  name: v.string(),
  nup: v.string(),
  position: v.string(),
  profile_photo: nullableText,
  /** The day's shift as planned ('07:30–16:00'), or 'Libur'. */
  shift: v.string(),
  /** Approved leave on that day (its type), or null. */
  leave: nullableText,
  /** What the employee recorded that day: HH:mm:ss of each record that counts, or null. */
  recorded_in: nullableText,
  recorded_out: nullableText,
  /** The record the request corrects, as it stands: approving changes its time or place only, never its flags. */
  record: v.optional(v.nullable(v.object({ verification: v.picklist(VERIFICATION), flags: v.array(FlagSchema) })), null),
});
export type CorrectionInboxItem = v.InferOutput<typeof CorrectionInboxItemSchema>;
export const CorrectionInboxSchema = v.array(CorrectionInboxItemSchema);

export const CorrectionIdSchema = v.object({ id: recordId('Id pengajuan wajib diisi.', 'Id pengajuan tidak valid.') });

export const CorrectionDecisionSchema = approvalDecision(CorrectionIdSchema.entries);
export type CorrectionDecision = v.InferInput<typeof CorrectionDecisionSchema>;

export const CorrectionAnswerSchema = v.object({ message: v.string() });
export type CorrectionAnswer = v.InferOutput<typeof CorrectionAnswerSchema>;
