import {
  CorrectionAnswerSchema,
  type CorrectionDecision,
  CorrectionInboxSchema,
  type CorrectionRequestInput,
  CorrectionRequestsSchema,
} from '../contract/correctionRequests';
import { api } from './http';

export const CORRECTION_REQUESTS_KEY = 'mobile-v2/koreksi-absen';
export const CORRECTION_INBOX_KEY = 'mobile-v2/verifikasi-absen/koreksi';
export const HR_CORRECTION_INBOX_KEY = 'hr/verification/corrections';

/** The form's choices and the employee's recent requests. */
export const fetchCorrectionRequests = () => api.get(CORRECTION_REQUESTS_KEY).json(CorrectionRequestsSchema);

export const submitCorrection = (request: CorrectionRequestInput, idempotencyKey: string, signal?: AbortSignal) =>
  api.post(CORRECTION_REQUESTS_KEY, { json: request, headers: { 'Idempotency-Key': idempotencyKey }, signal }).json(CorrectionAnswerSchema);

export const withdrawCorrection = (id: number, signal?: AbortSignal) => api.post('mobile-v2/koreksi-absen/tarik', { json: { id }, signal }).json(CorrectionAnswerSchema);

/** The requests of a supervisor's chain, or (HR) of everyone HR may decide for, that wait. */
export const fetchCorrectionInbox = () => api.get(CORRECTION_INBOX_KEY).json(CorrectionInboxSchema);
export const fetchHrCorrectionInbox = () => api.get(HR_CORRECTION_INBOX_KEY).json(CorrectionInboxSchema);

export const decideCorrection = (decision: CorrectionDecision, signal?: AbortSignal) =>
  api.post('mobile-v2/verifikasi-absen/koreksi/putuskan', { json: decision, signal }).json(CorrectionAnswerSchema);
export const decideHrCorrection = (decision: CorrectionDecision, signal?: AbortSignal) =>
  api.post('hr/verification/corrections/decide', { json: decision, signal }).json(CorrectionAnswerSchema);
