import { Hono } from 'hono';
import { type DeviceOverview, DeviceOverviewSchema, type DeviceState, EnrolmentCodeRequestSchema, type EnrolmentCodeResponse, EnrolmentCodeResponseSchema, type PasskeyDevicesResponse, PasskeyDevicesResponseSchema, PasskeyExemptionSchema, PasskeyMessageSchema } from '../../../src/contract/passkey';
import { PASSKEY_TEXT } from '../../../src/domain/passkey';
import { HrEmployeeIdParamSchema } from '../../../src/contract/hr';
import { HR_MESSAGES } from '../../../src/domain/roles';
import { wibMoment } from '../../../src/format/indonesian';
import { recordAudit } from '../../audit/auditLog';
import type { AppEnv } from '../../http/context';
import { ApiError } from '../../http/errors';
import { parseWith, readBody } from '../../http/validate';
import { devicesOf, PASSKEY_MESSAGES, setExemption } from '../../passkeys/devices';
import { makeEnrolmentCode } from '../../passkeys/enrolmentCodes';
import { changeableEmployee } from './employees';
import { documented } from '../../openapi/documented';

/** HR's calls on an employee's phones (docs/passkeys.md): the devices, a one-time enrolment code, the exemption. */
export const hrPasskeyRoutes = new Hono<AppEnv>()
  .get('/passkeys/overview', documented({
    summary: 'Konsol SDM: setiap pegawai aktif (urut nama) dengan keadaan perangkat absennya: `active` (ada ponsel aktif), `waiting` (ponsel menunggu persetujuan), `none` (tidak ada), `exempt` (dibebaskan dari tanda tangan perangkat).',
    auth: true, answer: DeviceOverviewSchema, errors: [401, 403],
  }), async (c) => {
    const rows = await c
      .get('services')
      .db.selectFrom('employees as e')
      .leftJoin('departments as d', 'd.id', 'e.department_id')
      .select((eb) => {
        const phones = (status: string) => eb.exists(eb.selectFrom('passkeys as p').select('p.id').whereRef('p.employee_id', '=', 'e.id').where('p.status', '=', status));
        return ['e.id', 'e.name', 'e.nup', 'e.passkey_exempt', 'd.name as department', phones('active').as('has_active'), phones('pending').as('has_waiting')];
      })
      .where('e.active', '=', 1)
      .orderBy('e.name')
      .orderBy('e.id')
      .execute();
    // SQLite answers EXISTS with 1 or 0, PostgreSQL with true or false.
    const stateOf = (row: (typeof rows)[number]): DeviceState =>
      row.passkey_exempt === 1 ? 'exempt' : row.has_active ? 'active' : row.has_waiting ? 'waiting' : 'none';
    return c.json(rows.map((row) => ({ employee_id: row.id, name: row.name, nup: row.nup, department: row.department, state: stateOf(row) })) satisfies DeviceOverview);
  })
  .get('/employees/:id/passkeys', documented({
    summary: 'Konsol SDM: perangkat absen seorang pegawai dan apakah ia dibebaskan dari tanda tangan perangkat. 403 bila bukan hr/admin; 404 bila tidak ada.',
    auth: true, answer: PasskeyDevicesResponseSchema, errors: [400, 401, 403, 404],
  }), async (c) => {
    const { db } = c.get('services');
    const { id } = parseWith(HrEmployeeIdParamSchema, { id: c.req.param('id') });
    const employee = await db.selectFrom('employees').select(['id', 'passkey_exempt']).where('id', '=', id).executeTakeFirst();
    if (!employee) throw new ApiError(404, HR_MESSAGES.notFound);
    return c.json({ devices: await devicesOf(db, employee.id), exempt: employee.passkey_exempt === 1 } satisfies PasskeyDevicesResponse);
  })

  .post('/employees/:id/enrolment-code', documented({
    summary: 'Konsol SDM: kode pendaftaran sekali pakai untuk ponsel pegawai (`days` 1-30, bawaan 7), diserahkan langsung kepada pegawainya; hanya ditampilkan sekali, kode lama yang belum dipakai tidak berlaku lagi. Ponsel yang didaftarkan dengan kode ini saat tidak ada ponsel aktif langsung aktif; tanpa kode, ponsel menunggu atasan atau SDM. Tercatat di log audit. Aturan akses seperti menonaktifkan.',
    auth: true, body: EnrolmentCodeRequestSchema, answer: EnrolmentCodeResponseSchema, errors: [400, 401, 403, 404, 413, 415],
  }), async (c) => {
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

  .post('/employees/:id/passkey-exempt', documented({
    summary: 'Konsol SDM: membebaskan pegawai yang tidak punya ponsel yang mendukung dari tanda tangan perangkat (`exempt` true), atau mengakhirinya. Tercatat di log audit. Aturan akses seperti menonaktifkan.',
    auth: true, body: PasskeyExemptionSchema, answer: PasskeyMessageSchema, errors: [400, 401, 403, 404, 413, 415],
  }), async (c) => {
    const services = c.get('services');
    const employee = await changeableEmployee(services, c.get('employee'), c.req.param('id'), 'passkey.exempt');
    const { exempt } = await readBody(c, PasskeyExemptionSchema);
    await setExemption(services.db, c.get('employee').id, employee.id, exempt, services.now());
    return c.json({ message: exempt ? PASSKEY_TEXT.exemptOn : PASSKEY_TEXT.exemptOff });
  });
