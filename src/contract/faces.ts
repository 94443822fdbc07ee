import * as v from 'valibot';
import { FILE_ID_PATTERN, recordId } from './fields';

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
 * The face step's challenge frames (docs/faces.md, "The frames"): up to `most` small JPEGs of the movement, uploaded
 * with the record's photos under FACE_FRAME_FIELDS and named by the submit's `face_step.frames`, in the order taken.
 */
export const FACE_FRAMES = { most: 4, longestSide: 320, bytes: 40 * 1024 } as const;
export const FACE_FRAME_FIELDS = ['frame_1', 'frame_2', 'frame_3', 'frame_4'] as const;
export type FaceFrameField = (typeof FACE_FRAME_FIELDS)[number];

const FRAME_NOT_FOUND = 'Rekaman gerak wajah tidak ditemukan. Ambil foto baru lalu absen ulang.';
const frameIds = v.pipe(
  v.array(v.pipe(v.string(FRAME_NOT_FOUND), v.regex(FILE_ID_PATTERN, FRAME_NOT_FOUND)), FRAME_NOT_FOUND),
  v.maxLength(FACE_FRAMES.most, `Rekaman gerak wajah paling banyak ${FACE_FRAMES.most}.`),
  v.check((ids) => new Set(ids).size === ids.length, 'Rekaman gerak wajah yang sama dikirim dua kali. Ambil foto baru lalu absen ulang.'),
);

/**
 * The phone's face step, sent with a record of an employee who agreed: the challenge it was given, how it ended, the
 * passive antispoof and liveness scores (0–1) as hints, and the ids of its challenge frames. Never proof on its own:
 * the server compares the photo and looks at the frames itself.
 */
export const FaceStepSchema = v.object({
  challenge: v.picklist(FACE_CHALLENGES, 'Tantangan wajah tidak dikenal.'),
  outcome: v.picklist(FACE_STEP_OUTCOMES, 'Hasil pemeriksaan wajah tidak dikenal.'),
  antispoof: score,
  liveness: score,
  frames: v.optional(frameIds, []),
});
export type FaceStep = v.InferOutput<typeof FaceStepSchema>;

/**
 * What the server found in a record's challenge frames (docs/faces.md, "What the server checks"): the movement asked
 * for, by the face of the record's photo; or the first reason it could not say so.
 */
export const FACE_MOTION_VERDICTS = ['confirmed', 'frames_missing', 'frames_unclear', 'other_face', 'not_moved', 'scores_low'] as const;
export type FaceMotionVerdict = (typeof FACE_MOTION_VERDICTS)[number];

const found = v.optional(v.nullable(v.number()), null);

/**
 * A record's face check: the comparison with the references (status, similarity 0–1 when one face was compared, when),
 * the phone's face step (the challenge, its outcome, the hints), and the server's own look at the frames (its verdict,
 * the movement measured — degrees turned the asked way, or for blinks the eyes' narrowest opening as a share of their
 * widest —, the least similar frame to the photo, its antispoof and liveness scores); null fields for what did not happen.
 */
export const FaceCheckSchema = v.object({
  status: v.picklist(FACE_CHECK_STATUSES),
  similarity: v.nullable(v.number()),
  checked_at: v.optional(v.nullable(v.string()), null),
  challenge: v.optional(v.nullable(v.picklist(FACE_CHALLENGES)), null),
  challenge_outcome: v.optional(v.nullable(v.picklist(FACE_STEP_OUTCOMES)), null),
  antispoof: found,
  liveness: found,
  motion: v.optional(v.nullable(v.picklist(FACE_MOTION_VERDICTS)), null),
  motion_measure: found,
  frames_similarity: found,
  server_antispoof: found,
  server_liveness: found,
});
export type FaceCheck = v.InferOutput<typeof FaceCheckSchema>;
