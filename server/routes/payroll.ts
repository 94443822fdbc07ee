import { Hono } from 'hono';
import { PayrollPeriodParamSchema, PayrollSheetSchema } from '../../src/contract/payroll';
import { PAYROLL_KEY_TEXTS } from '../../src/domain/payroll';
import type { AppEnv } from '../http/context';
import { ApiError } from '../http/errors';
import { parseWith } from '../http/validate';
import { documented } from '../openapi/documented';
import { payrollKeyOf, recordPayrollKeyUse } from '../payroll/payrollKeys';
import { storedSheet } from '../periods/closing';

/**
 * A payroll system's read-only pull (docs/api.md, "Payroll"): no session, only a payroll key HR made. A closed
 * period's sheet; each use with a valid key audited, whatever it answers.
 */
export const payrollApiRoutes = new Hono<AppEnv>().get('/api/payroll/:period', documented({
    summary: 'Sistem penggajian: lembar penggajian periode `YYYYMM` yang sudah ditutup, persis seperti disimpan saat ditutup (sama dengan `GET /hr/periods/{period}/sheet`). Hanya dengan `Authorization: Bearer <kunci penggajian>` yang dibuat SDM (bukan token sesi): 401 tanpa kunci yang valid dan belum dicabut, 409 bila periode belum ditutup. Setiap pemakaian tercatat di log audit.',
    auth: 'payroll_key', answer: PayrollSheetSchema, errors: [400, 401, 409],
  }), async (c) => {
  const services = c.get('services');
  const key = await payrollKeyOf(services.db, c.req.header('authorization'), services.now());
  if (!key) throw new ApiError(401, PAYROLL_KEY_TEXTS.invalid);
  const { period } = parseWith(PayrollPeriodParamSchema, { period: c.req.param('period') });
  const closed = await storedSheet(services.db, period);
  await recordPayrollKeyUse(services.db, key, { period, status: closed ? 200 : 409 }, services.now());
  if (!closed) throw new ApiError(409, PAYROLL_KEY_TEXTS.periodOpen);
  return c.json(closed.sheet);
});
