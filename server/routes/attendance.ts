import { Hono } from 'hono';
import {
  AnomalyTypeQuerySchema,
  type AttendanceCheckResponse,
  AttendanceCheckRequestSchema,
  type AttendanceSubmitResponse,
  AttendanceSubmitSchema,
  PhotoUploadFieldsSchema,
  type PhotoUploadResponse,
} from '../../src/contract/schemas';
import { PHOTO_FIELDS, type PhotoKind, reasonKindOf } from '../../src/domain/attendance';
import { type FlagCode, RECORD_LABELS } from '../../src/domain/verification';
import type { CheckRecord } from '../attendance/checkId';
import {
  acceptedCheck,
  CHECK_USED,
  type CheckRequest,
  checkRequestOf,
  claimedTime,
  claimPhotos,
  idempotencyKey,
  isSimilarToEarlierFace,
  isTakenOffline,
  issueCheck,
  keepFaceHash,
  placeCheck,
  requireOwnPhotos,
} from '../attendance/checks';
import { flagSharedDevice, flagsText, verificationFields, verificationFor } from '../attendance/verification';
import { notifyRecordWaiting } from '../push/notifications';
import { checkChallenge } from '../passkeys/challenges';
import { deviceFlags, signedOver, signsChecks } from '../passkeys/deviceProof';
import { attendanceDays, dayStatus, presentTime } from '../attendance/employeeDays';
import { loadWorkPlan } from '../shifts/loadWorkPlan';
import { isLateAt, type WorkPlan, workDateAt } from '../shifts/workPlan';
import { localDate, localTime } from '../shifts/zones';
import { isUniqueViolation } from '../db/errors';
import { preparedQuery, slotsFor } from '../db/preparedQuery';
import type { AttendanceTable, SignedInEmployee } from '../db/types';
import { readPhotos } from '../files/photoUpload';
import { storeWithinQuota } from '../files/uploadQuota';
import type { AppEnv, Services } from '../http/context';
import { ApiError } from '../http/errors';
import { requireEmployee } from '../http/requireEmployee';
import { rememberDeviceToken } from '../push/deviceTokens';
import { parseWith, readBody, readQuery } from '../http/validate';

const ALREADY_DONE = { in: 'Anda sudah absen masuk hari ini.', out: 'Anda sudah absen pulang hari ini.' } as const;

const recordWithKey = preparedQuery<{ key: string }, { employee_id: number; work_date: string; direction: string }>((db, slot) =>
  db.selectFrom('attendance').select(['employee_id', 'work_date', 'direction']).where('idempotency_key', '=', slot('key')),
);

const knownReason = preparedQuery<{ kind: string; label: string }, { id: number }>((db, slot) =>
  db.selectFrom('anomaly_reasons').select('id').where('kind', '=', slot('kind')).where('label', '=', slot('label')),
);

type NewAttendance = Omit<AttendanceTable, 'id' | 'taken_offline' | 'verification' | 'flags' | 'corrected_by' | 'corrected_at' | 'correction_note' | 'original_checked_at'> & {
  taken_offline: number;
  verification: string;
  flags: string;
};

const insertAttendance = preparedQuery<NewAttendance>((db, slot) =>
  db.insertInto('attendance').values(
    slotsFor(slot, [
      'employee_id',
      'work_date',
      'direction',
      'checked_at',
      'recorded_at',
      'inside_office',
      'latitude',
      'longitude',
      'office_id',
      'distance_m',
      'is_late',
      'anomaly',
      'face_file_id',
      'location_file_id',
      'letter_file_id',
      'device_token',
      'idempotency_key',
      'taken_offline',
      'verification',
      'flags',
      'device_id',
      'decided_by',
      'decided_at',
      'decision_note',
      'accuracy_m',
      'check_nonce',
    ]),
  ),
);

async function requireNotYetDone(services: Services, employee: SignedInEmployee, direction: 'in' | 'out', date: string) {
  const days = await attendanceDays(services.db, employee.id, date, date);
  const day = days.get(date);
  if (day?.[direction === 'in' ? 'clockIn' : 'clockOut']) throw new ApiError(409, ALREADY_DONE[direction]);
}

const OUT_OF_ORDER = {
  in: 'Jam absen masuk tidak boleh setelah jam absen pulang hari itu.',
  out: 'Jam absen pulang tidak boleh sebelum jam absen masuk hari itu.',
} as const;

/** A clock-out is never earlier than that day's clock-in, nor a clock-in later than its clock-out (a check kept for later). */
async function requireInOrder(services: Services, employee: SignedInEmployee, direction: 'in' | 'out', workDate: string, checkedAt: string) {
  const day = (await attendanceDays(services.db, employee.id, workDate, workDate)).get(workDate);
  const other = direction === 'in' ? day?.clockOut : day?.clockIn;
  if (other && (direction === 'in' ? checkedAt > other.checked_at : checkedAt < other.checked_at)) throw new ApiError(400, OUT_OF_ORDER[direction]);
}

/** The employee's plan around the instant: which shift a record then belongs to, and whether it is late. */
const planAt = (services: Services, employee: SignedInEmployee, at: Date) => {
  const date = localDate(at, 'WIB');
  return loadWorkPlan(services.db, employee.id, date, date);
};

/**
 * The check as the server sees it at `at` (now, or an offline submit's time), with the office's name (if inside):
 * one clock-in and one clock-out per shift, late against the shift the clock-in belongs to.
 */
async function checkAt(services: Services, employee: SignedInEmployee, request: CheckRequest, at: Date) {
  const plan = await planAt(services, employee, at);
  const workDate = workDateAt(plan, at, request.direction);
  await requireNotYetDone(services, employee, request.direction, workDate);
  return placeCheck(services, employee, request, { at, workDate, isLate: request.direction === 'in' && isLateAt(plan, at) });
}

async function answerFor(services: Services, employee: SignedInEmployee, plan: WorkPlan, workDate: string, direction: 'in' | 'out'): Promise<AttendanceSubmitResponse> {
  const day = (await attendanceDays(services.db, employee.id, workDate, workDate)).get(workDate) ?? {};
  const record = (direction === 'in' ? day.clockIn : day.clockOut)!;
  return {
    message: 'Data berhasil diunggah.',
    date: workDate,
    time: presentTime(record, plan.zone),
    status: dayStatus(day, plan, workDate).status,
    ...verificationFields(record),
  };
}

export const attendanceRoutes = new Hono<AppEnv>()
  .post('/mobile-v2/absen-check', requireEmployee, async (c) => {
    const services = c.get('services');
    const body = await readBody(c, AttendanceCheckRequestSchema);
    const employee = c.get('employee');
    const { check, officeName } = await checkAt(services, employee, checkRequestOf(body), services.now());
    const { checkId, nonce } = issueCheck(services, check);
    return c.json({
      is_late: check.isLate ? '1' : '0',
      check_id: checkId,
      distance_m: check.distance,
      office: officeName,
      passkey_challenge: signsChecks(employee) ? checkChallenge(services.config.jwtSecret, nonce) : null,
    } satisfies AttendanceCheckResponse);
  })

  .get('/mobile-v2/ref-kelainan', requireEmployee, async (c) => {
    const { type } = readQuery(c, AnomalyTypeQuerySchema);
    const reasons = await c.get('services').db.selectFrom('anomaly_reasons').select('label').where('kind', '=', type).orderBy('id').execute();
    return c.json(reasons);
  })

  .post('/mobile-v2/upload-photo', requireEmployee, async (c) => {
    const services = c.get('services');
    const { fields, photos } = await readPhotos(c, PHOTO_FIELDS, ['face']);
    parseWith(PhotoUploadFieldsSchema, fields);
    const kinds = (['face', 'location', 'letter'] as const).filter((kind) => photos[kind]);
    const ids = await storeWithinQuota(services, c.get('employee').id, kinds.map((kind) => ({ ...photos[kind]!, kind, ...(kind === 'face' && { keepHash: keepFaceHash(services) }) })));
    const idOf = (kind: PhotoKind) => ids[kinds.indexOf(kind)] ?? null;
    return c.json({
      filename_image: idOf('face')!,
      filename_location: idOf('location'),
      filename_letter: idOf('letter'),
    } satisfies PhotoUploadResponse);
  })

  .post('/mobile-v2/absen-upload', requireEmployee, async (c) => {
    const services = c.get('services');
    const { db } = services;
    const employee = c.get('employee');
    const body = await readBody(c, AttendanceSubmitSchema);
    const key = idempotencyKey(c.req.header('idempotency-key'));
    const submitted = checkRequestOf(body);
    const { direction, inside } = submitted;

    if (key) {
      const earlier = await recordWithKey.takeFirst(db, { key });
      if (earlier && earlier.employee_id !== employee.id) throw new ApiError(409, 'Idempotency-Key sudah dipakai.');
      if (earlier) {
        const plan = await loadWorkPlan(db, employee.id, earlier.work_date, earlier.work_date);
        return c.json(await answerFor(services, employee, plan, earlier.work_date, earlier.direction as 'in' | 'out'));
      }
    }

    const takenOffline = isTakenOffline(body);
    let check: Omit<CheckRecord, 'nonce'> & { nonce?: string };
    let flags: FlagCode[];
    if (body.check_id) {
      ({ check, flags } = acceptedCheck(services, employee, body.check_id, submitted));
    } else {
      const claimed = await claimedTime(services, employee, { direction, ...body });
      check = (await checkAt(services, employee, submitted, claimed.at)).check;
      flags = [...check.flags, ...claimed.flags];
    }
    if (!inside && (!body.filename_location || !body.filename_letter)) {
      throw new ApiError(400, 'Foto lokasi dan foto surat wajib untuk absen di luar kantor.');
    }
    // Work outside the office counts once the supervisor confirms it, unless HR marked the employee as field staff.
    if (!inside && employee.field_staff !== 1) flags.push('field_duty');
    const reasonKind = reasonKindOf({ inside, direction });
    // Offline the reason list cannot be loaded: such a record is kept without one, and waits for a person anyway.
    if ((check.isLate || !inside) && !body.anomaly && !takenOffline) throw new ApiError(400, 'Silakan pilih alasan terlebih dahulu.');
    if (body.anomaly) {
      const known = await knownReason.takeFirst(db, { kind: reasonKind, label: body.anomaly });
      if (!known) throw new ApiError(400, 'Alasan tidak dikenal. Pilih salah satu alasan dari daftar.');
    }
    const ids = await requireOwnPhotos(db, employee.id, { face: body.filename_face, location: body.filename_location, letter: body.filename_letter }, check.checkedAt);
    if (await isSimilarToEarlierFace(services, employee.id, body.filename_face)) flags.push('similar_photo');
    const checkedAt = new Date(check.checkedAt);
    flags.push(...(await deviceFlags(services, employee, body.passkey_assertion, signedOver('regular', body, check, ids), checkedAt)));

    const plan = await planAt(services, employee, checkedAt);
    const workDate = workDateAt(plan, checkedAt, direction);
    await requireInOrder(services, employee, direction, workDate, check.checkedAt);
    const recordedAt = services.now().toISOString();
    const deviceId = c.get('deviceId');
    let stored = false;
    try {
      await db.transaction().execute(async (trx) => {
        await insertAttendance.run(trx, {
          employee_id: employee.id,
          work_date: workDate,
          direction,
          checked_at: check.checkedAt,
          recorded_at: recordedAt,
          inside_office: inside ? 1 : 0,
          latitude: check.latitude,
          longitude: check.longitude,
          office_id: check.officeId,
          distance_m: check.distance,
          is_late: check.isLate ? 1 : 0,
          anomaly: body.anomaly,
          face_file_id: body.filename_face,
          location_file_id: body.filename_location,
          letter_file_id: body.filename_letter,
          device_token: body.device_token,
          idempotency_key: key,
          taken_offline: takenOffline ? 1 : 0,
          verification: verificationFor(flags),
          flags: flagsText(flags),
          device_id: deviceId,
          decided_by: null,
          decided_at: null,
          decision_note: null,
          accuracy_m: check.accuracy,
          check_nonce: check.nonce ?? null,
        });
        await claimPhotos(trx, ids, recordedAt);
        await rememberDeviceToken(trx, employee.id, body.device_token, services.now());
      });
      stored = true;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const replay = key && (await db.selectFrom('attendance').select('id').where('idempotency_key', '=', key).where('employee_id', '=', employee.id).executeTakeFirst());
      if (!replay) {
        // The record that stands in the way used this very check, or the employee had already clocked in (or out).
        const standing = (await attendanceDays(db, employee.id, workDate, workDate)).get(workDate)?.[direction === 'in' ? 'clockIn' : 'clockOut'];
        throw new ApiError(409, check.nonce && standing?.check_nonce === check.nonce ? CHECK_USED : ALREADY_DONE[direction]);
      }
    }
    if (stored && (await flagSharedDevice(db, deviceId, { table: 'attendance', employeeId: employee.id, workDate, direction, flags }))) flags.push('shared_device');
    if (stored && flags.length > 0) notifyRecordWaiting(services.notifier, employee, `${RECORD_LABELS.attendance[direction]} ${localTime(checkedAt, plan.zone)}`);
    return c.json(await answerFor(services, employee, plan, workDate, direction));
  });
