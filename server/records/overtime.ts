import type { Kysely, Selectable } from 'kysely';
import type { OvertimeSubmitResponse } from '../../src/contract/schemas';
import { overtimeRejectedText } from '../../src/domain/verification';
import { CHECK_USED, type CheckRequest, isOvertimeCheckUsed, placeCheck } from '../attendance/checks';
import { attendanceDays } from '../attendance/employeeDays';
import {
  countableMinutes,
  closeExpiredOvertime,
  countedMinutes,
  isOvertimeOnWorkDay,
  openStarts,
  overtimeCapMinutes,
  WEEKLY_WORK_DAY_OVERTIME_MINUTES,
  workDayOvertimeInWeek,
} from '../attendance/overtimeRules';
import { verificationFields } from '../attendance/verification';
import { agreedOrder } from '../attendance/overtimeOrders';
import { slotsFor } from '../db/preparedQuery';
import type { Database, OvertimeTable, SignedInEmployee } from '../db/types';
import type { Services } from '../http/context';
import { ApiError } from '../http/errors';
import { planAround } from '../shifts/planAround';
import { shiftOn, type WorkPlan, workDateAt } from '../shifts/workPlan';
import { localTime } from '../shifts/zones';
import { recordWriter } from './claims';
import type { CommonRow, Placed, RecordKind } from './submit';

type OvertimeRecord = Selectable<OvertimeTable>;
type OvertimeRow = Omit<CommonRow, 'location_file_id'> & Pick<OvertimeTable, 'work_date' | 'duration_minutes' | 'location_file_id'> & { order_id: number | null };

/** Every column of the row, once (the type says when one is missing). */
const ROW_COLUMNS = Object.keys({
  employee_id: true, work_date: true, direction: true, checked_at: true, recorded_at: true, inside_office: true, latitude: true, longitude: true,
  face_file_id: true, location_file_id: true, device_token: true, idempotency_key: true, taken_offline: true, verification: true, flags: true,
  device_id: true, decision_note: true, accuracy_m: true, check_nonce: true, duration_minutes: true, order_id: true, face_frame_ids: true,
} satisfies Record<keyof OvertimeRow, true>) as (keyof OvertimeRow)[];

const writeOvertime = recordWriter<OvertimeRow, OvertimeRecord>((db, slot) => db.insertInto('overtime').values(slotsFor(slot, ROW_COLUMNS)).returningAll());

const MESSAGES = {
  stillOpen: 'Lembur sebelumnya belum diakhiri. Absen pulang lembur dulu.',
  alreadyToday: 'Anda sudah absen masuk lembur hari ini.',
  alreadyEnded: 'Lembur ini sudah diakhiri.',
  beforeClockOut: 'Lembur dimulai setelah absen pulang hari kerja. Absen pulang dulu.',
  noClockIn: 'Lembur di hari kerja memerlukan absen masuk hari itu.',
  beforeScheduleEnd: (end: string) => `Lembur di hari kerja dimulai paling cepat pukul ${end}, setelah jam kerja berakhir.`,
  notStarted: 'Belum ada lembur yang berlangsung. Absen masuk lembur dulu.',
  closedAutomatically: (time: string) => `Lembur ini sudah ditutup otomatis pukul ${time} pada batas lembur, dan menunggu persetujuan atasan.`,
  rejected: (note: string | null) => `${overtimeRejectedText(note)} Tidak perlu absen pulang lembur.`,
  weeklyCap:
    'Lembur di hari kerja minggu ini sudah 18 jam, batas seminggu menurut PP 35/2021 pasal 26. Lembur di hari istirahat atau hari libur tidak termasuk batas ini.',
} as const;

/** Where an overtime start or end stands: the date of the shift it follows, and (an end) the start it ends. */
interface OvertimePlace extends Placed {
  started: OvertimeRecord | null;
  /** The agreed overtime order of its day, if any (docs/hr.md, "Overtime orders"). */
  orderId: number | null;
  /** For an end: the most its overtime may count (the day's cap, cut at the week's 18 hours on a work day). */
  capMinutes: number;
}

/** The employee's overtime the server closed within the day before `at`, if any. */
const lastClosedOvertime = (db: Kysely<Database>, employeeId: number, at: Date) =>
  db
    .selectFrom('overtime')
    .select('auto_closed_at')
    .where('employee_id', '=', employeeId)
    .where('auto_closed_at', '<=', at.toISOString())
    .where('auto_closed_at', '>', new Date(at.getTime() - 86_400_000).toISOString())
    .orderBy('auto_closed_at', 'desc')
    .executeTakeFirst();

/** The employee's latest overtime start within the day before `at`, if a person rejected it. */
const lastRejectedStart = (db: Kysely<Database>, employeeId: number, at: Date) =>
  db
    .selectFrom('overtime')
    .select(['verification', 'decision_note'])
    .where('employee_id', '=', employeeId)
    .where('direction', '=', 'in')
    .where('checked_at', '<=', at.toISOString())
    .where('checked_at', '>', new Date(at.getTime() - 86_400_000).toISOString())
    .orderBy('checked_at', 'desc')
    .executeTakeFirst()
    .then((start) => (start?.verification === 'rejected' ? start : undefined));

/**
 * Whether an overtime may start or end at `at`: one open at a time, one a day; on a work day (not a holiday) only
 * after the schedule's end, with that day's clock-in, and after its clock-out; an end needs an open start. Answers
 * the start an end belongs to. Overtime left open past its deadline is closed first.
 */
async function requireOvertimeRules(services: Services, employee: SignedInEmployee, plan: WorkPlan, direction: 'in' | 'out', at: Date): Promise<OvertimeRecord | null> {
  const { db } = services;
  // Closed as of the time this start or end claims: an end checked before the deadline still ends its overtime.
  await closeExpiredOvertime(db, employee.id, at);
  const open = await openStarts(db, employee.id).executeTakeFirst();
  if (direction === 'out') {
    if (!open || Date.parse(open.checked_at) > at.getTime()) {
      const closed = await lastClosedOvertime(db, employee.id, at);
      if (closed) throw new ApiError(409, MESSAGES.closedAutomatically(localTime(new Date(closed.auto_closed_at!), plan.zone)));
      const rejected = await lastRejectedStart(db, employee.id, at);
      throw new ApiError(409, rejected ? MESSAGES.rejected(rejected.decision_note) : MESSAGES.notStarted);
    }
    return open;
  }
  if (open) throw new ApiError(409, MESSAGES.stillOpen);
  // Overtime after a shift belongs to that shift's date (a night shift's runs into the next morning).
  const date = workDateAt(plan, at, 'out');
  const started = await db.selectFrom('overtime').select('id').where('employee_id', '=', employee.id).where('work_date', '=', date).executeTakeFirst();
  if (started) throw new ApiError(409, MESSAGES.alreadyToday);
  if (isOvertimeOnWorkDay(plan, date)) {
    const shift = shiftOn(plan, date)!;
    if (at.getTime() < shift.end) throw new ApiError(409, MESSAGES.beforeScheduleEnd(shift.end_time));
    const day = (await attendanceDays(db, employee.id, date, date)).get(date);
    if (!day?.clockIn || day.clockIn.verification === 'rejected') throw new ApiError(409, MESSAGES.noClockIn);
    if (!day.clockOut || Date.parse(day.clockOut.checked_at) > at.getTime()) throw new ApiError(409, MESSAGES.beforeClockOut);
    if ((await workDayOvertimeInWeek(db, employee.id, date)) >= WEEKLY_WORK_DAY_OVERTIME_MINUTES) throw new ApiError(409, MESSAGES.weeklyCap);
  }
  return null;
}

async function placeAt(services: Services, employee: SignedInEmployee, at: Date, direction: 'in' | 'out'): Promise<OvertimePlace> {
  const plan = await planAround(services.db, employee.id, at);
  const started = await requireOvertimeRules(services, employee, plan, direction, at);
  const workDate = started?.work_date ?? workDateAt(plan, at, 'out');
  const [order, capMinutes] = await Promise.all([
    agreedOrder(services.db, employee.id, workDate),
    started ? countableMinutes(services.db, employee.id, plan, workDate) : overtimeCapMinutes(plan, workDate),
  ]);
  return { plan, started, workDate, orderId: order?.id ?? null, capMinutes };
}

/** The check of an overtime start or end as the server sees it at `at` (the answer to its check, or an offline submit at its time). */
export async function overtimeCheckAt(services: Services, employee: SignedInEmployee, request: CheckRequest, at: Date) {
  const place = await placeAt(services, employee, at, request.direction);
  const { check, officeName } = await placeCheck(services, employee, request, { at, workDate: place.workDate, isLate: false, purpose: 'overtime' });
  return { check, officeName, place };
}

const answerOf = (record: Pick<OvertimeRecord, 'work_date' | 'checked_at' | 'duration_minutes' | 'verification' | 'flags' | 'recorded_at' | 'decision_note'>, plan: WorkPlan): OvertimeSubmitResponse => ({
  message: 'Data berhasil diunggah.',
  date: record.work_date,
  time: localTime(new Date(record.checked_at), plan.zone),
  duration_minutes: record.duration_minutes,
  ...verificationFields(record),
});

/** An overtime start or end (docs/api.md, absen-lembur/insert): an end is paid at once under an agreed order, else once a supervisor approves it. */
export const OVERTIME: RecordKind<OvertimePlace, OvertimeRow, OvertimeRecord, OvertimeSubmitResponse> = {
  kind: 'overtime',
  table: 'overtime',
  purpose: 'overtime',

  async replay(services, employee, key) {
    const earlier = await services.db.selectFrom('overtime').selectAll().where('idempotency_key', '=', key).executeTakeFirst();
    if (!earlier) return null;
    if (earlier.employee_id !== employee.id) throw new ApiError(409, 'Idempotency-Key sudah dipakai.');
    return answerOf(earlier, await planAround(services.db, employee.id, new Date(earlier.checked_at)));
  },

  checkAt: overtimeCheckAt,

  rules: async (services, employee, { submitted, check, place }) => place ?? (await placeAt(services, employee, new Date(check.checkedAt), submitted.direction)),

  // An overtime worked under an agreed order was approved before it began; one without waits for a supervisor.
  placeFlags: (place) => (place.started && place.orderId === null ? ['no_overtime_order'] : []),

  photos: (body) => ({ face: body.filename_face, location: body.filename_location }),

  row: (common, place, body) => ({
    ...common,
    // The overtime's schema requires its location photo.
    location_file_id: body.filename_location!,
    work_date: place.workDate,
    order_id: place.orderId,
    // Past the legal caps (the day's, the week's) an overtime counts up to them.
    duration_minutes: place.started ? countedMinutes(new Date(place.started.checked_at), new Date(common.checked_at), place.capMinutes) : null,
  }),

  insert: writeOvertime,

  async conflict(db, row, check) {
    if (check.nonce && (await isOvertimeCheckUsed(db, check.nonce))) return new ApiError(409, CHECK_USED);
    return new ApiError(409, row.direction === 'in' ? MESSAGES.alreadyToday : MESSAGES.alreadyEnded);
  },

  answer: (place, written) => answerOf(written, place.plan),
};
