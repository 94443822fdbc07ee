import { Hono } from 'hono';
import { PayrollKeyIdParamSchema, PayrollKeyListSchema, type PayrollKeyMade, PayrollKeyMadeSchema, PayrollKeyRequestSchema, PayrollKeyRevokedSchema } from '../../../src/contract/payroll';
import { PAYROLL_KEY_TEXTS } from '../../../src/domain/payroll';
import type { AppEnv } from '../../http/context';
import { ApiError } from '../../http/errors';
import { parseWith, readBody } from '../../http/validate';
import { documented } from '../../openapi/documented';
import { listPayrollKeys, makePayrollKey, revokePayrollKey } from '../../payroll/payrollKeys';

/** The keys payroll systems read closed periods' sheets with (docs/api.md, "Payroll"): made, listed and revoked by HR. */
export const hrPayrollKeyRoutes = new Hono<AppEnv>()
  .get('/payroll-keys', documented({
    summary: 'Konsol SDM: kunci penggajian (terbaru dahulu): nama, dibuat, terakhir dipakai, dicabut. Kuncinya sendiri tidak pernah ditampilkan lagi.',
    auth: true, answer: PayrollKeyListSchema, errors: [401, 403],
  }), async (c) => c.json(await listPayrollKeys(c.get('services').db)))
  .post('/payroll-keys', documented({
    summary: 'Konsol SDM: membuat kunci penggajian bernama untuk sistem penggajian (`GET /api/payroll/{period}`); `key` hanya ditampilkan sekali, yang disimpan hanya hash SHA-256-nya. Tercatat di log audit.',
    auth: true, body: PayrollKeyRequestSchema, answer: PayrollKeyMadeSchema, errors: [400, 401, 403, 413, 415],
  }), async (c) => {
    const services = c.get('services');
    const { name } = await readBody(c, PayrollKeyRequestSchema);
    const { id, key } = await makePayrollKey(services.db, name, c.get('employee').id, services.now());
    return c.json({ message: PAYROLL_KEY_TEXTS.made, id, name, key } satisfies PayrollKeyMade);
  })
  .post('/payroll-keys/:id/revoke', documented({
    summary: 'Konsol SDM: mencabut kunci penggajian; sesudahnya kunci itu dijawab 401. 404 bila tidak ada, 409 bila sudah dicabut. Tercatat di log audit.',
    auth: true, answer: PayrollKeyRevokedSchema, errors: [400, 401, 403, 404, 409],
  }), async (c) => {
    const services = c.get('services');
    const { id } = parseWith(PayrollKeyIdParamSchema, { id: c.req.param('id') });
    const outcome = await revokePayrollKey(services.db, id, c.get('employee').id, services.now());
    if (outcome === 'unknown') throw new ApiError(404, PAYROLL_KEY_TEXTS.notFound);
    if (outcome === 'already') throw new ApiError(409, PAYROLL_KEY_TEXTS.alreadyRevoked);
    return c.json({ message: PAYROLL_KEY_TEXTS.revoked });
  });
