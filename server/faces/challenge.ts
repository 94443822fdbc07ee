import { createHmac } from 'node:crypto';
import { FACE_CHALLENGES, type FaceChallenge, type FaceStep } from '../../src/contract/faces';
import { offlineFaceChallenge } from '../../src/domain/faces';
import type { FlagCode } from '../../src/domain/verification';

/** A check's face challenge: derived from its single-use nonce and the server's secret, so the phone cannot choose it. */
export function checkFaceChallenge(secret: string, nonce: string): FaceChallenge {
  const digest = createHmac('sha256', `face-challenge:${secret}`).update(nonce).digest();
  return FACE_CHALLENGES[digest[0]! % FACE_CHALLENGES.length]!;
}

/** The challenge a record had to meet: its check's, or for a record taken with no answer, the one its own time gives. */
export const expectedFaceChallenge = (secret: string, check: { nonce?: string }, takenAt: string | null | undefined): FaceChallenge | null =>
  check.nonce ? checkFaceChallenge(secret, check.nonce) : takenAt ? offlineFaceChallenge(takenAt) : null;

const OUTCOME_FLAG: Record<Exclude<FaceStep['outcome'], 'passed'>, FlagCode> = {
  failed: 'face_challenge_failed',
  no_face: 'face_not_seen',
  unavailable: 'face_step_unavailable',
};

/**
 * What the phone's face step says about a record of an employee who agreed (docs/faces.md): nothing when it met the
 * challenge it was given; a flag in words otherwise. No step at all (a phone that cannot run it, an older app) counts
 * as a step that could not run; a step that met another challenge than the record's counts as not met.
 */
export function faceStepFlags(step: FaceStep | null | undefined, expected: FaceChallenge | null): FlagCode[] {
  if (!step) return [OUTCOME_FLAG.unavailable];
  if (step.outcome === 'passed') return step.challenge === expected ? [] : [OUTCOME_FLAG.failed];
  return [OUTCOME_FLAG[step.outcome]];
}
