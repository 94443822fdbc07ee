import { createHmac } from 'node:crypto';
import { FACE_CHALLENGES, type FaceChallenge, type FaceStep } from '../../src/contract/faces';
import { offlineFaceChallenge } from '../../src/domain/faces';
import type { FlagCode } from '../../src/domain/verification';
import type { CheckRecord } from '../attendance/checkId';
import { jakartaDate } from '../time';

/** Whose record a check is for: asking again for the same employee, kind, WIB day and direction gives the same challenge. */
type ChallengeOf = Pick<CheckRecord, 'employeeId' | 'direction' | 'checkedAt' | 'purpose'>;

/**
 * A check's face challenge: derived from the server's secret and the record it is for (the employee, regular or
 * overtime, the WIB day, in or out), so the phone can neither choose it nor draw another by asking again.
 */
export function checkFaceChallenge(secret: string, check: ChallengeOf): FaceChallenge {
  const record = [check.employeeId, check.purpose ?? 'regular', jakartaDate(new Date(check.checkedAt)), check.direction].join('|');
  const digest = createHmac('sha256', `face-challenge:${secret}`).update(record).digest();
  return FACE_CHALLENGES[digest[0]! % FACE_CHALLENGES.length]!;
}

/** The challenge a record had to meet: its check's, or for a record taken with no answer, the one its own time gives. */
export const expectedFaceChallenge = (secret: string, check: ChallengeOf & { nonce?: string }, takenAt: string | null | undefined): FaceChallenge | null =>
  check.nonce ? checkFaceChallenge(secret, check) : takenAt ? offlineFaceChallenge(takenAt) : null;

const OUTCOME_FLAG: Record<Exclude<FaceStep['outcome'], 'passed'>, FlagCode> = {
  failed: 'face_challenge_failed',
  no_face: 'face_not_seen',
  unavailable: 'face_step_unavailable',
};

/**
 * What the phone's face step says about a record of an employee who agreed (docs/faces.md), as the submit knows it:
 * a flag in words when it did not meet the challenge it was given. No step at all (a phone that cannot run it, an
 * older app) counts as a step that could not run; a step that met another challenge than the record's counts as not
 * met; one that says it met it without frames to show it waits at once. A met challenge with frames is not proof yet:
 * it counts until the face pass, which looks at the frames itself and flags the record if they do not show it.
 */
export function faceStepFlags(step: FaceStep | null | undefined, expected: FaceChallenge | null): FlagCode[] {
  if (!step) return [OUTCOME_FLAG.unavailable];
  if (step.outcome !== 'passed') return [OUTCOME_FLAG[step.outcome]];
  if (step.challenge !== expected) return [OUTCOME_FLAG.failed];
  return step.frames.length === 0 ? ['face_frames_missing'] : [];
}
