/**
 * The face step's decision on sequences of face landmarks (issue: "a blink, a turn each way, a still face, a face that
 * leaves the frame"). The meshes are built here, not recorded: a face 200 px wide whose eye lids open to a given share
 * of the eye's width and whose nose tip sits a given share of the face's width off its middle — the two measures the
 * decision reads from MediaPipe's landmarks (docs/faces.md, "The challenge"). Expectations come from the words.
 */
import { describe, expect, it } from 'vitest';
import { meshOf } from '../support/faceMesh';
import { advanceChallenge, frameOf, PHONE_TURN_DEGREES, presenceOf, startChallenge } from '../../src/domain/faceChallenge';
import { MOTION_THRESHOLDS } from '../../src/domain/faceMotion';
import { offlineFaceChallenge } from '../../src/domain/faces';
import type { FaceChallenge } from '../../src/contract/faces';

const OPEN = 0.3;
const SHUT = 0.05;
const frame = (open: number, turn = 0) => frameOf(meshOf(open, turn));

function decide(challenge: FaceChallenge, frames: ReturnType<typeof frame>[]) {
  return frames.reduce(advanceChallenge, startChallenge(challenge)).met;
}

describe('frameOf', () => {
  it('reads the eyes and the turn from the mesh', () => {
    expect(frame(OPEN, 0)).toEqual({ eyes: expect.closeTo(0.3, 5), turn: 0 });
    expect(frame(SHUT, 0.2)).toEqual({ eyes: expect.closeTo(0.05, 5), turn: expect.closeTo(0.2, 5) });
  });
  it('is nothing for a mesh that is not whole', () => {
    expect(frameOf(meshOf(OPEN, 0).slice(0, 100))).toBeNull();
  });
});

describe('the challenge over a sequence of frames', () => {
  const still = Array.from({ length: 30 }, () => frame(OPEN));
  it.each([
    ['blink twice: two blinks', 'blink_twice', [frame(OPEN), frame(SHUT), frame(OPEN), frame(SHUT), frame(OPEN)], true],
    ['blink twice: slow blinks over several frames', 'blink_twice', [frame(OPEN), frame(0.15), frame(SHUT), frame(SHUT), frame(0.28), frame(OPEN), frame(SHUT), frame(OPEN)], true],
    ['blink twice: one blink only', 'blink_twice', [frame(OPEN), frame(SHUT), frame(OPEN), frame(OPEN)], false],
    ['blink twice: eyes that close and stay closed', 'blink_twice', [frame(OPEN), frame(SHUT), frame(SHUT), frame(SHUT)], false],
    ['blink twice: a still face', 'blink_twice', still, false],
    ['blink twice: a half-closed flicker is no blink', 'blink_twice', [frame(OPEN), frame(0.25), frame(OPEN), frame(0.25), frame(OPEN)], false],
    ['blink twice: the face leaves the picture between the blinks', 'blink_twice', [frame(OPEN), frame(SHUT), frame(OPEN), null, frame(OPEN), frame(SHUT), frame(OPEN)], false],
    ['blink twice: a face leaving the picture is not a blink', 'blink_twice', [frame(OPEN), null, frame(OPEN), null, frame(OPEN)], false],
    ['turn left: facing, then turned to the left', 'turn_left', [frame(OPEN, 0), frame(OPEN, 0.1), frame(OPEN, 0.2)], true],
    ['turn right: facing, then turned to the right', 'turn_right', [frame(OPEN, 0.02), frame(OPEN, -0.2)], true],
    ['turn left: turned right instead', 'turn_left', [frame(OPEN, 0), frame(OPEN, -0.25)], false],
    ['turn right: turned left instead', 'turn_right', [frame(OPEN, 0), frame(OPEN, 0.25)], false],
    ['turn left: a little only', 'turn_left', [frame(OPEN, 0), frame(OPEN, 0.08)], false],
    ['turn left: already turned, never facing the camera (a photo of a turned face)', 'turn_left', [frame(OPEN, 0.25), frame(OPEN, 0.25), frame(OPEN, 0.25)], false],
    ['turn left: a still face', 'turn_left', still, false],
    ['turn left: the face leaves the picture, a turned one comes back', 'turn_left', [frame(OPEN, 0), null, frame(OPEN, 0.25)], false],
  ] as const)('%s → met: %s', (_, challenge, frames, met) => {
    expect(decide(challenge, [...frames])).toBe(met);
  });

  it('once met, it stays met whatever follows', () => {
    expect(decide('turn_right', [frame(OPEN, 0), frame(OPEN, -0.2), null, frame(OPEN, 0.3)])).toBe(true);
  });
});

describe('the turn in degrees, when the camera read the head\'s yaw (the measure the server reads from the frames)', () => {
  // Positive yaw: the nose towards the picture's left, the employee's own right. The phone asks PHONE_TURN_DEGREES,
  // a little more than the server (MOTION_THRESHOLDS.turnDegrees), which measures again on the frames sent.
  const turned = (yaw: number) => ({ ...frame(OPEN, 0)!, yaw });
  it('asks a little more than the server does', () => {
    expect(PHONE_TURN_DEGREES).toBeGreaterThan(MOTION_THRESHOLDS.turnDegrees);
  });
  it.each([
    ['turn right: the yaw rises far enough', 'turn_right', [0, 8, PHONE_TURN_DEGREES + 1], true],
    ['turn left: the yaw falls far enough from a head already a little turned', 'turn_left', [6, -5, 6 - PHONE_TURN_DEGREES - 1], true],
    ['turn right: not far enough', 'turn_right', [0, PHONE_TURN_DEGREES - 2], false],
    ['turn left: the other way', 'turn_left', [0, 30], false],
    ['turn right: a still photo of a turned head', 'turn_right', [25, 25, 26, 24], false],
  ] as const)('%s → met: %s', (_, challenge, yaws, met) => {
    expect(decide(challenge, yaws.map(turned))).toBe(met);
  });
  it('a face that leaves the picture starts it again', () => {
    expect(decide('turn_right', [turned(0), null, turned(PHONE_TURN_DEGREES + 5)])).toBe(false);
  });
});

describe('presenceOf', () => {
  it.each([
    [[], 640, 120, 'none'],
    [[], 640, 20, 'dark'],
    [[{ width: 300 }, { width: 200 }], 640, 120, 'many'],
    [[{ width: 100 }], 640, 120, 'small'],
    [[{ width: 300 }], 640, 120, 'one'],
    [[{ width: 300 }], 640, 20, 'one'],
  ] as const)('faces %j in a picture %i px wide, brightness %i → %s', (faces, width, brightness, presence) => {
    expect(presenceOf(faces, width, brightness)).toBe(presence);
  });
});

describe('offlineFaceChallenge', () => {
  // FNV-1a 32-bit of the text, modulo 3, over [blink_twice, turn_left, turn_right]: computed apart (Python) from the code.
  it.each([
    ['2026-11-26T00:31:12.345Z', 'blink_twice'],
    ['2026-11-26T07:30:00.000Z', 'turn_right'],
    ['2026-11-26T07:31:00.000Z', 'turn_left'],
    ['2026-11-26T07:34:00.000Z', 'blink_twice'],
  ] as const)('%s → %s', (takenAt, challenge) => {
    expect(offlineFaceChallenge(takenAt)).toBe(challenge);
  });
});
