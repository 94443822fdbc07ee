import type { FaceChallenge, FaceMotionVerdict } from '../contract/faces';

/**
 * The server's own look at a record's challenge frames (docs/faces.md, "What the server checks"): whether they show
 * the face of the record's photo making the movement its check asked for. Pure: the face thread measures each frame,
 * this decides. Never a refusal: a record whose frames do not show it waits for a person.
 */

/** One challenge frame as the face thread saw it; the measures are of its one face, null when it had not exactly one. */
export interface SeenFrame {
  /** How many faces the frame holds. */
  faces: number;
  /**
   * The head's turn in degrees (Human's mesh): positive when the nose points to the picture's left, which is the
   * employee's own right (the phone's camera faces them and its frames are not mirrored).
   */
  yaw: number | null;
  /** The mean eye aspect ratio of both eyes (src/domain/faceChallenge.ts `frameOf`). */
  eyes: number | null;
  /** Similarity (0–1) of its face to the face of the record's photo. */
  similarity: number | null;
  /** The passive models' scores (0–1) of its face. */
  antispoof: number | null;
  liveness: number | null;
}

/**
 * Chosen from the distributions measured on the test faces by tests/server/faceFrames.test.ts (the table in
 * docs/faces.md, "Thresholds of the frames"):
 * - `turnDegrees`: the least turn the asked way between two frames. A still face's frames, re-encoded, moved, lit and
 *   tilted, differ by at most 5°; a printed photo turned 45° each way by at most 14°; the test faces turned from one
 *   side to the other by 19° and more.
 * - `closedShare` / `openShare`: eyes count as closed below this share of the widest they were seen in the frames, and
 *   as open at or above the second. A still face's frames go down to 0.75; eyes closed on the test faces read 0.24–0.55.
 * - `samePerson`: the least similarity of every frame's face to the photo's. Different people at most 0.43; the same
 *   face's frames (turned, eyes closed, re-encoded) at least 0.74.
 * - `antispoof` / `liveness`: the highest score of the photo's and the frames' faces must reach these. Every real
 *   face measured scores at least 0.40 and 0.43 in any one picture; simulated prints and screens score as high, so the
 *   scores catch only what the models are sure of: the movement is the proof.
 */
export const MOTION_THRESHOLDS = {
  turnDegrees: 15,
  closedShare: 0.65,
  openShare: 0.8,
  samePerson: 0.6,
  antispoof: 0.3,
  liveness: 0.3,
} as const;

/** The verdict, the movement measured (degrees turned the asked way; for blinks the narrowest opening as a share of the widest), the least similar frame. */
export interface MotionFinding {
  verdict: FaceMotionVerdict;
  measure: number | null;
  similarity: number | null;
  antispoof: number | null;
  liveness: number | null;
}

const highest = (values: (number | null)[]) => {
  const known = values.filter((value): value is number => value !== null);
  return known.length > 0 ? Math.max(...known) : null;
};

/** The farthest the head turned the asked way from an earlier frame to a later one, in degrees. */
function turnedDegrees(challenge: 'turn_left' | 'turn_right', yaws: number[]): number {
  const way = challenge === 'turn_right' ? 1 : -1;
  let best = Number.NEGATIVE_INFINITY;
  let least = Number.POSITIVE_INFINITY;
  for (const yaw of yaws) {
    const towards = way * yaw;
    if (least !== Number.POSITIVE_INFINITY) best = Math.max(best, towards - least);
    least = Math.min(least, towards);
  }
  return best === Number.NEGATIVE_INFINITY ? 0 : best;
}

/**
 * A blink among the frames: open, then closed, then open again, in that order (shares of the widest opening seen).
 * Four frames cannot hold two whole blinks: the phone sends open, closed, open, closed, and one whole blink is the proof.
 */
function blinked(shares: number[]): boolean {
  const closedAt = shares.findIndex((share, index) => share < MOTION_THRESHOLDS.closedShare && shares.slice(0, index).some((before) => before >= MOTION_THRESHOLDS.openShare));
  return closedAt >= 0 && shares.slice(closedAt + 1).some((after) => after >= MOTION_THRESHOLDS.openShare);
}

/**
 * The verdict on a record's frames: the first of frames missing, a frame without exactly one face, a face that is not
 * the photo's, no movement the asked way, scores below the thresholds; else confirmed. `photo`: the scores of the
 * record photo's face, counted with the frames'.
 */
export function judgeMotion(challenge: FaceChallenge, frames: readonly SeenFrame[], photo: { antispoof: number | null; liveness: number | null }): MotionFinding {
  const antispoof = highest([photo.antispoof, ...frames.map((frame) => frame.antispoof)]);
  const liveness = highest([photo.liveness, ...frames.map((frame) => frame.liveness)]);
  const similarities = frames.map((frame) => frame.similarity);
  const similarity = similarities.length > 0 && similarities.every((value) => value !== null) ? Math.min(...(similarities as number[])) : null;
  const finding = (verdict: FaceMotionVerdict, measure: number | null = null): MotionFinding => ({ verdict, measure, similarity, antispoof, liveness });
  if (frames.length === 0) return finding('frames_missing');
  if (frames.some((frame) => frame.faces !== 1 || frame.yaw === null || frame.eyes === null)) return finding('frames_unclear');
  if (similarity === null || similarity < MOTION_THRESHOLDS.samePerson) return finding('other_face');
  let measure: number;
  let moved: boolean;
  if (challenge === 'blink_twice') {
    const eyes = frames.map((frame) => frame.eyes!);
    const widest = Math.max(...eyes);
    const shares = eyes.map((value) => (widest > 0 ? value / widest : 1));
    measure = Math.min(...shares);
    moved = blinked(shares);
  } else {
    measure = turnedDegrees(challenge, frames.map((frame) => frame.yaw!));
    moved = measure >= MOTION_THRESHOLDS.turnDegrees;
  }
  if (!moved) return finding('not_moved', measure);
  if ((antispoof ?? 0) < MOTION_THRESHOLDS.antispoof || (liveness ?? 0) < MOTION_THRESHOLDS.liveness) return finding('scores_low', measure);
  return finding('confirmed', measure);
}
