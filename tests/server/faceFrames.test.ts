/**
 * A face challenge the server checks itself (docs/faces.md, "What the server checks"), over HTTP on both databases:
 * the phone sends a few small frames of its face step with the record's photos, claimed like them; the face pass finds
 * one face in each, the face of the record's photo, and the movement the check asked for, with scores of its own. A
 * challenge it cannot confirm makes the record wait with the reason in words, never a refusal; a still photo sent with
 * a claimed 'passed' waits. The frames are made from the test faces (tests/support/faceFrames.ts); what is measured
 * is printed, and the thresholds (src/domain/faceMotion.ts) are held between the distributions.
 */
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, isoWeekday } from '../../src/contract/calendar';
import { MOTION_THRESHOLDS } from '../../src/domain/faceMotion';
import { checkFaceChallenge } from '../../server/faces/challenge';
import { checkQueuedFaces, FACE_MATCH_THRESHOLD } from '../../server/faces/faceChecks';
import { compareFace, describeFaces } from '../../server/faces/faceThread';
import { deleteExpiredPhotos } from '../../server/privacy/retention';
import { fromJakarta } from '../../server/time';
import { attendanceApi, clock, HEAD_OFFICE, honestReading, overtimeApi, photo } from '../support/attendanceApi';
import { blinkFrames, type Box, cropFace, eyesShut, framesFor, jpegBlob, mirrored, paperTurned, stillVariants, turnFrames } from '../support/faceFrames';
import { call, logInAs, postJson } from '../support/http';
import { databaseKind, startTestServer, type TestServer } from '../support/testServer';

const WORDS = {
  missing: 'rekaman gerak wajah tidak ada',
  unclear: 'wajah tidak terlihat jelas di rekaman gerak',
  other: 'wajah pada rekaman gerak berbeda',
  unproven: 'gerakan wajah tidak terbukti',
};
const TOO_LARGE = 'Rekaman gerak wajah harus JPEG paling besar 320 piksel per sisi dan 40 KB.';

/** The phone's step as the hostile employee sends it: 'passed' for the check's own challenge, scores of 0.05. */
const claimedPassed = (challenge: string | null) => ({ challenge, outcome: 'passed', antispoof: 0.05, liveness: 0.05 });
const honestPassed = (challenge: string | null) => ({ challenge, outcome: 'passed', antispoof: 0.7, liveness: 0.9 });

/** The faces of the two test photos, left to right: where each is, and a frame and a reference photo of it alone. */
interface TestFace {
  name: string;
  group: Buffer;
  box: Box;
  frame: Buffer;
  shutter: Buffer;
  /** Record photos taken so far: each record's is another crop, as a phone's photos differ (an earlier one again is flagged). */
  taken: number;
}

/**
 * The face's next record photo: a crop a little wider and moved each time (the difference hashes of these crops are
 * 5 bits or more apart, measured, above the 4 of 'foto mirip foto sebelumnya'; the rightmost face of sample3 moves
 * away from its neighbour).
 */
async function shutterFor(face: TestFace): Promise<Blob> {
  const n = face.taken++;
  const spread = face.name === 'sample3#3'
    ? { margin: 0.3 + 0.03 * n, shift: [20 + 12 * n, (n % 2) * 15] as [number, number] }
    : { margin: 0.3 + 0.035 * n, shift: [((n % 3) - 1) * 15, (((n + 1) % 3) - 1) * 15] as [number, number] };
  return jpegBlob(await cropFace(face.group, face.box, { ...spread, side: 640, quality: 90 }));
}

const frameOf = (group: Buffer, box: Box) => cropFace(group, box, { margin: 0.35, side: 320 });


const blobs = (frames: Buffer[]) => frames.map(jpegBlob);

describe(`challenge frames the server checks itself (${databaseKind})`, () => {
  let server: TestServer;
  let now = fromJakarta('2026-12-07', '07:00');
  const ids: Record<string, number> = {};
  const tokens: Record<string, string> = {};
  const faces: TestFace[] = [];
  /** siti.rahma is the leftmost face of sample1 (turned about 20°), dewi.anggraini the rightmost of sample3. */
  let siti: TestFace;
  let dewi: TestFace;
  const api = (username: string) => attendanceApi(server.url, tokens[username]!, () => now);
  const pass = () => checkQueuedFaces(server.services.db, server.services.files, server.services.notifier, now);
  const record = (username: string, date: string, direction = 'in', table: 'attendance' | 'overtime' = 'attendance') =>
    server.services.db.selectFrom(table).select(['verification', 'flags', 'face_frame_ids']).where('employee_id', '=', ids[username]!).where('work_date', '=', date).where('direction', '=', direction).executeTakeFirstOrThrow();
  const faceCheck = (username: string, date: string, direction = 'in', kind = 'attendance') =>
    server.services.db
      .selectFrom('face_checks')
      .select(['status', 'similarity', 'challenge', 'challenge_outcome', 'antispoof', 'liveness', 'motion', 'motion_measure', 'frames_similarity', 'server_antispoof', 'server_liveness'])
      .where('employee_id', '=', ids[username]!)
      .where('work_date', '=', date)
      .where('direction', '=', direction)
      .where('record_kind', '=', kind)
      .executeTakeFirstOrThrow();
  const labels = (body: { flags: { label: string }[] }) => body.flags.map((flag) => flag.label).filter((label) => label !== 'foto mirip foto sebelumnya');
  /** The challenge a record gets: fixed per employee, kind, WIB day and direction (docs/faces.md), by this server's secret. */
  const challengeOf = (username: string, date: string, direction: 'in' | 'out' = 'in', purpose?: 'overtime') =>
    checkFaceChallenge(server.services.config.jwtSecret, { employeeId: ids[username]!, checkedAt: fromJakarta(date, '07:10').toISOString(), direction, purpose });
  const holidays = new Set<string>();
  const daysUsed = new Set<string>();
  /**
   * A work day from January 2027 on whose clock-in asks `username` for `challenge`, not used before: the secret is each
   * run's own, so the day a test needs for a challenge is looked for, never forced by asking again.
   */
  const dayAsking = (username: string, challenge: string) => {
    for (let date = '2027-01-04'; date < '2027-07-01'; date = addDays(date, 1)) {
      if (isoWeekday(date) > 5 || holidays.has(date) || daysUsed.has(`${username}|${date}`) || challengeOf(username, date) !== challenge) continue;
      daysUsed.add(`${username}|${date}`);
      return date;
    }
    throw new Error(`no work day asks ${username} for ${challenge}`);
  };
  /** The day of siti.rahma's record whose turn was confirmed (its frames are deleted with its photos at the end). */
  let confirmedDay: string;

  beforeAll(async () => {
    server = await startTestServer({ now: () => now });
    for (const row of await server.services.db.selectFrom('employees').select(['id', 'username']).execute()) ids[row.username] = row.id;
    for (const username of ['hr', 'siti.rahma', 'dewi.anggraini', 'budi.santoso', 'atasan']) tokens[username] = await logInAs(server.url, username);
    for (const name of ['sample1', 'sample3']) {
      const group = await readFile(`tests/fixtures/faces/${name}.jpg`);
      const found = (await describeFaces(group)).faces.sort((a, b) => a.box[0] - b.box[0]);
      for (const [index, face] of found.entries()) {
        const frame = await frameOf(group, face.box);
        faces.push({ name: `${name}#${index + 1}`, group, box: face.box, frame, shutter: await cropFace(group, face.box, { margin: 0.35, side: 640, quality: 90 }), taken: 0 });
      }
    }
    expect(faces).toHaveLength(6);
    for (const { date } of await server.services.db.selectFrom('holidays').select('date').execute()) holidays.add(String(date).slice(0, 10));
    [siti, dewi] = [faces[0]!, faces[5]!];
    for (const [username, face] of [['siti.rahma', siti], ['dewi.anggraini', dewi]] as const) {
      const agreed = await postJson(`${server.url}/mobile-v2/pemeriksaan-wajah`, { decision: 'agree', version: '2026-11-27' }, { token: tokens[username]! });
      expect(agreed.status).toBe(200);
      const form = new FormData();
      form.set('photo', jpegBlob(face.shutter), 'rujukan.jpg');
      const added = await call(`${server.url}/hr/employees/${ids[username]}/face-references`, { method: 'POST', headers: { token: tokens.hr! }, body: form });
      expect(added.status).toBe(200);
    }
  }, 180_000);
  afterAll(() => server.close());

  it('measures the test faces: the thresholds lie between what a still face shows and what a made movement shows (distributions printed)', async () => {
    const stillTurns: number[] = [];
    const stillShares: number[] = [];
    const mirrorTurns: number[] = [];
    const paperTurns: number[] = [];
    const shutShares: number[] = [];
    const samePerson: number[] = [];
    const differentPeople: number[] = [];
    const antispoof: number[] = [];
    const liveness: number[] = [];
    for (const face of faces) {
      const variants = await stillVariants(face.frame);
      const paper = await Promise.all([-45, -30, 30, 45].map((degrees) => paperTurned(face.frame, degrees)));
      const made = [await mirrored(face.frame), await eyesShut(face.frame)];
      const seen = await compareFace(face.shutter, [], [face.frame, ...variants, ...paper, ...made], true);
      expect(seen.faces).toHaveLength(1);
      expect(seen.frames.every((frame) => frame.faces === 1)).toBe(true);
      const [still, paperSeen, [mirror, shut]] = [seen.frames.slice(0, 5), seen.frames.slice(5, 9), seen.frames.slice(9)];
      const yaws = still.map((frame) => frame.yaw!);
      const eyes = still.map((frame) => frame.eyes!);
      const widest = Math.max(...eyes);
      stillTurns.push(Math.max(...yaws) - Math.min(...yaws));
      stillShares.push(Math.min(...eyes) / widest);
      mirrorTurns.push(Math.abs(mirror!.yaw! - still[0]!.yaw!));
      const [by45, by30, back30, back45] = paperSeen.map((frame) => frame.yaw!);
      paperTurns.push(Math.abs(back45! - by45!), Math.abs(back30! - by30!));
      shutShares.push(shut!.eyes! / widest);
      samePerson.push(...seen.frames.map((frame) => frame.similarity!));
      for (const frame of [seen.faces[0]!, ...seen.frames]) {
        antispoof.push(frame.antispoof!);
        liveness.push(frame.liveness!);
      }
    }
    for (const group of [faces.slice(0, 3), faces.slice(3)]) {
      for (const [index, face] of group.entries()) {
        for (const other of group.slice(index + 1)) differentPeople.push((await compareFace(face.shutter, [], [other.frame])).frames[0]!.similarity!);
      }
    }
    const round = (values: number[]) => values.map((value) => Math.round(value * 100) / 100).sort((a, b) => a - b).join(', ');
    console.log(
      [
        `face frames (${faces.length} faces): still face, turn between frames (°): ${round(stillTurns)}`,
        `printed photo turned 30° and 45° each way (°): ${round(paperTurns)}`,
        `face and its mirror (°): ${round(mirrorTurns)}; threshold ${MOTION_THRESHOLDS.turnDegrees}`,
        `still face, narrowest eyes / widest: ${round(stillShares)}; eyes painted shut: ${round(shutShares)}; closed below ${MOTION_THRESHOLDS.closedShare}, open from ${MOTION_THRESHOLDS.openShare}`,
        `same face's frames to its photo, lowest: ${round(samePerson).split(', ').slice(0, 5).join(', ')}; different people, highest: ${round(differentPeople).split(', ').slice(-3).join(', ')}; threshold ${MOTION_THRESHOLDS.samePerson}`,
        `real faces' scores, lowest: antispoof ${round(antispoof).split(', ').slice(0, 3).join(', ')}, liveness ${round(liveness).split(', ').slice(0, 3).join(', ')}; thresholds ${MOTION_THRESHOLDS.antispoof}, ${MOTION_THRESHOLDS.liveness}`,
      ].join('\n'),
    );
    // A turn: above what a still face and a printed photo turned in the hand read, below a turn from one side to the other.
    expect(Math.max(...stillTurns)).toBeLessThan(MOTION_THRESHOLDS.turnDegrees - 5);
    expect(Math.max(...paperTurns)).toBeLessThan(MOTION_THRESHOLDS.turnDegrees);
    expect(Math.min(...mirrorTurns)).toBeGreaterThan(MOTION_THRESHOLDS.turnDegrees + 2);
    // A blink: a still face's eyes never read closed, nor its open frames as half shut; eyes shut on most faces do.
    expect(Math.min(...stillShares)).toBeGreaterThan(MOTION_THRESHOLDS.closedShare + 0.05);
    expect(shutShares.filter((share) => share < MOTION_THRESHOLDS.closedShare).length).toBeGreaterThanOrEqual(3);
    expect(MOTION_THRESHOLDS.openShare).toBeLessThanOrEqual(Math.min(...stillShares) + 0.1);
    // One person: every frame of a face above, every other person below.
    expect(Math.min(...samePerson)).toBeGreaterThan(MOTION_THRESHOLDS.samePerson + 0.05);
    expect(Math.max(...differentPeople)).toBeLessThan(MOTION_THRESHOLDS.samePerson - 0.1);
    expect(MOTION_THRESHOLDS.samePerson).toBeLessThan(FACE_MATCH_THRESHOLD);
    // The scores: no real face's picture below them.
    expect(Math.min(...antispoof)).toBeGreaterThan(MOTION_THRESHOLDS.antispoof);
    expect(Math.min(...liveness)).toBeGreaterThan(MOTION_THRESHOLDS.liveness);
  }, 240_000);

  it('takes up to four small JPEG frames with the photos, answered in order, and refuses a larger one or another format with nothing stored', async () => {
    const siti = api('siti.rahma');
    const frames = await turnFrames(faces[0]!.frame, 'turn_left');
    const upload = await siti.upload({ filename_image: jpegBlob(faces[0]!.shutter), frame_1: jpegBlob(frames[0]!), frame_2: jpegBlob(frames[1]!) });
    expect(upload.status).toBe(200);
    expect(upload.body.filename_frames).toHaveLength(2);
    const stored = await server.services.db.selectFrom('stored_files').select(['id', 'kind', 'claimed_at']).where('id', 'in', upload.body.filename_frames).execute();
    expect(stored.map((file) => [file.kind, file.claimed_at])).toEqual([['face_frame', null], ['face_frame', null]]);
    const before = await server.services.db.selectFrom('stored_files').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
    const large = await sharp(faces[0]!.shutter).resize(480).jpeg().toBuffer();
    const png = await sharp(frames[0]!).png().toBuffer();
    for (const frame of [large, png]) {
      const refused = await siti.upload({ filename_image: jpegBlob(faces[0]!.shutter), frame_1: new Blob([new Uint8Array(frame)]) });
      expect([refused.status, refused.body]).toEqual([400, { message: TOO_LARGE }]);
    }
    const after = await server.services.db.selectFrom('stored_files').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
    expect(Number(after.count)).toBe(Number(before.count));
    // A fifth is no frame's field: nothing of it is kept.
    const fifth = await siti.upload({ filename_image: jpegBlob(faces[0]!.shutter), frame_5: jpegBlob(frames[0]!) });
    expect([fifth.status, fifth.body.filename_frames]).toEqual([200, []]);
  });

  it("makes a still photo sent with a claimed 'passed' wait: at once without frames, after the pass with the still repeated, keeping the phone's claim as a hint", async () => {
    now = fromJakarta('2026-12-07', '07:10');
    const bare = await clock(api('siti.rahma'), { type: '1', inside: true, at: HEAD_OFFICE, face: await shutterFor(siti), faceStep: claimedPassed });
    expect(bare.submit!.body).toMatchObject({ verification: 'pending' });
    expect(labels(bare.submit!.body)).toEqual([WORDS.missing]);

    // The attack: the still crop repeated as the frames of the movement asked, scores of 0.05, 'passed'.
    now = fromJakarta('2026-12-07', '16:10');
    const stills = [siti.frame, ...(await stillVariants(siti.frame)).slice(0, 3)];
    const asked = challengeOf('siti.rahma', '2026-12-07', 'out');
    const still = await clock(api('siti.rahma'), { type: '0', inside: true, at: HEAD_OFFICE, face: await shutterFor(siti), faceStep: claimedPassed, frames: blobs(stills) });
    expect(still.check.body.face_challenge).toBe(asked);
    expect(still.submit!.body).toMatchObject({ verification: 'verified' });
    // Counted until the pass, like the face match: the pass looks at the frames.
    expect(await pass()).toBe(2);
    expect(await record('siti.rahma', '2026-12-07', 'out')).toMatchObject({ verification: 'pending', flags: 'face_motion_unproven' });
    const check = await faceCheck('siti.rahma', '2026-12-07', 'out');
    expect(check).toMatchObject({ status: 'match', challenge: asked, challenge_outcome: 'passed', antispoof: 0.05, liveness: 0.05, motion: 'not_moved' });
    if (asked === 'blink_twice') expect(check.motion_measure!).toBeGreaterThanOrEqual(MOTION_THRESHOLDS.closedShare);
    else expect(check.motion_measure!).toBeLessThan(MOTION_THRESHOLDS.turnDegrees);
    expect(check.server_antispoof!).toBeGreaterThan(0.05);
    expect(check.frames_similarity!).toBeGreaterThan(MOTION_THRESHOLDS.samePerson);

    // A still face cannot blink either.
    const stillDay = dayAsking('dewi.anggraini', 'blink_twice');
    now = fromJakarta(stillDay, '07:10');
    const dewiStills = [dewi.frame, ...(await stillVariants(dewi.frame)).slice(0, 3)];
    const blink = await clock(api('dewi.anggraini'), { type: '1', inside: true, at: HEAD_OFFICE, face: await shutterFor(dewi), faceStep: claimedPassed, frames: blobs(dewiStills) });
    expect(blink.check.body.face_challenge).toBe('blink_twice');
    expect(blink.submit!.body).toMatchObject({ verification: 'verified' });
    expect(await pass()).toBe(1);
    expect(await record('dewi.anggraini', stillDay)).toMatchObject({ verification: 'pending', flags: 'face_motion_unproven' });
    expect(await faceCheck('dewi.anggraini', stillDay)).toMatchObject({ motion: 'not_moved' });
    // The supervisor reads the server's verdict beside the phone's claim; the employee the reason in words.
    const queue = await call(`${server.url}/mobile-v2/verifikasi-absen`, { headers: { token: tokens.atasan! } });
    const waiting = queue.body.find((item: { name: string; date: string; direction: string }) => item.name === 'Dewi Anggraini' && item.date === stillDay);
    expect(waiting.flags).toEqual([{ code: 'face_motion_unproven', label: WORDS.unproven }]);
    expect(waiting.face_check).toMatchObject({ challenge_outcome: 'passed', antispoof: 0.05, motion: 'not_moved', server_antispoof: expect.any(Number), server_liveness: expect.any(Number) });
  }, 120_000);

  it('confirms frames that turn the way asked, either way, and eyes that shut and open again: the record keeps counting', async () => {
    let passing = 0;
    let checked = 0;
    const timedPass = async () => {
      const started = performance.now();
      checked += await pass();
      passing += performance.now() - started;
    };
    for (const challenge of ['turn_left', 'turn_right'] as const) {
      const date = dayAsking('siti.rahma', challenge);
      if (challenge === 'turn_left') confirmedDay = date;
      now = fromJakarta(date, '07:10');
      const taken = await clock(api('siti.rahma'), { type: '1', inside: true, at: HEAD_OFFICE, face: await shutterFor(siti), faceStep: honestPassed, frames: blobs(await turnFrames(siti.frame, challenge)) });
      expect(taken.check.body.face_challenge).toBe(challenge);
      expect(taken.submit!.body).toMatchObject({ verification: 'verified', flags: [] });
      await timedPass();
      const check = await faceCheck('siti.rahma', taken.submit!.body.date);
      expect(check).toMatchObject({ status: 'match', challenge, motion: 'confirmed' });
      expect(check.motion_measure!).toBeGreaterThanOrEqual(MOTION_THRESHOLDS.turnDegrees);
      expect(await record('siti.rahma', taken.submit!.body.date)).toMatchObject({ verification: 'verified', flags: '' });
    }
    now = fromJakarta(dayAsking('dewi.anggraini', 'blink_twice'), '07:10');
    const blink = await clock(api('dewi.anggraini'), { type: '1', inside: true, at: HEAD_OFFICE, face: await shutterFor(dewi), faceStep: honestPassed, frames: blobs(await blinkFrames(dewi.frame)) });
    expect(blink.check.body.face_challenge).toBe('blink_twice');
    expect(blink.submit!.body).toMatchObject({ verification: 'verified' });
    await timedPass();
    const check = await faceCheck('dewi.anggraini', blink.submit!.body.date);
    expect(check).toMatchObject({ status: 'match', motion: 'confirmed' });
    expect(check.motion_measure!).toBeLessThan(MOTION_THRESHOLDS.closedShare);
    expect(await record('dewi.anggraini', blink.submit!.body.date)).toMatchObject({ verification: 'verified', flags: '' });
    console.log(`face pass with frames: ${Math.round(passing / checked)} ms per record (its photo and 4 frames on the face thread)`);
    // A turn's frames do not show a blink.
    const blinkDay = dayAsking('siti.rahma', 'blink_twice');
    now = fromJakarta(blinkDay, '07:10');
    const wrong = await clock(api('siti.rahma'), { type: '1', inside: true, at: HEAD_OFFICE, face: await shutterFor(siti), faceStep: honestPassed, frames: blobs(await turnFrames(siti.frame, 'turn_left')) });
    expect(wrong.check.body.face_challenge).toBe('blink_twice');
    expect(wrong.submit!.body).toMatchObject({ verification: 'verified' });
    await pass();
    expect(await record('siti.rahma', blinkDay)).toMatchObject({ verification: 'pending', flags: 'face_motion_unproven' });
  }, 180_000);

  it("makes a record wait, in words, when the frames show another face, no face, a printed photo turned in the hand, or are gone", async () => {
    /** Each case's frames, made for the challenge its check answered. */
    const cases: { date: string; frames: (challenge: string | null) => Promise<Buffer[]>; flag: string; motion: string }[] = [];
    const moving = (challenge: string | null) => framesFor(siti.frame, challenge);
    // The movement made, but by another person's face in the middle of it.
    cases.push({ date: '2026-12-15', frames: async (challenge) => { const made = await moving(challenge); return [made[0]!, made[1]!, faces[1]!.frame, made[3]!]; }, flag: 'face_frames_other', motion: 'other_face' });
    // A frame with no face in it.
    const empty = await sharp({ create: { width: 240, height: 320, channels: 3, background: '#7f9fbf' } }).jpeg().toBuffer();
    cases.push({ date: '2026-12-16', frames: async (challenge) => { const made = await moving(challenge); return [made[0]!, empty, made[3]!]; }, flag: 'face_frames_unclear', motion: 'frames_unclear' });
    // The printed photo turned 45° one way, then the other.
    const paper = [await paperTurned(siti.frame, -45), await paperTurned(siti.frame, 0), await paperTurned(siti.frame, 45)];
    const paperWay = (await compareFace(siti.shutter, [], [paper[0]!, paper[2]!])).frames;
    // On a day whose check asks for the turn the paper makes.
    const paperDay = dayAsking('siti.rahma', paperWay[1]!.yaw! > paperWay[0]!.yaw! ? 'turn_right' : 'turn_left');
    cases.push({ date: paperDay, frames: async () => paper, flag: 'face_motion_unproven', motion: 'not_moved' });
    for (const { date, frames, flag, motion } of cases) {
      now = fromJakarta(date, '07:10');
      const taken = await clock(api('siti.rahma'), { type: '1', inside: true, at: HEAD_OFFICE, face: await shutterFor(siti), faceStep: honestPassed, frames: async (challenge) => blobs(await frames(challenge)) });
      expect(taken.check.body.face_challenge).toBe(challengeOf('siti.rahma', date));
      expect(taken.submit!.body).toMatchObject({ verification: 'verified' });
      await pass();
      expect(await record('siti.rahma', date)).toMatchObject({ verification: 'pending', flags: flag });
      expect(await faceCheck('siti.rahma', date)).toMatchObject({ motion });
    }
    // Frames whose files are gone before the pass (deleted, unreadable) show nothing.
    now = fromJakarta('2026-12-18', '07:10');
    const taken = await clock(api('siti.rahma'), { type: '1', inside: true, at: HEAD_OFFICE, face: await shutterFor(siti), faceStep: honestPassed, frames: async (challenge) => blobs(await moving(challenge)) });
    const frameIds = JSON.parse((await record('siti.rahma', '2026-12-18')).face_frame_ids!) as string[];
    expect(frameIds).toEqual(taken.upload!.body.filename_frames);
    await server.services.files.remove(server.services.db, frameIds);
    await pass();
    expect(await record('siti.rahma', '2026-12-18')).toMatchObject({ verification: 'pending', flags: 'face_frames_unclear' });
    const history = await call(`${server.url}/mobile-v2/riwayat-absen?period=202612`, { headers: { token: tokens['siti.rahma']! } });
    const day = history.body.find((item: { date: string }) => item.date === '2026-12-15');
    expect(day.in_record.face).toMatchObject({ motion: 'other_face', challenge_outcome: 'passed' });
    expect(WORDS.other).toBe('wajah pada rekaman gerak berbeda');
  }, 180_000);

  it("claims frames like photos: the sender's own, once, newer than the check, of the frame kind; anything else is refused with nothing written", async () => {
    const siti = api('siti.rahma');
    const frame = jpegBlob(faces[0]!.frame);
    const submitWith = async (frames: unknown, at: string) => {
      now = fromJakarta('2026-12-21', at);
      const taken = await clock(siti, { type: '1', inside: true, at: HEAD_OFFICE, face: photo(), faceStep: (challenge) => ({ ...honestPassed(challenge), frames }) });
      return taken.submit!;
    };
    const own = (await siti.upload({ filename_image: photo(), frame_1: frame })).body.filename_frames[0];
    const others = (await api('dewi.anggraini').upload({ filename_image: photo(), frame_1: frame })).body.filename_frames[0];
    const face = (await siti.upload({ filename_image: photo() })).body.filename_image;
    const refusals: [unknown, string, string][] = [
      [[others], '07:01', 'Rekaman gerak wajah tidak ditemukan. Unggah ulang foto.'],
      [[face], '07:02', 'Rekaman gerak wajah tidak ditemukan. Unggah ulang foto.'],
      // Uploaded before this check: a frame kept from before cannot show this moment.
      [[own], '07:03', 'Rekaman gerak wajah diunggah sebelum pemeriksaan absen. Ambil foto baru lalu absen ulang.'],
      [[''], '07:04', 'Rekaman gerak wajah tidak ditemukan. Ambil foto baru lalu absen ulang.'],
      [[own, own], '07:05', 'Rekaman gerak wajah yang sama dikirim dua kali. Ambil foto baru lalu absen ulang.'],
      [[own, own, own, own, own], '07:06', 'Rekaman gerak wajah paling banyak 4.'],
    ];
    for (const [frames, at, message] of refusals) expect((await submitWith(frames, at)).body, at).toEqual({ message });
    expect(await server.services.db.selectFrom('attendance').select('id').where('employee_id', '=', ids['siti.rahma']!).where('work_date', '=', '2026-12-21').execute()).toEqual([]);
    // Claimed by the record that used them: a second record cannot use them again.
    now = fromJakarta('2026-12-21', '07:20');
    const taken = await clock(siti, { type: '1', inside: true, at: HEAD_OFFICE, face: await shutterFor(faces[0]!), faceStep: honestPassed, frames: [frame, frame] });
    expect(taken.submit!.status).toBe(200);
    const claimed = await server.services.db.selectFrom('stored_files').select('claimed_at').where('id', 'in', taken.upload!.body.filename_frames).execute();
    expect(claimed.every((file) => file.claimed_at !== null)).toBe(true);
    now = fromJakarta('2026-12-21', '16:20');
    const again = await clock(siti, { type: '0', inside: true, at: HEAD_OFFICE, face: photo(), faceStep: (challenge) => ({ ...honestPassed(challenge), frames: taken.upload!.body.filename_frames }) });
    expect(again.submit!.body).toEqual({ message: 'Rekaman gerak wajah diunggah sebelum pemeriksaan absen. Ambil foto baru lalu absen ulang.' });
    await pass();
  }, 120_000);

  it('takes frames with an overtime record too, and the retention pass deletes them with its photos', async () => {
    // A Saturday whose overtime start asks for a turn: siti.rahma's test face shows a turn, its eyes painted shut do not
    // read as a blink (measured above).
    let overtimeDay = '2026-12-19';
    for (let weeks = 0; challengeOf('siti.rahma', overtimeDay, 'in', 'overtime') === 'blink_twice' && weeks < 26; weeks++) overtimeDay = addDays(overtimeDay, 7);
    now = fromJakarta(overtimeDay, '09:00');
    const overtime = overtimeApi(server.url, tokens['siti.rahma']!, () => now);
    const check = await overtime.check({ type: '1', is_location: '1', ...HEAD_OFFICE, positions: [] });
    const asked = check.body.face_challenge;
    expect(asked).toMatch(/^turn_/);
    expect(asked).toBe(challengeOf('siti.rahma', overtimeDay, 'in', 'overtime'));
    const frames = await framesFor(siti.frame, asked);
    const upload = await overtime.upload({ filename_image: await shutterFor(siti), filename_location: photo(70), ...Object.fromEntries(frames.map((frame, index) => [`frame_${index + 1}`, jpegBlob(frame)])) });
    expect(upload.body.filename_frames).toHaveLength(4);
    const insert = await overtime.insert({
      latitude: String(HEAD_OFFICE.latitude), longitude: String(HEAD_OFFICE.longitude), filename_face: upload.body.filename_image, filename_location: upload.body.filename_location,
      type: '1', location: '1', device_token: 'device-test-2', is_pwa: '1', check_id: check.body.check_id, face_step: { ...honestPassed(asked), frames: upload.body.filename_frames },
    });
    expect(insert.status).toBe(200);
    await pass();
    expect(await faceCheck('siti.rahma', overtimeDay, 'in', 'overtime')).toMatchObject({ motion: 'confirmed' });
    const stored = (await record('siti.rahma', overtimeDay, 'in', 'overtime')).face_frame_ids;
    expect(JSON.parse(stored!)).toEqual(upload.body.filename_frames);

    // Long after, the photos' retention ends: the frames go with the photos, rows and bytes.
    const confirmed = (await record('siti.rahma', confirmedDay)).face_frame_ids;
    const kept = [...JSON.parse(confirmed!), ...upload.body.filename_frames] as string[];
    await server.services.db.updateTable('overtime').set({ verification: 'verified' }).where('employee_id', '=', ids['siti.rahma']!).where('work_date', '=', overtimeDay).execute();
    now = fromJakarta('2027-12-01', '02:00');
    expect(await deleteExpiredPhotos(server.services.db, server.services.files, () => now)).not.toBeNull();
    expect(await record('siti.rahma', confirmedDay)).toMatchObject({ face_frame_ids: null });
    expect(await record('siti.rahma', overtimeDay, 'in', 'overtime')).toMatchObject({ face_frame_ids: null });
    expect(await server.services.db.selectFrom('stored_files').select('id').where('id', 'in', kept).execute()).toEqual([]);
    for (const id of kept) expect(await server.services.files.read(server.services.db, id)).toBeNull();
  }, 120_000);

  it('answers the same challenge however often the check is asked for one record; the other direction or overtime has its own', async () => {
    now = fromJakarta('2026-12-22', '07:10');
    const siti = api('siti.rahma');
    const { chosen, positions } = honestReading(HEAD_OFFICE, now.getTime());
    const ask = async (type: '1' | '0') => {
      const check = await siti.check({ type, location: '1', ...chosen, positions });
      expect(check.status).toBe(200);
      return check.body.face_challenge as string;
    };
    const clockIn: string[] = [];
    for (let asked = 0; asked < 20; asked++) clockIn.push(await ask('1'));
    expect(clockIn).toEqual(Array(20).fill(challengeOf('siti.rahma', '2026-12-22')));
    now = fromJakarta('2026-12-22', '16:10');
    const clockOut = await ask('0');
    expect([clockOut, await ask('0')]).toEqual([challengeOf('siti.rahma', '2026-12-22', 'out'), clockOut]);
    // Overtime on a Saturday no record above is on.
    now = fromJakarta('2027-08-07', '09:00');
    const overtime = overtimeApi(server.url, tokens['siti.rahma']!, () => now);
    const overtimeStart = async () => {
      const check = await overtime.check({ type: '1', is_location: '1', ...HEAD_OFFICE, positions: [] });
      expect(check.status, JSON.stringify(check.body)).toBe(200);
      return check.body.face_challenge as string;
    };
    const started = await overtimeStart();
    expect([started, await overtimeStart()]).toEqual([challengeOf('siti.rahma', '2027-08-07', 'in', 'overtime'), started]);
  });
});
