import { type FaceMatchApproval, FaceMatchApprovalResponseSchema, type RecordDecisionRequest, RecordDecisionResponseSchema, VerificationQueueSchema } from '../contract/schemas';
import { api } from './http';

export const VERIFICATION_QUEUE_KEY = 'mobile-v2/verifikasi-absen';

/** The pending records of the supervisor's whole chain (level above 4). */
export const fetchVerificationQueue = () => api.get(VERIFICATION_QUEUE_KEY).json(VerificationQueueSchema);

export const decideRecord = (decision: RecordDecisionRequest, signal?: AbortSignal) =>
  api.post('mobile-v2/verifikasi-absen/putuskan', { json: decision, signal }).json(RecordDecisionResponseSchema);

export const approveFaceMatches = (approval: FaceMatchApproval, signal?: AbortSignal) =>
  api.post('mobile-v2/verifikasi-absen/setujui-wajah-cocok', { json: approval, signal }).json(FaceMatchApprovalResponseSchema);
