import { HrPersonalChangeListSchema, PersonalChangeAnswerSchema, type PersonalChangeDecision, type PersonalChangeInput, PersonalChangesSchema } from '../contract/personalChanges';
import { api } from './http';

export const PERSONAL_CHANGES_KEY = 'mobile-v2/pegawai-data/perubahan';
export const HR_PERSONAL_CHANGES_KEY = 'hr/personal-changes';

/** The employee's fields now and their recent change requests. */
export const fetchPersonalChanges = () => api.get(PERSONAL_CHANGES_KEY).json(PersonalChangesSchema);

export const submitPersonalChange = (request: PersonalChangeInput, idempotencyKey: string, signal?: AbortSignal) =>
  api.post(PERSONAL_CHANGES_KEY, { json: request, headers: { 'Idempotency-Key': idempotencyKey }, signal }).json(PersonalChangeAnswerSchema);

export const withdrawPersonalChange = (id: number, signal?: AbortSignal) => api.post(`${PERSONAL_CHANGES_KEY}/tarik`, { json: { id }, signal }).json(PersonalChangeAnswerSchema);

/** What waits for HR's decision. */
export const fetchHrPersonalChanges = () => api.get(HR_PERSONAL_CHANGES_KEY).json(HrPersonalChangeListSchema);

export const decidePersonalChange = (decision: PersonalChangeDecision, signal?: AbortSignal) =>
  api.post(`${HR_PERSONAL_CHANGES_KEY}/decide`, { json: decision, signal }).json(PersonalChangeAnswerSchema);
