import { Hono } from 'hono';
import {
  EnrolmentCodeRequestSchema,
  type EnrolmentCodeResponse,
  PasskeyDecisionSchema,
  type PasskeyDevicesResponse,
  PasskeyExemptionSchema,
  PasskeyRegistrationSchema,
  type PasskeyRegisterResponse,
  type PendingPasskey,
} from '../../src/contract/passkey';
import { PASSKEY_TEXT } from '../../src/domain/passkey';
import { HrEmployeeIdParamSchema } from '../../src/contract/hr';
import { HR_MESSAGES, holdsCompanyAuthority } from '../../src/domain/roles';
import { subordinatesOf } from '../employees';
import type { AppEnv } from '../http/context';
import { ApiError } from '../http/errors';
import { requireEmployee } from '../http/requireEmployee';
import { requireHr } from '../http/requireHr';
import { parseWith, readBody } from '../http/validate';
import { changeableEmployee } from './hr/employees';
import { decideDevice, deviceOf, devicesOf, enrolmentOptions, PASSKEY_MESSAGES, registerDevice, setExemption } from '../passkeys/devices';
import { makeEnrolmentCode } from '../passkeys/enrolmentCodes';
import { recordAudit } from '../audit/auditLog';
import { wibMoment } from '../../src/format/indonesian';

/** The employee's passkeys (docs/passkeys.md): enrolment, their own list, and the decisions of the chain and HR. */
export const passkeyRoutes = new Hono<AppEnv>()
  .post('/pwa/passkey/options', requireEmployee, async (c) => c.json(await enrolmentOptions(c.get('services'), c.get('employee'), c.req.header('origin'))))

  .post('/pwa/passkey/register', requireEmployee, async (c) => {
    const registration = await readBody(c, PasskeyRegistrationSchema);
    const answer = await registerDevice(c.get('services'), c.get('employee'), c.req.header('origin'), registration);
    return c.json(answer satisfies PasskeyRegisterResponse);
  })

  .get('/pwa/passkey/devices', requireEmployee, async (c) => {
    const employee = c.get('employee');
    return c.json({ devices: await devicesOf(c.get('services').db, employee.id), exempt: employee.passkey_exempt === 1 } satisfies PasskeyDevicesResponse);
  })

  /** Devices waiting for this supervisor, or for HR those of everyone it may decide for (and its chain), oldest first. */
  .get('/pwa/passkey/pending', requireEmployee, async (c) => {
    const { db } = c.get('services');
    const employee = c.get('employee');
    const chain = new Set((await subordinatesOf(db, employee.id)).map((member) => member.id));
    const rows = await db
      .selectFrom('passkeys as p')
      .innerJoin('employees as e', 'e.id', 'p.employee_id')
      .select(['p.id', 'p.name', 'p.created_at', 'p.last_used_at', 'p.status', 'e.id as employee_id', 'e.name as employee_name', 'e.nup', 'e.role'])
      .where('p.status', '=', 'pending')
      .where('p.employee_id', '!=', employee.id)
      .orderBy('p.created_at')
      .execute();
    const decidable = rows.filter((row) => chain.has(row.employee_id) || holdsCompanyAuthority(employee.role, row.role));
    return c.json(decidable.map((row): PendingPasskey => ({ ...deviceOf(row), employee_id: row.employee_id, employee_name: row.employee_name, nup: row.nup })));
  })

  .post('/pwa/passkey/decide', requireEmployee, async (c) => {
    const employee = c.get('employee');
    const { id, decision } = await readBody(c, PasskeyDecisionSchema);
    await decideDevice(c.get('services'), employee, id, decision);
    return c.json({ message: decision === 'approve' ? PASSKEY_TEXT.approved : PASSKEY_TEXT.revoked });
  })

  .get('/hr/employees/:id/passkeys', requireEmployee, requireHr, async (c) => {
    const { db } = c.get('services');
    const { id } = parseWith(HrEmployeeIdParamSchema, { id: c.req.param('id') });
    const employee = await db.selectFrom('employees').select(['id', 'passkey_exempt']).where('id', '=', id).executeTakeFirst();
    if (!employee) throw new ApiError(404, HR_MESSAGES.notFound);
    return c.json({ devices: await devicesOf(db, employee.id), exempt: employee.passkey_exempt === 1 } satisfies PasskeyDevicesResponse);
  })

  .post('/hr/employees/:id/enrolment-code', requireEmployee, requireHr, async (c) => {
    const services = c.get('services');
    const actor = c.get('employee');
    const employee = await changeableEmployee(services, actor, c.req.param('id'), 'passkey.code');
    const { days } = await readBody(c, EnrolmentCodeRequestSchema);
    const now = services.now();
    const made = await services.db.transaction().execute(async (trx) => {
      const code = await makeEnrolmentCode(trx, employee.id, actor.id, days, now);
      await recordAudit(trx, { actorId: actor.id, action: 'passkey.code', entity: 'employee', entityId: employee.id, before: null, after: { expires_at: code.expires_at } }, now);
      return code;
    });
    return c.json({ message: PASSKEY_MESSAGES.codeMade(made.code, wibMoment(made.expires_at)), ...made } satisfies EnrolmentCodeResponse);
  })

  .post('/hr/employees/:id/passkey-exempt', requireEmployee, requireHr, async (c) => {
    const services = c.get('services');
    const employee = await changeableEmployee(services, c.get('employee'), c.req.param('id'), 'passkey.exempt');
    const { exempt } = await readBody(c, PasskeyExemptionSchema);
    await setExemption(services.db, c.get('employee').id, employee.id, exempt, services.now());
    return c.json({ message: exempt ? PASSKEY_TEXT.exemptOn : PASSKEY_TEXT.exemptOff });
  });
