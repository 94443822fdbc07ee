import { newPassword } from '../../auth/newPassword';
import { Hono } from 'hono';
import type { Transaction } from 'kysely';
import { type HrEmployee, type HrEmployeeRequest, HrEmployeeRequestSchema, type HrEmployeeSaved, HrEmployeeSavedSchema, HrScheduleListSchema } from '../../../src/contract/hr';
import { PERSONAL_FIELDS, PersonalFieldsSchema } from '../../../src/contract/personalFields';
import { personalColumns, personalFieldsOf } from '../../personal/personalFields';
import { HR_MESSAGES, holdsCompanyAuthority } from '../../../src/domain/roles';
import { Refusal, requireNotOwnChain } from '../../access/authority';
import { replaceProfilePhoto } from '../../files/profilePhoto';
import { ENROLMENT_CODE_DAYS, makeEnrolmentCode } from '../../passkeys/enrolmentCodes';
import type { EnrolmentCode } from '../../../src/contract/passkey';
import { recordAudit } from '../../audit/auditLog';
import { hashPassword } from '../../auth/password';
import { endEverySession } from '../../auth/sessions';
import { isUniqueViolation } from '../../db/errors';
import type { Database, SignedInEmployee } from '../../db/types';
import { readPhotos } from '../../files/photoUpload';
import { storeWithinQuota } from '../../files/uploadQuota';
import type { AppEnv, Services } from '../../http/context';
import { ApiError } from '../../http/errors';
import { readBody } from '../../http/validate';
import { changeableEmployee, employeeById } from './employees';
import { documented } from '../../openapi/documented';
import { SHIFT_MESSAGES } from '../../../src/domain/shifts';
import { requireEmploymentChangeOpen } from '../../shifts/employment';

/** Whoever hands it over tells the employee; they change it in the app (Ubah Password). */

/**
 * The references an employee's form names must exist, and be in use unless the employee already has them (an archived
 * office or roster stays with whoever had it); a supervisor's chain never comes back to the employee.
 */
async function requireReferences(trx: Transaction<Database>, form: HrEmployeeRequest, employeeId: number | null) {
  const current = employeeId === null ? null : await trx.selectFrom('employees').select(['office_id', 'roster_id']).where('id', '=', employeeId).executeTakeFirst();
  const keptOffices = new Set(employeeId === null ? [] : (await trx.selectFrom('employee_offices').select('office_id').where('employee_id', '=', employeeId).execute()).map((row) => row.office_id));
  const archivable = async (table: 'offices' | 'rosters', ids: number[], kept: (id: number) => boolean, messages: { notFound: string; archived: (name: string) => string }) => {
    if (ids.length === 0) return;
    const found = await trx.selectFrom(table).select(['id', 'name', 'archived_at']).where('id', 'in', ids).execute();
    if (found.length !== new Set(ids).size) throw new ApiError(400, messages.notFound);
    const archived = found.find((row) => row.archived_at !== null && !kept(row.id));
    if (archived) throw new ApiError(400, messages.archived(archived.name));
  };
  await archivable('offices', form.office_ids, (id) => keptOffices.has(id) || id === current?.office_id, { notFound: HR_MESSAGES.officeNotFound, archived: SHIFT_MESSAGES.officeIsArchived });
  await archivable('rosters', form.roster_id === null ? [] : [form.roster_id], (id) => id === current?.roster_id, { notFound: HR_MESSAGES.rosterNotFound, archived: SHIFT_MESSAGES.rosterIsArchived });
  if (form.schedule_id !== null && !(await trx.selectFrom('work_schedules').select('id').where('id', '=', form.schedule_id).executeTakeFirst())) {
    throw new ApiError(400, HR_MESSAGES.scheduleNotFound);
  }
  const seen = new Set<number>();
  for (let boss = form.supervisor_id; boss !== null; ) {
    if (boss === employeeId || seen.has(boss)) throw new ApiError(400, HR_MESSAGES.supervisorCycle);
    seen.add(boss);
    const row = await trx.selectFrom('employees').select('supervisor_id').where('id', '=', boss).executeTakeFirst();
    if (!row) throw new ApiError(400, HR_MESSAGES.supervisorNotFound);
    boss = row.supervisor_id;
  }
}

async function departmentId(trx: Transaction<Database>, name: string): Promise<number | null> {
  if (!name) return null;
  const found = await trx.selectFrom('departments').select('id').where('name', '=', name).executeTakeFirst();
  return found?.id ?? (await trx.insertInto('departments').values({ name }).returning('id').executeTakeFirstOrThrow()).id;
}

/** The employee's columns a form sets, and what the audit log keeps of them (Informasi Data Diri when the form has it). */
const columnsOf = (form: HrEmployeeRequest, department: number | null) => ({
  ...(form.personal && personalColumns(form.personal)),
  name: form.name,
  nup: form.nup,
  position: form.position,
  position_level: form.position_level,
  department_id: department,
  office_id: form.office_ids[0] ?? null,
  supervisor_id: form.supervisor_id,
  schedule_id: form.schedule_id,
  roster_id: form.roster_id,
  role: form.role,
  field_staff: form.field_staff ? 1 : 0,
  start_date: form.start_date,
  end_date: form.end_date,
});

async function setOffices(trx: Transaction<Database>, employeeId: number, officeIds: number[]) {
  await trx.deleteFrom('employee_offices').where('employee_id', '=', employeeId).execute();
  for (const officeId of new Set(officeIds)) await trx.insertInto('employee_offices').values({ employee_id: employeeId, office_id: officeId }).execute();
}

/** A username or NUP taken, also by a save that raced this one, is a 409 that names which. */
async function saving<T>(services: Services, form: HrEmployeeRequest, employeeId: number | null, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const nupOwner = await services.db.selectFrom('employees').select('id').where('nup', '=', form.nup).executeTakeFirst();
    throw new ApiError(409, nupOwner && nupOwner.id !== employeeId ? HR_MESSAGES.nupTaken : HR_MESSAGES.usernameTaken);
  }
}

const saved = async (services: Services, id: number, message: string, password: string | null, enrolmentCode: EnrolmentCode | null = null): Promise<HrEmployeeSaved> => ({
  message,
  employee: (await employeeById(services, id)) as HrEmployee,
  password,
  enrolment_code: enrolmentCode,
});

function requireRoleAllowed(actor: SignedInEmployee, role: string, targetId: number | null) {
  if (!holdsCompanyAuthority(actor.role, role)) throw new Refusal(403, HR_MESSAGES.adminOnly, { action: 'employee.role', targetId });
}

/** Creating and editing employees, resetting a password, setting a profile photo (docs/hr.md, "Employees"), audited. */
export const hrEmployeeFormRoutes = new Hono<AppEnv>()
  .post('/employees', documented({
    summary: 'Konsol SDM: menambah pegawai (username, nama, NUP, jabatan dan levelnya, bagian, kantor-kantor dengan kantor utama pertama, atasan, jadwal mingguan atau pola shift, peran, pegawai lapangan, dan `personal`: Informasi Data Diri). Password dibuatkan dan dijawab sekali. Peran hr/admin hanya oleh admin (403); 409 bila username atau NUP sudah dipakai; 400 bila kantor, jadwal, pola atau atasan tidak ada, atau rantai atasan berputar. Tercatat di log audit. 201.',
    auth: true, body: HrEmployeeRequestSchema, answer: HrEmployeeSavedSchema, errors: [400, 401, 403, 409, 413, 415],
  }), async (c) => {
    const services = c.get('services');
    const actor = c.get('employee');
    const form = await readBody(c, HrEmployeeRequestSchema);
    if (!form.username) throw new ApiError(400, HR_MESSAGES.usernameRequired);
    requireRoleAllowed(actor, form.role, null);
    const password = newPassword();
    const passwordHash = await hashPassword(password);
    const now = services.now();
    const created = await saving(services, form, null, () =>
      services.db.transaction().execute(async (trx) => {
        await requireReferences(trx, form, null);
        const columns = columnsOf(form, await departmentId(trx, form.department));
        const { id } = await trx
          .insertInto('employees')
          .values({ username: form.username!, password_hash: passwordHash, password_must_change: 1, created_at: now.toISOString(), ...columns, created_by: actor.id, supervisor_set_by: actor.id })
          .returning('id')
          .executeTakeFirstOrThrow();
        await setOffices(trx, id, form.office_ids);
        await recordAudit(trx, { actorId: actor.id, action: 'employee.create', entity: 'employee', entityId: id, before: null, after: { username: form.username, ...columns, office_ids: form.office_ids } }, now);
        return { id, code: await makeEnrolmentCode(trx, id, actor.id, ENROLMENT_CODE_DAYS, now) };
      }),
    );
    return c.json(await saved(services, created.id, HR_MESSAGES.created, password, created.code), 201);
  })

  .post('/employees/:id', documented({
    summary: 'Konsol SDM: mengubah pegawai (kolom seperti menambah, username tetap; tanpa `personal`, Informasi Data Diri tidak berubah). Aturan akses seperti menonaktifkan; mengubah peran hanya admin. Tercatat di log audit dengan data sebelum dan sesudah.',
    auth: true, body: HrEmployeeRequestSchema, answer: HrEmployeeSavedSchema, errors: [400, 401, 403, 404, 409, 413, 415],
  }), async (c) => {
    const services = c.get('services');
    const actor = c.get('employee');
    const employee = await changeableEmployee(services, actor, c.req.param('id'), 'employee.update');
    const form = await readBody(c, HrEmployeeRequestSchema);
    if (form.role !== employee.role && actor.role !== 'admin') throw new Refusal(403, HR_MESSAGES.adminOnly, { action: 'employee.role', targetId: employee.id });
    if (form.supervisor_id !== (employee.supervisor?.id ?? null)) await requireNotOwnChain(services.db, actor, employee.id, 'employee.supervisor');
    const now = services.now();
    await saving(services, form, employee.id, () =>
      services.db.transaction().execute(async (trx) => {
        await requireReferences(trx, form, employee.id);
        const before = await trx
          .selectFrom('employees')
          .select(['name', 'nup', 'position', 'position_level', 'department_id', 'office_id', 'supervisor_id', 'schedule_id', 'roster_id', 'role', 'field_staff', 'start_date', 'end_date'])
          .$if(form.personal !== undefined, (query) => query.select(PERSONAL_FIELDS))
          .where('id', '=', employee.id)
          .executeTakeFirstOrThrow();
        const { created_at } = await trx.selectFrom('employees').select('created_at').where('id', '=', employee.id).executeTakeFirstOrThrow();
        await requireEmploymentChangeOpen(trx, { ...before, created_at }, { start_date: form.start_date ?? null, end_date: form.end_date ?? null });
        const columns = columnsOf(form, await departmentId(trx, form.department));
        const placed = columns.supervisor_id !== before.supervisor_id ? { supervisor_set_by: actor.id } : {};
        await trx.updateTable('employees').set({ ...columns, ...placed }).where('id', '=', employee.id).execute();
        await setOffices(trx, employee.id, form.office_ids);
        await recordAudit(trx, { actorId: actor.id, action: 'employee.update', entity: 'employee', entityId: employee.id, before, after: { ...columns, office_ids: form.office_ids } }, now);
      }),
    );
    return c.json(await saved(services, employee.id, HR_MESSAGES.updated, null));
  })

  .get('/employees/:id/personal', documented({
    summary: 'Konsol SDM: Informasi Data Diri seorang pegawai untuk diisi di formulir (tempat dan tanggal lahir, kontak, alamat, status pernikahan, golongan darah, agama, pendidikan terakhir, tanggal masuk, golongan dan TMT-nya, anak tanggungan); teks yang tidak diketahui berupa \'\', tanggal dan angka null. Aturan akses seperti mengubah pegawai.',
    auth: true, answer: PersonalFieldsSchema, errors: [400, 401, 403, 404],
  }), async (c) => {
    const services = c.get('services');
    const employee = await changeableEmployee(services, c.get('employee'), c.req.param('id'), 'employee.update');
    return c.json(await personalFieldsOf(services.db, employee.id));
  })

  .post('/employees/:id/password', documented({
    summary: 'Konsol SDM: membuat password baru untuk pegawai (dijawab sekali untuk diserahkan); semua sesinya berakhir. Aturan akses seperti menonaktifkan. Tercatat di log audit (tanpa passwordnya).',
    auth: true, answer: HrEmployeeSavedSchema, errors: [400, 401, 403, 404],
  }), async (c) => {
    const services = c.get('services');
    const actor = c.get('employee');
    const employee = await changeableEmployee(services, actor, c.req.param('id'), 'employee.password');
    const password = newPassword();
    const passwordHash = await hashPassword(password);
    const now = services.now();
    await services.db.transaction().execute(async (trx) => {
      await trx.updateTable('employees').set({ password_hash: passwordHash, password_must_change: 1 }).where('id', '=', employee.id).execute();
      await endEverySession(trx, employee.id, now);
      await recordAudit(trx, { actorId: actor.id, action: 'employee.password', entity: 'employee', entityId: employee.id, before: null, after: { password: 'reset' } }, now);
    });
    return c.json(await saved(services, employee.id, HR_MESSAGES.passwordReset, password));
  })

  .post('/employees/:id/photo', documented({
    summary: 'Konsol SDM: foto profil pegawai sebagai multipart/form-data (field `photo`, JPEG/PNG/WebP utuh, maksimal 2 MB). Tercatat di log audit.',
    auth: true, files: ['photo'], answer: HrEmployeeSavedSchema, errors: [400, 401, 403, 404, 413, 415, 429],
  }), async (c) => {
    const services = c.get('services');
    const actor = c.get('employee');
    const employee = await changeableEmployee(services, actor, c.req.param('id'), 'employee.photo');
    const { photos } = await readPhotos(c, { photo: 'photo' }, ['photo']);
    // Stored unclaimed: a photo the quota refuses is taken back, and so is one whose save fails.
    const [fileId] = await storeWithinQuota(services, actor.id, [{ ...photos.photo!, kind: 'profile', claimed: false }]);
    const now = services.now();
    await services.db.transaction().execute(async (trx) => {
      const replaced = await replaceProfilePhoto(trx, employee.id, fileId!, now);
      await recordAudit(trx, { actorId: actor.id, action: 'employee.photo', entity: 'employee', entityId: employee.id, before: { photo_file_id: replaced }, after: { photo_file_id: fileId } }, now);
    });
    return c.json(await saved(services, employee.id, HR_MESSAGES.photoSet, null));
  })

  .get('/schedules', documented({
    summary: 'Konsol SDM: jadwal kerja mingguan yang dapat dipasang pada pegawai.',
    auth: true, answer: HrScheduleListSchema, errors: [401, 403],
  }), async (c) =>
    c.json(await c.get('services').db.selectFrom('work_schedules').select(['id', 'name', 'start_time', 'end_time', 'grace_minutes', 'work_days']).orderBy('name').execute()),
  );
