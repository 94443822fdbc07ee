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

/** The movement the server asks for at a check (docs/faces.md, "The challenge"): blink twice, turn the head left or right. */
export const FACE_CHALLENGES = ['blink_twice', 'turn_left', 'turn_right'] as const;
export type FaceChallenge = (typeof FACE_CHALLENGES)[number];

/** What the phone's face step ended with: the challenge met, not met in time, no face seen in time, or the models could not run. */
export const FACE_STEP_OUTCOMES = ['passed', 'failed', 'no_face', 'unavailable'] as const;
export type FaceStepOutcome = (typeof FACE_STEP_OUTCOMES)[number];

const score = v.nullish(v.pipe(v.number(), v.minValue(0), v.maxValue(1)), null);

/**
 * The phone's face step, sent with a record of an employee who agreed: the challenge it was given, how it ended, and
 * the passive antispoof and liveness scores (0–1) as hints. Never proof on its own: the server compares the photo.
 */
export const FaceStepSchema = v.object({
  challenge: v.picklist(FACE_CHALLENGES, 'Tantangan wajah tidak dikenal.'),
  outcome: v.picklist(FACE_STEP_OUTCOMES, 'Hasil pemeriksaan wajah tidak dikenal.'),
  antispoof: score,
  liveness: score,
});
export type FaceStep = v.InferOutput<typeof FaceStepSchema>;

/**
 * A record's face check: the comparison with the references (status, similarity 0–1 when one face was compared, when),
 * and the phone's face step (the challenge, its outcome, the hints); null fields for what did not happen.
 */
export const FaceCheckSchema = v.object({
  status: v.picklist(FACE_CHECK_STATUSES),
  similarity: v.nullable(v.number()),
  checked_at: v.optional(v.nullable(v.string()), null),
  challenge: v.optional(v.nullable(v.picklist(FACE_CHALLENGES)), null),
  challenge_outcome: v.optional(v.nullable(v.picklist(FACE_STEP_OUTCOMES)), null),
  antispoof: v.optional(v.nullable(v.number()), null),
  liveness: v.optional(v.nullable(v.number()), null),
});
export type FaceCheck = v.InferOutput<typeof FaceCheckSchema>;
