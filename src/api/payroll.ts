import { PayrollEmployeeSheetSchema, PayrollKeyListSchema, PayrollKeyMadeSchema, type PayrollKeyRequest, PayrollKeyRevokedSchema, PayrollSheetSchema } from '../contract/payroll';
import { api, UPLOAD_TIME_LIMIT_MS } from './http';

/** The payroll sheet and the payroll keys (docs/hr.md, "Payroll sheet"); every call answers 403 to anyone but HR. */
export const payrollSheetKey = (period: string) => `hr/periods/${period}/sheet`;
export const fetchPayrollSheet = (key: string) => api.get(key).json(PayrollSheetSchema);
export const employeeSheetKey = (period: string, employeeId: number) => `${payrollSheetKey(period)}/${employeeId}`;
export const fetchEmployeeSheet = (key: string) => api.get(key).json(PayrollEmployeeSheetSchema);

/** The sheet's file, with the name the server gives it; the download machine's `query` is the period. */
export async function downloadPayrollSheet({ query, format }: { query: string; format: 'csv' | 'xlsx' }, signal?: AbortSignal) {
  const response = await api.get(`${payrollSheetKey(query)}.${format}`, { signal, timeout: UPLOAD_TIME_LIMIT_MS });
  const name = /filename="?([^";]+)"?/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? `lembar-penggajian-${query}.${format}`;
  return { name, contentType: response.headers.get('content-type') ?? 'application/octet-stream', bytes: new Uint8Array(await response.arrayBuffer()) };
}

export const PAYROLL_KEYS_KEY = 'hr/payroll-keys';
export const fetchPayrollKeys = () => api.get(PAYROLL_KEYS_KEY).json(PayrollKeyListSchema);
export const makePayrollKey = (request: PayrollKeyRequest, signal?: AbortSignal) => api.post(PAYROLL_KEYS_KEY, { json: request, signal }).json(PayrollKeyMadeSchema);
export const revokePayrollKey = (id: number, signal?: AbortSignal) => api.post(`${PAYROLL_KEYS_KEY}/${id}/revoke`, { signal }).json(PayrollKeyRevokedSchema);
