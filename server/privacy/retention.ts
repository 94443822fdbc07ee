import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { addDays, payPeriodAt, payPeriodOf } from '../../src/contract/calendar';
import { recordAudit } from '../audit/auditLog';
import type { Database } from '../db/types';
import type { FileStore } from '../files/storage';
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

type Cleared = { files: (string | null)[]; positioned: boolean };

/** One batch of one kind of record: the rows due (oldest first) are cleared; answers what they held. */
interface RetainedKind {
  clear(trx: Kysely<Database>, through: string, at: string): Promise<Cleared[]>;
}

/**
 * Records under an open dispute are kept until decided: a record that waits for a decision, and a clock-in or
 * clock-out of a day with a correction request waiting.
 */
const attendance: RetainedKind = {
  async clear(trx, through, at) {
    const due = await trx
      .selectFrom('attendance as a')
      .select(['a.id', 'a.face_file_id', 'a.location_file_id', 'a.letter_file_id', 'a.latitude'])
      .where('a.photos_removed_at', 'is', null)
      .where('a.work_date', '<=', through)
      .where('a.verification', '!=', 'pending')
      .where((eb) => eb.or([eb('a.face_file_id', 'is not', null), eb('a.location_file_id', 'is not', null), eb('a.letter_file_id', 'is not', null), eb('a.latitude', 'is not', null)]))
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('correction_requests as r').select('r.id').whereRef('r.employee_id', '=', 'a.employee_id').whereRef('r.work_date', '=', 'a.work_date').where('r.status', '=', 'pending'))),
      )
      .orderBy('a.id')
      .limit(RETENTION_BATCH)
      .execute();
    if (due.length === 0) return [];
    await trx
      .updateTable('attendance')
      .set({ face_file_id: null, location_file_id: null, letter_file_id: null, latitude: null, longitude: null, photos_removed_at: at })
      .where('id', 'in', due.map((row) => row.id))
      .execute();
    return due.map((row) => ({ files: [row.face_file_id, row.location_file_id, row.letter_file_id], positioned: row.latitude !== null }));
  },
};

const overtime: RetainedKind = {
  async clear(trx, through, at) {
    const due = await trx
      .selectFrom('overtime')
      .select(['id', 'face_file_id', 'location_file_id', 'latitude'])
      .where('photos_removed_at', 'is', null)
      .where('work_date', '<=', through)
      .where('verification', '!=', 'pending')
      .orderBy('id')
      .limit(RETENTION_BATCH)
      .execute();
    if (due.length === 0) return [];
    await trx
      .updateTable('overtime')
      .set({ face_file_id: null, location_file_id: null, latitude: null, longitude: null, photos_removed_at: at })
      .where('id', 'in', due.map((row) => row.id))
      .execute();
    return due.map((row) => ({ files: [row.face_file_id, row.location_file_id], positioned: row.latitude !== null }));
  },
};

/** A request's one file (its table, the file's column, the day that dates it, the status of one still waiting). */
interface RequestFile {
  table: 'correction_requests' | 'leave_requests';
  file: 'evidence_file_id' | 'attachment';
  day: 'work_date' | 'end_date';
  waiting: string;
}

/** A request's file, once the request is decided (or withdrawn, cancelled), by the day it is dated. */
const requestFile = ({ table, file, day, waiting }: RequestFile): RetainedKind => ({
  async clear(trx, through, at) {
    // The two tables name their columns apart; the query is the same.
    const db = trx as unknown as Kysely<Record<RequestFile['table'], { id: number; photos_removed_at: string | null; status: string } & Record<RequestFile['file'] | RequestFile['day'], string | null>>>;
    const due = await db
      .selectFrom(table)
      .select(['id', file])
      .where('photos_removed_at', 'is', null)
      .where(file, 'is not', null)
      .where(day, '<=', through)
      .where('status', '!=', waiting)
      .orderBy('id')
      .limit(RETENTION_BATCH)
      .execute();
    if (due.length === 0) return [];
    await db.updateTable(table).set({ [file]: null, photos_removed_at: at }).where('id', 'in', due.map((row) => row.id)).execute();
    return due.map((row) => ({ files: [row[file] as string | null], positioned: false }));
  },
});

/** A correction request's evidence, by the day it was about; a leave request's attachment (a doctor's letter), by its last day. */
const correctionEvidence = requestFile({ table: 'correction_requests', file: 'evidence_file_id', day: 'work_date', waiting: 'pending' });
const leaveAttachment = requestFile({ table: 'leave_requests', file: 'attachment', day: 'end_date', waiting: '0' });

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

/** Erases the bytes of files whose rows are gone (this pass's, or one cut short before), then forgets them. */
async function eraseFiles(db: Kysely<Database>, files: FileStore): Promise<number> {
  let erased = 0;
  for (;;) {
    const ids = (await db.selectFrom('file_erasures').select('file_id').orderBy('file_id').limit(RETENTION_BATCH).execute()).map((row) => row.file_id);
    if (ids.length === 0) return erased;
    await files.remove(db, ids);
    await db.deleteFrom('file_erasures').where('file_id', 'in', ids).execute();
    erased += ids.length;
  }
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
 * one does not finish. Answers the counts, or null when another process holds the pass. A run that deleted
 * anything is audited with its counts.
 */
export async function deleteExpiredPhotos(db: Kysely<Database>, files: FileStore, now: () => Date, options: RetentionPassOptions = {}): Promise<RetentionCounts | null> {
  const holder = randomBytes(12).toString('base64url');
  if (!(await holdLease(db, holder, now()))) return null;
  const counts: RetentionCounts = { records: 0, positions: 0, requests: 0, files: 0 };
  try {
    const [settings, cutoff] = await Promise.all([readPrivacySettings(db), readSetting(db, 'payroll_cutoff_day')]);
    const through = photosDueThrough(jakartaDate(now()), cutoff, settings.photo_retention_days);
    counts.files += await eraseFiles(db, files);
    for (const { kind, counts: counted } of KINDS) {
      for (;;) {
        await options.beforeBatch?.();
        if (options.stop?.() || !(await holdLease(db, holder, now()))) return counts;
        const started = performance.now();
        const cleared = await db.transaction().execute(async (trx) => {
          const rows = await kind.clear(trx, through, now().toISOString());
          const fileIds = rows.flatMap((row) => row.files).filter((id): id is string => id !== null);
          if (fileIds.length > 0) {
            await trx.insertInto('file_erasures').values(fileIds.map((file_id) => ({ file_id }))).onConflict((conflict) => conflict.column('file_id').doNothing()).execute();
            await trx.deleteFrom('stored_files').where('id', 'in', fileIds).execute();
          }
          return rows;
        });
        counts[counted] += cleared.length;
        counts.positions += cleared.filter((row) => row.positioned).length;
        counts.files += await eraseFiles(db, files);
        if (cleared.length < RETENTION_BATCH) break;
        await new Promise((resolve) => setTimeout(resolve, (performance.now() - started) * RETENTION_REST_RATIO));
      }
    }
    if (counts.records + counts.requests + counts.files > 0) {
      await recordAudit(db, { actorId: null, action: 'retention.run', entity: 'retention', entityId: now().toISOString(), before: null, after: { through, ...counts } }, now());
    }
    return counts;
  } finally {
    await releaseLease(db, holder);
  }
}
