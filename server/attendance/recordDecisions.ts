import type { RecordDecision, RecordKind, Verification } from '../../src/contract/verification';
import { type FlagCode, flagsOf, isApprovableByFace, isFlagCode, RECORD_LABELS, verificationSentence } from '../../src/domain/verification';
import { recordAudit } from '../audit/auditLog';
import { faceChecksOf } from '../faces/faceResults';
import type { Database, SignedInEmployee } from '../db/types';
import type { Transaction } from 'kysely';
import { requireAuthority } from '../access/authority';
import type { Services } from '../http/context';
import { ApiError } from '../http/errors';
import { notifyRecordDecided } from '../push/notifications';
import { jakartaTime } from '../time';
import { loadWorkPlan } from '../shifts/loadWorkPlan';
import { isLateFor, shiftOn, type WorkPlan } from '../shifts/workPlan';
import { countableMinutes, overtimeCounted } from './overtimeRules';
import { correctedInstant, writePersonRecord } from './personRecords';
import { lifeStep, parseFlags } from '../records/lifecycle';
import { requireOpenPeriod } from '../periods/periodState';

export const RECORD_MESSAGES = {
  notFound: 'Data absen tidak ditemukan.',
  own: 'Anda tidak dapat memverifikasi absen Anda sendiri.',
  alreadyDecided: 'Data absen ini sudah diputuskan.',
  forgottenNeedsClockOut: 'Hari ini ditutup sebagai lupa absen pulang: isi jam pulangnya, atau setujui absen masuk saja.',
  clockOutBeforeClockIn: 'Jam pulang harus setelah jam masuk hari itu.',
  clockOutInFuture: 'Jam pulang itu belum terjadi.',
  clockOutExists: 'Absen pulang hari itu sudah ada; periksa lagi lalu putuskan.',
  clockOutGiven: 'Jam pulang diisi atasan.',
  clockInOnly: 'Hanya absen masuk yang disetujui: pulang dihitung pada jam masuk.',
  changed: (flags: readonly { label: string }[]) =>
    `Data absen ini berubah sejak Anda melihatnya: sekarang menunggu karena ${flags.map((flag) => flag.label).join(', ')}. Periksa lagi lalu putuskan.`,
  decided: {
    attendance: { approve: 'Absen disetujui.', accept_at_receipt: 'Absen diterima pada jam diterima server.', reject: 'Absen ditolak.' },
    overtime: { approve: 'Lembur disetujui.', accept_at_receipt: 'Lembur diterima pada jam diterima server.', reject: 'Lembur ditolak, mulai dan selesainya.' },
  } satisfies Record<RecordKind, Record<RecordDecision, string>>,
} as const;

export interface RecordDecisionInput {
  kind: RecordKind;
  id: number;
  decision: RecordDecision;
  note: string;
  /** The flags the decider was shown: a record that has one more since is not decided (409). */
  flagsSeen: readonly FlagCode[];
  /** Who decides: a supervisor for their chain, HR staff (the console) for the company, or HR's admin command (null). */
  decider: { employee: SignedInEmployee; scope: 'chain' | 'company' } | null;
  /** A day closed as a forgotten clock-out: the clock-out time the decider gives (HH:mm), or its clock-in only. */
  clockOut?: { time: string } | 'clock_in_only';
}

/**
 * A supervisor above the employee in the chain (never the employee), or HR, decides a pending record; of two
 * decisions that arrive together exactly one wins (the update is conditional on 'pending'). Accepted at receipt, a
 * clock-in's lateness and an overtime end's minutes are counted again at the time the server received it.
 */
export async function decideRecord(services: Pick<Services, 'db' | 'now' | 'notifier'>, input: RecordDecisionInput): Promise<Verification> {
  const { db } = services;
  const record = await db
    .selectFrom(input.kind)
    .select(['id', 'employee_id', 'work_date', 'direction', 'checked_at', 'recorded_at', 'verification', 'flags', 'decided_at'])
    .where('id', '=', input.id)
    .executeTakeFirst();
  if (!record) throw new ApiError(404, RECORD_MESSAGES.notFound);
  const decider = input.decider?.employee ?? null;
  if (input.decider) {
    await requireAuthority(db, input.decider.employee, record.employee_id, input.decider.scope, 'record.decide', {
      self: RECORD_MESSAGES.own,
      outsideChain: RECORD_MESSAGES.notFound,
      outsideChainStatus: 404,
    });
  }
  if (record.verification !== 'pending') throw new ApiError(409, RECORD_MESSAGES.alreadyDecided);
  await requireOpenPeriod(db, record.work_date, record.recorded_at);
  const step = lifeStep(record, { type: 'record.decide', decision: input.decision, flagsSeen: input.flagsSeen });
  if (!step) throw new ApiError(409, RECORD_MESSAGES.changed(flagsOf(parseFlags(record.flags))));

  const verification = step.verification;
  const recount = await recountAtReceipt(services, input, record);
  const now = services.now();
  const clockOut = input.kind === 'attendance' && verification !== 'rejected' && step.flagCodes.includes('forgot_clock_out') ? await givenClockOut(services, input, record, verification, now) : null;
  const decided = {
    verification,
    decided_by: decider?.id ?? null,
    decided_at: now.toISOString(),
    decision_note: input.note || null,
  };
  const updated = await db.transaction().execute(async (trx) => {
    await requireOpenPeriod(trx, record.work_date, record.recorded_at);
    // Conditional on the state the decision was judged on: a flag added meanwhile makes it stale.
    const result = await trx
      .updateTable(input.kind)
      .set({ ...decided, ...(recount.isLate !== undefined && { is_late: recount.isLate ? 1 : 0 }) })
      .where('id', '=', input.id)
      .where('verification', '=', 'pending')
      .where('flags', '=', record.flags)
      .executeTakeFirst();
    if (recount.minutes) await trx.updateTable('overtime').set({ duration_minutes: recount.minutes.value }).where('id', '=', recount.minutes.rowId).execute();
    if (Number(result.numUpdatedRows) !== 1) return false;
    // Every decision is audited, a supervisor's as HR's, in the decision's transaction.
    const change = { actorId: decider?.id ?? null, action: 'record.decide', entity: input.kind, entityId: input.id };
    await recordAudit(trx, { ...change, before: { verification: 'pending' }, after: { verification, note: decided.decision_note } }, now);
    if (input.kind === 'overtime' && verification === 'rejected') await rejectOtherHalf(trx, record, decided, change.actorId, now);
    if (clockOut) await writeGivenClockOut(trx, record, clockOut, change.actorId, now);
    return true;
  });
  if (!updated) throw new ApiError(409, RECORD_MESSAGES.alreadyDecided);

  const what = `${RECORD_LABELS[input.kind][record.direction as 'in' | 'out']} ${record.work_date} ${jakartaTime(new Date(record.checked_at))}`;
  notifyRecordDecided(services.notifier, { employeeId: record.employee_id, deciderId: decider?.id ?? null, kind: input.kind }, {
    what,
    sentence: verificationSentence({ verification, flags: flagsOf(parseFlags(record.flags)), note: input.note }),
    link: input.kind === 'attendance' ? '/riwayat-absen' : '/absen-lembur',
  });
  return verification;
}

interface GivenClockOut {
  plan: WorkPlan;
  at: Date;
  office: { id: number; latitude: number; longitude: number } | null;
  note: string;
}

/**
 * A day closed as a forgotten clock-out (docs/hr.md, "Forgotten clock-outs") is never approved as a whole day: the
 * decider gives the clock-out time, or approves the clock-in only, whose day then counts with early leave from the
 * clock-in to the shift's end (a clock-out made at the clock-in's time). Either is a record the employee sees as set
 * by the supervisor.
 */
async function givenClockOut(
  services: Pick<Services, 'db'>,
  input: RecordDecisionInput,
  clockIn: { id: number; employee_id: number; work_date: string; checked_at: string; recorded_at: string },
  verification: Verification,
  now: Date,
): Promise<GivenClockOut> {
  const { db } = services;
  if (!input.clockOut) throw new ApiError(400, RECORD_MESSAGES.forgottenNeedsClockOut);
  const plan = await loadWorkPlan(db, clockIn.employee_id, clockIn.work_date, clockIn.work_date);
  const clockedIn = new Date(verification === 'accepted_at_receipt' ? clockIn.recorded_at : clockIn.checked_at);
  const at = input.clockOut === 'clock_in_only' ? clockedIn : correctedInstant(plan, clockIn.work_date, 'out', input.clockOut.time);
  if (at.getTime() < clockedIn.getTime()) throw new ApiError(400, RECORD_MESSAGES.clockOutBeforeClockIn);
  if (at.getTime() > now.getTime()) throw new ApiError(400, RECORD_MESSAGES.clockOutInFuture);
  const { office_id } = await db.selectFrom('attendance').select('office_id').where('id', '=', clockIn.id).executeTakeFirstOrThrow();
  const office = office_id === null ? null : ((await db.selectFrom('offices').select(['id', 'latitude', 'longitude']).where('id', '=', office_id).executeTakeFirst()) ?? null);
  const why = input.clockOut === 'clock_in_only' ? RECORD_MESSAGES.clockInOnly : RECORD_MESSAGES.clockOutGiven;
  return { plan, at, office, note: input.note ? `${why} ${input.note}` : why };
}

/** The clock-out the decider gave, made in the decision's transaction and audited as an addition. */
async function writeGivenClockOut(trx: Transaction<Database>, clockIn: { employee_id: number; work_date: string }, given: GivenClockOut, actorId: number | null, now: Date) {
  const standing = await trx.selectFrom('attendance').select('id').where('employee_id', '=', clockIn.employee_id).where('work_date', '=', clockIn.work_date).where('direction', '=', 'out').executeTakeFirst();
  if (standing) throw new ApiError(409, RECORD_MESSAGES.clockOutExists);
  const made = await writePersonRecord(
    trx,
    given.plan,
    { employeeId: clockIn.employee_id, date: clockIn.work_date, direction: 'out', at: given.at, office: given.office, deciderId: actorId, note: given.note, source: 'supervisor' },
    now,
  );
  await recordAudit(trx, { actorId, action: 'record.add', entity: 'attendance', entityId: made.id, before: null, after: { checked_at: given.at.toISOString(), verification: made.verification, note: given.note } }, now);
}

/**
 * Overtime is one thing with two halves (docs/decisions.md, "One life for a record"): rejecting either half rejects
 * the overtime, so the other half ends with the same decision, audited as its own.
 */
async function rejectOtherHalf(
  trx: Transaction<Database>,
  half: { employee_id: number; work_date: string; direction: string },
  decided: { verification: string; decided_by: number | null; decided_at: string; decision_note: string | null },
  actorId: number | null,
  now: Date,
): Promise<void> {
  const other = await trx
    .selectFrom('overtime')
    .select(['id', 'verification', 'flags', 'decided_at'])
    .where('employee_id', '=', half.employee_id)
    .where('work_date', '=', half.work_date)
    .where('direction', '=', half.direction === 'in' ? 'out' : 'in')
    .executeTakeFirst();
  const step = other && lifeStep(other, { type: 'record.rejectWithOther' });
  if (!other || !step) return;
  await trx.updateTable('overtime').set({ ...decided, verification: step.verification }).where('id', '=', other.id).where('verification', '=', other.verification).execute();
  const after = { verification: step.verification, note: decided.decision_note };
  await recordAudit(trx, { actorId, action: 'record.decide', entity: 'overtime', entityId: other.id, before: { verification: other.verification }, after }, now);
}

async function recountAtReceipt(
  services: Pick<Services, 'db'>,
  input: RecordDecisionInput,
  record: { employee_id: number; work_date: string; direction: string; recorded_at: string },
): Promise<{ isLate?: boolean; minutes?: { rowId: number; value: number } }> {
  if (input.decision !== 'accept_at_receipt') return {};
  const { db } = services;
  const plan = await loadWorkPlan(db, record.employee_id, record.work_date, record.work_date);
  const received = new Date(record.recorded_at);
  if (input.kind === 'attendance') {
    if (record.direction !== 'in') return {};
    const shift = shiftOn(plan, record.work_date);
    return { isLate: shift !== null && isLateFor(shift, received.getTime()) };
  }
  // The overtime's minutes again, with this part counted from its receipt: kept on the row that holds the duration.
  const parts = await db
    .selectFrom('overtime')
    .select(['id', 'direction', 'checked_at', 'recorded_at', 'verification', 'auto_closed_at'])
    .where('employee_id', '=', record.employee_id)
    .where('work_date', '=', record.work_date)
    .execute();
  const decided = (part: (typeof parts)[number] | undefined) => part && (part.id === input.id ? { ...part, verification: 'accepted_at_receipt' } : { ...part, verification: 'verified' });
  const [start, end] = [parts.find((part) => part.direction === 'in'), parts.find((part) => part.direction === 'out')];
  const holder = end ?? (start?.auto_closed_at ? start : undefined);
  if (!holder) return {};
  return { minutes: { rowId: holder.id, value: overtimeCounted(decided(start), decided(end), await countableMinutes(db, record.employee_id, plan, record.work_date)) } };
}

/** Why a record of a bulk approval was approved with the others. */
const FACE_MATCH_NOTE = 'Disetujui bersama: wajah cocok dengan foto rujukan.';

/**
 * 'Setujui yang Wajahnya Cocok' (docs/faces.md): each listed record is approved as its own decision (authority, audit,
 * notification) if it still waits, its face matched and its flags are all soft; any other is left for a person to
 * decide alone. Answers how many were approved and how many left.
 */
export async function approveFaceMatches(services: Pick<Services, 'db' | 'now' | 'notifier'>, records: { kind: RecordKind; id: number; flags_seen: string[] }[], decider: NonNullable<RecordDecisionInput['decider']>) {
  const { db } = services;
  // The listed records of each kind and their employees' face checks, read once for the whole list.
  const rowsOf = async (kind: RecordKind) => {
    const ids = records.filter((record) => record.kind === kind).map((record) => record.id);
    const rows = ids.length === 0 ? [] : await db.selectFrom(kind).select(['id', 'employee_id', 'work_date', 'direction', 'flags', 'verification']).where('id', 'in', ids).execute();
    return new Map(rows.map((row) => [row.id, row]));
  };
  const listed = { attendance: await rowsOf('attendance'), overtime: await rowsOf('overtime') };
  const faceOf = await faceChecksOf(db, [...new Set([...listed.attendance.values(), ...listed.overtime.values()].map((row) => row.employee_id))]);
  let approved = 0;
  for (const { kind, id, flags_seen } of records) {
    const record = listed[kind].get(id);
    const eligible = record && record.verification === 'pending' && isApprovableByFace({ flags: flagsOf(parseFlags(record.flags)), face_check: faceOf(kind, record.employee_id, record.work_date, record.direction) });
    if (!eligible) continue;
    try {
      await decideRecord(services, { kind, id, decision: 'approve', note: FACE_MATCH_NOTE, flagsSeen: flags_seen.filter(isFlagCode), decider });
      approved++;
    } catch (error) {
      if (!(error instanceof ApiError) || error.status >= 500) throw error;
    }
  }
  const skipped = records.length - approved;
  return { message: `${approved} absen disetujui.${skipped > 0 ? ` ${skipped} dilewati: sudah diputuskan, wajahnya tidak cocok, atau ada tanda lain yang perlu diperiksa sendiri.` : ''}`, approved, skipped };
}
