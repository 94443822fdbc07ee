import type { Selectable } from 'kysely';
import { addDays } from '../../src/contract/calendar';
import { type CorrectionInboxItem, type CorrectionRequestBody, type CorrectionRequests, type CorrectionRequestStatus, EVIDENCE_NOT_FOUND, type OwnCorrectionRequest } from '../../src/contract/correctionRequests';
import { flagsOf, RECORD_LABELS } from '../../src/domain/verification';
import type { Verification } from '../../src/contract/verification';
import { parseFlags } from '../records/lifecycle';
import { longDate } from '../../src/format/indonesian';
import { requireAuthority } from '../access/authority';
import { recordAudit } from '../audit/auditLog';
import { waitingRequest } from '../db/decidedRequest';
import { isUniqueViolation } from '../db/errors';
import type { CorrectionRequestTable, Employee, SignedInEmployee } from '../db/types';
import { claimUpload } from '../files/claimUpload';
import { eraseReleasedFiles, releaseRequestFile } from '../files/release';
import { fileUrl } from '../files/urls';
import { logAccess } from '../privacy/accessLog';
import type { Services } from '../http/context';
import { ApiError } from '../http/errors';
import { ATTACHMENT_KIND, withEmployeeLocked } from '../leave/requests';
import { readSetting } from '../settings/companySettings';
import { requireEmployedOn } from '../shifts/employment';
import { loadWorkPlan } from '../shifts/loadWorkPlan';
import { shiftOn } from '../shifts/workPlan';
import { localDate } from '../shifts/zones';
import { jakartaDate } from '../time';
import { attendanceDays, employeeOffices, presentTime } from './employeeDays';
import { correctedInstant, requireInOrder, writePersonRecord } from './personRecords';
import { NO_TIME } from '../../src/contract/schemas';
import { requireOpenPeriod } from '../periods/periodState';

export const CORRECTION_MESSAGES = {
  dayOutsideWindow: (days: number) => `Koreksi hanya dapat diajukan untuk ${days} hari terakhir.`,
  unknownOffice: 'Pilih salah satu kantor Anda, atau Di luar kantor.',
  inFuture: 'Jam itu belum terjadi. Pilih jam yang sudah lewat.',
  alreadyWaiting: (label: string) => `Sudah ada pengajuan koreksi ${label.toLowerCase()} untuk tanggal itu yang menunggu keputusan.`,
  evidenceMissing: EVIDENCE_NOT_FOUND,
  keyTaken: 'Idempotency-Key sudah dipakai.',
  submitted: 'Pengajuan koreksi terkirim dan menunggu persetujuan atasan.',
  notFound: 'Pengajuan koreksi tidak ditemukan.',
  notOwn: 'Pengajuan koreksi ini bukan milik Anda.',
  notPending: 'Pengajuan koreksi ini sudah diputuskan atau ditarik.',
  withdrawn: 'Pengajuan koreksi ditarik.',
  own: 'Anda tidak dapat memutuskan pengajuan koreksi Anda sendiri.',
  approved: 'Pengajuan koreksi disetujui. Absennya sudah dicatat.',
  approvedStillWaiting: 'Pengajuan koreksi disetujui: jamnya sudah dikoreksi. Absennya masih menunggu verifikasi karena tanda lainnya.',
  rejected: 'Pengajuan koreksi ditolak.',
} as const;

type RequestRow = Selectable<CorrectionRequestTable>;
type Direction = 'in' | 'out';

/** The days a correction may be asked for, newest first: today and the days before it, as many as HR allows. */
async function correctableDays(services: Pick<Services, 'db' | 'now'>, employeeId: number): Promise<{ days: string[]; windowDays: number }> {
  const now = services.now();
  const [windowDays, plan] = await Promise.all([readSetting(services.db, 'correction_window_days'), loadWorkPlan(services.db, employeeId, jakartaDate(now), jakartaDate(now))]);
  const today = localDate(now, plan.zone);
  return { days: Array.from({ length: windowDays }, (_, back) => addDays(today, -back)), windowDays };
}

const placeOf = (officeId: number | null, offices: ReadonlyMap<number, string>) => (officeId === null ? 'Di luar kantor' : (offices.get(officeId) ?? 'Kantor'));

function requestFacts(services: Services, row: RequestRow, offices: ReadonlyMap<number, string>, recordedTime: string | null) {
  const direction = row.direction as Direction;
  return {
    id: row.id,
    date: row.work_date,
    direction,
    label: RECORD_LABELS.attendance[direction],
    time: row.time,
    place: placeOf(row.office_id, offices),
    reason: row.reason,
    recorded_time: recordedTime,
    evidence_photo: fileUrl(services, row.evidence_file_id),
    created_at: row.created_at,
  };
}

/** What the employee's form offers, and their requests of the days it covers and the month before. */
export async function correctionChoices(services: Services, employee: SignedInEmployee): Promise<CorrectionRequests> {
  const { days, windowDays } = await correctableDays(services, employee.id);
  const since = addDays(days.at(-1)!, -31);
  const [offices, rows, allOffices] = await Promise.all([
    employeeOffices(services.db, employee.id),
    services.db.selectFrom('correction_requests').selectAll().where('employee_id', '=', employee.id).where('work_date', '>=', since).orderBy('id', 'desc').execute(),
    services.db.selectFrom('offices').select(['id', 'name']).execute(),
  ]);
  const names = new Map(allOffices.map((office) => [office.id, office.name]));
  const records = await recordedTimes(services, employee.id, rows);
  return {
    window_days: windowDays,
    days,
    offices: offices.map((office) => ({ id: office.id, name: office.name })),
    requests: rows.map(
      (row): OwnCorrectionRequest => ({
        ...requestFacts(services, row, names, records.get(row.id) ?? null),
        status: row.status as CorrectionRequestStatus,
        decision_note: row.decision_note,
      }),
    ),
  };
}

/** The time each request's own record had before anyone corrected it: what the employee did record. */
async function recordedTimes(services: Services, employeeId: number, rows: RequestRow[]): Promise<Map<number, string>> {
  const ids = rows.map((row) => row.attendance_id).filter((id) => id !== null);
  if (ids.length === 0) return new Map();
  const plan = await loadWorkPlan(services.db, employeeId, rows.at(-1)!.work_date, rows[0]!.work_date);
  const records = await services.db.selectFrom('attendance').selectAll().where('id', 'in', ids).execute();
  const byId = new Map(records.map((record) => [record.id, record]));
  const times = new Map<number, string>();
  for (const row of rows) {
    const record = row.attendance_id === null ? undefined : byId.get(row.attendance_id);
    if (!record) continue;
    const time = presentTime(record.original_checked_at ? { ...record, checked_at: record.original_checked_at } : record, plan.zone);
    if (time !== NO_TIME) times.set(row.id, time);
  }
  return times;
}

/**
 * An employee asks for a forgotten or wrong clock-in or clock-out of a recent day to be recorded as they say. Answers
 * the request's id and whether it is new (false for a replay of the same Idempotency-Key).
 */
export async function submitCorrection(services: Services, employee: SignedInEmployee, input: CorrectionRequestBody, idempotencyKey: string | null): Promise<{ id: number; isNew: boolean }> {
  const { db } = services;
  const direction = input.direction as Direction;
  const { days, windowDays } = await correctableDays(services, employee.id);
  if (!days.includes(input.date)) throw new ApiError(400, CORRECTION_MESSAGES.dayOutsideWindow(windowDays));
  await requireEmployedOn(db, employee.id, input.date);
  await requireOpenPeriod(db, input.date);
  if (input.office_id !== null && !(await employeeOffices(db, employee.id)).some((office) => office.id === input.office_id)) {
    throw new ApiError(400, CORRECTION_MESSAGES.unknownOffice);
  }
  const plan = await loadWorkPlan(db, employee.id, input.date, input.date);
  const at = correctedInstant(plan, input.date, direction, input.time);
  const now = services.now();
  if (at.getTime() > now.getTime()) throw new ApiError(400, CORRECTION_MESSAGES.inFuture);

  try {
    return await withEmployeeLocked(services, employee.id, async (trx) => {
      await requireOpenPeriod(trx, input.date);
      if (idempotencyKey) {
        const earlier = await trx.selectFrom('correction_requests').select(['id', 'employee_id']).where('idempotency_key', '=', idempotencyKey).executeTakeFirst();
        if (earlier && earlier.employee_id !== employee.id) throw new ApiError(409, CORRECTION_MESSAGES.keyTaken);
        if (earlier) return { id: earlier.id, isNew: false };
      }
      await requireInOrder(trx, { employeeId: employee.id, date: input.date, direction, at });
      const createdAt = now.toISOString();
      if (input.filename && !(await claimUpload(trx, { id: input.filename, kind: ATTACHMENT_KIND, employeeId: employee.id, at: createdAt }))) {
        throw new ApiError(400, CORRECTION_MESSAGES.evidenceMissing);
      }
      const record = await trx
        .selectFrom('attendance')
        .select('id')
        .where('employee_id', '=', employee.id)
        .where('work_date', '=', input.date)
        .where('direction', '=', direction)
        .executeTakeFirst();
      const { id } = await trx
        .insertInto('correction_requests')
        .values({
          employee_id: employee.id,
          work_date: input.date,
          direction,
          attendance_id: record?.id ?? null,
          time: input.time,
          office_id: input.office_id,
          reason: input.reason,
          evidence_file_id: input.filename,
          ...waitingRequest(createdAt, idempotencyKey),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { id, isNew: true };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(409, CORRECTION_MESSAGES.alreadyWaiting(RECORD_LABELS.attendance[direction]));
    throw error;
  }
}

/** The employee withdraws their own request while it waits; its evidence is deleted at once. */
export async function withdrawCorrection(services: Pick<Services, 'db' | 'files' | 'now'>, employee: SignedInEmployee, id: number): Promise<void> {
  const request = await services.db.selectFrom('correction_requests').select(['employee_id']).where('id', '=', id).executeTakeFirst();
  if (!request) throw new ApiError(404, CORRECTION_MESSAGES.notFound);
  if (request.employee_id !== employee.id) throw new ApiError(403, CORRECTION_MESSAGES.notOwn);
  const released = await services.db.transaction().execute(async (trx) => {
    const result = await trx.updateTable('correction_requests').set({ status: 'withdrawn' }).where('id', '=', id).where('status', '=', 'pending').executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw new ApiError(409, CORRECTION_MESSAGES.notPending);
    return releaseRequestFile(trx, 'correction_requests', id, services.now().toISOString());
  });
  await eraseReleasedFiles(services.db, services.files, released);
}

/**
 * The requests waiting for these employees (a supervisor's chain, or those HR may decide for), oldest first, with the
 * day's evidence; the viewer's look at each evidence photo is logged (docs/privacy.md, "Who looked").
 */
export async function correctionInbox(services: Services, staff: ReadonlyMap<number, Employee>, viewerId: number): Promise<CorrectionInboxItem[]> {
  const ids = [...staff.keys()];
  if (ids.length === 0) return [];
  const rows = await services.db.selectFrom('correction_requests').selectAll().where('status', '=', 'pending').where('employee_id', 'in', ids).orderBy('created_at').orderBy('id').execute();
  if (rows.length === 0) return [];
  const evidenceShown = rows.filter((row) => row.evidence_file_id !== null);
  await logAccess(services.db, viewerId, evidenceShown.map((row) => ({ subjectId: row.employee_id, what: 'evidence', record: { kind: 'correction_request', id: row.id } })), services.now());
  const offices = new Map((await services.db.selectFrom('offices').select(['id', 'name']).execute()).map((office) => [office.id, office.name]));
  const items: CorrectionInboxItem[] = [];
  for (const row of rows) {
    const employee = staff.get(row.employee_id)!;
    const [plan, days, leave] = await Promise.all([
      loadWorkPlan(services.db, row.employee_id, row.work_date, row.work_date),
      attendanceDays(services.db, row.employee_id, row.work_date, row.work_date),
      services.db
        .selectFrom('leave_requests as r')
        .innerJoin('leave_types as t', 't.code', 'r.leave_type_code')
        .select('t.label')
        .where('r.employee_id', '=', row.employee_id)
        .where('r.status', '=', '1')
        .where('r.start_date', '<=', row.work_date)
        .where('r.end_date', '>=', row.work_date)
        .executeTakeFirst(),
    ]);
    const day = days.get(row.work_date);
    const standing = row.direction === 'in' ? day?.clockIn : day?.clockOut;
    const shift = shiftOn(plan, row.work_date);
    const recorded = (direction: Direction) => {
      const time = presentTime(direction === 'in' ? day?.clockIn : day?.clockOut, plan.zone);
      return time === NO_TIME ? null : time;
    };
    items.push({
      ...requestFacts(services, row, offices, recorded(row.direction as Direction)),
      name: employee.name,
      nup: employee.nup,
      position: employee.position,
      profile_photo: fileUrl(services, employee.photo_file_id),
      shift: shift ? `${shift.name} ${shift.start_time}–${shift.end_time}` : 'Libur',
      leave: leave?.label ?? null,
      recorded_in: recorded('in'),
      recorded_out: recorded('out'),
      record: standing ? { verification: standing.verification as Verification, flags: flagsOf(parseFlags(standing.flags)) } : null,
    });
  }
  return items;
}

export interface CorrectionDecisionInput {
  id: number;
  approve: boolean;
  note: string;
  /** A supervisor for their chain, or HR for the company; never the employee. */
  decider: { employee: SignedInEmployee; scope: 'chain' | 'company' };
}

/**
 * A supervisor above the employee, or HR, decides a waiting request: approved, the day's record is made or corrected
 * as asked (counted, `source` 'request', the decider and the reason kept); rejected, the reason is kept and the
 * evidence deleted at once. Audited; of two decisions at once exactly one wins; the employee is told.
 */
export async function decideCorrection(services: Services, input: CorrectionDecisionInput): Promise<string> {
  const { db } = services;
  const request = await db.selectFrom('correction_requests').selectAll().where('id', '=', input.id).executeTakeFirst();
  if (!request) throw new ApiError(404, CORRECTION_MESSAGES.notFound);
  const decider = input.decider.employee;
  await requireAuthority(db, decider, request.employee_id, input.decider.scope, 'correction.decide', {
    self: CORRECTION_MESSAGES.own,
    outsideChain: CORRECTION_MESSAGES.notFound,
    outsideChainStatus: 404,
  });
  if (request.status !== 'pending') throw new ApiError(409, CORRECTION_MESSAGES.notPending);
  await requireOpenPeriod(db, request.work_date);
  if (input.approve) await requireEmployedOn(db, request.employee_id, request.work_date, { actorId: decider.id });
  const direction = request.direction as Direction;
  const now = services.now();
  const plan = await loadWorkPlan(db, request.employee_id, request.work_date, request.work_date);
  const office =
    request.office_id === null ? null : ((await db.selectFrom('offices').select(['id', 'latitude', 'longitude']).where('id', '=', request.office_id).executeTakeFirst()) ?? null);
  const status = input.approve ? 'approved' : 'rejected';

  const { stillWaiting, released } = await withEmployeeLocked(services, request.employee_id, async (trx) => {
    await requireOpenPeriod(trx, request.work_date);
    const decided = await trx
      .updateTable('correction_requests')
      .set({ status, decided_by: decider.id, decided_at: now.toISOString(), decision_note: input.note || null })
      .where('id', '=', input.id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (Number(decided.numUpdatedRows) !== 1) throw new ApiError(409, CORRECTION_MESSAGES.notPending);
    const before = { status: 'pending', checked_at: null as string | null };
    const after = { status, note: input.note || null, checked_at: null as string | null };
    let waits = false;
    const released = input.approve ? [] : await releaseRequestFile(trx, 'correction_requests', input.id, now.toISOString());
    if (input.approve) {
      const at = correctedInstant(plan, request.work_date, direction, request.time);
      const record = await writePersonRecord(trx, plan, { employeeId: request.employee_id, date: request.work_date, direction, at, office, deciderId: decider.id, note: request.reason, source: 'request' }, now);
      await trx.updateTable('correction_requests').set({ attendance_id: record.id }).where('id', '=', input.id).execute();
      waits = record.verification === 'pending';
      before.checked_at = record.previousCheckedAt;
      after.checked_at = at.toISOString();
    }
    await recordAudit(trx, { actorId: decider.id, action: 'correction.decide', entity: 'correction_request', entityId: input.id, before, after }, now);
    return { stillWaiting: waits, released };
  });
  await eraseReleasedFiles(db, services.files, released);

  const what = `Koreksi ${RECORD_LABELS.attendance[direction].toLowerCase()} ${longDate(request.work_date)}`;
  services.notifier.notify(
    [request.employee_id],
    { title: input.approve ? 'Pengajuan koreksi disetujui' : 'Pengajuan koreksi ditolak', body: `${what}${input.note ? `. Catatan: ${input.note}` : '.'}`, link: '/pengajuan-koreksi' },
    { from: decider.id, kind: 'correction_decided' },
  );
  if (!input.approve) return CORRECTION_MESSAGES.rejected;
  return stillWaiting ? CORRECTION_MESSAGES.approvedStillWaiting : CORRECTION_MESSAGES.approved;
}

/** To the employee's direct supervisor: a correction request waits for their decision. */
export function notifyCorrectionWaiting(services: Pick<Services, 'notifier'>, employee: Pick<Employee, 'id' | 'name' | 'supervisor_id'>, input: { date: string; direction: Direction }) {
  if (!employee.supervisor_id) return;
  services.notifier.notify(
    [employee.supervisor_id],
    {
      title: 'Pengajuan koreksi absen menunggu persetujuan',
      body: `${employee.name}: ${RECORD_LABELS.attendance[input.direction].toLowerCase()}, ${longDate(input.date)}.`,
      link: '/verifikasi-absen',
    },
    { from: employee.id, kind: 'correction_request' },
  );
}
