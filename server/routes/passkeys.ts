import { Hono } from 'hono';
import { PasskeyDecisionSchema, type PasskeyDevicesResponse, PasskeyRegistrationSchema, type PasskeyRegisterResponse, type PendingPasskey } from '../../src/contract/passkey';
import { PASSKEY_TEXT } from '../../src/domain/passkey';
import { holdsCompanyAuthority } from '../../src/domain/roles';
import { subordinatesOf } from '../employees';
import type { AppEnv } from '../http/context';
import { requireEmployee } from '../http/requireEmployee';
import { readBody } from '../http/validate';
import { decideDevice, deviceOf, devicesOf, enrolmentOptions, registerDevice } from '../passkeys/devices';

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
  });
