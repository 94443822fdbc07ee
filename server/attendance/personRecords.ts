import type { Transaction } from 'kysely';
import { addDays } from '../../src/contract/calendar';
import type { RecordSource } from '../../src/contract/verification';
import { HR_MESSAGES } from '../../src/domain/roles';
import { recordAudit } from '../audit/auditLog';
import type { Database } from '../db/types';
import { ApiError } from '../http/errors';
import { isLateFor, shiftAt, shiftOn, type WorkPlan, workDateAt } from '../shifts/workPlan';
import { fromLocal } from '../shifts/zones';
import { lifeStep } from '../records/lifecycle';

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
 * Makes the day's record, or corrects the one there, as a person decided it (through the record's lifecycle): a record
 * made counts; a record there takes the time and place given and nothing else changes — one that waited keeps
 * waiting with its flags, for a person who is shown them; the late mark is counted again, the person and the reason
 * kept with the time it had before. Answers its id, the time it had just before (null for a record made) and its
 * verification now.
 */
export async function writePersonRecord(
  trx: Transaction<Database>,
  plan: WorkPlan,
  record: PersonRecord,
  now: Date,
): Promise<{ id: number; previousCheckedAt: string | null; verification: string }> {
  await requireInOrder(trx, record);
  const shift = shiftOn(plan, record.date);
  const existing = await trx
    .selectFrom('attendance')
    .select(['id', 'checked_at', 'original_checked_at', 'verification', 'flags', 'decided_at', 'corrected_at'])
    .where('employee_id', '=', record.employeeId)
    .where('work_date', '=', record.date)
    .where('direction', '=', record.direction)
    .executeTakeFirst();
  const step = lifeStep(existing ?? null, existing ? { type: 'record.correctByRequest' } : { type: 'record.make' })!;
  const corrected = {
    checked_at: record.at.toISOString(),
    verification: step.verification,
    is_late: record.direction === 'in' && shift !== null && isLateFor(shift, record.at.getTime()) ? 1 : 0,
    office_id: record.office?.id ?? null,
    inside_office: record.office ? 1 : 0,
    ...(step.decided && { decided_by: record.deciderId, decided_at: now.toISOString(), decision_note: record.note }),
    corrected_by: record.deciderId,
    corrected_at: now.toISOString(),
    correction_note: record.note,
    source: record.source,
  };
  if (existing) {
    await trx
      .updateTable('attendance')
      .set({ ...corrected, original_checked_at: existing.original_checked_at ?? existing.checked_at })
      .where('id', '=', existing.id)
      .execute();
    await settleForgottenClockIn(trx, record, now);
    return { id: existing.id, previousCheckedAt: existing.checked_at, verification: step.verification };
  }
  const { id } = await trx
    .insertInto('attendance')
    .values({
      ...corrected,
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
  return { id, previousCheckedAt: null, verification: step.verification };
}

/**
 * A clock-out a person put right settles the forgotten clock-out of its day: the clock-in that waited only because its
 * clock-out never came ('forgot_clock_out' its one flag) counts, decided by the same person.
 */
async function settleForgottenClockIn(trx: Transaction<Database>, record: PersonRecord, now: Date): Promise<void> {
  if (record.direction !== 'out') return;
  const clockIn = await trx
    .selectFrom('attendance')
    .select(['id', 'verification', 'flags', 'decided_at', 'corrected_at'])
    .where('employee_id', '=', record.employeeId)
    .where('work_date', '=', record.date)
    .where('direction', '=', 'in')
    .executeTakeFirst();
  const step = clockIn && lifeStep(clockIn, { type: 'record.clockOutGiven' });
  if (!clockIn || !step) return;
  await trx
    .updateTable('attendance')
    .set({ verification: step.verification, decided_by: record.deciderId, decided_at: now.toISOString(), decision_note: record.note })
    .where('id', '=', clockIn.id)
    .where('flags', '=', clockIn.flags)
    .execute();
  // A decision that affects pay, audited as any other.
  await recordAudit(trx, { actorId: record.deciderId, action: 'record.decide', entity: 'attendance', entityId: clockIn.id, before: { verification: clockIn.verification }, after: { verification: step.verification, note: record.note } }, now);
}
