/**
 * The server's movement rules on challenge frames (src/domain/faceMotion.ts), on sequences built here: each frame's
 * eyes from a face mesh whose lids open to a given share of the eye's width (the measure the face thread reads with
 * `frameOf`), its turn as the yaw in degrees the mesh gives. Expectations come from the words: a still photo
 * repeated never passes, a turn the asked way does, the wrong way or too little does not, one whole blink does, frames
 * of another face or without one face do not, and scores below the thresholds make it wait.
 */
import { describe, expect, it } from 'vitest';
import { meshOf } from '../support/faceMesh';
import type { FaceChallenge } from '../../src/contract/faces';
import { frameOf } from '../../src/domain/faceChallenge';
import { judgeMotion, MOTION_THRESHOLDS, type SeenFrame } from '../../src/domain/faceMotion';
import { faceMotionText } from '../../src/domain/faces';

const OPEN = 0.3;
const SHUT = 0.08;
const scores = { antispoof: 0.7, liveness: 0.9 };
/** One face, `open` eyes, turned `yaw` degrees, of the photo's person. */
const frame = (open: number, yaw = 0, similarity = 0.85): SeenFrame => ({ faces: 1, eyes: frameOf(meshOf(open))!.eyes, yaw, similarity, ...scores });
const judge = (challenge: FaceChallenge, frames: SeenFrame[], photo = scores) => judgeMotion(challenge, frames, photo);

describe('judgeMotion', () => {
  const still = [frame(OPEN, 10), frame(OPEN, 11), frame(OPEN, 9.5), frame(OPEN, 10.5)];

  it.each([
    ['turn right: the yaw rises past the threshold', 'turn_right', [frame(OPEN, -2), frame(OPEN, 5), frame(OPEN, 18)], 'confirmed'],
    ['turn left: the yaw falls past the threshold', 'turn_left', [frame(OPEN, 4), frame(OPEN, -6), frame(OPEN, -14)], 'confirmed'],
    ['turn left: from a turned start back through the middle', 'turn_left', [frame(OPEN, 20), frame(OPEN, 3)], 'confirmed'],
    ['turn left: turned right instead', 'turn_left', [frame(OPEN, 0), frame(OPEN, 25)], 'not_moved'],
    ['turn right: a little only', 'turn_right', [frame(OPEN, 0), frame(OPEN, MOTION_THRESHOLDS.turnDegrees - 1)], 'not_moved'],
    ['turn right: the turn back does not count the other way', 'turn_right', [frame(OPEN, 20), frame(OPEN, 0)], 'not_moved'],
    ['turn right: a still photo repeated', 'turn_right', still, 'not_moved'],
    ['turn right: one frame cannot show a turn', 'turn_right', [frame(OPEN, 30)], 'not_moved'],
    ['blink: open, shut, open, shut', 'blink_twice', [frame(OPEN), frame(SHUT), frame(OPEN), frame(SHUT)], 'confirmed'],
    ['blink: open, shut, open, open', 'blink_twice', [frame(OPEN), frame(SHUT), frame(OPEN), frame(OPEN)], 'confirmed'],
    ['blink: eyes that close and stay closed', 'blink_twice', [frame(OPEN), frame(SHUT), frame(SHUT), frame(SHUT)], 'not_moved'],
    ['blink: eyes closed from the start', 'blink_twice', [frame(SHUT), frame(OPEN), frame(OPEN)], 'not_moved'],
    ['blink: half closed is no blink', 'blink_twice', [frame(OPEN), frame(0.22), frame(OPEN), frame(0.22)], 'not_moved'],
    ['blink: a still photo repeated', 'blink_twice', still, 'not_moved'],
    ['blink: a turn is no blink', 'blink_twice', [frame(OPEN, 0), frame(OPEN, 20), frame(OPEN, 40)], 'not_moved'],
    ['no frames', 'turn_left', [], 'frames_missing'],
    ['a frame without a face', 'turn_right', [frame(OPEN, 0), { faces: 0, eyes: null, yaw: null, similarity: null, antispoof: null, liveness: null }, frame(OPEN, 30)], 'frames_unclear'],
    ['a frame with two faces', 'turn_right', [frame(OPEN, 0), { ...frame(OPEN, 30), faces: 2 }], 'frames_unclear'],
    ['another face in one frame', 'turn_right', [frame(OPEN, 0), frame(OPEN, 30, 0.3)], 'other_face'],
    ['the photo had no one face to compare with', 'turn_right', [frame(OPEN, 0), frame(OPEN, 30)].map((seen) => ({ ...seen, similarity: null })), 'other_face'],
  ] as const)('%s → %s', (_, challenge, frames, verdict) => {
    expect(judge(challenge, [...frames]).verdict).toBe(verdict);
  });

  it('measures the movement: degrees turned the asked way, the narrowest eyes as a share of the widest', () => {
    expect(judge('turn_left', [frame(OPEN, 4), frame(OPEN, 10), frame(OPEN, -14)]).measure).toBeCloseTo(24, 5);
    expect(judge('blink_twice', [frame(OPEN), frame(SHUT), frame(OPEN)]).measure).toBeCloseTo(SHUT / OPEN, 5);
    expect(judge('turn_right', [frame(OPEN, 0, 0.9), frame(OPEN, 20, 0.75)]).similarity).toBe(0.75);
  });

  it("makes a movement with scores below the thresholds wait, taking the highest of the photo's and the frames'", () => {
    const low = { antispoof: 0.05, liveness: 0.05 };
    const turned = [frame(OPEN, 0), frame(OPEN, 20)].map((seen) => ({ ...seen, ...low }));
    expect(judge('turn_right', turned, low)).toMatchObject({ verdict: 'scores_low', antispoof: 0.05, liveness: 0.05 });
    expect(judge('turn_right', turned, { antispoof: 0.6, liveness: 0.05 })).toMatchObject({ verdict: 'scores_low' });
    expect(judge('turn_right', turned, scores)).toMatchObject({ verdict: 'confirmed', antispoof: 0.7, liveness: 0.9 });
  });
});

describe('faceMotionText', () => {
  const check = { challenge: 'blink_twice', motion_measure: 0.24, frames_similarity: 0.88, server_antispoof: 0.61, server_liveness: 0.97 } as const;
  it("says the server's verdict in words, with what it measured and its own scores", () => {
    expect(faceMotionText({ ...check, motion: 'confirmed' })).toBe('Gerakan terbukti pada rekaman gerak (mata menyempit sampai 24% dari lebarnya, kemiripan dengan foto 88%); keaslian 61%, tanda hidup 97%');
    expect(faceMotionText({ ...check, challenge: 'turn_left', motion: 'not_moved', motion_measure: 3.4 })).toBe('Gerakan wajah tidak terbukti (menoleh 3° ke arah yang diminta, kemiripan dengan foto 88%); keaslian 61%, tanda hidup 97%');
    expect(faceMotionText({ challenge: 'turn_left', motion: 'frames_missing', motion_measure: null, frames_similarity: null, server_antispoof: null, server_liveness: null })).toBe('Rekaman gerak wajah tidak ada');
  });
  it('is nothing before the server looked', () => {
    expect(faceMotionText({ ...check, motion: null })).toBeNull();
  });
});
