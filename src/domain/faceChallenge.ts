import type { FaceChallenge } from '../contract/faces';
import { MOTION_THRESHOLDS } from './faceMotion';

/**
 * The phone's face step (docs/faces.md, "The challenge"): whether exactly one face is in view, and whether it did what
 * the check asked, decided from the face mesh frame by frame. Pure: the camera adapter measures, this decides.
 */

/** A point of the face mesh (MediaPipe's 468 landmarks, as Human answers them), in pixels of the camera's picture. */
export type MeshPoint = readonly [x: number, y: number, z?: number];

/** What one frame says about a face: how open its eyes are (eye aspect ratio) and how far its nose is turned. */
export interface FaceFrame {
  /** The mean eye aspect ratio of both eyes: about 0.25–0.35 open, under 0.15 closed. */
  eyes: number;
  /**
   * The nose tip's offset from the middle of the face, in face widths: 0 facing the camera; positive when the nose
   * points to the picture's right, which is the employee's own left (the camera faces them, its picture is not mirrored).
   */
  turn: number;
  /**
   * The head's turn in degrees as the mesh gives it (Human's `rotation.angle.yaw`), when the camera's adapter read it:
   * positive towards the picture's left, the employee's own right; the measure the server reads from the frames.
   */
  yaw?: number;
}

/** What the camera sees this frame: the hint the employee reads, or one face to judge. */
export type FacePresence = 'none' | 'many' | 'dark' | 'small' | 'one';

/** One judged frame, as the camera's watcher reports it: what is in view, the face's measures, the passive scores (0–1). */
export interface FaceObservation {
  presence: FacePresence;
  frame: FaceFrame | null;
  antispoof: number | null;
  liveness: number | null;
  /** The picture judged, as a small JPEG, when it held one face (a challenge frame the record may send). */
  shot?: Blob | null;
}

/** What the camera's watcher tells the flow: a judged frame, or that the models cannot run on this phone. */
export type FaceWatchEvent = ({ type: 'face.observed' } & FaceObservation) | { type: 'face.failed' };

/** The six landmarks of each eye (corner, two upper lid, corner, two lower lid) and the nose tip and the face's sides. */
const EYES = [
  [33, 160, 158, 133, 153, 144],
  [362, 385, 387, 263, 373, 380],
] as const;
const NOSE_TIP = 1;
const FACE_SIDES = [234, 454] as const;

const distance = (a: MeshPoint, b: MeshPoint) => Math.hypot(a[0] - b[0], a[1] - b[1]);

function eyeAspect(mesh: readonly MeshPoint[], [corner, upper1, upper2, otherCorner, lower2, lower1]: (typeof EYES)[number]) {
  const width = distance(mesh[corner]!, mesh[otherCorner]!);
  return width === 0 ? 0 : (distance(mesh[upper1]!, mesh[lower1]!) + distance(mesh[upper2]!, mesh[lower2]!)) / (2 * width);
}

/** A frame's measures from the face's mesh; null when the mesh is not a whole one. */
export function frameOf(mesh: readonly MeshPoint[]): FaceFrame | null {
  if (mesh.length < 468) return null;
  const [left, right] = FACE_SIDES.map((index) => mesh[index]!);
  const width = Math.abs(right![0] - left![0]);
  if (width === 0) return null;
  const middle = (left![0] + right![0]) / 2;
  return { eyes: (eyeAspect(mesh, EYES[0]) + eyeAspect(mesh, EYES[1])) / 2, turn: (mesh[NOSE_TIP]![0] - middle) / width };
}

/** A face smaller than this share of the picture's width is too far to judge. */
const SMALLEST_FACE = 0.25;
/** A picture darker than this mean brightness (0–255) hides a face. */
const DARKEST = 50;

/**
 * The frame's presence from what the detector found: the faces sure enough (their box's width in pixels), the
 * picture's width and mean brightness.
 */
export function presenceOf(faces: readonly { width: number }[], pictureWidth: number, brightness: number): FacePresence {
  if (faces.length > 1) return 'many';
  if (faces.length === 0) return brightness < DARKEST ? 'dark' : 'none';
  return faces[0]!.width < SMALLEST_FACE * pictureWidth ? 'small' : 'one';
}

/** How far the challenge has come; a face leaving the picture starts it again (it could come back another one). */
export interface ChallengeProgress {
  challenge: FaceChallenge;
  /** The widest the eyes were seen open since the face came into view. */
  openEyes: number;
  closed: boolean;
  blinks: number;
  /** The face was seen facing the camera before it turned. */
  facedCamera: boolean;
  /** The least the head was turned the asked way, in degrees, since the face came into view (frames with a yaw). */
  leastTowards: number | null;
  met: boolean;
}

export const startChallenge = (challenge: FaceChallenge): ChallengeProgress => ({ challenge, openEyes: 0, closed: false, blinks: 0, facedCamera: false, leastTowards: null, met: false });

/** Eyes count as closed under this share of their open width, and open again above the second. */
const CLOSED_SHARE = 0.6;
const REOPENED_SHARE = 0.85;
/** Eyes narrower than this when open are not measured well enough to tell a blink. */
const SMALLEST_OPEN_EYES = 0.18;
/** Facing the camera: the nose within this many face widths of the middle; turned: beyond the second, the asked way. */
const FACING = 0.06;
const TURNED = 0.14;
const BLINKS_ASKED = 2;
/**
 * A turn measured in degrees is met this far past the least turned frame: a little more than the server asks of the
 * frames (src/domain/faceMotion.ts), which it measures again on the JPEGs sent.
 */
export const PHONE_TURN_DEGREES = MOTION_THRESHOLDS.turnDegrees + 5;

/** How far a frame is turned the way asked: in degrees when it has a yaw, else in face widths of the nose's offset. */
export const towardsAsked = (challenge: 'turn_left' | 'turn_right', frame: FaceFrame): number =>
  frame.yaw !== undefined ? (challenge === 'turn_right' ? frame.yaw : -frame.yaw) : challenge === 'turn_left' ? frame.turn : -frame.turn;

/** The challenge after one more frame: null when no single face was seen in it. Once met, it stays met. */
export function advanceChallenge(progress: ChallengeProgress, frame: FaceFrame | null): ChallengeProgress {
  if (progress.met) return progress;
  if (frame === null) return startChallenge(progress.challenge);
  if (progress.challenge === 'blink_twice') return blinkStep(progress, frame.eyes);
  const towards = towardsAsked(progress.challenge, frame);
  if (frame.yaw !== undefined) {
    const leastTowards = Math.min(progress.leastTowards ?? towards, towards);
    return { ...progress, leastTowards, met: towards - leastTowards >= PHONE_TURN_DEGREES };
  }
  const facedCamera = progress.facedCamera || Math.abs(frame.turn) <= FACING;
  return { ...progress, facedCamera, met: progress.facedCamera && towards >= TURNED };
}

function blinkStep(progress: ChallengeProgress, eyes: number): ChallengeProgress {
  const openEyes = progress.closed ? progress.openEyes : Math.max(progress.openEyes, eyes);
  if (openEyes < SMALLEST_OPEN_EYES) return { ...progress, openEyes };
  if (!progress.closed) return { ...progress, openEyes, closed: eyes < CLOSED_SHARE * openEyes };
  if (eyes < REOPENED_SHARE * openEyes) return progress;
  const blinks = progress.blinks + 1;
  return { ...progress, closed: false, blinks, met: blinks >= BLINKS_ASKED };
}
