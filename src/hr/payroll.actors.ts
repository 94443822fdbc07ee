import { calling, deciding } from '../api/callingActor';
import { downloadPayrollSheet, makePayrollKey, revokePayrollKey } from '../api/payroll';

/** The real actors of the payroll sheet's download and the payroll keys' flows (docs/hr.md, "Payroll sheet"). */
export const payrollSheetDownloadActors = { downloadFile: calling(downloadPayrollSheet) };
export const payrollKeyActors = { makeKey: calling(makePayrollKey) };
export const payrollKeyRevokeActors = { decide: deciding((request: { id: number }, _note, signal) => revokePayrollKey(request.id, signal)) };
