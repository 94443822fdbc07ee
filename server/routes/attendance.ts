import { Hono } from 'hono';
import { REGULAR, regularCheckAt } from '../records/regular';
import { answerCheck, submitRecord } from '../records/submit';
import { AnomalyOptionsSchema, AnomalyTypeQuerySchema, AttendanceCheckRequestSchema, type AttendanceCheckResponse, AttendanceCheckResponseSchema, AttendanceSubmitResponseSchema, AttendanceSubmitSchema, PhotoUploadFieldsSchema, type PhotoUploadResponse, PhotoUploadResponseSchema } from '../../src/contract/schemas';
import { PHOTO_FIELDS, type PhotoKind } from '../../src/domain/attendance';
import { FACE_FRAME_FIELDS } from '../../src/contract/faces';
import { checkRequestOf, keepFaceHash } from '../attendance/checks';
import { readPhotos } from '../files/photoUpload';
import { FRAME_UPLOAD_FIELDS, framesToStore } from '../faces/faceFrames';
import { storeWithinQuota } from '../files/uploadQuota';
import type { AppEnv } from '../http/context';
import { requireEmployee } from '../http/requireEmployee';
import { requireOwnDayEmployed } from '../shifts/employment';
import { parseWith, readBody, readQuery } from '../http/validate';
import { documented } from '../openapi/documented';

export const attendanceRoutes = new Hono<AppEnv>()
  .post('/mobile-v2/absen-check', documented({
    summary: 'Pemeriksaan absen: radius kantor (posisi di dalam radius salah satu kantor pegawai) dan keterlambatan menurut jadwal. Tidak menyimpan apa pun; `check_id` yang ditandatangani dikirim kembali saat submit. Di luar jam shift (absen masuk lebih awal dari batas yang diatur SDM atau sesudah jam pulang shift; absen pulang sesudah batas lupa absen pulang), `shift_notice` berisi kalimat untuk pegawai dan absennya nanti menunggu verifikasi dengan tanda `outside_shift`.',
    auth: true, body: AttendanceCheckRequestSchema, answer: AttendanceCheckResponseSchema, errors: [400, 401, 409, 413, 415],
  }), requireEmployee, async (c) => {
    const services = c.get('services');
    const body = await readBody(c, AttendanceCheckRequestSchema);
    const employee = c.get('employee');
    const { check, officeName, place, shiftNotice } = await regularCheckAt(services, employee, checkRequestOf(body), services.now());
    await requireOwnDayEmployed(services.db, employee, place.workDate, place.plan.zone);
    return c.json({ is_late: check.isLate ? '1' : '0', ...answerCheck(services, employee, check, officeName), shift_notice: shiftNotice } satisfies AttendanceCheckResponse);
  })

  .get('/mobile-v2/ref-kelainan', documented({
    summary: 'Daftar alasan: `luar-masuk`, `luar-pulang`, atau kosong untuk terlambat.',
    auth: true, query: AnomalyTypeQuerySchema, answer: AnomalyOptionsSchema, errors: [400, 401],
  }), requireEmployee, async (c) => {
    const { type } = readQuery(c, AnomalyTypeQuerySchema);
    const reasons = await c.get('services').db.selectFrom('anomaly_reasons').select('label').where('kind', '=', type).orderBy('id').execute();
    return c.json(reasons);
  })

  .post('/mobile-v2/upload-photo', documented({
    summary: 'Foto absen (multipart): jenis dari isi berkas (JPEG/PNG/WebP), maksimal 2 MB dan 32-4096 piksel per sisi, harus dapat didekode utuh; paling banyak 30 foto per pegawai per jam (429). Bersama foto wajah boleh dikirim sampai 4 rekaman gerak wajah `frame_1`-`frame_4` (JPEG, paling besar 320 piksel per sisi dan 40 KB), dijawab `filename_frames` sesuai urutan. Disimpan dengan nama acak; foto yang tidak dipakai absen dalam 24 jam dihapus.',
    auth: true, body: PhotoUploadFieldsSchema, files: ['filename_image', 'filename_location', 'filename_letter', ...FACE_FRAME_FIELDS], answer: PhotoUploadResponseSchema, errors: [400, 401, 413, 415, 429],
  }), requireEmployee, async (c) => {
    const services = c.get('services');
    const { fields, photos } = await readPhotos(c, { ...PHOTO_FIELDS, ...FRAME_UPLOAD_FIELDS }, ['face']);
    parseWith(PhotoUploadFieldsSchema, fields);
    const kinds = (['face', 'location', 'letter'] as const).filter((kind) => photos[kind]);
    const ids = await storeWithinQuota(services, c.get('employee').id, [
      ...kinds.map((kind) => ({ ...photos[kind]!, kind, ...(kind === 'face' && { keepHash: keepFaceHash(services) }) })),
      ...framesToStore(photos),
    ]);
    const idOf = (kind: PhotoKind) => ids[kinds.indexOf(kind)] ?? null;
    return c.json({
      filename_image: idOf('face')!,
      filename_location: idOf('location'),
      filename_letter: idOf('letter'),
      filename_frames: ids.slice(kinds.length),
    } satisfies PhotoUploadResponse);
  })

  .post('/mobile-v2/absen-upload', documented({
    summary: 'Menyimpan absen dengan status verifikasi (`verification`, `flags`, `checked_at`, `received_at`). Dengan `check_id`: waktu dan koordinat absen = waktu dan koordinat pemeriksaan (koordinat lain ditolak), setiap pemeriksaan dipakai sekali (409); terkirim lebih dari 10 menit setelah pemeriksaan = `pending` dengan flag `late_delivery`. Tanpa `check_id` dengan `taken_at` (diambil tanpa koneksi): selalu `pending` (`offline`; `device_clock` bila `server_time` + `elapsed_ms` tidak cocok); ditolak bila lebih maju dari server atau lebih awal dari pemeriksaan yang sudah dijawab sesudahnya. Foto harus unggahan pegawai sendiri yang diunggah setelah waktu absen dan hanya dipakai satu absen (`filename_location` dan `filename_letter` null bila tidak ada; teks kosong dan id lain ditolak 400); wajah minimal 240 piksel sisi pendek. Di luar kantor: `pending` (`field_duty`) kecuali pegawai lapangan. Header Idempotency-Key: pengiriman ulang dengan kunci yang sama dicatat sekali.',
    auth: true, body: AttendanceSubmitSchema, idempotent: true, answer: AttendanceSubmitResponseSchema, errors: [400, 401, 409, 413, 415],
  }), requireEmployee, async (c) => c.json(await submitRecord(c, REGULAR, await readBody(c, AttendanceSubmitSchema))));
