import { Hono } from 'hono';
import type { Kysely, Selectable } from 'kysely';
import {
  type AttendanceHistoryItem,
  type OvertimeCheckResponse,
  OvertimeCheckRequestSchema,
  type OvertimePhotoUploadResponse,
  type OvertimeSubmitResponse,
  OvertimeSubmitSchema,
  PeriodQuerySchema,
  PhotoUploadFieldsSchema,
} from '../../src/contract/schemas';
import { NO_TIME } from '../../src/contract/schemas';
import { PHOTO_FIELDS } from '../../src/domain/attendance';
import { type FlagCode, PENDING_DAY, RECORD_LABELS } from '../../src/domain/verification';
import type { CheckRecord } from '../attendance/checkId';
import {
  acceptedCheck,
  CHECK_USED,
  type CheckRequest,
  checkRequestOf,
  claimedTime,
  claimPhotos,
  idempotencyKey,
  isOvertimeCheckUsed,
  isSimilarToEarlierFace,
  isTakenOffline,
  issueCheck,
  keepFaceHash,
  placeCheck,
  requireOwnPhotos,
} from '../attendance/checks';
import { monthOf } from '../shifts/calendar';
import { attendanceDays, dayVerification } from '../attendance/employeeDays';
import { closeExpiredOvertime, countedMinutes, isOvertimeOnWorkDay, openStarts, overtimeCapMinutes } from '../attendance/overtimeRules';
import { loadWorkPlan } from '../shifts/loadWorkPlan';
import { shiftOn, type WorkPlan, workDateAt } from '../shifts/workPlan';
import { localTime } from '../shifts/zones';
import { flagSharedDevice, flagsText, verificationFields, verificationFor } from '../attendance/verification';
import { notifyRecordWaiting } from '../push/notifications';
import { checkChallenge } from '../passkeys/challenges';
import { deviceFlags, signedOver, signsChecks } from '../passkeys/deviceProof';
import { isUniqueViolation } from '../db/errors';
import type { Database, SignedInEmployee, OvertimeTable } from '../db/types';
import { readPhotos } from '../files/photoUpload';
import { storeWithinQuota } from '../files/uploadQuota';
import { fileUrl } from '../files/urls';
import { compressList } from '../http/compressList';
import type { AppEnv, Services } from '../http/context';
import { ApiError } from '../http/errors';
import { requireEmployee } from '../http/requireEmployee';
import { rememberDeviceToken } from '../push/deviceTokens';
import { parseWith, readBody, readQuery } from '../http/validate';
import { jakartaDate } from '../time';

type OvertimeRecord = Selectable<OvertimeTable>;

/** Overtime statuses in the monthly list, with their colours (hex without #). */
const OVERTIME_STATUS = {
  done: { status: 'Lembur', color: '0f766e' },
  ongoing: { status: 'Lembur Berlangsung', color: 'b45309' },
  pending: PENDING_DAY,
  rejected: { status: 'Lembur Ditolak', color: 'dc2626' },
} as const;

const MESSAGES = {
  stillOpen: 'Lembur sebelumnya belum diakhiri. Absen pulang lembur dulu.',
  alreadyToday: 'Anda sudah absen masuk lembur hari ini.',
  beforeClockOut: 'Lembur dimulai setelah absen pulang hari kerja. Absen pulang dulu.',
  noClockIn: 'Lembur di hari kerja memerlukan absen masuk hari itu.',
  beforeScheduleEnd: (end: string) => `Lembur di hari kerja dimulai paling cepat pukul ${end}, setelah jam kerja berakhir.`,
  notStarted: 'Belum ada lembur yang berlangsung. Absen masuk lembur dulu.',
  closedAutomatically: (time: string) => `Lembur ini sudah ditutup otomatis pukul ${time} pada batas lembur, dan menunggu persetujuan atasan.`,
} as const;

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

/** The employee's overtime that has a start and no end yet (one at a time); one closed by the server is ended. */
const openOvertime = (db: Kysely<Database>, employeeId: number): Promise<OvertimeRecord | undefined> => openStarts(db, employeeId).executeTakeFirst();

/**
 * Whether an overtime may start or end at `at`: one open at a time, one a day; on a work day (not a holiday) only
 * after the schedule's end, with that day's clock-in, and after its clock-out; an end needs an open start. Answers
 * the start an end belongs to. Overtime left open past its deadline is closed first.
 */
async function requireOvertimeRules(services: Services, employee: SignedInEmployee, plan: WorkPlan, direction: 'in' | 'out', at: Date): Promise<OvertimeRecord | null> {
  const { db } = services;
  // Closed as of the time this start or end claims: an end checked before the deadline still ends its overtime.
  await closeExpiredOvertime(db, employee.id, at);
  const open = await openOvertime(db, employee.id);
  if (direction === 'out') {
    if (!open || Date.parse(open.checked_at) > at.getTime()) {
      const closed = await lastClosedOvertime(db, employee.id, at);
      throw new ApiError(409, closed ? MESSAGES.closedAutomatically(localTime(new Date(closed.auto_closed_at!), plan.zone)) : MESSAGES.notStarted);
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
  }
  return null;
}

/** The employee's plan around an instant (its swaps and holidays two days either side). */
const planAt = (services: Services, employee: SignedInEmployee, at: Date) => loadWorkPlan(services.db, employee.id, jakartaDate(at), jakartaDate(at));

async function checkAt(services: Services, employee: SignedInEmployee, request: CheckRequest, at: Date) {
  const plan = await planAt(services, employee, at);
  const open = await requireOvertimeRules(services, employee, plan, request.direction, at);
  return placeCheck(services, employee, request, { at, workDate: open?.work_date ?? workDateAt(plan, at, 'out'), isLate: false, purpose: 'overtime' });
}

const answerFor = (record: OvertimeAnswerRecord, plan: WorkPlan): OvertimeSubmitResponse => ({
  message: 'Data berhasil diunggah.',
  date: record.work_date,
  time: localTime(new Date(record.checked_at), plan.zone),
  duration_minutes: record.duration_minutes,
  ...verificationFields(record),
});
type OvertimeAnswerRecord = Pick<OvertimeRecord, 'work_date' | 'checked_at' | 'duration_minutes' | 'verification' | 'flags' | 'recorded_at' | 'decision_note'>;

export const overtimeRoutes = new Hono<AppEnv>()
  .post('/mobile-v2/absen-lembur/check', requireEmployee, async (c) => {
    const services = c.get('services');
    const body = await readBody(c, OvertimeCheckRequestSchema);
    const employee = c.get('employee');
    const { check, officeName } = await checkAt(services, employee, checkRequestOf({ ...body, location: body.is_location }), services.now());
    const { checkId, nonce } = issueCheck(services, check);
    return c.json({
      check_id: checkId,
      distance_m: check.distance,
      office: officeName,
      passkey_challenge: signsChecks(employee) ? checkChallenge(services.config.jwtSecret, nonce) : null,
    } satisfies OvertimeCheckResponse);
  })

  .post('/mobile-v2/absen-lembur/upload-photo', requireEmployee, async (c) => {
    const { fields, photos } = await readPhotos(c, { face: PHOTO_FIELDS.face, location: PHOTO_FIELDS.location }, ['face', 'location']);
    parseWith(PhotoUploadFieldsSchema, fields);
    const services = c.get('services');
    const [face, location] = await storeWithinQuota(services, c.get('employee').id, [
      { ...photos.face!, kind: 'face', keepHash: keepFaceHash(services) },
      { ...photos.location!, kind: 'location' },
    ]);
    return c.json({ filename_image: face!, filename_location: location! } satisfies OvertimePhotoUploadResponse);
  })

  .post('/mobile-v2/absen-lembur/insert', requireEmployee, async (c) => {
    const services = c.get('services');
    const { db } = services;
    const employee = c.get('employee');
    const body = await readBody(c, OvertimeSubmitSchema);
    const key = idempotencyKey(c.req.header('idempotency-key'));
    if (key) {
      const earlier = await db.selectFrom('overtime').selectAll().where('idempotency_key', '=', key).executeTakeFirst();
      if (earlier && earlier.employee_id !== employee.id) throw new ApiError(409, 'Idempotency-Key sudah dipakai.');
      if (earlier) return c.json(answerFor(earlier, await planAt(services, employee, new Date(earlier.checked_at))));
    }

    const submitted = checkRequestOf(body);
    let check: Omit<CheckRecord, 'nonce'> & { nonce?: string };
    let flags: FlagCode[];
    if (body.check_id) {
      ({ check, flags } = acceptedCheck(services, employee, body.check_id, submitted, 'overtime'));
    } else {
      const claimed = await claimedTime(services, employee, { direction: submitted.direction, purpose: 'overtime', ...body });
      check = (await checkAt(services, employee, submitted, claimed.at)).check;
      flags = [...check.flags, ...claimed.flags];
    }
    const checkedAt = new Date(check.checkedAt);
    const plan = await planAt(services, employee, checkedAt);
    const started = await requireOvertimeRules(services, employee, plan, submitted.direction, checkedAt);
    const ids = await requireOwnPhotos(db, employee.id, { face: body.filename_face, location: body.filename_location }, check.checkedAt);
    if (await isSimilarToEarlierFace(services, employee.id, body.filename_face)) flags.push('similar_photo');
    flags.push(...(await deviceFlags(services, employee, body.passkey_assertion, signedOver('overtime', body, check, ids), checkedAt)));

    const workDate = started?.work_date ?? workDateAt(plan, checkedAt, 'out');
    let duration: number | null = null;
    if (started) {
      // Every ended overtime is paid only once a supervisor approves it; past the legal cap it counts up to the cap.
      const cap = overtimeCapMinutes(plan, workDate);
      const startedAt = new Date(started.checked_at);
      duration = countedMinutes(startedAt, checkedAt, cap);
      flags.push('overtime_approval');
    }
    const deviceId = c.get('deviceId');
    const record = {
      employee_id: employee.id,
      work_date: workDate,
      direction: submitted.direction,
      checked_at: check.checkedAt,
      recorded_at: services.now().toISOString(),
      inside_office: submitted.inside ? 1 : 0,
      latitude: check.latitude,
      longitude: check.longitude,
      face_file_id: body.filename_face,
      location_file_id: body.filename_location,
      device_token: body.device_token,
      idempotency_key: key,
      duration_minutes: duration,
      taken_offline: isTakenOffline(body) ? 1 : 0,
      verification: 'pending',
      flags: '',
      device_id: deviceId,
      accuracy_m: check.accuracy,
      check_nonce: check.nonce ?? null,
      decision_note: null,
    };
    try {
      await db.transaction().execute(async (trx) => {
        Object.assign(record, { verification: verificationFor(flags), flags: flagsText(flags) });
        await trx.insertInto('overtime').values(record).execute();
        await claimPhotos(trx, ids, record.recorded_at);
        await rememberDeviceToken(trx, employee.id, body.device_token, services.now());
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const replay = key && (await db.selectFrom('overtime').selectAll().where('idempotency_key', '=', key).where('employee_id', '=', employee.id).executeTakeFirst());
      if (replay) return c.json(answerFor(replay, plan));
      if (check.nonce && (await isOvertimeCheckUsed(db, check.nonce))) throw new ApiError(409, CHECK_USED);
      throw new ApiError(409, submitted.direction === 'in' ? MESSAGES.alreadyToday : 'Lembur ini sudah diakhiri.');
    }
    if (await flagSharedDevice(db, deviceId, { table: 'overtime', employeeId: employee.id, workDate, direction: submitted.direction, flags })) {
      flags.push('shared_device');
      Object.assign(record, { verification: 'pending', flags: flagsText(flags) });
    }
    if (flags.length > 0) {
      notifyRecordWaiting(services.notifier, employee, `${RECORD_LABELS.overtime[submitted.direction]} ${localTime(checkedAt, plan.zone)}`);
    }
    return c.json(answerFor(record, plan));
  })

  .get('/mobile-v2/absen-lembur/list', requireEmployee, compressList, async (c) => {
    const services = c.get('services');
    const employee = c.get('employee');
    const { period } = readQuery(c, PeriodQuerySchema);
    const { first, last } = monthOf(period);
    await closeExpiredOvertime(services.db, employee.id, services.now());
    const { zone } = await planAt(services, employee, services.now());
    const rows = await services.db
      .selectFrom('overtime')
      .selectAll()
      .where('employee_id', '=', employee.id)
      .where('work_date', '>=', first)
      .where('work_date', '<=', last)
      .orderBy('work_date', 'desc')
      .execute();
    const items: AttendanceHistoryItem[] = [];
    for (const date of [...new Set(rows.map((row) => row.work_date))]) {
      const start = rows.find((row) => row.work_date === date && row.direction === 'in');
      const end = rows.find((row) => row.work_date === date && row.direction === 'out');
      const verification = dayVerification({ clockIn: start, clockOut: end });
      const ended = end ?? (start?.auto_closed_at ? start : undefined);
      const endedAt = end?.checked_at ?? start?.auto_closed_at;
      const status =
        verification.verification === 'pending' ? OVERTIME_STATUS.pending
        : verification.verification === 'rejected' ? OVERTIME_STATUS.rejected
        : ended ? OVERTIME_STATUS.done
        : OVERTIME_STATUS.ongoing;
      items.push({
        date,
        status: status.status,
        color: status.color,
        inphoto: fileUrl(services, start?.face_file_id),
        outphoto: fileUrl(services, end?.face_file_id),
        inpresent: start ? localTime(new Date(start.checked_at), zone) : NO_TIME,
        outpresent: endedAt ? localTime(new Date(endedAt), zone) : NO_TIME,
        ...verification,
      });
    }
    return c.json(items);
  });
