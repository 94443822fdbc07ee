import { Hono } from 'hono';
import type { FaceConsent } from '../../../src/contract/faces';
import { sql } from 'kysely';
import { DepartmentListSchema, type HrEmployee, HrEmployeeIdParamSchema, HrEmployeeListSchema, type HrEmployeeQuery, HrEmployeeQuerySchema, type HrEmployeeStatusResponse, HrEmployeeStatusResponseSchema, HrRoleRequestSchema } from '../../../src/contract/hr';
import type { Role } from '../../../src/contract/session';
import { HR_MESSAGES } from '../../../src/domain/roles';
import { ACCOUNT_WORDS, Refusal, requireAuthority } from '../../access/authority';
import { recordAudit } from '../../audit/auditLog';
import { endEverySession } from '../../auth/sessions';
import type { SignedInEmployee } from '../../db/types';
import { fileUrl } from '../../files/urls';
import type { AppEnv, Services } from '../../http/context';
import { ApiError } from '../../http/errors';
import { parseWith, readBody, readQuery } from '../../http/validate';
import { jakartaDate } from '../../time';
import { documented } from '../../openapi/documented';

/** More than a water utility employs; a list this long is a search that should be narrowed. */
const MOST_LISTED = 5000;

const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

async function listEmployees(services: Services, filters: HrEmployeeQuery & { id?: number }): Promise<HrEmployee[]> {
  const { db } = services;
  let query = db
    .selectFrom('employees as e')
    .leftJoin('departments as d', 'd.id', 'e.department_id')
    .leftJoin('employees as s', 's.id', 'e.supervisor_id')
    .select(['e.id', 'e.username', 'e.nup', 'e.name', 'e.position', 'e.position_level', 'e.role', 'e.active', 'e.field_staff', 'e.schedule_id', 'e.roster_id', 'e.photo_file_id', 'e.start_date', 'e.end_date', 'e.face_consent'])
    .select((eb) => eb.selectFrom('face_references as f').select(eb.fn.countAll<number>().as('count')).whereRef('f.employee_id', '=', 'e.id').as('face_references'))
    .select(['d.name as department', 's.id as supervisor_id', 's.name as supervisor_name'])
    .orderBy('e.name')
    .orderBy('e.id')
    .limit(MOST_LISTED);
  if (filters.id !== undefined) query = query.where('e.id', '=', filters.id);
  if (filters.q) {
    const pattern = likePattern(filters.q);
    query = query.where((eb) =>
      eb.or(
        (['e.name', 'e.username', 'e.nup'] as const).map((column) => eb(sql`lower(${sql.ref(column)})`, 'like', sql`${pattern} escape '\\'`)),
      ),
    );
  }
  if (filters.department) query = query.where('d.name', '=', filters.department);
  if (filters.active) query = query.where('e.active', '=', Number(filters.active));
  if (filters.office_id !== undefined) {
    const officeId = filters.office_id;
    query = query.where(({ exists, selectFrom }) =>
      exists(selectFrom('employee_offices as eo').select('eo.office_id').whereRef('eo.employee_id', '=', 'e.id').where('eo.office_id', '=', officeId)),
    );
  }
  const rows = await query.execute();
  const ids = rows.map((row) => row.id);
  const offices =
    ids.length === 0
      ? []
      : await db
          .selectFrom('employee_offices as eo')
          .innerJoin('offices as o', 'o.id', 'eo.office_id')
          .select(['eo.employee_id', 'o.id', 'o.name'])
          .where('eo.employee_id', 'in', ids)
          .orderBy('o.id')
          .execute();
  return rows.map((row) => ({
    id: row.id,
    username: row.username,
    nup: row.nup,
    name: row.name,
    position: row.position,
    position_level: row.position_level,
    department: row.department,
    offices: offices.filter((office) => office.employee_id === row.id).map(({ id, name }) => ({ id, name })),
    supervisor: row.supervisor_id === null ? null : { id: row.supervisor_id, name: row.supervisor_name! },
    role: row.role as Role,
    active: row.active === 1,
    field_staff: row.field_staff === 1,
    schedule_id: row.schedule_id,
    roster_id: row.roster_id,
    photo: fileUrl(services, row.photo_file_id),
    start_date: row.start_date,
    end_date: row.end_date,
    face_consent: row.face_consent as FaceConsent,
    face_references: Number(row.face_references ?? 0),
  }));
}

export const employeeById = async (services: Services, id: number) => (await listEmployees(services, { q: '', department: '', active: '', id }))[0];

/** The employee a call names, if the HR staff member calling may act on them (docs/hr.md, "Roles"). */
export async function changeableEmployee(services: Services, actor: SignedInEmployee, idParam: string | undefined, action: string): Promise<HrEmployee> {
  const { id } = parseWith(HrEmployeeIdParamSchema, { id: idParam });
  const employee = await employeeById(services, id);
  if (!employee) throw new ApiError(404, HR_MESSAGES.notFound);
  await requireAuthority(services.db, actor, employee.id, 'company', action, ACCOUNT_WORDS);
  return employee;
}

/**
 * Deactivating never deletes: the records stay, the account cannot sign in, every session ends at once and its
 * phones stop getting notifications. Today becomes the last scheduled day unless HR set an earlier one; reactivating
 * removes the end. One change wins when two arrive together (the update is conditional).
 */
async function setActive(services: Services, actor: SignedInEmployee, idParam: string | undefined, active: boolean): Promise<HrEmployeeStatusResponse> {
  const employee = await changeableEmployee(services, actor, idParam, active ? 'employee.reactivate' : 'employee.deactivate');
  const now = services.now();
  const today = jakartaDate(now);
  const endDate = active ? null : employee.end_date !== null && employee.end_date <= today ? employee.end_date : today;
  const changed = await services.db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('employees')
      .set({ active: active ? 1 : 0, end_date: endDate })
      .where('id', '=', employee.id)
      .where('active', '=', active ? 0 : 1)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return false;
    if (!active) {
      await endEverySession(trx, employee.id, now);
      await trx.deleteFrom('device_tokens').where('employee_id', '=', employee.id).execute();
    }
    const action = active ? 'employee.reactivate' : 'employee.deactivate';
    await recordAudit(trx, { actorId: actor.id, action, entity: 'employee', entityId: employee.id, before: { active: !active, end_date: employee.end_date }, after: { active, end_date: endDate } }, now);
    return true;
  });
  if (!changed) throw new ApiError(409, active ? HR_MESSAGES.alreadyActive : HR_MESSAGES.alreadyInactive);
  return { message: active ? HR_MESSAGES.reactivated : HR_MESSAGES.deactivated, employee: (await employeeById(services, employee.id))! };
}

export const hrEmployeeRoutes = new Hono<AppEnv>()
  .get('/employees', documented({
    summary: 'Konsol SDM: daftar pegawai (urut nama, paling banyak 5.000), dicari dengan `q` (bagian dari nama, username atau NUP) dan disaring per kantor (`office_id`), bagian (`department`, nama persis) dan status (`active` 1 atau 0). Hanya peran hr dan admin (403).',
    auth: true, query: HrEmployeeQuerySchema, answer: HrEmployeeListSchema, errors: [400, 401, 403],
  }), async (c) => c.json(await listEmployees(c.get('services'), readQuery(c, HrEmployeeQuerySchema))))

  .get('/departments', documented({
    summary: 'Konsol SDM: nama semua bagian (urut abjad), untuk dipilih di formulir pegawai. Bagian baru dibuat saat pegawai pertama disimpan dengannya. Hanya peran hr dan admin (403).',
    auth: true, answer: DepartmentListSchema, errors: [401, 403],
  }), async (c) => {
    const rows = await c.get('services').db.selectFrom('departments').select('name').orderBy('name').execute();
    return c.json(rows.map((row) => row.name));
  })

  .post('/employees/:id/deactivate', documented({
    summary: 'Konsol SDM: menonaktifkan pegawai (tidak pernah menghapus: datanya tetap). Semua sesinya berakhir saat itu juga, token perangkatnya dihapus, masuk ditolak. Tercatat di log audit. 400 untuk akun sendiri; 403 bila bukan hr/admin atau bila akun hr/admin dan pemanggil bukan admin; 404 bila tidak ada; 409 bila sudah nonaktif.',
    auth: true, answer: HrEmployeeStatusResponseSchema, errors: [400, 401, 403, 404, 409],
  }), async (c) => c.json(await setActive(c.get('services'), c.get('employee'), c.req.param('id'), false)))

  .post('/employees/:id/reactivate', documented({
    summary: 'Konsol SDM: mengaktifkan kembali pegawai nonaktif (masuk lagi dengan passwordnya). Tercatat di log audit. Aturan akses seperti menonaktifkan; 409 bila sudah aktif.',
    auth: true, answer: HrEmployeeStatusResponseSchema, errors: [400, 401, 403, 404, 409],
  }), async (c) => c.json(await setActive(c.get('services'), c.get('employee'), c.req.param('id'), true)))

  .post('/employees/:id/role', documented({
    summary: 'Konsol SDM: mengubah peran pegawai (`employee`, `hr`, `admin`). Hanya admin (403), tidak untuk akun sendiri (400). Tercatat di log audit.',
    auth: true, body: HrRoleRequestSchema, answer: HrEmployeeStatusResponseSchema, errors: [400, 401, 403, 404, 413, 415],
  }), async (c) => {
    const services = c.get('services');
    const actor = c.get('employee');
    if (actor.role !== 'admin') throw new Refusal(403, HR_MESSAGES.adminOnly, { action: 'employee.role', targetId: Number(c.req.param('id')) || null });
    const employee = await changeableEmployee(services, actor, c.req.param('id'), 'employee.role');
    const { role } = await readBody(c, HrRoleRequestSchema);
    const now = services.now();
    await services.db.transaction().execute(async (trx) => {
      await trx.updateTable('employees').set({ role }).where('id', '=', employee.id).execute();
      await recordAudit(trx, { actorId: actor.id, action: 'employee.role', entity: 'employee', entityId: employee.id, before: { role: employee.role }, after: { role } }, now);
    });
    return c.json({ message: HR_MESSAGES.roleSet, employee: (await employeeById(services, employee.id))! } satisfies HrEmployeeStatusResponse);
  });
