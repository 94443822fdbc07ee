import { FACE_FRAMES } from '../contract/faces';
import { type ChallengeProgress, type FaceFrame, towardsAsked } from './faceChallenge';

/**
 * Which of the face step's frames the phone sends with the record (docs/faces.md, "The frames"): at most four, chosen
 * as the camera watches so that they show the movement to the server — for a turn the least turned frame and the most
 * turned after it (with the first and the latest); for blinks the open eyes, the first closing at its narrowest, the
 * reopening, and the second closing. Pure: `Shot` is whatever picture the camera kept of the frame (a JPEG on the phone).
 */

interface Kept<Shot> {
  /** The frame's place in the sequence since the face came into view. */
  index: number;
  frame: FaceFrame;
  shot: Shot;
}

export interface FramePicks<Shot> {
  seen: number;
  first: Kept<Shot> | null;
  latest: Kept<Shot> | null;
  /** A turn: the least turned frame so far, and the frames of the largest rise the asked way. */
  least: Kept<Shot> | null;
  rise: { from: Kept<Shot>; to: Kept<Shot> } | null;
  /** Blinks: the widest open before the first closing, each closing at its narrowest, the first reopening. */
  open: Kept<Shot> | null;
  closings: Kept<Shot>[];
  reopened: Kept<Shot> | null;
}

export const noPicks = <Shot>(): FramePicks<Shot> => ({ seen: 0, first: null, latest: null, least: null, rise: null, open: null, closings: [], reopened: null });

const riseOf = (challenge: 'turn_left' | 'turn_right', rise: { from: Kept<unknown>; to: Kept<unknown> }) =>
  towardsAsked(challenge, rise.to.frame) - towardsAsked(challenge, rise.from.frame);

/**
 * The picks after one more frame, given the challenge's progress before and after it (src/domain/faceChallenge.ts
 * `advanceChallenge`). A frame without one face starts them again, as it starts the challenge; one the camera kept no
 * picture of changes nothing.
 */
export function pickFrame<Shot>(picks: FramePicks<Shot>, before: ChallengeProgress, after: ChallengeProgress, frame: FaceFrame | null, shot: Shot | null): FramePicks<Shot> {
  if (frame === null) return noPicks();
  if (shot === null) return picks;
  const kept: Kept<Shot> = { index: picks.seen, frame, shot };
  const next: FramePicks<Shot> = { ...picks, seen: picks.seen + 1, first: picks.first ?? kept, latest: kept };
  const { challenge } = after;
  if (challenge !== 'blink_twice') {
    const towards = towardsAsked(challenge, frame);
    const rise = picks.least && { from: picks.least, to: kept };
    if (rise && riseOf(challenge, rise) > (picks.rise ? riseOf(challenge, picks.rise) : 0)) next.rise = rise;
    if (!picks.least || towards < towardsAsked(challenge, picks.least.frame)) next.least = kept;
    return next;
  }
  if (!before.closed && after.closed) next.closings = [...picks.closings, kept].slice(0, 2);
  else if (before.closed && after.closed) {
    const last = picks.closings.at(-1);
    if (last && frame.eyes < last.frame.eyes) next.closings = [...picks.closings.slice(0, -1), kept];
  } else if (before.closed && !after.closed) next.reopened = picks.reopened ?? kept;
  else if (picks.closings.length === 0 && (!picks.open || frame.eyes > picks.open.frame.eyes)) next.open = kept;
  return next;
}

/** The pictures to send, in the order they were taken, at most FACE_FRAMES.most. */
export function pickedShots<Shot>(picks: FramePicks<Shot>, challenge: ChallengeProgress['challenge']): Shot[] {
  const chosen =
    challenge === 'blink_twice'
      ? [picks.open, picks.closings[0], picks.reopened, picks.closings[1]]
      : [picks.first, picks.rise?.from, picks.rise?.to, picks.latest];
  const shown = chosen.filter((kept): kept is Kept<Shot> => kept !== null && kept !== undefined);
  // Nothing was closed, or no rise was seen: the first and the latest frames still show what the camera saw.
  const sent = shown.length >= 2 ? shown : [picks.first, picks.latest].filter((kept): kept is Kept<Shot> => kept !== null);
  return [...new Map(sent.map((kept) => [kept.index, kept])).values()]
    .sort((a, b) => a.index - b.index)
    .slice(0, FACE_FRAMES.most)
    .map((kept) => kept.shot);
}
