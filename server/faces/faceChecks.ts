import type { Kysely, Transaction } from 'kysely';
import { FACE_CHALLENGES, type FaceChallenge, type FaceCheckStatus, type FaceMotionVerdict, type FaceStep } from '../../src/contract/faces';
import { judgeMotion, type MotionFinding, type SeenFrame } from '../../src/domain/faceMotion';
import { type FlagCode, RECORD_LABELS } from '../../src/domain/verification';
import { longDate } from '../../src/format/indonesian';
import { flagLater } from '../records/lifecycle';
import { addDays } from '../../src/contract/calendar';
import type { Database } from '../db/types';
import type { FileStore } from '../files/storage';
import { itemKey, runPass } from '../maintenance/passes';
import { notifyRecordWaiting } from '../push/notifications';
import type { Notifier } from '../push/notifier';
import { frameIdsOf } from './faceFrames';
import { compareFace } from './faceThread';
import { removeReferences } from './references';

/**
 * The similarity (0–1, Human's descriptor distance) from which a record's face counts as the reference's person:
 * chosen from the distributions measured in tests/server/faceCheck.test.ts (docs/faces.md, "Threshold").
 */
export const FACE_MATCH_THRESHOLD = 0.7;
/** A pass that took a record and stopped (a crash, a restart) leaves it to the next pass after this long. */
const CLAIM_EXPIRES_MS = 10 * 60_000;
/** Records compared per pass: the thread looks at one photo in about half a second. */
const PER_PASS = 20;

const isFaceChallenge = (text: string): text is FaceChallenge => (FACE_CHALLENGES as readonly string[]).includes(text);

export type RecordKey = { record_kind: 'attendance' | 'overtime'; employee_id: number; work_date: string; direction: string };

/**
 * A record of an employee who agreed is queued for its comparison in the transaction that writes it (never lost), with
 * the phone's face step as it was sent.
 */
export const queueFaceCheck = (trx: Transaction<Database>, record: RecordKey, step: FaceStep | null, now: Date) =>
  trx
    .insertInto('face_checks')
    .values({
      ...record,
      status: 'queued',
      similarity: null,
      queued_at: now.toISOString(),
      claimed_at: null,
      checked_at: null,
      challenge: step?.challenge ?? null,
      challenge_outcome: step?.outcome ?? null,
      antispoof: step?.antispoof ?? null,
      liveness: step?.liveness ?? null,
    })
    .onConflict((conflict) => conflict.columns(['record_kind', 'employee_id', 'work_date', 'direction']).doNothing())
    .execute();

/** The flag a comparison's outcome puts on its record; none for a match or a record left unchecked. */
const FLAG_OF: Partial<Record<FaceCheckStatus, FlagCode>> = { mismatch: 'face_mismatch', no_face: 'face_not_found', no_reference: 'face_no_reference' };

/** The flag the server's look at the frames puts on a record whose phone said the challenge was met, when they do not show it. */
const MOTION_FLAG: Record<Exclude<FaceMotionVerdict, 'confirmed'>, FlagCode> = {
  frames_missing: 'face_frames_missing',
  frames_unclear: 'face_frames_unclear',
  other_face: 'face_frames_other',
  not_moved: 'face_motion_unproven',
  scores_low: 'face_scores_low',
};

interface Claimed extends RecordKey {
  id: number;
  claimed_at: string;
  /** The phone's face step, as queued: the challenge it was given and how it says it ended. */
  challenge: string | null;
  challenge_outcome: string | null;
}

/** A record's face check as the pass found it: the comparison, and the server's look at the frames when it had a face step. */
interface Outcome {
  status: FaceCheckStatus;
  similarity: number | null;
  motion: MotionFinding | null;
}

/** Queued checks taken by this pass: each by a conditional update, so that of two processes' passes one takes it. */
async function claim(db: Kysely<Database>, now: Date): Promise<Claimed[]> {
  const expired = new Date(now.getTime() - CLAIM_EXPIRES_MS).toISOString();
  const candidates = await db
    .selectFrom('face_checks')
    .select(['id', 'record_kind', 'employee_id', 'work_date', 'direction', 'claimed_at', 'challenge', 'challenge_outcome'])
    .where('status', '=', 'queued')
    .where((eb) => eb.or([eb('claimed_at', 'is', null), eb('claimed_at', '<', expired)]))
    .orderBy('id')
    .limit(PER_PASS)
    .execute();
  const claimedAt = now.toISOString();
  const taken: Claimed[] = [];
  for (const candidate of candidates) {
    const result = await db
      .updateTable('face_checks')
      .set({ claimed_at: claimedAt })
      .where('id', '=', candidate.id)
      .where('status', '=', 'queued')
      .where((eb) => (candidate.claimed_at === null ? eb('claimed_at', 'is', null) : eb('claimed_at', '=', candidate.claimed_at)))
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 1) taken.push({ ...(candidate as Omit<Claimed, 'claimed_at'>), claimed_at: claimedAt });
  }
  return taken;
}

const NOT_CHECKED: Outcome = { status: 'not_checked', similarity: null, motion: null };

/** A frame whose file could not be read (deleted, unreadable): no face is in it. */
const UNREAD_FRAME: SeenFrame = { faces: 0, yaw: null, eyes: null, similarity: null, antispoof: null, liveness: null };

/**
 * The outcome of one record's check: the record's photo against the employee's references and, for a record with a
 * face step, its challenge frames beside the photo (src/domain/faceMotion.ts), all on one trip to the face thread.
 */
async function compare(db: Kysely<Database>, files: FileStore, check: Claimed): Promise<Outcome> {
  const employee = await db.selectFrom('employees').select('face_consent').where('id', '=', check.employee_id).executeTakeFirstOrThrow();
  if (employee.face_consent !== 'agreed') return NOT_CHECKED;
  const record = await db
    .selectFrom(check.record_kind)
    .select(['face_file_id', 'face_frame_ids'])
    .where('employee_id', '=', check.employee_id)
    .where('work_date', '=', check.work_date)
    .where('direction', '=', check.direction)
    .executeTakeFirst();
  const bytes = record?.face_file_id ? await files.read(db, record.face_file_id) : null;
  if (!bytes) return NOT_CHECKED;
  const references = await db.selectFrom('face_references').select('descriptor').where('employee_id', '=', check.employee_id).execute();
  const challenge = check.challenge !== null && isFaceChallenge(check.challenge) ? check.challenge : null;
  const frames = challenge === null ? [] : await Promise.all(frameIdsOf(record?.face_frame_ids).map((id) => files.read(db, id)));
  const read = frames.filter((frame): frame is Uint8Array => frame !== null);
  const seen = await compareFace(bytes, references.map((reference) => JSON.parse(reference.descriptor) as number[]), read, challenge === 'blink_twice');
  const seenFrames = frames.map((frame) => (frame === null ? UNREAD_FRAME : seen.frames[read.indexOf(frame)]!));
  const photo = seen.faces.length === 1 ? seen.faces[0]! : { antispoof: null, liveness: null };
  const motion = challenge === null ? null : judgeMotion(challenge, seenFrames, photo);
  if (references.length === 0) return { status: 'no_reference', similarity: null, motion };
  if (seen.faces.length === 0) return { status: 'no_face', similarity: null, motion };
  // Two faces: whose clock-in it is cannot be told; a person looks.
  if (seen.similarity === null) return { status: 'mismatch', similarity: null, motion };
  return { status: seen.similarity >= FACE_MATCH_THRESHOLD ? 'match' : 'mismatch', similarity: seen.similarity, motion };
}

/** The flags an outcome puts on its record: the comparison's, and the frames' when the phone said the challenge was met. */
function flagsOf(check: Claimed, outcome: Outcome): FlagCode[] {
  const compared = FLAG_OF[outcome.status];
  const verdict = outcome.motion?.verdict;
  const moved = check.challenge_outcome === 'passed' && verdict && verdict !== 'confirmed' ? MOTION_FLAG[verdict] : undefined;
  return [compared, moved].filter((flag): flag is FlagCode => flag !== undefined);
}

/**
 * A doubtful face makes its record wait for a person, flagged; a record already counted goes back to waiting (unless
 * a person decided it), and the employee and the supervisor are told. A face is never a refusal on its own.
 */
async function flagRecord(db: Kysely<Database>, notifier: Notifier, check: Claimed, flags: FlagCode[]): Promise<void> {
  const [record, employee] = await Promise.all([
    db
      .selectFrom(check.record_kind)
      .select(['id', 'work_date', 'flags', 'verification', 'decided_at', 'recorded_at'])
      .where('employee_id', '=', check.employee_id)
      .where('work_date', '=', check.work_date)
      .where('direction', '=', check.direction)
      .executeTakeFirst(),
    db.selectFrom('employees').select(['name', 'supervisor_id']).where('id', '=', check.employee_id).executeTakeFirstOrThrow(),
  ]);
  if (!record) return;
  const step = await flagLater(db, check.record_kind, record, flags);
  // Told only when the record went from counting to waiting.
  if (!step || record.verification === 'pending' || step.verification !== 'pending') return;
  const label = RECORD_LABELS[check.record_kind][check.direction === 'out' ? 'out' : 'in'];
  const day = longDate(check.work_date);
  notifier.notify([check.employee_id], { title: 'Absen menunggu verifikasi', body: `${label} ${day}: wajah perlu diperiksa atasan.`, link: '/riwayat-absen' });
  notifyRecordWaiting(notifier, { ...employee, employee_id: check.employee_id }, `${label.toLowerCase()} ${day}, wajah perlu diperiksa`);
}

/** Writes a record's outcome once (conditional on the claim) and flags the record when the outcome asks for it. */
async function writeOutcome(db: Kysely<Database>, notifier: Notifier, check: Claimed, outcome: Outcome, now: Date): Promise<void> {
  const { motion } = outcome;
  const written = await db
    .updateTable('face_checks')
    .set({
      status: outcome.status,
      similarity: outcome.similarity,
      checked_at: now.toISOString(),
      motion: motion?.verdict ?? null,
      motion_measure: motion?.measure ?? null,
      frames_similarity: motion?.similarity ?? null,
      server_antispoof: motion?.antispoof ?? null,
      server_liveness: motion?.liveness ?? null,
    })
    .where('id', '=', check.id)
    .where('claimed_at', '=', check.claimed_at)
    .where('status', '=', 'queued')
    .executeTakeFirst();
  const flags = flagsOf(check, outcome);
  if (Number(written.numUpdatedRows) === 1 && flags.length > 0) await flagRecord(db, notifier, check, flags);
}

/**
 * One pass of the face queue (docs/faces.md, "The queue"), run by every server process every half minute: claims
 * up to PER_PASS queued records, compares each on the face thread (after `quiet`: the rush goes first) and writes
 * the outcome once (conditional on the claim). Each record on its own (docs/deployment.md, "Passes"): one whose check
 * fails is recorded and left claimed, to be taken again once its claim expires; after MAX_ATTEMPTS it is written
 * unchecked, so that no record waits in the queue for ever. Answers how many it compared.
 */
export async function checkQueuedFaces(
  db: Kysely<Database>,
  files: FileStore,
  notifier: Notifier,
  now: Date,
  quiet: () => Promise<void> = async () => {},
  stopped: () => boolean = () => false,
): Promise<number> {
  const claimed = await claim(db, now);
  return runPass(db, 'face_checks', () => now, async (run) => {
    let compared = 0;
    for (const check of claimed) {
      await quiet();
      // A server closing stops between records: the rest of its claim is taken by a pass once the claim expires.
      if (stopped()) break;
      compared += 1;
      const item = itemKey('face_check', check.id);
      if (run.skips(item)) {
        await writeOutcome(db, notifier, check, NOT_CHECKED, now);
        continue;
      }
      const checked = await run.attempt(item, async () => writeOutcome(db, notifier, check, await compare(db, files, check), now));
      if (!checked.ok && checked.leftAside) await writeOutcome(db, notifier, check, NOT_CHECKED, now);
    }
    return compared;
  });
}

/**
 * Passes one after another while each took a whole batch, until the queue is empty or the server stops: a rush's
 * queue catches up at the thread's pace instead of a batch every half minute. Answers how many it compared.
 */
export async function drainFaceQueue(db: Kysely<Database>, files: FileStore, notifier: Notifier, now: () => Date, stopped: () => boolean, quiet?: () => Promise<void>): Promise<number> {
  let compared = 0;
  for (;;) {
    const taken = await checkQueuedFaces(db, files, notifier, now(), quiet, stopped);
    compared += taken;
    if (taken < PER_PASS || stopped()) return compared;
  }
}

/** How long a comparison waits for the server to have no request in flight; then it goes on, so a queue never starves. */
const QUIET_WAIT_MS = 2_000;

/**
 * Resolves once `busy()` is false (checked every 50 ms), or after QUIET_WAIT_MS: the face thread takes about a core,
 * which the 07:30 rush needs more (docs/BENCHMARKS.md).
 */
export async function untilQuiet(busy: () => boolean): Promise<void> {
  const until = Date.now() + QUIET_WAIT_MS;
  while (busy() && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 50));
}

/** References of employees whose employment ended more than `daysKept` days ago (HR's setting) are deleted (hourly). */
export async function forgetFacesAfterEmployment(db: Kysely<Database>, files: FileStore, today: string, daysKept: number): Promise<number> {
  const until = addDays(today, -daysKept);
  const ended = await db
    .selectFrom('employees as e')
    .select('e.id')
    .where('e.end_date', '<', until)
    .where(({ exists, selectFrom }) => exists(selectFrom('face_references as f').select('f.id').whereRef('f.employee_id', '=', 'e.id')))
    .execute();
  let removed = 0;
  for (const { id } of ended) removed += await removeReferences(db, files, id);
  return removed;
}
