import * as v from 'valibot';
import { recordId } from './fields';

/** The face check (docs/faces.md): the employee's consent, HR's reference photos, a record's comparison. */
export const FACE_CONSENTS = ['agreed', 'declined'] as const;
export type FaceConsent = (typeof FACE_CONSENTS)[number] | null;

export const FACE_CHECK_STATUSES = ['queued', 'match', 'mismatch', 'no_face', 'no_reference', 'not_checked'] as const;
export type FaceCheckStatus = (typeof FACE_CHECK_STATUSES)[number];

/** The employee's own standing: the notice's version, their answer (null: not asked, or withdrawn), its time, and how many references HR took. */
export const FaceConsentStateSchema = v.object({
  version: v.string(),
  consent: v.nullable(v.picklist(FACE_CONSENTS)),
  decided_at: v.nullable(v.string()),
  references: v.number(),
});
export type FaceConsentState = v.InferOutput<typeof FaceConsentStateSchema>;

export const FaceConsentRequestSchema = v.object({
  decision: v.picklist(['agree', 'decline'], 'Pilih setuju atau tidak setuju.'),
  version: v.pipe(v.string('Versi pemberitahuan wajib diisi.'), v.maxLength(20, 'Versi pemberitahuan tidak dikenal.')),
});
export type FaceConsentRequest = v.InferOutput<typeof FaceConsentRequestSchema>;

export const FaceConsentSavedSchema = v.object({ message: v.string(), state: FaceConsentStateSchema });
export type FaceConsentSaved = v.InferOutput<typeof FaceConsentSavedSchema>;

/** HR's view of an employee's face check: the consent and the reference photos (signed, expiring URLs). */
export const FaceReferencesSchema = v.object({
  consent: v.nullable(v.picklist(FACE_CONSENTS)),
  decided_at: v.nullable(v.string()),
  references: v.array(v.object({ id: v.number(), url: v.nullable(v.string()), created_at: v.string() })),
});
export type FaceReferences = v.InferOutput<typeof FaceReferencesSchema>;

export const FaceReferenceIdSchema = v.object({ id: recordId('Id foto rujukan wajib diisi.', 'Id foto rujukan tidak valid.') });

export const FaceReferencesSavedSchema = v.object({ message: v.string(), references: FaceReferencesSchema });
export type FaceReferencesSaved = v.InferOutput<typeof FaceReferencesSavedSchema>;

/** A record's face compared with the references: the status and the similarity (0–1) when one face was compared. */
export const FaceCheckSchema = v.object({ status: v.picklist(FACE_CHECK_STATUSES), similarity: v.nullable(v.number()) });
export type FaceCheck = v.InferOutput<typeof FaceCheckSchema>;
