import { type HrPersonalChange, type OwnPersonalChange, type PersonalChangeBody, type PersonalChanges, type PersonalChangeStatus, type PersonalField, personalValueOf, valueText } from '../../src/contract/personalChanges';
import { PERSONAL_FIELDS } from '../../src/contract/personalFields';
import { PERSONAL_CHANGE_TEXTS, PERSONAL_FIELD_LABELS } from '../../src/domain/personalChanges';
import { holdsCompanyAuthority } from '../../src/domain/roles';
import { requireAuthority } from '../access/authority';
import { recordAudit } from '../audit/auditLog';
import { waitingRequest } from '../db/decidedRequest';
import { isUniqueViolation } from '../db/errors';
import type { PersonalChangeRequestTable, SignedInEmployee } from '../db/types';
import type { Selectable } from 'kysely';
import type { Services } from '../http/context';
import { ApiError } from '../http/errors';
import { withEmployeeLocked } from '../leave/requests';
import { personalFieldsOf } from './personalFields';

export const PERSONAL_CHANGE_ANSWERS = {
  submitted: 'Pengajuan perubahan data terkirim dan menunggu keputusan SDM.',
  alreadyWaiting: (label: string) => `Sudah ada pengajuan perubahan ${label} yang menunggu keputusan SDM.`,
  unchanged: PERSONAL_CHANGE_TEXTS.unchanged,
  keyTaken: 'Idempotency-Key sudah dipakai.',
  notFound: 'Pengajuan perubahan data tidak ditemukan.',
  notOwn: 'Pengajuan perubahan data ini bukan milik Anda.',
  notPending: 'Pengajuan perubahan data ini sudah diputuskan atau ditarik.',
  withdrawn: 'Pengajuan perubahan data ditarik.',
  own: 'Anda tidak dapat memutuskan pengajuan perubahan data Anda sendiri.',
  approved: 'Perubahan data disetujui. Data diri pegawai sudah diubah.',
  rejected: 'Pengajuan perubahan data ditolak.',
} as const;

/** How many of their own requests the employee's page lists, newest first. */
const OWN_LIST_SIZE = 50;

const currentTexts = async (services: Pick<Services, 'db'>, employeeId: number) => {
  const fields = await personalFieldsOf(services.db, employeeId);
  return Object.fromEntries(PERSONAL_FIELDS.map((field) => [field, valueText(fields[field])])) as Record<PersonalField, string | null>;
};

/** What a request asked, as both its lists show it. */
const requestFacts = (row: Pick<Selectable<PersonalChangeRequestTable>, 'id' | 'field' | 'old_value' | 'new_value' | 'reason' | 'created_at'>) => ({
  id: row.id,
  field: row.field as PersonalField,
  old_value: row.old_value,
  new_value: row.new_value,
  reason: row.reason,
  created_at: row.created_at,
});

/** The employee's fields as they are now, and their latest requests. */
export async function personalChanges(services: Pick<Services, 'db'>, employee: SignedInEmployee): Promise<PersonalChanges> {
  const [current, rows] = await Promise.all([
    currentTexts(services, employee.id),
    services.db.selectFrom('personal_change_requests').selectAll().where('employee_id', '=', employee.id).orderBy('id', 'desc').limit(OWN_LIST_SIZE).execute(),
  ]);
  return {
    current,
    requests: rows.map(
      (row): OwnPersonalChange => ({
        ...requestFacts(row),
        status: row.status as PersonalChangeStatus,
        decision_note: row.decision_note,
        decided_at: row.decided_at,
      }),
    ),
  };
}

/** The value as a request keeps it: read by the field's rule, written as `valueText` writes the column. */
function requestedText(field: PersonalField, text: string): string {
  const read = personalValueOf(field, text);
  if ('problem' in read) throw new ApiError(400, read.problem);
  return String(read.value);
}

/**
 * The employee asks HR to correct one field: the value now is kept beside the one asked for. One waiting request a
 * field; the same Idempotency-Key answers the first request again. Answers its id and whether it is new.
 */
export async function submitPersonalChange(services: Services, employee: SignedInEmployee, input: PersonalChangeBody, idempotencyKey: string | null): Promise<{ id: number; isNew: boolean }> {
  const field = input.field as PersonalField;
  const newValue = requestedText(field, input.new_value);
  const earlierOf = async (db: Services['db']) => {
    if (!idempotencyKey) return null;
    const earlier = await db.selectFrom('personal_change_requests').select(['id', 'employee_id']).where('idempotency_key', '=', idempotencyKey).executeTakeFirst();
    if (earlier && earlier.employee_id !== employee.id) throw new ApiError(409, PERSONAL_CHANGE_ANSWERS.keyTaken);
    return earlier ? { id: earlier.id, isNew: false } : null;
  };
  try {
    return await withEmployeeLocked(services, employee.id, async (trx) => {
      const earlier = await earlierOf(trx);
      if (earlier) return earlier;
      const oldValue = (await currentTexts({ db: trx }, employee.id))[field];
      if (oldValue === newValue) throw new ApiError(400, PERSONAL_CHANGE_ANSWERS.unchanged);
      const { id } = await trx
        .insertInto('personal_change_requests')
        .values({
          employee_id: employee.id,
          field,
          old_value: oldValue,
          new_value: newValue,
          reason: input.reason,
          ...waitingRequest(services.now().toISOString(), idempotencyKey),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { id, isNew: true };
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const earlier = await earlierOf(services.db);
    if (earlier) return earlier;
    throw new ApiError(409, PERSONAL_CHANGE_ANSWERS.alreadyWaiting(PERSONAL_FIELD_LABELS[field]));
  }
}

/** The employee withdraws their own request while it waits. */
export async function withdrawPersonalChange(services: Pick<Services, 'db'>, employee: SignedInEmployee, id: number): Promise<void> {
  const request = await services.db.selectFrom('personal_change_requests').select('employee_id').where('id', '=', id).executeTakeFirst();
  if (!request) throw new ApiError(404, PERSONAL_CHANGE_ANSWERS.notFound);
  if (request.employee_id !== employee.id) throw new ApiError(403, PERSONAL_CHANGE_ANSWERS.notOwn);
  const result = await services.db.updateTable('personal_change_requests').set({ status: 'withdrawn' }).where('id', '=', id).where('status', '=', 'pending').executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw new ApiError(409, PERSONAL_CHANGE_ANSWERS.notPending);
}

/** The requests waiting for this HR clerk or admin (never their own, nor those of accounts their role may not change), oldest first. */
export async function personalChangeInbox(services: Pick<Services, 'db'>, actor: SignedInEmployee): Promise<HrPersonalChange[]> {
  const rows = await services.db
    .selectFrom('personal_change_requests as r')
    .innerJoin('employees as e', 'e.id', 'r.employee_id')
    .select(['r.id', 'r.field', 'r.old_value', 'r.new_value', 'r.reason', 'r.created_at', 'e.id as employee_id', 'e.name', 'e.nup', 'e.role'])
    .where('r.status', '=', 'pending')
    .where('e.id', '!=', actor.id)
    .orderBy('r.created_at')
    .orderBy('r.id')
    .execute();
  const decidable = rows.filter((row) => holdsCompanyAuthority(actor.role, row.role));
  const current = new Map<number, Record<PersonalField, string | null>>();
  for (const row of decidable) if (!current.has(row.employee_id)) current.set(row.employee_id, await currentTexts(services, row.employee_id));
  return decidable.map((row) => ({
    ...requestFacts(row),
    employee: { id: row.employee_id, name: row.name, nup: row.nup },
    current_value: current.get(row.employee_id)![row.field as PersonalField],
  }));
}

export interface PersonalChangeDecision {
  id: number;
  approve: boolean;
  note: string;
  decider: SignedInEmployee;
}

/**
 * HR decides a waiting request: approved, the field takes the value asked for; rejected, the reason is kept. Audited
 * with the field's value before and after; of two decisions at once exactly one wins; the employee is told.
 */
export async function decidePersonalChange(services: Services, input: PersonalChangeDecision): Promise<string> {
  const { db } = services;
  const request = await db.selectFrom('personal_change_requests').selectAll().where('id', '=', input.id).executeTakeFirst();
  if (!request) throw new ApiError(404, PERSONAL_CHANGE_ANSWERS.notFound);
  await requireAuthority(db, input.decider, request.employee_id, 'company', 'personal.change.decide', { self: PERSONAL_CHANGE_ANSWERS.own });
  if (request.status !== 'pending') throw new ApiError(409, PERSONAL_CHANGE_ANSWERS.notPending);
  const field = request.field as PersonalField;
  const status = input.approve ? 'approved' : 'rejected';
  const now = services.now();

  await withEmployeeLocked(services, request.employee_id, async (trx) => {
    const decided = await trx
      .updateTable('personal_change_requests')
      .set({ status, decided_by: input.decider.id, decided_at: now.toISOString(), decision_note: input.note || null })
      .where('id', '=', input.id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (Number(decided.numUpdatedRows) !== 1) throw new ApiError(409, PERSONAL_CHANGE_ANSWERS.notPending);
    const before = (await currentTexts({ db: trx }, request.employee_id))[field];
    if (input.approve) {
      const read = personalValueOf(field, request.new_value);
      if ('problem' in read) throw new ApiError(400, read.problem);
      await trx.updateTable('employees').set({ [field]: read.value }).where('id', '=', request.employee_id).execute();
    }
    await recordAudit(
      trx,
      {
        actorId: input.decider.id,
        action: 'personal.change.decide',
        entity: 'employee',
        entityId: request.employee_id,
        before: { request_id: input.id, status: 'pending', field, value: before },
        after: { request_id: input.id, status, field, value: input.approve ? request.new_value : before, note: input.note || null },
      },
      now,
    );
  });

  const label = PERSONAL_FIELD_LABELS[field];
  services.notifier.notify(
    [request.employee_id],
    { title: input.approve ? 'Perubahan data disetujui' : 'Pengajuan perubahan data ditolak', body: `${label}${input.note ? `. Catatan: ${input.note}` : '.'}`, link: '/perubahan-data' },
    { from: input.decider.id, kind: 'personal_change_decided' },
  );
  return input.approve ? PERSONAL_CHANGE_ANSWERS.approved : PERSONAL_CHANGE_ANSWERS.rejected;
}
