import {
  type OvertimeCheckRequest,
  type OvertimeCheckResponse,
  OvertimeCheckResponseSchema,
  OvertimeListSchema,
  type OvertimePhotoUploadResponse,
  OvertimePhotoUploadResponseSchema,
  type OvertimeSubmit,
  type OvertimeSubmitResponse,
  OvertimeSubmitResponseSchema,
} from '../contract/schemas';
import { setFrames } from './attendance';
import { api, UPLOAD_TIME_LIMIT_MS } from './http';

const OVERTIME_LIST = 'mobile-v2/absen-lembur/list';
export const overtimeKey = (period: string) => `${OVERTIME_LIST}?period=${period}`;
export const isOvertimeKey = (key: unknown) => typeof key === 'string' && key.startsWith(OVERTIME_LIST);

export const fetchOvertime = (period: string) => api.get(OVERTIME_LIST, { searchParams: { period } }).json(OvertimeListSchema);

export const checkOvertime = (body: OvertimeCheckRequest, signal?: AbortSignal): Promise<OvertimeCheckResponse> =>
  api.post('mobile-v2/absen-lembur/check', { json: body, signal }).json(OvertimeCheckResponseSchema);

export function uploadOvertimePhotos(photos: { face: Blob; location: Blob; frames: Blob[] }, type: '0' | '1', signal?: AbortSignal): Promise<OvertimePhotoUploadResponse> {
  const form = new FormData();
  form.set('type', type);
  form.set('filename_image', photos.face, 'wajah.jpg');
  form.set('filename_location', photos.location, 'lokasi.jpg');
  setFrames(form, photos.frames);
  return api.post('mobile-v2/absen-lembur/upload-photo', { body: form, signal, timeout: UPLOAD_TIME_LIMIT_MS }).json(OvertimePhotoUploadResponseSchema);
}

export const submitOvertime = (body: OvertimeSubmit, idempotencyKey: string, signal?: AbortSignal): Promise<OvertimeSubmitResponse> =>
  api.post('mobile-v2/absen-lembur/insert', { json: body, headers: { 'Idempotency-Key': idempotencyKey }, signal }).json(OvertimeSubmitResponseSchema);
