import type { AttendanceSubmitResponse } from '../../src/contract/schemas';
import { shiftWindowNotice } from '../../src/domain/attendance';
import { type Direction, reasonKindOf } from '../../src/domain/attendance';
import { CHECK_USED, type CheckRequest, isTakenOffline, placeCheck } from '../attendance/checks';
import { type AttendanceRecord, attendanceDays, type Day, dayStatus, presentTime } from '../attendance/employeeDays';
import { verificationFields } from '../attendance/verification';
import { preparedQuery, slotsFor } from '../db/preparedQuery';
import type { AttendanceTable, SignedInEmployee } from '../db/types';
import type { Services } from '../http/context';
import { ApiError } from '../http/errors';
import { planAround } from '../shifts/planAround';
import { isLateAt, shiftOn, workDateAt } from '../shifts/workPlan';
import { isOutsideShiftWindow } from '../shifts/shiftWindow';
import { recordWriter } from './claims';
import type { CommonRow, Placed, RecordKind, SubmittedCheck } from './submit';

const ALREADY_DONE = { in: 'Anda sudah absen masuk hari ini.', out: 'Anda sudah absen pulang hari ini.' } as const;
const OUT_OF_ORDER = {
  in: 'Jam absen masuk tidak boleh setelah jam absen pulang hari itu.',
  out: 'Jam absen pulang tidak boleh sebelum jam absen masuk hari itu.',
} as const;

/** Where a clock-in or clock-out stands: its shift's date, and that day's records as they were before it (read once). */
interface RegularPlace extends Placed {
  day: Day;
}

type RegularRow = CommonRow & Pick<AttendanceTable, 'work_date' | 'office_id' | 'distance_m' | 'is_late' | 'anomaly' | 'letter_file_id' | 'decided_by' | 'decided_at'>;

const recordWithKey = preparedQuery<{ key: string }, { employee_id: number; work_date: string; direction: string }>((db, slot) =>
  db.selectFrom('attendance').select(['employee_id', 'work_date', 'direction']).where('idempotency_key', '=', slot('key')),
);

const knownReason = preparedQuery<{ kind: string; label: string }, { id: number }>((db, slot) =>
  db.selectFrom('anomaly_reasons').select('id').where('kind', '=', slot('kind')).where('label', '=', slot('label')),
);

const ROW_COLUMNS = [
  'employee_id', 'work_date', 'direction', 'checked_at', 'recorded_at', 'inside_office', 'latitude', 'longitude', 'office_id', 'distance_m', 'is_late', 'anomaly',
  'face_file_id', 'location_file_id', 'letter_file_id', 'device_token', 'idempotency_key', 'taken_offline', 'verification', 'flags', 'device_id', 'decided_by',
  'decided_at', 'decision_note', 'accuracy_m', 'check_nonce', 'face_frame_ids',
] as const;

const writeAttendance = recordWriter<RegularRow, AttendanceRecord>((db, slot) => db.insertInto('attendance').values(slotsFor(slot, [...ROW_COLUMNS])).returningAll());

const recordOf = (day: Day, direction: Direction) => day[direction === 'in' ? 'clockIn' : 'clockOut'];

/** One clock-in and one clock-out per shift: a second is refused, saying so (or that this very check was used). */
function requireNotYetDone(day: Day, direction: Direction, nonce: string | undefined) {
  const standing = recordOf(day, direction);
  if (standing) throw new ApiError(409, nonce && standing.check_nonce === nonce ? CHECK_USED : ALREADY_DONE[direction]);
}

/** A clock-out is never earlier than that day's clock-in, nor a clock-in later than its clock-out (a check kept for later). */
function requireInOrder(day: Day, direction: Direction, checkedAt: string) {
  const other = recordOf(day, direction === 'in' ? 'out' : 'in');
  if (other && (direction === 'in' ? checkedAt > other.checked_at : checkedAt < other.checked_at)) throw new ApiError(400, OUT_OF_ORDER[direction]);
}

/** The plan at the instant, the shift date a record of this direction then belongs to, and that day's records. */
async function placeAt(services: Services, employee: SignedInEmployee, at: Date, direction: Direction): Promise<RegularPlace> {
  const plan = await planAround(services.db, employee.id, at);
  const workDate = workDateAt(plan, at, direction);
  const day = (await attendanceDays(services.db, employee.id, workDate, workDate)).get(workDate) ?? {};
  return { plan, workDate, day };
}

/**
 * The check as the server sees it at `at` (the answer to absen-check, or an offline submit placed at its time), with
 * the office's name if inside: one clock-in and one clock-out per shift, late against the shift of the day it is kept
 * under, and flagged 'outside_shift' outside that shift's window (docs/hr.md, "Shift windows").
 */
export async function regularCheckAt(services: Services, employee: SignedInEmployee, request: CheckRequest, at: Date) {
  const place = await placeAt(services, employee, at, request.direction);
  requireNotYetDone(place.day, request.direction, undefined);
  const shift = shiftOn(place.plan, place.workDate);
  const isLate = request.direction === 'in' && isLateAt(place.plan, at);
  const { check, officeName } = await placeCheck(services, employee, request, { at, workDate: place.workDate, isLate });
  const outside = shift !== null && (await isOutsideShiftWindow(services.db, shift, at.getTime(), request.direction));
  if (outside) check.flags.push('outside_shift');
  return { check, officeName, place, shiftNotice: outside ? shiftWindowNotice(request.direction, shift, at.getTime() < shift.start) : null };
}

/** A clock-in or clock-out (docs/api.md, absen-upload). */
export const REGULAR: RecordKind<RegularPlace, RegularRow, AttendanceRecord, AttendanceSubmitResponse> = {
  kind: 'regular',
  table: 'attendance',
  purpose: undefined,

  async replay(services, employee, key) {
    const earlier = await recordWithKey.takeFirst(services.db, { key });
    if (!earlier) return null;
    if (earlier.employee_id !== employee.id) throw new ApiError(409, 'Idempotency-Key sudah dipakai.');
    const day = (await attendanceDays(services.db, employee.id, earlier.work_date, earlier.work_date)).get(earlier.work_date) ?? {};
    const record = recordOf(day, earlier.direction as Direction)!;
    const plan = await planAround(services.db, employee.id, new Date(record.checked_at));
    return answerOf({ plan, workDate: earlier.work_date, day }, record);
  },

  checkAt: regularCheckAt,

  async rules(services, employee, { body, submitted, check, flags, place: placed }) {
    const { direction, inside } = submitted;
    if (!inside && (!body.filename_location || !body.filename_letter)) throw new ApiError(400, 'Foto lokasi dan foto surat wajib untuk absen di luar kantor.');
    // Work outside the office counts once the supervisor confirms it, unless HR marked the employee as field staff.
    if (!inside && employee.field_staff !== 1) flags.push('field_duty');
    // Offline the reason list cannot be loaded: such a record is kept without one, and waits for a person anyway.
    if ((check.isLate || !inside) && !body.anomaly && !isTakenOffline(body)) throw new ApiError(400, 'Silakan pilih alasan terlebih dahulu.');
    if (body.anomaly && !(await knownReason.takeFirst(services.db, { kind: reasonKindOf({ inside, direction }), label: body.anomaly }))) {
      throw new ApiError(400, 'Alasan tidak dikenal. Pilih salah satu alasan dari daftar.');
    }
    const place = placed ?? (await placeAt(services, employee, new Date(check.checkedAt), direction));
    requireNotYetDone(place.day, direction, check.nonce);
    requireInOrder(place.day, direction, check.checkedAt);
    return place;
  },

  placeFlags: () => [],

  photos: (body) => ({ face: body.filename_face, location: body.filename_location, letter: body.filename_letter }),

  row: (common, place, body, check: SubmittedCheck) => ({
    ...common,
    work_date: place.workDate,
    office_id: check.officeId,
    distance_m: check.distance,
    is_late: check.isLate ? 1 : 0,
    anomaly: body.anomaly ?? null,
    letter_file_id: body.filename_letter ?? null,
    decided_by: null,
    decided_at: null,
  }),

  insert: writeAttendance,

  async conflict(db, row, check) {
    const day = (await attendanceDays(db, row.employee_id, row.work_date, row.work_date)).get(row.work_date) ?? {};
    const standing = recordOf(day, row.direction as Direction);
    return new ApiError(409, check.nonce && standing?.check_nonce === check.nonce ? CHECK_USED : ALREADY_DONE[row.direction as Direction]);
  },

  answer: (place, row) => answerOf(place, row),
};

/** The answer to a clock-in or clock-out: its date, the time it counts at, the day's status with it, its verification. */
function answerOf(place: RegularPlace, record: AttendanceRecord): AttendanceSubmitResponse {
  const day: Day = { ...place.day, [record.direction === 'in' ? 'clockIn' : 'clockOut']: record };
  return {
    message: 'Data berhasil diunggah.',
    date: place.workDate,
    time: presentTime(record, place.plan.zone),
    status: dayStatus(day, place.plan, place.workDate).status,
    ...verificationFields(record),
  };
}
