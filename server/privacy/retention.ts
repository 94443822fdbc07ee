import { randomBytes } from 'node:crypto';
import type { Expression, ExpressionBuilder, Kysely, SqlBool } from 'kysely';
import { addDays, payPeriodAt, payPeriodOf } from '../../src/contract/calendar';
import { FAILURE_REASONS } from '../../src/domain/maintenance';
import { recordAudit } from '../audit/auditLog';
import type { Database } from '../db/types';
import { FILE_ID_PATTERN } from '../files/signedUrl';
import { FilesNotRemoved, type FileStore } from '../files/storage';
import { frameIdsOf } from '../faces/faceFrames';
import { itemKey, type PassRun, runPass } from '../maintenance/passes';
import { readSetting } from '../settings/companySettings';
import { readPrivacySettings } from '../settings/privacySettings';
import { jakartaDate } from '../time';

/** Records cleared in one transaction: small enough that a clock-in never waits long behind one. */
export const RETENTION_BATCH = 100;
/**
 * After each batch the pass rests this many times as long as the batch took, from whichever process runs it: it has
 * the database at most a quarter of the time, so a rush beside it keeps its pace (docs/BENCHMARKS.md).
 */
export const RETENTION_REST_RATIO = 3;
/** How long a pass holds its lease; a process that died holding it is taken over after this. */
const LEASE_MS = 10 * 60 * 1000;
const LEASE = 'retention';

/**
 * The last work date whose photos are due for deletion today: photos are kept until `days` days after the end of
 * their payroll period, and go the day after, so a record is due when its period ended on or before today − days − 1.
 */
export function photosDueThrough(today: string, cutoffDay: number, days: number): string {
  const latestEnd = addDays(today, -days - 1);
  const period = payPeriodOf(payPeriodAt(latestEnd, cutoffDay), cutoffDay);
  return period.last === latestEnd ? latestEnd : addDays(period.first, -1);
}

export interface RetentionCounts {
  /** Clock-ins, clock-outs and overtime records whose photos and raw position went. */
  records: number;
  /** Of those, the ones that held a raw position. */
  positions: number;
  /** Correction requests' evidence photos and leave requests' attachments. */
  requests: number;
  /** Stored files erased, every kind together. */
  files: number;
}

/** A record due: its id, the files it refers to, whether it holds a raw position. */
interface DueRow {
  id: number;
  files: (string | null)[];
  positioned: boolean;
}

/** Which due rows a batch takes: those after `after` (by id) but the left-aside ones, oldest first; or only `only`. */
interface BatchRange {
  after: number;
  except: number[];
  only?: number;
}

/** One kind of record whose photos expire: the rows due, and how they are cleared. */
interface RetainedKind {
  /** What one of its records is called when it is skipped (`attendance:12`). */
  item: 'attendance' | 'overtime' | 'correction_request' | 'leave_request';
  /** The rows due in the range, at most RETENTION_BATCH. */
  due(db: Kysely<Database>, through: string, range: BatchRange): Promise<DueRow[]>;
  clear(trx: Kysely<Database>, ids: number[], at: string): Promise<void>;
}

/** The range's condition on an id column (four tables: typed loosely). */
function inRange(eb: ExpressionBuilder<any, any>, column: string, range: BatchRange): Expression<SqlBool> {
  const conditions = [eb(column, '>', range.after)];
  if (range.except.length > 0) conditions.push(eb(column, 'not in', range.except));
  if (range.only !== undefined) conditions.push(eb(column, '=', range.only));
  return eb.and(conditions);
}

/**
 * Records under an open dispute are kept until decided: a record that waits for a decision, and a clock-in or
 * clock-out of a day with a correction request waiting.
 */
const attendance: RetainedKind = {
  item: 'attendance',
  async due(db, through, range) {
    const rows = await db
      .selectFrom('attendance as a')
      .select(['a.id', 'a.face_file_id', 'a.location_file_id', 'a.letter_file_id', 'a.face_frame_ids', 'a.latitude'])
      .where('a.photos_removed_at', 'is', null)
      .where('a.work_date', '<=', through)
      .where('a.verification', '!=', 'pending')
      .where((eb) => eb.or([eb('a.face_file_id', 'is not', null), eb('a.location_file_id', 'is not', null), eb('a.letter_file_id', 'is not', null), eb('a.face_frame_ids', 'is not', null), eb('a.latitude', 'is not', null)]))
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('correction_requests as r').select('r.id').whereRef('r.employee_id', '=', 'a.employee_id').whereRef('r.work_date', '=', 'a.work_date').where('r.status', '=', 'pending'))),
      )
      .where((eb) => inRange(eb, 'a.id', range))
      .orderBy('a.id')
      .limit(RETENTION_BATCH)
      .execute();
    return rows.map((row) => ({ id: row.id, files: [row.face_file_id, row.location_file_id, row.letter_file_id, ...frameIdsOf(row.face_frame_ids)], positioned: row.latitude !== null }));
  },
  async clear(trx, ids, at) {
    await trx
      .updateTable('attendance')
      .set({ face_file_id: null, location_file_id: null, letter_file_id: null, face_frame_ids: null, latitude: null, longitude: null, photos_removed_at: at })
      .where('id', 'in', ids)
      .execute();
  },
};

const overtime: RetainedKind = {
  item: 'overtime',
  async due(db, through, range) {
    const rows = await db
      .selectFrom('overtime')
      .select(['id', 'face_file_id', 'location_file_id', 'face_frame_ids', 'latitude'])
      .where('photos_removed_at', 'is', null)
      .where('work_date', '<=', through)
      .where('verification', '!=', 'pending')
      .where((eb) => inRange(eb, 'id', range))
      .orderBy('id')
      .limit(RETENTION_BATCH)
      .execute();
    return rows.map((row) => ({ id: row.id, files: [row.face_file_id, row.location_file_id, ...frameIdsOf(row.face_frame_ids)], positioned: row.latitude !== null }));
  },
  async clear(trx, ids, at) {
    await trx.updateTable('overtime').set({ face_file_id: null, location_file_id: null, face_frame_ids: null, latitude: null, longitude: null, photos_removed_at: at }).where('id', 'in', ids).execute();
  },
};

/** A request's one file (its table, the file's column, the day that dates it, the status of one still waiting). */
interface RequestFile {
  table: 'correction_requests' | 'leave_requests';
  item: 'correction_request' | 'leave_request';
  file: 'evidence_file_id' | 'attachment';
  day: 'work_date' | 'end_date';
  waiting: string;
}

/** A request's file, once the request is decided (or withdrawn, cancelled), by the day it is dated. */
const requestFile = ({ table, item, file, day, waiting }: RequestFile): RetainedKind => {
  // The two tables name their columns apart; the queries are the same.
  const requests = (db: Kysely<Database>) =>
    db as unknown as Kysely<Record<RequestFile['table'], { id: number; photos_removed_at: string | null; status: string } & Record<RequestFile['file'] | RequestFile['day'], string | null>>>;
  return {
    item,
    async due(db, through, range) {
      const rows = await requests(db)
        .selectFrom(table)
        .select(['id', file])
        .where('photos_removed_at', 'is', null)
        .where(file, 'is not', null)
        .where(day, '<=', through)
        .where('status', '!=', waiting)
        .where((eb) => inRange(eb, 'id', range))
        .orderBy('id')
        .limit(RETENTION_BATCH)
        .execute();
      return rows.map((row) => ({ id: row.id, files: [row[file] as string | null], positioned: false }));
    },
    async clear(trx, ids, at) {
      await requests(trx).updateTable(table).set({ [file]: null, photos_removed_at: at }).where('id', 'in', ids).execute();
    },
  };
};

/** A correction request's evidence, by the day it was about; a leave request's attachment (a doctor's letter), by its last day. */
const correctionEvidence = requestFile({ table: 'correction_requests', item: 'correction_request', file: 'evidence_file_id', day: 'work_date', waiting: 'pending' });
const leaveAttachment = requestFile({ table: 'leave_requests', item: 'leave_request', file: 'attachment', day: 'end_date', waiting: '0' });

const KINDS = [
  { kind: attendance, counts: 'records' },
  { kind: overtime, counts: 'records' },
  { kind: correctionEvidence, counts: 'requests' },
  { kind: leaveAttachment, counts: 'requests' },
] as const;

/**
 * Takes the pass's lease when it is free or its holder's time ran out (a process that died); renews it when
 * `holder` has it. Answers whether `holder` now holds it.
 */
async function holdLease(db: Kysely<Database>, holder: string, now: Date): Promise<boolean> {
  const until = new Date(now.getTime() + LEASE_MS).toISOString();
  const taken = await db
    .insertInto('maintenance_leases')
    .values({ name: LEASE, holder, until })
    .onConflict((conflict) =>
      conflict
        .column('name')
        .doUpdateSet({ holder, until })
        .where((eb) => eb.or([eb('maintenance_leases.until', '<', now.toISOString()), eb('maintenance_leases.holder', '=', holder)])),
    )
    .returning('holder')
    .executeTakeFirst();
  return taken?.holder === holder;
}

/** Gives the lease back: free from now on for any process. */
const releaseLease = (db: Kysely<Database>, holder: string) =>
  db.updateTable('maintenance_leases').set({ until: new Date(0).toISOString() }).where('name', '=', LEASE).where('holder', '=', holder).execute();

/** Removes the files' bytes, all at once or, when that fails, one by one (the failing one recorded); answers those done and those that had no bytes. */
async function removeEach(db: Kysely<Database>, files: FileStore, ids: string[], run: PassRun): Promise<{ done: string[]; missing: string[] }> {
  if (ids.length === 0) return { done: [], missing: [] };
  try {
    const missing = await files.remove(db, ids);
    for (const id of ids) await run.resolved(itemKey('file', id));
    return { done: ids, missing };
  } catch (error) {
    if (error instanceof FilesNotRemoved) {
      for (const [id, cause] of error.failures) await run.failed(itemKey('file', id), cause);
      const done = ids.filter((id) => !error.failures.has(id));
      for (const id of done) await run.resolved(itemKey('file', id));
      return { done, missing: error.missing };
    }
    const done: string[] = [];
    const missing: string[] = [];
    for (const id of ids) {
      const outcome = await run.attempt(itemKey('file', id), () => files.remove(db, [id]));
      if (!outcome.ok) continue;
      done.push(id);
      missing.push(...outcome.value);
    }
    return { done, missing };
  }
}

/**
 * Erases the bytes of files whose rows are gone (this pass's, or one cut short before), then forgets them. A file
 * that cannot be erased (a folder where it should be) is recorded, skipped and tried again on the next runs; one
 * whose bytes were not there, or whose id no file can have, is recorded and forgotten. Answers how many it erased.
 */
async function eraseFiles(db: Kysely<Database>, files: FileStore, run: PassRun): Promise<number> {
  let erased = 0;
  for (let after: string | null = null; ; ) {
    let next = db.selectFrom('file_erasures').select('file_id').orderBy('file_id').limit(RETENTION_BATCH);
    if (after !== null) next = next.where('file_id', '>', after);
    const ids = (await next.execute()).map((row) => row.file_id);
    if (ids.length === 0) return erased;
    const tried = ids.filter((id) => !run.skips(itemKey('file', id)));
    const malformed = tried.filter((id) => !FILE_ID_PATTERN.test(id));
    const { done, missing } = await removeEach(db, files, tried.filter((id) => FILE_ID_PATTERN.test(id)), run);
    for (const id of malformed) await run.fail(itemKey('file', id), FAILURE_REASONS.malformedFileId, { leftAside: true });
    for (const id of missing) await run.fail(itemKey('file', id), FAILURE_REASONS.fileMissing, { leftAside: true });
    const forgotten = [...malformed, ...done];
    if (forgotten.length > 0) await db.deleteFrom('file_erasures').where('file_id', 'in', forgotten).execute();
    erased += done.length - missing.length;
    if (ids.length < RETENTION_BATCH) return erased;
    after = ids.at(-1)!;
  }
}

/**
 * Clears a batch of due records in one transaction: their photos and positions go, their files' rows are dropped
 * and the files noted for erasure. A file id no file can have is not noted but answered, to be recorded.
 */
const clearBatch = (db: Kysely<Database>, kind: RetainedKind, through: string, at: string, range: BatchRange) =>
  db.transaction().execute(async (trx) => {
    const rows = await kind.due(trx, through, range);
    if (rows.length === 0) return { rows, malformed: [] };
    await kind.clear(trx, rows.map((row) => row.id), at);
    const fileIds = [...new Set(rows.flatMap((row) => row.files).filter((id) => id !== null))];
    const wellFormed = fileIds.filter((id) => FILE_ID_PATTERN.test(id));
    // Only files whose rows this batch dropped are erased: a file two records shared (the demo's) is erased once.
    const dropped = wellFormed.length === 0 ? [] : (await trx.deleteFrom('stored_files').where('id', 'in', wellFormed).returning('id').execute()).map((row) => row.id);
    if (dropped.length > 0) {
      await trx.insertInto('file_erasures').values(dropped.map((file_id) => ({ file_id }))).onConflict((conflict) => conflict.column('file_id').doNothing()).execute();
    }
    return { rows, malformed: fileIds.filter((id) => !FILE_ID_PATTERN.test(id)) };
  });

/**
 * The due records of a range, cleared as one batch; when the batch fails, each on its own, so that only the record
 * that fails is skipped (recorded, tried again on the next runs). Answers the ids it went over and the rows cleared.
 */
async function clearDue(db: Kysely<Database>, kind: RetainedKind, through: string, at: string, range: BatchRange, run: PassRun): Promise<{ seen: number[]; cleared: DueRow[] }> {
  const cleared: DueRow[] = [];
  const malformed: string[] = [];
  let seen: number[];
  try {
    const batch = await clearBatch(db, kind, through, at, range);
    cleared.push(...batch.rows);
    malformed.push(...batch.malformed);
    seen = batch.rows.map((row) => row.id);
    for (const id of seen) await run.resolved(itemKey(kind.item, id));
  } catch {
    const due = await kind.due(db, through, range);
    seen = due.map((row) => row.id);
    for (const row of due) {
      const outcome = await run.attempt(itemKey(kind.item, row.id), () => clearBatch(db, kind, through, at, { after: 0, except: [], only: row.id }));
      if (!outcome.ok) continue;
      cleared.push(...outcome.value.rows);
      malformed.push(...outcome.value.malformed);
    }
  }
  for (const id of new Set(malformed)) {
    if (!run.skips(itemKey('file', id))) await run.fail(itemKey('file', id), FAILURE_REASONS.malformedFileId, { leftAside: true });
  }
  return { seen, cleared };
}

export interface RetentionPassOptions {
  /** Awaited before each batch: the pass gives way to requests being answered (server.ts `untilQuiet`). */
  beforeBatch?: () => Promise<void>;
  /** Asked before each batch: the server is closing, and the pass ends after the batch it made (the next resumes). */
  stop?: () => boolean;
}

/**
 * Deletes the photos and raw positions whose retention ended (docs/privacy.md, "Retention"), in batches, one server
 * process at a time: each batch clears its records and drops their files' rows in one transaction, and notes the
 * files whose bytes are to be erased, so that a pass cut short by a crash leaves nothing half done that the next
 * one does not finish. A record or a file that fails is recorded and skipped, and the pass goes on (`runPass`).
 * Answers the counts, or null when another process holds the pass. A run that deleted anything is audited with its
 * counts.
 */
export async function deleteExpiredPhotos(db: Kysely<Database>, files: FileStore, now: () => Date, options: RetentionPassOptions = {}): Promise<RetentionCounts | null> {
  const holder = randomBytes(12).toString('base64url');
  if (!(await holdLease(db, holder, now()))) return null;
  const counts: RetentionCounts = { records: 0, positions: 0, requests: 0, files: 0 };
  try {
    return await runPass(db, 'retention', now, async (run) => {
      const [settings, cutoff] = await Promise.all([readPrivacySettings(db), readSetting(db, 'payroll_cutoff_day')]);
      const through = photosDueThrough(jakartaDate(now()), cutoff, settings.photo_retention_days);
      counts.files += await eraseFiles(db, files, run);
      for (const { kind, counts: counted } of KINDS) {
        for (let after = 0; ; ) {
          await options.beforeBatch?.();
          if (options.stop?.() || !(await holdLease(db, holder, now()))) return counts;
          const started = performance.now();
          const range = { after, except: run.skippedIds(kind.item).map(Number) };
          const { seen, cleared } = await clearDue(db, kind, through, now().toISOString(), range, run);
          counts[counted] += cleared.length;
          counts.positions += cleared.filter((row) => row.positioned).length;
          counts.files += await eraseFiles(db, files, run);
          if (seen.length < RETENTION_BATCH) break;
          after = seen.at(-1)!;
          await new Promise((resolve) => setTimeout(resolve, (performance.now() - started) * RETENTION_REST_RATIO));
        }
      }
      if (counts.records + counts.requests + counts.files > 0) {
        await recordAudit(db, { actorId: null, action: 'retention.run', entity: 'retention', entityId: now().toISOString(), before: null, after: { through, ...counts } }, now());
      }
      return counts;
    });
  } finally {
    await releaseLease(db, holder);
  }
}
