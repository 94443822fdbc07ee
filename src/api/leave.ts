import {
  LeaveHistoryListSchema,
  type AttachmentUploadResponse,
  AttachmentUploadResponseSchema,
  type LeaveDecision,
  LeaveActionResponseSchema,
  LeaveInboxSchema,
  type LeaveInsertResponse,
  LeaveInsertResponseSchema,
  LeaveListSchema,
  type LeaveQuota,
  LeaveQuotaSchema,
  type LeaveRequestInput,
} from '../contract/schemas';
import { api, UPLOAD_TIME_LIMIT_MS } from './http';

const LEAVE_LIST = 'mobile-v2/izin/list';
/** docs/product.md §7 notes: the history by period is cached as riwayatListIzin + yyyymm. */
export const leaveListKey = (period: string) => ['riwayatListIzin', period] as const;
export const isLeaveListKey = (key: unknown) => Array.isArray(key) && key[0] === 'riwayatListIzin';
export const LEAVE_INBOX_KEY = 'mobile-v2/izin/persetujuan';

/** The latest requests, any month: listed under the same key family, so a sent request refreshes it too. */
export const LATEST_LEAVE_KEY = ['riwayatListIzin', 'terbaru'] as const;
export const fetchLatestLeave = () => api.get('mobile-v2/izin/terbaru').json(LeaveHistoryListSchema);

export const fetchLeaveList = (period: string) => api.get(LEAVE_LIST, { searchParams: { period } }).json(LeaveListSchema);

export const fetchLeaveQuota = (range: { start_date?: string; end_date?: string }, signal?: AbortSignal): Promise<LeaveQuota> =>
  api.get('mobile-v2/izin/get-kuota-cuti', { searchParams: range, signal }).json(LeaveQuotaSchema);

/** docs/product.md §7: the raw file with its own content type, without the token header. */
export const uploadLeaveAttachment = (file: Blob, signal?: AbortSignal): Promise<AttachmentUploadResponse> =>
  api
    .post('files/upload/pengajuan_izin', { body: file, headers: { 'content-type': file.type }, anonymous: true, signal, timeout: UPLOAD_TIME_LIMIT_MS })
    .json(AttachmentUploadResponseSchema);

export const submitLeave = (request: LeaveRequestInput, idempotencyKey: string, signal?: AbortSignal): Promise<LeaveInsertResponse> =>
  api.post('mobile-v2/izin/insert', { json: request, headers: { 'Idempotency-Key': idempotencyKey }, signal }).json(LeaveInsertResponseSchema);

export const cancelLeave = (id: number, signal?: AbortSignal) => api.post('mobile-v2/izin/delete', { json: { id }, signal }).json(LeaveActionResponseSchema);

export const fetchLeaveInbox = () => api.get(LEAVE_INBOX_KEY).json(LeaveInboxSchema);

export const decideLeave = (decision: LeaveDecision, signal?: AbortSignal) =>
  api.post('mobile-v2/izin/putuskan', { json: decision, signal }).json(LeaveActionResponseSchema);
