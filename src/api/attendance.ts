import {
  PayPeriodSettingSchema,
  type AnomalyOption,
  AnomalyOptionsSchema,
  type AttendanceCheckRequest,
  type AttendanceCheckResponse,
  AttendanceCheckResponseSchema,
  AttendanceHistorySchema,
  type AttendanceSubmitInput,
  type AttendanceSubmitResponse,
  AttendanceSubmitResponseSchema,
  DashboardSchema,
  type PhotoUploadResponse,
  PhotoUploadResponseSchema,
} from '../contract/schemas';
import { FACE_FRAME_FIELDS } from '../contract/faces';
import { api, apiBaseUrl, UPLOAD_TIME_LIMIT_MS } from './http';

export const DASHBOARD_KEY = 'mobile-v2/absent-information';
export const historyKey = (period: string) => `mobile-v2/riwayat-absen?period=${period}`;

export const fetchDashboard = () => api.get(DASHBOARD_KEY).json(DashboardSchema);

export const fetchHistory = (period: string) => api.get('mobile-v2/riwayat-absen', { searchParams: { period } }).json(AttendanceHistorySchema);

export const checkAttendance = (body: AttendanceCheckRequest, signal?: AbortSignal): Promise<AttendanceCheckResponse> =>
  api.post('mobile-v2/absen-check', { json: body, signal }).json(AttendanceCheckResponseSchema);

export const fetchAnomalyReasons = (type: '' | 'luar-masuk' | 'luar-pulang', signal?: AbortSignal): Promise<AnomalyOption[]> =>
  api.get('mobile-v2/ref-kelainan', { searchParams: { type }, signal }).json(AnomalyOptionsSchema);

export interface AttendancePhotos {
  face: Blob;
  location: Blob | null;
  letter: Blob | null;
  frames?: Blob[];
}

/** The face step's challenge frames as the photo uploads take them (`frame_1`…, docs/faces.md), in the order taken. */
export function setFrames(form: FormData, frames: Blob[]) {
  frames.slice(0, FACE_FRAME_FIELDS.length).forEach((frame, index) => form.set(FACE_FRAME_FIELDS[index]!, frame, `gerak-${index + 1}.jpg`));
}

export function uploadPhotos(photos: AttendancePhotos, type: '0' | '1', signal?: AbortSignal): Promise<PhotoUploadResponse> {
  const form = new FormData();
  form.set('type', type);
  form.set('filename_image', photos.face, 'wajah.jpg');
  if (photos.location) form.set('filename_location', photos.location, 'lokasi.jpg');
  if (photos.letter) form.set('filename_letter', photos.letter, 'surat.jpg');
  setFrames(form, photos.frames ?? []);
  return api.post('mobile-v2/upload-photo', { body: form, signal, timeout: UPLOAD_TIME_LIMIT_MS }).json(PhotoUploadResponseSchema);
}

export const submitAttendance = (body: AttendanceSubmitInput, idempotencyKey: string, signal?: AbortSignal): Promise<AttendanceSubmitResponse> =>
  api.post('mobile-v2/absen-upload', { json: body, headers: { 'Idempotency-Key': idempotencyKey }, signal }).json(AttendanceSubmitResponseSchema);

/** Photo URLs in answers are paths on the API host. */
export const photoSrc = (path: string | null) => (path ? new URL(path, new URL(apiBaseUrl, location.href)).toString() : null);

export const PAY_PERIOD_KEY = 'mobile-v2/periode-gaji';
/** How payroll periods run (HR's cut-off day): the months of the history follow them. */
export const fetchPayPeriodSetting = () => api.get(PAY_PERIOD_KEY).json(PayPeriodSettingSchema);
