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
import { signCheck } from '../attendance/checkId';
import {
  acceptedCheck,
  type CheckRequest,
  checkRequestOf,
  claimPhotos,
  idempotencyKey,
  isTakenOffline,
  placeCheck,
  requireOwnPhotos,
  submittedTime,
} from '../attendance/checks';
import { addDays } from '../attendance/dayItems';
import { attendanceDays, employeeSchedule } from '../attendance/employeeDays';
import { isWorkDay } from '../attendance/schedule';
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
import { jakartaDate, jakartaTime } from '../time';

type OvertimeRecord = Selectable<OvertimeTable>;

/** Overtime statuses in the monthly list, with their colours (hex without #). */
const OVERTIME_STATUS = {
  done: { status: 'Lembur', color: '0f766e' },
  ongoing: { status: 'Lembur Berlangsung', color: 'b45309' },
} as const;

const MESSAGES = {
  stillOpen: 'Lembur sebelumnya belum diakhiri. Absen pulang lembur dulu.',
  alreadyToday: 'Anda sudah absen masuk lembur hari ini.',
  beforeClockOut: 'Lembur dimulai setelah absen pulang hari kerja. Absen pulang dulu.',
  notStarted: 'Belum ada lembur yang berlangsung. Absen masuk lembur dulu.',
} as const;

/** The employee's overtime that has a start and no end yet (one at a time). */
function openOvertime(db: Kysely<Database>, employeeId: number): Promise<OvertimeRecord | undefined> {
  return db
    .selectFrom('overtime as started')
    .selectAll('started')
    .where('started.employee_id', '=', employeeId)
    .where('started.direction', '=', 'in')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('overtime as ended')
            .select('ended.id')
            .whereRef('ended.employee_id', '=', 'started.employee_id')
            .whereRef('ended.work_date', '=', 'started.work_date')
            .where('ended.direction', '=', 'out'),
        ),
      ),
    )
    .orderBy('started.checked_at', 'desc')
    .executeTakeFirst();
}

/**
 * Whether an overtime may start or end at `at`: one open at a time, one a day, and on a work day only after the
 * day's regular clock-out; an end needs an open start. Answers the start an end belongs to.
 */
async function requireOvertimeRules(services: Services, employee: SignedInEmployee, direction: 'in' | 'out', at: Date): Promise<OvertimeRecord | null> {
  const { db } = services;
  const open = await openOvertime(db, employee.id);
  if (direction === 'out') {
    if (!open || Date.parse(open.checked_at) > at.getTime()) throw new ApiError(409, MESSAGES.notStarted);
    return open;
  }
  if (open) throw new ApiError(409, MESSAGES.stillOpen);
  const date = jakartaDate(at);
  const started = await db.selectFrom('overtime').select('id').where('employee_id', '=', employee.id).where('work_date', '=', date).executeTakeFirst();
  if (started) throw new ApiError(409, MESSAGES.alreadyToday);
  if (isWorkDay(await employeeSchedule(db, employee), date)) {
    const clockOut = (await attendanceDays(db, employee.id, date, date)).get(date)?.clockOut;
    if (!clockOut || Date.parse(clockOut.checked_at) > at.getTime()) throw new ApiError(409, MESSAGES.beforeClockOut);
  }
  return null;
}

async function checkAt(services: Services, employee: SignedInEmployee, request: CheckRequest, at: Date) {
  await requireOvertimeRules(services, employee, request.direction, at);
  return placeCheck(services, employee, request, { at, isLate: false, purpose: 'overtime' });
}

const answerFor = (record: Pick<OvertimeRecord, 'work_date' | 'checked_at' | 'duration_minutes'>): OvertimeSubmitResponse => ({
  message: 'Data berhasil diunggah.',
  date: record.work_date,
  time: jakartaTime(new Date(record.checked_at)),
  duration_minutes: record.duration_minutes,
});

export const overtimeRoutes = new Hono<AppEnv>()
  .post('/mobile-v2/absen-lembur/check', requireEmployee, async (c) => {
    const services = c.get('services');
    const body = await readBody(c, OvertimeCheckRequestSchema);
    const { check, officeName } = await checkAt(services, c.get('employee'), checkRequestOf({ ...body, location: body.is_location }), services.now());
    return c.json({ check_id: signCheck(check, services.config.jwtSecret), distance_m: check.distance, office: officeName } satisfies OvertimeCheckResponse);
  })

  .post('/mobile-v2/absen-lembur/upload-photo', requireEmployee, async (c) => {
    const { fields, photos } = await readPhotos(c, { face: PHOTO_FIELDS.face, location: PHOTO_FIELDS.location }, ['face', 'location']);
    parseWith(PhotoUploadFieldsSchema, fields);
    const [face, location] = await storeWithinQuota(c.get('services'), c.get('employee').id, [
      { ...photos.face!, kind: 'face' },
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
      if (earlier) return c.json(answerFor(earlier));
    }

    const submitted = checkRequestOf(body);
    const check = body.check_id
      ? acceptedCheck(services, employee, body.check_id, submitted, 'overtime')
      : (await checkAt(services, employee, submitted, submittedTime(services, body.taken_at))).check;
    const checkedAt = new Date(check.checkedAt);
    const started = await requireOvertimeRules(services, employee, submitted.direction, checkedAt);
    const ids = await requireOwnPhotos(db, employee.id, { face: body.filename_face, location: body.filename_location });

    const record = {
      employee_id: employee.id,
      work_date: started?.work_date ?? jakartaDate(checkedAt),
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
      duration_minutes: started ? Math.round((checkedAt.getTime() - Date.parse(started.checked_at)) / 60_000) : null,
      taken_offline: isTakenOffline(body) ? 1 : 0,
    };
    try {
      await db.transaction().execute(async (trx) => {
        await trx.insertInto('overtime').values(record).execute();
        await claimPhotos(trx, ids, record.recorded_at);
        await rememberDeviceToken(trx, employee.id, body.device_token, services.now());
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const replay = key && (await db.selectFrom('overtime').selectAll().where('idempotency_key', '=', key).where('employee_id', '=', employee.id).executeTakeFirst());
      if (!replay) throw new ApiError(409, submitted.direction === 'in' ? MESSAGES.alreadyToday : 'Lembur ini sudah diakhiri.');
      return c.json(answerFor(replay));
    }
    return c.json(answerFor(record));
  })

  .get('/mobile-v2/absen-lembur/list', requireEmployee, compressList, async (c) => {
    const services = c.get('services');
    const { period } = readQuery(c, PeriodQuerySchema);
    const first = `${period.slice(0, 4)}-${period.slice(4)}-01`;
    const last = addDays(`${addDays(first, 31).slice(0, 8)}01`, -1);
    const rows = await services.db
      .selectFrom('overtime')
      .selectAll()
      .where('employee_id', '=', c.get('employee').id)
      .where('work_date', '>=', first)
      .where('work_date', '<=', last)
      .orderBy('work_date', 'desc')
      .execute();
    const items: AttendanceHistoryItem[] = [];
    for (const date of [...new Set(rows.map((row) => row.work_date))]) {
      const start = rows.find((row) => row.work_date === date && row.direction === 'in');
      const end = rows.find((row) => row.work_date === date && row.direction === 'out');
      const status = end ? OVERTIME_STATUS.done : OVERTIME_STATUS.ongoing;
      items.push({
        date,
        status: status.status,
        color: status.color,
        inphoto: fileUrl(services, start?.face_file_id),
        outphoto: fileUrl(services, end?.face_file_id),
        inpresent: start ? jakartaTime(new Date(start.checked_at)) : NO_TIME,
        outpresent: end ? jakartaTime(new Date(end.checked_at)) : NO_TIME,
      });
    }
    return c.json(items);
  });
