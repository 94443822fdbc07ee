/**
 * Which of the face step's pictures the phone sends with the record (src/domain/challengeFrames.ts): from the issue,
 * a few frames that show the movement to the server — for a turn the start and the turned one, for blinks the open
 * eyes, a closing, the reopening and the second closing — never more than four, in the order taken. The frames are
 * judged by the phone's own rule (src/domain/faceChallenge.ts); pictures are named by their place in the sequence.
 */
import { describe, expect, it } from 'vitest';
import type { FaceChallenge } from '../../src/contract/faces';
import { noPicks, pickedShots, pickFrame } from '../../src/domain/challengeFrames';
import { advanceChallenge, type FaceFrame, startChallenge } from '../../src/domain/faceChallenge';

/** Runs the frames through the challenge and the picks as the flow does; each picture is its place (0, 1, …). */
function sent(challenge: FaceChallenge, frames: (FaceFrame | null)[]) {
  let progress = startChallenge(challenge);
  let picks = noPicks<number>();
  for (const [place, frame] of frames.entries()) {
    const next = advanceChallenge(progress, frame);
    picks = pickFrame(picks, progress, next, frame, frame && place);
    progress = next;
  }
  return pickedShots(picks, challenge);
}

const eyes = (open: number): FaceFrame => ({ eyes: open, turn: 0 });
const yaw = (degrees: number): FaceFrame => ({ eyes: 0.3, turn: 0, yaw: degrees });

describe('the pictures sent', () => {
  it.each([
    ['blinks: open, the first closing at its narrowest, the reopening, the second closing', 'blink_twice', [eyes(0.3), eyes(0.31), eyes(0.15), eyes(0.06), eyes(0.3), eyes(0.3), eyes(0.08), eyes(0.3)], [1, 3, 4, 6]],
    ['a turn right: the least turned and the most turned after it, with the first and the latest', 'turn_right', [yaw(3), yaw(-2), yaw(6), yaw(14), yaw(24), yaw(20)], [0, 1, 4, 5]],
    ['a turn left measured by the nose (no yaw): the start and the turned one', 'turn_left', [{ eyes: 0.3, turn: 0 }, { eyes: 0.3, turn: 0.1 }, { eyes: 0.3, turn: 0.2 }], [0, 2]],
    ['a still face: the first and the latest', 'turn_left', [yaw(10), yaw(10), yaw(10), yaw(10)], [0, 3]],
    ['eyes never closed: the first and the latest', 'blink_twice', [eyes(0.3), eyes(0.29), eyes(0.3)], [0, 2]],
    ['a face that left the picture: only what came after', 'turn_right', [yaw(0), yaw(10), null, yaw(5), yaw(28)], [3, 4]],
    ['no face at all: nothing', 'turn_right', [null, null], []],
  ] as const)('%s', (_, challenge, frames, expected) => {
    const pictures = sent(challenge, [...frames]);
    expect(pictures).toEqual(expected);
    expect(pictures.length).toBeLessThanOrEqual(4);
  });

  it('a judged frame the camera kept no picture of changes nothing', () => {
    const start = startChallenge('turn_right');
    const picks = pickFrame(noPicks<number>(), start, start, yaw(0), 7);
    expect(pickFrame(picks, start, start, yaw(40), null)).toBe(picks);
  });
});
