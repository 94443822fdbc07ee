import type { RecordDecision, RecordKind, Verification } from '../../src/contract/verification';
import { flagsOf, RECORD_LABELS, VERIFICATION_AFTER, verificationSentence } from '../../src/domain/verification';
import { recordAudit } from '../audit/auditLog';
import type { SignedInEmployee } from '../db/types';
import { isSupervisedBy } from '../employees';
import type { Services } from '../http/context';
import { ApiError } from '../http/errors';
import { notifyRecordDecided } from '../push/notifications';
import { jakartaTime } from '../time';
import { loadWorkPlan } from '../shifts/loadWorkPlan';
import { isLateFor, shiftOn } from '../shifts/workPlan';
import { countedMinutes, overtimeCapMinutes } from './overtimeRules';
import { parseFlags } from './verification';

export const RECORD_MESSAGES = {
  notFound: 'Data absen tidak ditemukan.',
  own: 'Anda tidak dapat memverifikasi absen Anda sendiri.',
  alreadyDecided: 'Data absen ini sudah diputuskan.',
  decided: {
    approve: 'Absen disetujui.',
    accept_at_receipt: 'Absen diterima pada jam diterima server.',
    reject: 'Absen ditolak.',
  } satisfies Record<RecordDecision, string>,
} as const;

export interface RecordDecisionInput {
  kind: RecordKind;
  id: number;
  decision: RecordDecision;
  note: string;
  /** Who decides: a supervisor for their chain, HR staff (the console) for the company, or HR's admin command (null). */
  decider: { employee: SignedInEmployee; scope: 'chain' | 'company' } | null;
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
    .select(['employee_id', 'work_date', 'direction', 'checked_at', 'recorded_at', 'verification', 'flags'])
    .where('id', '=', input.id)
    .executeTakeFirst();
  if (!record) throw new ApiError(404, RECORD_MESSAGES.notFound);
  const decider = input.decider?.employee ?? null;
  if (decider) {
    if (record.employee_id === decider.id) throw new ApiError(403, RECORD_MESSAGES.own);
    if (input.decider!.scope === 'chain' && !(await isSupervisedBy(db, record.employee_id, decider.id))) throw new ApiError(404, RECORD_MESSAGES.notFound);
  }
  if (record.verification !== 'pending') throw new ApiError(409, RECORD_MESSAGES.alreadyDecided);

  const verification = VERIFICATION_AFTER[input.decision];
  const recount = await recountAtReceipt(services, input, record);
  const now = services.now();
  const decided = {
    verification,
    decided_by: decider?.id ?? null,
    decided_at: now.toISOString(),
    decision_note: input.note || null,
  };
  // HR's decisions (the console's and the admin command's) are audited, with the decision in one transaction.
  const audited = input.decider?.scope !== 'chain';
  const updated = await db.transaction().execute(async (trx) => {
    const result =
      input.kind === 'attendance'
        ? await trx
            .updateTable('attendance')
            .set({ ...decided, ...(recount.isLate !== undefined && { is_late: recount.isLate ? 1 : 0 }) })
            .where('id', '=', input.id)
            .where('verification', '=', 'pending')
            .executeTakeFirst()
        : await trx
            .updateTable('overtime')
            .set({ ...decided, ...(recount.minutes !== undefined && { duration_minutes: recount.minutes }) })
            .where('id', '=', input.id)
            .where('verification', '=', 'pending')
            .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return false;
    if (audited) {
      const change = { actorId: decider?.id ?? null, action: 'record.decide', entity: input.kind, entityId: input.id };
      await recordAudit(trx, { ...change, before: { verification: 'pending' }, after: { verification, note: decided.decision_note } }, now);
    }
    return true;
  });
  if (!updated) throw new ApiError(409, RECORD_MESSAGES.alreadyDecided);

  const what = `${RECORD_LABELS[input.kind][record.direction as 'in' | 'out']} ${record.work_date} ${jakartaTime(new Date(record.checked_at))}`;
  notifyRecordDecided(services.notifier, record.employee_id, {
    what,
    sentence: verificationSentence({ verification, flags: flagsOf(parseFlags(record.flags)), note: input.note }),
    link: input.kind === 'attendance' ? '/riwayat-absen' : '/absen-lembur',
  });
  return verification;
}

async function recountAtReceipt(
  services: Pick<Services, 'db'>,
  input: RecordDecisionInput,
  record: { employee_id: number; work_date: string; direction: string; recorded_at: string },
): Promise<{ isLate?: boolean; minutes?: number }> {
  if (input.decision !== 'accept_at_receipt') return {};
  const { db } = services;
  const plan = await loadWorkPlan(db, record.employee_id, record.work_date, record.work_date);
  const received = new Date(record.recorded_at);
  if (input.kind === 'attendance') {
    if (record.direction !== 'in') return {};
    const shift = shiftOn(plan, record.work_date);
    return { isLate: shift !== null && isLateFor(shift, received.getTime()) };
  }
  if (record.direction !== 'out') return {};
  const start = await db
    .selectFrom('overtime')
    .select('checked_at')
    .where('employee_id', '=', record.employee_id)
    .where('work_date', '=', record.work_date)
    .where('direction', '=', 'in')
    .executeTakeFirst();
  if (!start) return {};
  const cap = overtimeCapMinutes(plan, record.work_date);
  return { minutes: countedMinutes(new Date(start.checked_at), received, cap) };
}
