import type { Kysely, Transaction } from 'kysely';
import type { FaceCheckStatus, FaceStep } from '../../src/contract/faces';
import { type FlagCode, RECORD_LABELS } from '../../src/domain/verification';
import { longDate } from '../../src/format/indonesian';
import { flagLater } from '../records/lifecycle';
import { addDays } from '../../src/contract/calendar';
import type { Database } from '../db/types';
import type { FileStore } from '../files/storage';
import { notifyRecordWaiting } from '../push/notifications';
import type { Notifier } from '../push/notifier';
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

interface Claimed extends RecordKey {
  id: number;
  claimed_at: string;
}

/** Queued checks taken by this pass: each by a conditional update, so that of two processes' passes one takes it. */
async function claim(db: Kysely<Database>, now: Date): Promise<Claimed[]> {
  const expired = new Date(now.getTime() - CLAIM_EXPIRES_MS).toISOString();
  const candidates = await db
    .selectFrom('face_checks')
    .select(['id', 'record_kind', 'employee_id', 'work_date', 'direction', 'claimed_at'])
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
    if (Number(result.numUpdatedRows) === 1) taken.push({ ...(candidate as RecordKey & { id: number }), claimed_at: claimedAt });
  }
  return taken;
}

/** The outcome of one record's comparison: the record's photo against the employee's references. */
async function compare(db: Kysely<Database>, files: FileStore, check: Claimed): Promise<{ status: FaceCheckStatus; similarity: number | null }> {
  const employee = await db.selectFrom('employees').select('face_consent').where('id', '=', check.employee_id).executeTakeFirstOrThrow();
  if (employee.face_consent !== 'agreed') return { status: 'not_checked', similarity: null };
  const record = await db
    .selectFrom(check.record_kind)
    .select('face_file_id')
    .where('employee_id', '=', check.employee_id)
    .where('work_date', '=', check.work_date)
    .where('direction', '=', check.direction)
    .executeTakeFirst();
  const bytes = record?.face_file_id ? await files.read(db, record.face_file_id) : null;
  if (!bytes) return { status: 'not_checked', similarity: null };
  const references = await db.selectFrom('face_references').select('descriptor').where('employee_id', '=', check.employee_id).execute();
  if (references.length === 0) return { status: 'no_reference', similarity: null };
  const seen = await compareFace(bytes, references.map((reference) => JSON.parse(reference.descriptor) as number[]));
  if (seen.faces.length === 0) return { status: 'no_face', similarity: null };
  // Two faces: whose clock-in it is cannot be told; a person looks.
  if (seen.similarity === null) return { status: 'mismatch', similarity: null };
  return { status: seen.similarity >= FACE_MATCH_THRESHOLD ? 'match' : 'mismatch', similarity: seen.similarity };
}

/**
 * A doubtful face makes its record wait for a person, flagged; a record already counted goes back to waiting (unless
 * a person decided it), and the employee and the supervisor are told. A face is never a refusal on its own.
 */
async function flagRecord(db: Kysely<Database>, notifier: Notifier, check: Claimed, flag: FlagCode): Promise<void> {
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
  const step = await flagLater(db, check.record_kind, record, [flag]);
  // Told only when the record went from counting to waiting.
  if (!step || record.verification === 'pending' || step.verification !== 'pending') return;
  const label = RECORD_LABELS[check.record_kind][check.direction === 'out' ? 'out' : 'in'];
  const day = longDate(check.work_date);
  notifier.notify([check.employee_id], { title: 'Absen menunggu verifikasi', body: `${label} ${day}: wajah perlu diperiksa atasan.`, link: '/riwayat-absen' });
  notifyRecordWaiting(notifier, employee, `${label.toLowerCase()} ${day}, wajah perlu diperiksa`);
}

/**
 * One pass of the face queue (docs/faces.md, "The queue"), run by every server process every half minute: claims
 * up to PER_PASS queued records, compares each on the face thread (after `quiet`: the rush goes first) and writes
 * the outcome once (conditional on the claim). A photo the thread could not look at is left unchecked rather than retried for ever. Answers how many it
 * compared.
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
  let compared = 0;
  for (const check of claimed) {
    await quiet();
    // A server closing stops between records: the rest of its claim is taken by a pass once the claim expires.
    if (stopped()) break;
    compared += 1;
    const outcome = await compare(db, files, check).catch((error: unknown) => {
      console.error('Pemeriksaan wajah gagal:', error);
      return { status: 'not_checked' as const, similarity: null };
    });
    const written = await db
      .updateTable('face_checks')
      .set({ status: outcome.status, similarity: outcome.similarity, checked_at: now.toISOString() })
      .where('id', '=', check.id)
      .where('claimed_at', '=', check.claimed_at)
      .where('status', '=', 'queued')
      .executeTakeFirst();
    const flag = FLAG_OF[outcome.status];
    if (Number(written.numUpdatedRows) === 1 && flag) await flagRecord(db, notifier, check, flag);
  }
  return compared;
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
