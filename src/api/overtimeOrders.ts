import {
  type OvertimeAsk,
  type OvertimeAskDecision,
  type OvertimeConsent,
  OvertimeOrderAnswerSchema,
  type OvertimeOrderInput,
  OvertimeOrderListSchema,
  StaffOvertimeOrdersSchema,
} from '../contract/overtimeOrders';
import { api } from './http';

export const OWN_ORDERS_KEY = 'mobile-v2/perintah-lembur';
export const STAFF_ORDERS_KEY = 'mobile-v2/perintah-lembur/staf';

export const fetchOwnOrders = () => api.get(OWN_ORDERS_KEY).json(OvertimeOrderListSchema);
export const fetchStaffOrders = () => api.get(STAFF_ORDERS_KEY).json(StaffOvertimeOrdersSchema);

export const askOvertime = (ask: OvertimeAsk, signal?: AbortSignal) => api.post('mobile-v2/perintah-lembur/ajukan', { json: ask, signal }).json(OvertimeOrderAnswerSchema);
export const orderOvertime = (order: OvertimeOrderInput, signal?: AbortSignal) => api.post(STAFF_ORDERS_KEY, { json: order, signal }).json(OvertimeOrderAnswerSchema);
export const answerOrder = (consent: OvertimeConsent, signal?: AbortSignal) => api.post('mobile-v2/perintah-lembur/jawab', { json: consent, signal }).json(OvertimeOrderAnswerSchema);
export const decideAsk = (decision: OvertimeAskDecision, signal?: AbortSignal) => api.post('mobile-v2/perintah-lembur/staf/putuskan', { json: decision, signal }).json(OvertimeOrderAnswerSchema);
