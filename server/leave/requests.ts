import type { Kysely, Transaction } from 'kysely';
import { ATTACHMENT_NOT_FOUND, FILENAME_REQUIRED, LeaveStatus, type LeaveRequest } from '../../src/contract/schemas';
import { calendarDays, needsAttachment } from '../../src/domain/leave';
import { recordAudit } from '../audit/auditLog';
import { addDays } from '../../src/contract/calendar';
import type { Database, SignedInEmployee } from '../db/types';
import { requireAuthority } from '../access/authority';
import type { Services } from '../http/context';
import { claimUpload } from '../files/claimUpload';
import { eraseReleasedFiles, releaseRequestFile } from '../files/release';
import { ApiError } from '../http/errors';
import { requireEmployedOn } from '../shifts/employment';
import { jakartaDate } from '../time';
import { yearQuota } from './quota';
import { workingDays } from './workingDays';
import { requireOpenDays } from '../periods/periodState';

/** What the leave rules need of the server; the admin command has it too. */
export type LeaveServices = Pick<Services, 'db' | 'now' | 'files'> & { config: Pick<Services['config'], 'databaseUrl'> };
export const ATTACHMENT_KIND = 'attachment';

/** Limits of what a request may ask for (docs/decisions.md). */
const LIMITS = { longestDays: 60, daysBack: 30, daysAhead: 365 };

export const LEAVE_MESSAGES = {
  accepted: 'Pengajuan Izin Berhasil!',
  unknownReason: 'Alasan izin tidak dikenal.',
  endBeforeStart: 'Tanggal akhir tidak boleh sebelum tanggal awal.',
  tooLong: `Pengajuan izin paling lama ${LIMITS.longestDays} hari.`,
  tooEarly: `Tanggal awal paling lama ${LIMITS.daysBack} hari yang lalu.`,
  tooLate: 'Tanggal awal paling jauh satu tahun ke depan.',
  noWorkingDay: 'Rentang tanggal tidak mencakup hari kerja.',
  crossesYear: 'Cuti tidak boleh melewati pergantian tahun. Ajukan terpisah untuk tiap tahun.',
  overlap: 'Sudah ada pengajuan izin pada tanggal tersebut.',
  beyondQuota: (left: number) => `Sisa kuota cuti tidak cukup: tersisa ${left} hari kerja.`,
  beyondCap: (label: string, year: number, cap: number, used: number) =>
    `Batas ${label} tahun ${year} adalah ${cap} hari kerja; sudah dipakai atau diajukan ${used} hari kerja.`,
  letterForRun: (label: string, days: number) =>
    `${label} ini bersambung dengan pengajuan ${label} sebelumnya menjadi ${days} hari berturut-turut, sehingga memerlukan lampiran (surat dokter).`,
  attachmentMissing: ATTACHMENT_NOT_FOUND,
  notFound: 'Pengajuan izin tidak ditemukan.',
  notOwn: 'Anda hanya dapat membatalkan pengajuan izin Anda sendiri.',
  notPending: 'Hanya pengajuan izin yang masih menunggu yang dapat dibatalkan.',
  cancelled: 'Pengajuan izin dibatalkan.',
  alreadyDecided: 'Pengajuan izin ini sudah diputuskan atau dibatalkan.',
  notSupervisor: 'Persetujuan izin hanya untuk atasan (level jabatan di atas 4).',
  outsideChain: 'Pengajuan izin ini bukan dari staf Anda.',
  ownRequest: 'Anda tidak dapat memutuskan pengajuan izin Anda sendiri.',
  approved: 'Pengajuan izin disetujui.',
  rejected: 'Pengajuan izin ditolak.',
} as const;

/**
 * Runs `work` in a transaction that holds the employee's row: requests of one employee (overlap, quota) are
 * decided one after another even when they arrive at once. SQLite's single connection already runs transactions
 * one at a time; PostgreSQL locks the row.
 */
export function withEmployeeLocked<T>(services: Pick<LeaveServices, 'db' | 'config'>, employeeId: number, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  return services.db.transaction().execute(async (trx) => {
    if (services.config.databaseUrl) await trx.selectFrom('employees').select('id').where('id', '=', employeeId).forUpdate().execute();
    return work(trx);
  });
}

/** Refuses more working days than the year's quota leaves, counting pending requests as taken. */
async function requireQuota(db: Kysely<Database>, employeeId: number, start: string, days: number, options: { countPending: boolean; except?: number }) {
  const quota = await yearQuota(db, employeeId, Number(start.slice(0, 4)), options.except);
  const left = quota.akhir_sisa_kuota - (options.countPending ? quota.menunggu : 0);
  if (days > left) throw new ApiError(409, LEAVE_MESSAGES.beyondQuota(Math.max(0, left)));
}

/**
 * The calendar days of the run this request joins: requests of the same type (pending or accepted) before or after
 * it with no working day between them (a weekend or holidays may lie between), counted from the first to the last
 * day. Three 1-day sick leaves in a row are one three-day sick leave, and need its doctor's letter.
 */
async function runDays(trx: Kysely<Database>, employee: SignedInEmployee, typeCode: string, start: string, end: string): Promise<number> {
  const others = await trx
    .selectFrom('leave_requests')
    .select(['start_date', 'end_date'])
    .where('employee_id', '=', employee.id)
    .where('leave_type_code', '=', typeCode)
    .where('status', 'in', [LeaveStatus.pending, LeaveStatus.accepted])
    .where('start_date', '<=', addDays(end, LIMITS.longestDays))
    .where('end_date', '>=', addDays(start, -LIMITS.longestDays))
    .execute();
  let [first, last] = [start, end];
  const joins = async (a: string, b: string) => b <= addDays(a, 1) || (await workingDays(trx, employee, addDays(a, 1), addDays(b, -1))) === 0;
  for (let grown = true; grown; ) {
    grown = false;
    for (const other of others) {
      const touches = (other.end_date < first && (await joins(other.end_date, first))) || (other.start_date > last && (await joins(last, other.start_date)));
      const inside = other.start_date >= first && other.end_date <= last;
      if (touches && !inside) {
        [first, last] = [other.start_date < first ? other.start_date : first, other.end_date > last ? other.end_date : last];
        grown = true;
      }
    }
  }
  return calendarDays(first, last);
}

/**
 * Refuses more working days of a capped type in a year than HR allows, counting pending requests as taken: the cap HR
 * set for this employee and year (`leave_type_caps`), else the type's own.
 */
async function requireYearlyCap(trx: Kysely<Database>, employeeId: number, type: { code: string; label: string; yearly_cap: number | null }, start: string, days: number) {
  const year = start.slice(0, 4);
  const own = await trx.selectFrom('leave_type_caps').select('days').where('employee_id', '=', employeeId).where('leave_type_code', '=', type.code).where('year', '=', Number(year)).executeTakeFirst();
  const cap = own?.days ?? type.yearly_cap;
  if (cap === null) return;
  const { used } = await trx
    .selectFrom('leave_requests')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('working_days'), eb.lit(0)).as('used'))
    .where('employee_id', '=', employeeId)
    .where('leave_type_code', '=', type.code)
    .where('status', 'in', [LeaveStatus.pending, LeaveStatus.accepted])
    .where('start_date', '>=', `${year}-01-01`)
    .where('start_date', '<=', `${year}-12-31`)
    .executeTakeFirstOrThrow();
  if (Number(used) + days > cap) throw new ApiError(409, LEAVE_MESSAGES.beyondCap(type.label, Number(year), cap, Number(used)));
}

/**
 * Validates a request against the rules and the employee's other requests, then records it. Answers its id, and
 * whether it is new (false for a replay of the same Idempotency-Key).
 */
export async function submitLeave(
  services: LeaveServices,
  employee: SignedInEmployee,
  request: LeaveRequest,
  idempotencyKey: string | null,
): Promise<{ id: number; isNew: boolean }> {
  const { db } = services;
  const type = await db.selectFrom('leave_types').selectAll().where('code', '=', request.reason).executeTakeFirst();
  if (!type) throw new ApiError(400, LEAVE_MESSAGES.unknownReason);
  const { start_date: start, end_date: end } = request;
  if (end < start) throw new ApiError(400, LEAVE_MESSAGES.endBeforeStart);
  const span = calendarDays(start, end);
  if (span > LIMITS.longestDays) throw new ApiError(400, LEAVE_MESSAGES.tooLong);
  const today = jakartaDate(services.now());
  if (start < addDays(today, -LIMITS.daysBack)) throw new ApiError(400, LEAVE_MESSAGES.tooEarly);
  if (start > addDays(today, LIMITS.daysAhead)) throw new ApiError(400, LEAVE_MESSAGES.tooLate);
  if (!request.filename && needsAttachment(type.attachment_after_days, span)) throw new ApiError(400, FILENAME_REQUIRED);
  if (type.uses_quota === 1 && start.slice(0, 4) !== end.slice(0, 4)) throw new ApiError(400, LEAVE_MESSAGES.crossesYear);
  await requireEmployedOn(db, employee.id, start, { until: end });
  await requireOpenDays(db, start, end);
  const days = await workingDays(db, employee, start, end);
  if (days === 0) throw new ApiError(400, LEAVE_MESSAGES.noWorkingDay);

  return withEmployeeLocked(services, employee.id, async (trx) => {
    await requireOpenDays(trx, start, end);
    if (idempotencyKey) {
      const earlier = await trx.selectFrom('leave_requests').select(['id', 'employee_id']).where('idempotency_key', '=', idempotencyKey).executeTakeFirst();
      if (earlier && earlier.employee_id !== employee.id) throw new ApiError(409, 'Idempotency-Key sudah dipakai.');
      if (earlier) return { id: earlier.id, isNew: false };
    }
    const overlapping = await trx
      .selectFrom('leave_requests')
      .select('id')
      .where('employee_id', '=', employee.id)
      .where('status', 'in', [LeaveStatus.pending, LeaveStatus.accepted])
      .where('start_date', '<=', end)
      .where('end_date', '>=', start)
      .executeTakeFirst();
    if (overlapping) throw new ApiError(409, LEAVE_MESSAGES.overlap);
    if (type.uses_quota === 1) await requireQuota(trx, employee.id, start, days, { countPending: true });
    await requireYearlyCap(trx, employee.id, type, start, days);
    if (!request.filename && type.attachment_after_days !== null) {
      const run = await runDays(trx, employee, type.code, start, end);
      if (needsAttachment(type.attachment_after_days, run)) throw new ApiError(400, LEAVE_MESSAGES.letterForRun(type.label, run));
    }

    const createdAt = services.now().toISOString();
    if (request.filename) {
      if (!(await claimUpload(trx, { id: request.filename, kind: ATTACHMENT_KIND, employeeId: employee.id, at: createdAt }))) {
        throw new ApiError(400, LEAVE_MESSAGES.attachmentMissing);
      }
    }
    const { id } = await trx
      .insertInto('leave_requests')
      .values({
        employee_id: employee.id,
        leave_type_code: type.code,
        start_date: start,
        end_date: end,
        description: request.description,
        attachment: request.filename,
        status: LeaveStatus.pending,
        created_at: createdAt,
        working_days: days,
        decided_by: null,
        decided_at: null,
        decision_note: null,
        cancelled_at: null,
        idempotency_key: idempotencyKey,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id, isNew: true };
  });
}

/** docs/product.md §4: the employee cancels their own pending request; its attachment is deleted at once. */
export async function cancelLeave(services: LeaveServices, employee: SignedInEmployee, id: number): Promise<void> {
  const request = await services.db.selectFrom('leave_requests').select(['employee_id', 'status', 'start_date', 'end_date']).where('id', '=', id).executeTakeFirst();
  if (!request) throw new ApiError(404, LEAVE_MESSAGES.notFound);
  if (request.employee_id !== employee.id) throw new ApiError(403, LEAVE_MESSAGES.notOwn);
  await requireOpenDays(services.db, request.start_date, request.end_date);
  const now = services.now().toISOString();
  const released = await services.db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('leave_requests')
      .set({ status: LeaveStatus.cancelled, cancelled_at: now })
      .where('id', '=', id)
      .where('status', '=', LeaveStatus.pending)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw new ApiError(409, LEAVE_MESSAGES.notPending);
    return releaseRequestFile(trx, 'leave_requests', id, now);
  });
  await eraseReleasedFiles(services.db, services.files, released);
}

export interface Decision {
  id: number;
  approve: boolean;
  note: string;
  /**
   * Who decides: a supervisor in the employee's chain, HR in the console (any request but their own, audited), or
   * null for the admin command (any request, audited).
   */
  decider: { employee: SignedInEmployee; scope: 'chain' | 'company' } | null;
}

/**
 * A supervisor in the employee's chain, or HR, approves or rejects a pending request; exactly one decision wins. A
 * rejected request's attachment is deleted at once.
 */
export async function decideLeave(services: LeaveServices, decision: Decision): Promise<void> {
  const { db } = services;
  const request = await db
    .selectFrom('leave_requests as r')
    .innerJoin('leave_types as t', 't.code', 'r.leave_type_code')
    .select(['r.employee_id', 'r.status', 'r.start_date', 'r.end_date', 'r.working_days', 't.uses_quota'])
    .where('r.id', '=', decision.id)
    .executeTakeFirst();
  if (!request) throw new ApiError(404, LEAVE_MESSAGES.notFound);
  const decider = decision.decider?.employee ?? null;
  if (decision.decider) {
    await requireAuthority(db, decision.decider.employee, request.employee_id, decision.decider.scope, 'leave.decide', {
      self: LEAVE_MESSAGES.ownRequest,
      outsideChain: LEAVE_MESSAGES.outsideChain,
    });
  }
  if (request.status !== LeaveStatus.pending) throw new ApiError(409, LEAVE_MESSAGES.alreadyDecided);
  await requireOpenDays(db, request.start_date, request.end_date);

  const released = await withEmployeeLocked(services, request.employee_id, async (trx) => {
    await requireOpenDays(trx, request.start_date, request.end_date);
    if (decision.approve && request.uses_quota === 1) {
      await requireQuota(trx, request.employee_id, request.start_date, request.working_days ?? 0, { countPending: false, except: decision.id });
    }
    const result = await trx
      .updateTable('leave_requests')
      .set({
        status: decision.approve ? LeaveStatus.accepted : LeaveStatus.rejected,
        decided_by: decider?.id ?? null,
        decided_at: services.now().toISOString(),
        decision_note: decision.note || null,
      })
      .where('id', '=', decision.id)
      .where('status', '=', LeaveStatus.pending)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw new ApiError(409, LEAVE_MESSAGES.alreadyDecided);
    const after = { status: decision.approve ? LeaveStatus.accepted : LeaveStatus.rejected, note: decision.note || null };
    await recordAudit(trx, { actorId: decider?.id ?? null, action: 'leave.decide', entity: 'leave_request', entityId: decision.id, before: { status: request.status }, after }, services.now());
    return decision.approve ? [] : releaseRequestFile(trx, 'leave_requests', decision.id, services.now().toISOString());
  });
  await eraseReleasedFiles(db, services.files, released);
}
