import { newPassword } from '../auth/newPassword';
import type { Kysely, Transaction } from 'kysely';
import * as v from 'valibot';
import { hashPassword, verifyPassword } from '../auth/password';
import { passwordCheck } from '../auth/passwordPolicy';
import { recordAudit } from '../audit/auditLog';
import { holdsCompanyAuthority } from '../../src/domain/roles';
import { PERSONAL_FIELDS } from '../../src/contract/personalFields';
import type { Actor } from '../access/authority';
import type { Database } from '../db/types';
import { type ImportProblem, ImportRefused, type Row, duplicates, fileColumns, readCsvRecords, refuseIfAny, saidWith, type TableRecord, validateRecords } from './csvRows';
import { optionalDate, optionalText, optionalTextUpTo, optionalWholeNumber, PASSWORD_MIN_LENGTH, positionLevel, text, username } from './fields';

const EmployeeRowSchema = v.object({
  username: username('username'),
  password: v.pipe(
    v.optional(v.string(), ''),
    v.check((p) => p === '' || (p.length >= PASSWORD_MIN_LENGTH && p.length <= 200), `password minimal ${PASSWORD_MIN_LENGTH} karakter, atau kosong untuk dibuatkan.`),
  ),
  name: text('name'),
  nup: text('nup'),
  position: text('position'),
  level: positionLevel('level'),
  office: optionalText,
  department: optionalText,
  sub_department: optionalText,
  supervisor: v.pipe(optionalText, v.transform((name) => name?.toLowerCase())),
  schedule: optionalText,
  start_date: optionalDate('start_date'),
  end_date: optionalDate('end_date'),
  // Informasi Data Diri (docs/import.md): a cell left empty leaves what HR set.
  birth_place: optionalTextUpTo('birth_place', 100),
  birth_date: optionalDate('birth_date'),
  contact: optionalTextUpTo('contact', 100),
  address: optionalTextUpTo('address', 300),
  married_status: optionalTextUpTo('married_status', 50),
  blood_type: optionalTextUpTo('blood_type', 5),
  religion: optionalTextUpTo('religion', 50),
  last_education: optionalTextUpTo('last_education', 100),
  entry_date: optionalDate('entry_date'),
  grade: optionalTextUpTo('grade', 50),
  grade_date: optionalDate('grade_date'),
  dependent_children: optionalWholeNumber('dependent_children', 0, 20),
});
type EmployeeRow = v.InferOutput<typeof EmployeeRowSchema>;

/** Each column's Indonesian name, the template's header (the English names are accepted too). */
export const EMPLOYEE_COLUMN_WORDS = {
  username: 'username',
  name: 'nama',
  nup: 'nup',
  position: 'jabatan',
  level: 'level_jabatan',
  password: 'password',
  office: 'kantor',
  department: 'bagian',
  sub_department: 'sub_bagian',
  supervisor: 'atasan',
  schedule: 'jadwal',
  start_date: 'tanggal_mulai',
  end_date: 'tanggal_berhenti',
  birth_place: 'tempat_lahir',
  birth_date: 'tanggal_lahir',
  contact: 'kontak',
  address: 'alamat',
  married_status: 'status_pernikahan',
  blood_type: 'golongan_darah',
  religion: 'agama',
  last_education: 'pendidikan_terakhir',
  entry_date: 'tanggal_masuk',
  grade: 'golongan',
  grade_date: 'tmt_golongan',
  dependent_children: 'anak_tanggungan',
} as const satisfies Record<string, string>;

export const EMPLOYEE_COLUMNS = {
  required: ['username', 'name', 'nup', 'position', 'level'],
  optional: ['password', 'office', 'department', 'sub_department', 'supervisor', 'schedule', 'start_date', 'end_date', ...PERSONAL_FIELDS],
  aliases: Object.fromEntries(Object.entries(EMPLOYEE_COLUMN_WORDS).map(([column, word]) => [word, column])),
} as const;

/** Hashes at most this many passwords at once (scrypt is slow on purpose). */
const HASHING_AT_ONCE = 4;

interface Existing {
  id: number;
  username: string;
  nup: string;
  password_hash: string;
  supervisor_id: number | null;
  role: string;
  office_id: number | null;
}

export const IMPORT_RIGHTS = {
  self: 'baris untuk akun Anda sendiri tidak dapat diimpor.',
  protected: 'akun petugas SDM dan admin hanya dapat diubah oleh admin.',
  ownChain: 'atasan dari akun di atas Anda tidak dapat diubah.',
  existingPassword: "kolom 'password' hanya untuk pegawai baru: kosongkan untuk pegawai yang sudah ada (password baru lewat 'Password Baru' di konsol).",
} as const;

/** A row the importer has no right to: its problem, and the employee it names, for the audit of refusals. */
export interface RightsProblem extends ImportProblem {
  targetId: number;
}

/**
 * The rule of who may act on whom (server/access/authority.ts) for each row that updates an existing account: never
 * the importer's own row, HR staff and admins only by an admin, and no supervisor changed above the importer.
 */
function rightsCheck(rows: Row<EmployeeRow>[], existing: Map<string, Existing>, importer: Actor | null): RightsProblem[] {
  if (importer === null) return [];
  const byId = new Map([...existing.values()].map((e) => [e.id, e]));
  const aboveImporter = new Set<number>();
  for (let boss = byId.get(importer.id)?.supervisor_id ?? null; boss !== null && !aboveImporter.has(boss); boss = byId.get(boss)?.supervisor_id ?? null) aboveImporter.add(boss);
  const problems: RightsProblem[] = [];
  for (const { line, value: row } of rows) {
    const current = existing.get(row.username);
    if (!current) continue;
    const problem = (message: string) => problems.push({ line, message, targetId: current.id });
    if (current.id === importer.id) problem(IMPORT_RIGHTS.self);
    else if (!holdsCompanyAuthority(importer.role, current.role)) problem(IMPORT_RIGHTS.protected);
    else if (aboveImporter.has(current.id) && (row.supervisor ?? null) !== (byId.get(current.supervisor_id ?? -1)?.username ?? null)) problem(IMPORT_RIGHTS.ownChain);
  }
  return problems;
}

/** Who follows a commit: told how many rows are done after each batch, and able to stop it between batches. */
export interface ImportWatch {
  progress: (done: number) => Promise<void>;
  stopped: () => boolean;
}

/** The server is closing: the import stops between batches, before anything is written. */
export class ImportStopped extends Error {}

const UNWATCHED: ImportWatch = { progress: async () => undefined, stopped: () => false };

async function inBatches<T, R>(items: T[], size: number, work: (item: T) => Promise<R>, watch = UNWATCHED): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += size) {
    if (watch.stopped()) throw new ImportStopped();
    results.push(...(await Promise.all(items.slice(i, i + size).map(work))));
    await watch.progress(results.length);
  }
  return results;
}

/** Everything that can be checked before writing: references, uniqueness, the supervisor chain. */
function crossCheck(
  rows: Row<EmployeeRow>[],
  existing: Map<string, Existing>,
  nupOwners: Map<string, string>,
  names: { offices: Map<string, number>; archivedOffices: Set<number>; schedules: Map<string, number> },
): ImportProblem[] {
  const problems = [...duplicates(rows, (e) => e.username, 'Username'), ...duplicates(rows, (e) => e.nup, 'NUP')];
  const inFile = new Map(rows.map((row) => [row.value.username, row.value]));
  const idToUsername = new Map([...existing.values()].map((e) => [e.id, e.username]));
  const supervisorOf = (name: string): string | undefined =>
    inFile.has(name) ? inFile.get(name)!.supervisor : idToUsername.get(existing.get(name)?.supervisor_id ?? -1);

  for (const { line, value: row } of rows) {
    const nupOwner = nupOwners.get(row.nup);
    if (nupOwner && nupOwner !== row.username) problems.push({ line, message: `NUP '${row.nup}' sudah dipakai '${nupOwner}'.` });
    const officeId = row.office ? names.offices.get(row.office) : undefined;
    if (row.office && officeId === undefined) problems.push({ line, message: `kantor '${row.office}' tidak ditemukan (impor kantor dulu).` });
    // An archived office stays with whoever has it, and is given to nobody else.
    if (officeId !== undefined && names.archivedOffices.has(officeId) && existing.get(row.username)?.office_id !== officeId) {
      problems.push({ line, message: `kantor '${row.office}' sudah diarsipkan.` });
    }
    if (row.schedule && !names.schedules.has(row.schedule)) problems.push({ line, message: `jadwal kerja '${row.schedule}' tidak ditemukan.` });
    if (row.sub_department && !row.department) problems.push({ line, message: 'sub_department membutuhkan department.' });
    if (row.start_date && row.end_date && row.end_date < row.start_date) problems.push({ line, message: 'end_date tidak boleh sebelum start_date.' });
    if (!row.supervisor) continue;
    if (row.supervisor === row.username) problems.push({ line, message: 'pegawai tidak bisa menjadi atasan dirinya sendiri.' });
    else if (!inFile.has(row.supervisor) && !existing.has(row.supervisor)) problems.push({ line, message: `atasan '${row.supervisor}' tidak ditemukan.` });
    else {
      const seen = new Set([row.username]);
      for (let boss: string | undefined = row.supervisor; boss; boss = supervisorOf(boss)) {
        if (seen.has(boss)) {
          problems.push({ line, message: `rantai atasan berputar kembali ke '${boss}'.` });
          break;
        }
        seen.add(boss);
      }
    }
  }
  return problems;
}

/** An import table checked against the database: its rows, and every problem found before anything is written. */
async function checkEmployeeTable(db: Kysely<Database>, table: { rows: Row<EmployeeRow>[]; problems: ImportProblem[] }, importer: Actor | null) {
  const { rows, problems } = table;
  const existing = new Map(
    (await db.selectFrom('employees').select(['id', 'username', 'nup', 'password_hash', 'supervisor_id', 'role', 'office_id']).execute()).map((e) => [e.username, e]),
  );
  const nupOwners = new Map([...existing.values()].map((e) => [e.nup, e.username]));
  const officeRows = await db.selectFrom('offices').select(['id', 'name', 'archived_at']).execute();
  const offices = new Map(officeRows.map((o) => [o.name, o.id]));
  const archivedOffices = new Set(officeRows.filter((o) => o.archived_at !== null).map((o) => o.id));
  const schedules = new Map((await db.selectFrom('work_schedules').select(['id', 'name']).orderBy('id').execute()).map((w) => [w.name, w.id]));
  const refusedForRights = rightsCheck(rows, existing, importer);
  const found = [...problems, ...refusedForRights, ...crossCheck(rows, existing, nupOwners, { offices, archivedOffices, schedules })].sort((a, b) => a.line - b.line);
  return { rows, existing, offices, schedules, refusedForRights, problems: found };
}

/**
 * A password given for an existing employee: the same as theirs is no change (a file imported again), another is a
 * problem, since the import never sets an existing account's password.
 */
async function passwordProblems(rows: Row<EmployeeRow>[], existing: Map<string, Existing>): Promise<ImportProblem[]> {
  const changed = await inBatches(rows, HASHING_AT_ONCE, async ({ line, value: row }) => {
    const current = existing.get(row.username);
    return current && (await changesPassword(row, current)) ? [{ line, message: IMPORT_RIGHTS.existingPassword }] : [];
  });
  return changed.flat();
}

/** The passwords given for new employees that the password rule refuses (no hashing needed). */
async function weakPasswords(fresh: Row<EmployeeRow>[]): Promise<ImportProblem[]> {
  const checkPassword = await passwordCheck();
  return fresh.flatMap(({ line, value: row }) => {
    const weakness = row.password && checkPassword(row.password, row);
    return weakness ? [{ line, message: `kolom 'password': ${weakness}` }] : [];
  });
}

const changesPassword = async (row: EmployeeRow, current: Existing) => row.password !== '' && !(await verifyPassword(row.password, current.password_hash));

export interface EmployeeImportPreview {
  rows: number;
  created: number;
  updated: number;
  problems: ImportProblem[];
  data_rows: number;
  problem_rows: number;
}

/**
 * What an import would do, and every problem that would refuse it, row and column named; nothing is written. A
 * password given for an existing employee is checked like a new one (whether it differs is known only by hashing).
 */
export async function previewEmployeeImport(db: Kysely<Database>, records: TableRecord[], importer: Actor | null): Promise<EmployeeImportPreview & { refusedForRights: RightsProblem[] }> {
  const { say } = fileColumns(records, EMPLOYEE_COLUMNS);
  try {
    const preview = await previewNamedColumns(db, records, importer);
    return { ...preview, problems: say(preview.problems) };
  } catch (error) {
    throw saidWith(error, say);
  }
}

async function previewNamedColumns(db: Kysely<Database>, records: TableRecord[], importer: Actor | null): Promise<EmployeeImportPreview & { refusedForRights: RightsProblem[] }> {
  const checked = await checkEmployeeTable(db, validateRecords(records, EmployeeRowSchema, EMPLOYEE_COLUMNS), importer);
  const fresh = checked.rows.filter(({ value }) => !checked.existing.has(value.username));
  const problems = [...checked.problems, ...(await weakPasswords(fresh)), ...(await passwordProblems(checked.rows, checked.existing))].sort((a, b) => a.line - b.line);
  return {
    rows: checked.rows.length,
    created: fresh.length,
    updated: checked.rows.length - fresh.length,
    problems: problems.map(({ line, message }) => ({ line, message })),
    data_rows: records.length,
    problem_rows: new Set(problems.filter(({ line }) => line > 1).map(({ line }) => line)).size,
    refusedForRights: checked.refusedForRights,
  };
}

/** A new employee's generated password, with whom it is for (the slip HR hands over names them). */
export interface GeneratedPassword {
  username: string;
  name: string;
  password: string;
}

export interface EmployeeImportResult {
  created: number;
  updated: number;
  /** Passwords made for new employees without one: shown once, to whoever imported. */
  generated: GeneratedPassword[];
}

/** An employee table checked against the database, ready to be written. */
export interface CheckedEmployeeImport {
  rows: Row<EmployeeRow>[];
  existing: Map<string, Existing>;
  offices: Map<string, number>;
  schedules: Map<string, number>;
  say: ReturnType<typeof fileColumns>['say'];
}

/** Every problem found before a password is hashed: any refuses the whole table (ImportRefused, columns as in the file). */
export async function checkEmployeeImport(db: Kysely<Database>, records: TableRecord[], importer: Actor | null): Promise<CheckedEmployeeImport> {
  const { say } = fileColumns(records, EMPLOYEE_COLUMNS);
  try {
    const { rows, existing, offices, schedules, problems, refusedForRights } = await checkEmployeeTable(db, validateRecords(records, EmployeeRowSchema, EMPLOYEE_COLUMNS), importer);
    const found = [...problems, ...(await weakPasswords(rows.filter(({ value }) => !existing.has(value.username))))].sort((a, b) => a.line - b.line);
    if (found.length > 0) throw new ImportRefused(found.map(({ line, message }) => ({ line, message })), refusedForRights);
    return { rows, existing, offices, schedules, say };
  } catch (error) {
    throw saidWith(error, say);
  }
}

/**
 * Employees by username: an existing one is updated in what the importer may change (never its password: the
 * column must be empty or the password it has; an empty schedule keeps the schedule), a new one created (an empty
 * password gets a generated one, shown once; an empty schedule the first one). The supervisor may be anyone in the
 * file or the database. All rows or none: any problem refuses the whole table (ImportRefused, with the rows refused
 * for rights in `refusedForRights`). Every created and changed employee is audited field by field.
 */
export async function importEmployeeRows(db: Kysely<Database>, records: TableRecord[], now: Date, importer: Actor | null): Promise<EmployeeImportResult> {
  return writeEmployeeImport(db, await checkEmployeeImport(db, records, importer), now, importer);
}

/**
 * Writes a checked table: each row's password checked or hashed (the slow part, followed by `watch` batch by batch),
 * then every row in one transaction.
 */
export async function writeEmployeeImport(db: Kysely<Database>, checked: CheckedEmployeeImport, now: Date, importer: Actor | null, watch = UNWATCHED): Promise<EmployeeImportResult> {
  try {
    return await writeRows(db, checked, now, importer, watch);
  } catch (error) {
    throw saidWith(error, checked.say);
  }
}

async function writeRows(db: Kysely<Database>, { rows, existing, offices, schedules }: CheckedEmployeeImport, now: Date, importer: Actor | null, watch: ImportWatch): Promise<EmployeeImportResult> {
  const generated: GeneratedPassword[] = [];
  const refused: ImportProblem[] = [];
  const credentials = await inBatches(
    rows,
    HASHING_AT_ONCE,
    async ({ line, value: row }) => {
      const current = existing.get(row.username);
      if (current) {
        if (await changesPassword(row, current)) refused.push({ line, message: IMPORT_RIGHTS.existingPassword });
        return null;
      }
      const password = row.password || newPassword();
      if (!row.password) generated.push({ username: row.username, name: row.name, password });
      return { password_hash: await hashPassword(password) };
    },
    watch,
  );
  refuseIfAny(refused);
  const defaultSchedule = schedules.values().next().value ?? null;

  const summary = await db.transaction().execute(async (trx) => {
    const departmentIds = new Map((await trx.selectFrom('departments').select(['id', 'name']).execute()).map((d) => [d.name, d.id]));
    const subDepartmentIds = new Map(
      (await trx.selectFrom('sub_departments').select(['id', 'department_id', 'name']).execute()).map((s) => [`${s.department_id}/${s.name}`, s.id]),
    );
    const departmentId = async (name: string) => {
      if (!departmentIds.has(name)) departmentIds.set(name, (await trx.insertInto('departments').values({ name }).returning('id').executeTakeFirstOrThrow()).id);
      return departmentIds.get(name)!;
    };
    const subDepartmentId = async (department: number, name: string) => {
      const key = `${department}/${name}`;
      if (!subDepartmentIds.has(key)) {
        subDepartmentIds.set(key, (await trx.insertInto('sub_departments').values({ department_id: department, name }).returning('id').executeTakeFirstOrThrow()).id);
      }
      return subDepartmentIds.get(key)!;
    };

    const ids = new Map([...existing.values()].map((e) => [e.username, e.id]));
    let created = 0;
    for (const [index, { value: row }] of rows.entries()) {
      const department = row.department ? await departmentId(row.department) : null;
      const values = {
        name: row.name,
        nup: row.nup,
        position: row.position,
        position_level: row.level,
        department_id: department,
        sub_department_id: department && row.sub_department ? await subDepartmentId(department, row.sub_department) : null,
        office_id: row.office ? offices.get(row.office)! : null,
        ...(row.schedule && { schedule_id: schedules.get(row.schedule)! }),
        // A file without the dates leaves the ones HR set as they are.
        ...(row.start_date && { start_date: row.start_date }),
        ...(row.end_date && { end_date: row.end_date }),
        ...Object.fromEntries(PERSONAL_FIELDS.filter((field) => row[field] !== undefined).map((field) => [field, row[field]])),
        ...credentials[index],
      };
      let id = ids.get(row.username);
      const placement = importer && { created_by: importer.id, supervisor_set_by: importer.id };
      if (id === undefined) {
        id = (
          await trx
            .insertInto('employees')
            .values({
              username: row.username, password_hash: credentials[index]!.password_hash, password_must_change: importer ? 1 : 0, supervisor_id: null, schedule_id: defaultSchedule,
              photo_file_id: null, birth_place: null, birth_date: null, contact: null, address: null, married_status: null, blood_type: null,
              religion: null, last_education: null, entry_date: null, grade: null, grade_date: null, dependent_children: null,
              created_at: now.toISOString(), ...values, ...placement,
            })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
        ids.set(row.username, id);
        created++;
        const { password_hash: _secret, ...shown } = values;
        await recordAudit(trx, { actorId: importer?.id ?? null, action: 'employee.import.create', entity: 'employee', entityId: id, before: null, after: { username: row.username, ...shown } }, now);
      } else {
        const before = await trx.selectFrom('employees').select(AUDITED_COLUMNS).where('id', '=', id).executeTakeFirstOrThrow();
        await trx.updateTable('employees').set(values).where('id', '=', id).execute();
        await auditChanges(trx, importer, id, before, values, now);
        await trx.deleteFrom('employee_offices').where('employee_id', '=', id).execute();
      }
      if (values.office_id !== null) await trx.insertInto('employee_offices').values({ employee_id: id, office_id: values.office_id }).execute();
    }
    for (const { value: row } of rows) {
      const id = ids.get(row.username)!;
      const supervisor = row.supervisor ? ids.get(row.supervisor)! : null;
      const before = existing.get(row.username);
      if (before && before.supervisor_id === supervisor) continue;
      await trx.updateTable('employees').set({ supervisor_id: supervisor, ...(importer && { supervisor_set_by: importer.id }) }).where('id', '=', id).execute();
      if (before) await auditChanges(trx, importer, id, { supervisor_id: before.supervisor_id }, { supervisor_id: supervisor }, now);
    }
    const usernames = rows.map(({ value }) => value.username);
    await recordAudit(trx, { actorId: importer?.id ?? null, action: 'employee.import', entity: 'import', entityId: now.toISOString(), before: null, after: { usernames } }, now);
    return created;
  });
  return { created: summary, updated: rows.length - summary, generated };
}

const AUDITED_COLUMNS = ['name', 'nup', 'position', 'position_level', 'department_id', 'sub_department_id', 'office_id', 'schedule_id', 'start_date', 'end_date', ...PERSONAL_FIELDS] as const;

/** One audit entry per updated employee, with only the fields that changed, before and after; none when nothing did. */
async function auditChanges(trx: Transaction<Database>, importer: Actor | null, id: number, before: Record<string, unknown>, after: Record<string, unknown>, now: Date) {
  const changed = Object.keys(before).filter((key) => key in after && after[key] !== before[key]);
  if (changed.length === 0) return;
  const pick = (source: Record<string, unknown>) => Object.fromEntries(changed.map((key) => [key, source[key]]));
  await recordAudit(trx, { actorId: importer?.id ?? null, action: 'employee.import.update', entity: 'employee', entityId: id, before: pick(before), after: pick(after) }, now);
}

/** The admin command's import of a CSV file: what it did, and the passwords it made (printed once). */
export async function importEmployees(db: Kysely<Database>, file: string, now: Date): Promise<string> {
  const result = await importEmployeeRows(db, await readCsvRecords(file), now, null);
  const summary = `Impor pegawai selesai: ${result.created} baru, ${result.updated} diperbarui.`;
  if (result.generated.length === 0) return summary;
  const list = result.generated.map(({ username, password }) => `  ${username}\t${password}`).join('\n');
  return `${summary}\nPassword yang dibuatkan (hanya ditampilkan sekali ini; sampaikan ke pegawainya):\n${list}`;
}
