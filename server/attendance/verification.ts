import { type Kysely, sql } from 'kysely';
import { preparedQuery } from '../db/preparedQuery';
import type { Correction, VerificationFields } from '../../src/contract/schemas';
import type { Verification } from '../../src/contract/verification';
import { flagsOf } from '../../src/domain/verification';
import { flagLater, parseFlags } from '../records/lifecycle';
import type { Database } from '../db/types';


export interface VerifiableRecord {
  verification: string;
  flags: string;
  checked_at: string;
  recorded_at: string;
  decision_note: string | null;
  /** Clock-ins and clock-outs only: a person's correction, and where the record came from. */
  corrected_at?: string | null;
  correction_note?: string | null;
  original_checked_at?: string | null;
  source?: string;
  /** When the retention pass deleted its photos and raw position. */
  photos_removed_at?: string | null;
}

/** A person's correction of a clock-in or clock-out (or its making), as the API answers it; null when none. */
export const correctionOf = (record: Pick<VerifiableRecord, 'corrected_at' | 'correction_note' | 'original_checked_at' | 'source'>): Correction | null =>
  record.corrected_at && record.correction_note
    ? { note: record.correction_note, corrected_at: record.corrected_at, original_checked_at: record.original_checked_at ?? null, by: record.source === 'request' || record.source === 'supervisor' ? record.source : 'hr' }
    : null;

/** The verification fields of one record, as the API answers them. */
export const verificationFields = (record: VerifiableRecord): VerificationFields => ({
  verification: record.verification as Verification,
  flags: flagsOf(parseFlags(record.flags)),
  checked_at: record.checked_at,
  received_at: record.recorded_at,
  note: record.decision_note,
  correction: correctionOf(record),
  ...(record.photos_removed_at && { photos_removed: true }),
});

/** The time a record counts at: the claimed time, or the time the server received it when accepted at receipt. */
export const effectiveTime = (record: Pick<VerifiableRecord, 'verification' | 'checked_at' | 'recorded_at'>) =>
  record.verification === 'accepted_at_receipt' ? record.recorded_at : record.checked_at;

/** A record just stored, by its once-a-day key, with the flags it was stored with. */
export interface StoredRecord {
  table: 'attendance' | 'overtime';
  employeeId: number;
  workDate: string;
  direction: string;
}

/**
 * Buddy punching: the phone that made this record made another employee's record the same day. Those records and
 * this one are flagged 'shared_device' through their lifecycle (waiting, unless a person already decided them);
 * answers whether there were any. Asked once the record is committed, outside its transaction: of two records stored
 * at once on one phone, the one asked last sees the other.
 */
export async function flagSharedDevice(db: Kysely<Database>, deviceId: string | null, record: StoredRecord): Promise<boolean> {
  if (deviceId === null) return false;
  const others = await othersOnPhone.execute(db, { deviceId, workDate: record.workDate, employeeId: record.employeeId });
  if (others.length === 0) return false;
  for (const other of others) await flagLater(db, other.source, other, ['shared_device']);
  const stored = await db
    .selectFrom(record.table)
    .select(['id', 'work_date', 'recorded_at', 'flags', 'verification', 'decided_at'])
    .where('employee_id', '=', record.employeeId)
    .where('work_date', '=', record.workDate)
    .where('direction', '=', record.direction)
    .executeTakeFirst();
  if (stored) await flagLater(db, record.table, stored, ['shared_device']);
  return true;
}

type OtherOnPhone = { source: 'attendance' | 'overtime'; id: number; work_date: string; recorded_at: string; flags: string; verification: string; decided_at: string | null };

/** Other employees' records made on this phone that day, of both kinds, in one statement. */
const othersOnPhone = preparedQuery<{ deviceId: string; workDate: string; employeeId: number }, OtherOnPhone>((db, slot) => {
  const on = (table: 'attendance' | 'overtime') =>
    db
      .selectFrom(table)
      .select([sql<'attendance' | 'overtime'>`${sql.lit(table)}`.as('source'), 'id', 'work_date', 'recorded_at', 'flags', 'verification', 'decided_at'])
      .where('device_id', '=', slot('deviceId'))
      .where('work_date', '=', slot('workDate'))
      .where('employee_id', '!=', slot('employeeId'));
  return on('attendance').unionAll(on('overtime'));
});
