import { PayrollPeriodListSchema, PeriodChangeResponseSchema } from '../contract/hr';
import { api } from './http';

/** Payroll periods HR closes (docs/hr.md, "Periods"). */
export const PERIODS_KEY = 'hr/periods';
export const fetchPeriods = () => api.get(PERIODS_KEY).json(PayrollPeriodListSchema);
export const closePeriod = (period: string, signal?: AbortSignal) => api.post(`hr/periods/${period}/close`, { signal }).json(PeriodChangeResponseSchema);
export const reopenPeriod = (period: string, reason: string, signal?: AbortSignal) =>
  api.post(`hr/periods/${period}/reopen`, { json: { reason }, signal }).json(PeriodChangeResponseSchema);
