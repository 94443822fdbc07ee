import { Hono } from 'hono';
import { OVERTIME, overtimeCheckAt } from '../records/overtime';
import { answerCheck, submitRecord } from '../records/submit';
import { planAround } from '../shifts/planAround';
import { requireOwnDayEmployed } from '../shifts/employment';
import { type DayRecords, NO_TIME, OvertimeCheckRequestSchema, type OvertimeCheckResponse, OvertimeCheckResponseSchema, OvertimeListSchema, type OvertimePhotoUploadResponse, OvertimePhotoUploadResponseSchema, OvertimeSubmitResponseSchema, OvertimeSubmitSchema, PeriodQuerySchema, PhotoUploadFieldsSchema } from '../../src/contract/schemas';
import { PHOTO_FIELDS } from '../../src/domain/attendance';
import { PENDING_DAY } from '../../src/domain/verification';
import { checkRequestOf, keepFaceHash } from '../attendance/checks';
import { dayVerification } from '../attendance/employeeDays';
import { closeExpiredOvertime } from '../attendance/overtimeRules';
import { localTime } from '../shifts/zones';
import { readPhotos } from '../files/photoUpload';
import { FRAME_UPLOAD_FIELDS, framesToStore } from '../faces/faceFrames';
import { FACE_FRAME_FIELDS } from '../../src/contract/faces';
import { storeWithinQuota } from '../files/uploadQuota';
import { fileUrl } from '../files/urls';
import { compressList } from '../http/compressList';
import type { AppEnv } from '../http/context';
import { requireEmployee } from '../http/requireEmployee';
import { parseWith, readBody, readQuery } from '../http/validate';
import { documented } from '../openapi/documented';
import { payPeriod } from '../settings/companySettings';

/** Overtime statuses in the monthly list, with their colours (hex without #). */
const OVERTIME_STATUS = {
  done: { status: 'Lembur', color: '0f766e' },
  ongoing: { status: 'Lembur Berlangsung', color: 'b45309' },
  pending: PENDING_DAY,
  rejected: { status: 'Lembur Ditolak', color: 'dc2626' },
} as const;

export const overtimeRoutes = new Hono<AppEnv>()
  .post('/mobile-v2/absen-lembur/check', documented({
    summary: 'Pemeriksaan absen lembur: radius kantor bila `is_location` 1. Masuk lembur: tidak ada lembur yang belum diakhiri, satu per hari, dan pada hari kerja setelah absen pulang; pulang lembur: ada lembur yang berlangsung. `check_id` dikirim kembali saat insert.',
    auth: true, body: OvertimeCheckRequestSchema, answer: OvertimeCheckResponseSchema, errors: [400, 401, 409, 413, 415],
  }), requireEmployee, async (c) => {
    const services = c.get('services');
    const body = await readBody(c, OvertimeCheckRequestSchema);
    const employee = c.get('employee');
    const { check, officeName, place } = await overtimeCheckAt(services, employee, checkRequestOf({ ...body, location: body.is_location }), services.now());
    await requireOwnDayEmployed(services.db, employee, place.workDate, place.plan.zone);
    return c.json(answerCheck(services, employee, check, officeName) satisfies OvertimeCheckResponse);
  })

  .post('/mobile-v2/absen-lembur/upload-photo', documented({
    summary: 'Foto lembur (multipart): `filename_image` (wajah) dan `filename_location` (lokasi), keduanya wajib, dan sampai 4 rekaman gerak wajah `frame_1`-`frame_4` (dijawab `filename_frames`); aturan foto sama dengan upload-photo.',
    auth: true, body: PhotoUploadFieldsSchema, files: ['filename_image', 'filename_location', ...FACE_FRAME_FIELDS], answer: OvertimePhotoUploadResponseSchema, errors: [400, 401, 413, 415, 429],
  }), requireEmployee, async (c) => {
    const { fields, photos } = await readPhotos(c, { face: PHOTO_FIELDS.face, location: PHOTO_FIELDS.location, ...FRAME_UPLOAD_FIELDS }, ['face', 'location']);
    parseWith(PhotoUploadFieldsSchema, fields);
    const services = c.get('services');
    const [face, location, ...frames] = await storeWithinQuota(services, c.get('employee').id, [
      { ...photos.face!, kind: 'face', keepHash: keepFaceHash(services) },
      { ...photos.location!, kind: 'location' },
      ...framesToStore(photos),
    ]);
    return c.json({ filename_image: face!, filename_location: location!, filename_frames: frames } satisfies OvertimePhotoUploadResponse);
  })

  .post('/mobile-v2/absen-lembur/insert', documented({
    summary: 'Menyimpan masuk atau pulang lembur dengan aturan yang sama seperti pemeriksaan dan absen (pemeriksaan sekali pakai, 10 menit, `taken_at` selalu `pending`). Pulang lembur mencatat `duration_minutes` (paling banyak batas harian: 4 jam di hari kerja, 11 jam di hari libur untuk 5 hari kerja seminggu, 10 jam untuk 6) dan selalu `pending` (`overtime_approval`) sampai atasan memutuskan; lembur yang tidak diakhiri ditutup otomatis pada batas atau awal jam kerja besok (`overtime_capped`). Header Idempotency-Key: dicatat sekali.',
    auth: true, body: OvertimeSubmitSchema, idempotent: true, answer: OvertimeSubmitResponseSchema, errors: [400, 401, 409, 413, 415],
  }), requireEmployee, async (c) => c.json(await submitRecord(c, OVERTIME, await readBody(c, OvertimeSubmitSchema))))

  .get('/mobile-v2/absen-lembur/list', documented({
    summary: 'Lembur satu bulan, satu item per hari lembur, terbaru dulu: `Lembur` (selesai dan disetujui), `Lembur Berlangsung`, `Menunggu Verifikasi` atau `Lembur Ditolak`, dengan field verifikasi seperti riwayat absen.',
    auth: true, query: PeriodQuerySchema, answer: OvertimeListSchema, errors: [400, 401],
  }), requireEmployee, compressList, async (c) => {
    const services = c.get('services');
    const employee = c.get('employee');
    const { period } = readQuery(c, PeriodQuerySchema);
    const { first, last } = await payPeriod(services.db, period);
    await closeExpiredOvertime(services.db, employee.id, services.now());
    const { zone } = await planAround(services.db, employee.id, services.now());
    const rows = await services.db
      .selectFrom('overtime')
      .selectAll()
      .where('employee_id', '=', employee.id)
      .where('work_date', '>=', first)
      .where('work_date', '<=', last)
      .orderBy('work_date', 'desc')
      .execute();
    const items: DayRecords[] = [];
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
