import type { Transaction } from 'kysely';
import { addDays } from '../../src/contract/calendar';
import type { RecordSource } from '../../src/contract/verification';
import { HR_MESSAGES } from '../../src/domain/roles';
import { recordAudit } from '../audit/auditLog';
import type { Database } from '../db/types';
import { ApiError } from '../http/errors';
import { isLateFor, shiftAt, shiftOn, type WorkPlan, workDateAt } from '../shifts/workPlan';
import { fromLocal } from '../shifts/zones';

/**
 * The instant an HH:mm means for a record of `date`: on the office's clock, on the record's own date, or the next
 * day's when that is where its shift puts it (a night shift's clock-out at 07:05 belongs to the evening before).
 */
export function correctedInstant(plan: WorkPlan, date: string, direction: 'in' | 'out', time: string): Date {
  const candidates = [date, addDays(date, 1)].map((day) => fromLocal(day, time, plan.zone));
  return (
    candidates.find((instant) => shiftAt(plan, instant, direction)?.date === date) ??
    candidates.find((instant) => workDateAt(plan, instant, direction) === date) ??
    candidates[0]!
  );
}

/** The record a person makes or corrects: whose, which, when it happened, where, by whom and why. */
export interface PersonRecord {
  employeeId: number;
  date: string;
  direction: 'in' | 'out';
  at: Date;
  /** The office it happened at, with its position; null: outside every office. */
  office: { id: number; latitude: number; longitude: number } | null;
  deciderId: number | null;
  note: string;
  source: Exclude<RecordSource, 'app'>;
}

/** Refuses a clock-in after the day's clock-out (or a clock-out before its clock-in), of those that stand. */
export async function requireInOrder(trx: Transaction<Database>, record: Pick<PersonRecord, 'employeeId' | 'date' | 'direction' | 'at'>): Promise<void> {
  const other = await trx
    .selectFrom('attendance')
    .select(['checked_at', 'verification'])
    .where('employee_id', '=', record.employeeId)
    .where('work_date', '=', record.date)
    .where('direction', '=', record.direction === 'in' ? 'out' : 'in')
    .executeTakeFirst();
  if (!other || other.verification === 'rejected') return;
  const at = record.at.toISOString();
  if (record.direction === 'in' ? at > other.checked_at : at < other.checked_at) throw new ApiError(400, HR_MESSAGES.correctionOutOfOrder);
}

/**
 * Makes the day's record, or corrects the one there, as a person decided it: it counts (verified), at the time given,
 * with the late mark counted again, the decider and the reason kept, and the time it had before. Answers its id and
 * the time it had just before (null for a record made).
 */
export async function writePersonRecord(trx: Transaction<Database>, plan: WorkPlan, record: PersonRecord, now: Date): Promise<{ id: number; previousCheckedAt: string | null }> {
  await requireInOrder(trx, record);
  const shift = shiftOn(plan, record.date);
  const decided = {
    checked_at: record.at.toISOString(),
    verification: 'verified',
    is_late: record.direction === 'in' && shift !== null && isLateFor(shift, record.at.getTime()) ? 1 : 0,
    office_id: record.office?.id ?? null,
    inside_office: record.office ? 1 : 0,
    decided_by: record.deciderId,
    decided_at: now.toISOString(),
    decision_note: record.note,
    corrected_by: record.deciderId,
    corrected_at: now.toISOString(),
    correction_note: record.note,
    source: record.source,
  };
  const existing = await trx
    .selectFrom('attendance')
    .select(['id', 'checked_at', 'original_checked_at'])
    .where('employee_id', '=', record.employeeId)
    .where('work_date', '=', record.date)
    .where('direction', '=', record.direction)
    .executeTakeFirst();
  if (existing) {
    await trx
      .updateTable('attendance')
      .set({ ...decided, original_checked_at: existing.original_checked_at ?? existing.checked_at })
      .where('id', '=', existing.id)
      .execute();
    await settleForgottenClockIn(trx, record, now);
    return { id: existing.id, previousCheckedAt: existing.checked_at };
  }
  const { id } = await trx
    .insertInto('attendance')
    .values({
      ...decided,
      employee_id: record.employeeId,
      work_date: record.date,
      direction: record.direction,
      recorded_at: now.toISOString(),
      latitude: record.office?.latitude ?? null,
      longitude: record.office?.longitude ?? null,
      distance_m: null,
      anomaly: null,
      face_file_id: null,
      location_file_id: null,
      letter_file_id: null,
      device_token: null,
      idempotency_key: null,
      device_id: null,
      accuracy_m: null,
      check_nonce: null,
      original_checked_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await settleForgottenClockIn(trx, record, now);
  return { id, previousCheckedAt: null };
}

/**
 * A clock-out a person put right settles the forgotten clock-out of its day: the clock-in that waited only because its
 * clock-out never came (flag 'forgot_clock_out' alone, undecided) counts, decided by the same person.
 */
async function settleForgottenClockIn(trx: Transaction<Database>, record: PersonRecord, now: Date): Promise<void> {
  if (record.direction !== 'out') return;
  const clockIn = await trx
    .selectFrom('attendance')
    .select('id')
    .where('employee_id', '=', record.employeeId)
    .where('work_date', '=', record.date)
    .where('direction', '=', 'in')
    .where('verification', '=', 'pending')
    .where('flags', '=', 'forgot_clock_out')
    .where('decided_at', 'is', null)
    .executeTakeFirst();
  if (!clockIn) return;
  await trx.updateTable('attendance').set({ verification: 'verified', decided_by: record.deciderId, decided_at: now.toISOString(), decision_note: record.note }).where('id', '=', clockIn.id).execute();
  // A decision that affects pay, audited as any other.
  await recordAudit(trx, { actorId: record.deciderId, action: 'record.decide', entity: 'attendance', entityId: clockIn.id, before: { verification: 'pending' }, after: { verification: 'verified', note: record.note } }, now);
}
