import { randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import * as v from 'valibot';
import { hashPassword, verifyPassword } from '../auth/password';
import { passwordCheck } from '../auth/passwordPolicy';
import { endEverySession } from '../auth/sessions';
import type { Database } from '../db/types';
import { type ImportProblem, type Row, duplicates, readCsvRecords, refuseIfAny, type TableRecord, validateRecords } from './csvRows';
import { optionalText, PASSWORD_MIN_LENGTH, positionLevel, text, username } from './fields';

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
});
type EmployeeRow = v.InferOutput<typeof EmployeeRowSchema>;

const EMPLOYEE_COLUMNS = {
  required: ['username', 'name', 'nup', 'position', 'level'],
  optional: ['password', 'office', 'department', 'sub_department', 'supervisor', 'schedule'],
} as const;

/** Hashes at most this many passwords at once (scrypt is slow on purpose). */
const HASHING_AT_ONCE = 4;

interface Existing {
  id: number;
  username: string;
  nup: string;
  password_hash: string;
  supervisor_id: number | null;
}

async function inBatches<T, R>(items: T[], size: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += size) results.push(...(await Promise.all(items.slice(i, i + size).map(work))));
  return results;
}

/** Everything that can be checked before writing: references, uniqueness, the supervisor chain. */
function crossCheck(
  rows: Row<EmployeeRow>[],
  existing: Map<string, Existing>,
  nupOwners: Map<string, string>,
  names: { offices: Map<string, number>; schedules: Map<string, number> },
): ImportProblem[] {
  const problems = [...duplicates(rows, (e) => e.username, 'Username'), ...duplicates(rows, (e) => e.nup, 'NUP')];
  const inFile = new Map(rows.map((row) => [row.value.username, row.value]));
  const idToUsername = new Map([...existing.values()].map((e) => [e.id, e.username]));
  const supervisorOf = (name: string): string | undefined =>
    inFile.has(name) ? inFile.get(name)!.supervisor : idToUsername.get(existing.get(name)?.supervisor_id ?? -1);

  for (const { line, value: row } of rows) {
    const nupOwner = nupOwners.get(row.nup);
    if (nupOwner && nupOwner !== row.username) problems.push({ line, message: `NUP '${row.nup}' sudah dipakai '${nupOwner}'.` });
    if (row.office && !names.offices.has(row.office)) problems.push({ line, message: `kantor '${row.office}' tidak ditemukan (impor kantor dulu).` });
    if (row.schedule && !names.schedules.has(row.schedule)) problems.push({ line, message: `jadwal kerja '${row.schedule}' tidak ditemukan.` });
    if (row.sub_department && !row.department) problems.push({ line, message: 'sub_department membutuhkan department.' });
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
async function checkEmployeeTable(db: Kysely<Database>, table: { rows: Row<EmployeeRow>[]; problems: ImportProblem[] }) {
  const { rows, problems } = table;
  const existing = new Map(
    (await db.selectFrom('employees').select(['id', 'username', 'nup', 'password_hash', 'supervisor_id']).execute()).map((e) => [e.username, e]),
  );
  const nupOwners = new Map([...existing.values()].map((e) => [e.nup, e.username]));
  const offices = new Map((await db.selectFrom('offices').select(['id', 'name']).execute()).map((o) => [o.name, o.id]));
  const schedules = new Map((await db.selectFrom('work_schedules').select(['id', 'name']).orderBy('id').execute()).map((w) => [w.name, w.id]));
  return { rows, existing, offices, schedules, problems: [...problems, ...crossCheck(rows, existing, nupOwners, { offices, schedules })].sort((a, b) => a.line - b.line) };
}

export interface EmployeeImportPreview {
  rows: number;
  created: number;
  updated: number;
  problems: ImportProblem[];
}

/**
 * What an import would do, and every problem that would refuse it, row and column named; nothing is written. A
 * password given for an existing employee is checked like a new one (whether it differs is known only by hashing).
 */
export async function previewEmployeeImport(db: Kysely<Database>, records: TableRecord[]): Promise<EmployeeImportPreview> {
  const checked = await checkEmployeeTable(db, validateRecords(records, EmployeeRowSchema, EMPLOYEE_COLUMNS));
  const checkPassword = await passwordCheck();
  const weak = checked.rows.flatMap(({ line, value: row }) => {
    const weakness = row.password && checkPassword(row.password, row);
    return weakness ? [{ line, message: `kolom 'password': ${weakness}` }] : [];
  });
  const created = checked.rows.filter(({ value }) => !checked.existing.has(value.username)).length;
  return { rows: checked.rows.length, created, updated: checked.rows.length - created, problems: [...checked.problems, ...weak].sort((a, b) => a.line - b.line) };
}

export interface EmployeeImportResult {
  created: number;
  updated: number;
  /** Passwords made for new employees without one: shown once, to whoever imported. */
  generated: [string, string][];
}

/**
 * Employees by username: an existing one is updated (a password column left empty keeps the password; a different
 * one replaces it and ends the old sessions; an empty schedule keeps the schedule), a new one created (an empty
 * password gets a generated one, shown once; an empty schedule the first one). The supervisor may be anyone in
 * the file or the database. All rows or none: any problem refuses the whole table (ImportRefused).
 */
export async function importEmployeeRows(
  db: Kysely<Database>,
  records: TableRecord[],
  now: Date,
  /** Runs in the import's transaction (the audit entry), with the usernames imported. */
  alsoWrite: (trx: Transaction<Database>, usernames: string[]) => Promise<void> = async () => {},
): Promise<EmployeeImportResult> {
  const { rows, existing, offices, schedules, problems } = await checkEmployeeTable(db, validateRecords(records, EmployeeRowSchema, EMPLOYEE_COLUMNS));
  refuseIfAny(problems);

  const generated: [string, string][] = [];
  const checkPassword = await passwordCheck();
  const weakPasswords: ImportProblem[] = [];
  const credentials = await inBatches(rows, HASHING_AT_ONCE, async ({ line, value: row }) => {
    const current = existing.get(row.username);
    if (current && (row.password === '' || (await verifyPassword(row.password, current.password_hash)))) return null;
    const weakness = row.password && checkPassword(row.password, row);
    if (weakness) {
      weakPasswords.push({ line, message: `kolom 'password': ${weakness}` });
      return null;
    }
    const password = row.password || randomBytes(9).toString('base64url');
    if (!row.password) generated.push([row.username, password]);
    return { password_hash: await hashPassword(password) };
  });
  refuseIfAny(weakPasswords);
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
        ...credentials[index],
      };
      let id = ids.get(row.username);
      if (id === undefined) {
        id = (
          await trx
            .insertInto('employees')
            .values({
              username: row.username, password_hash: credentials[index]!.password_hash, supervisor_id: null, schedule_id: defaultSchedule,
              photo_file_id: null, birth_place: null, birth_date: null, contact: null, address: null, married_status: null, blood_type: null,
              religion: null, last_education: null, entry_date: null, grade: null, grade_date: null, dependent_children: null,
              created_at: now.toISOString(), ...values,
            })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
        ids.set(row.username, id);
        created++;
      } else {
        await trx.updateTable('employees').set(values).where('id', '=', id).execute();
        if (credentials[index]) await endEverySession(trx, id, now);
        await trx.deleteFrom('employee_offices').where('employee_id', '=', id).execute();
      }
      if (values.office_id !== null) await trx.insertInto('employee_offices').values({ employee_id: id, office_id: values.office_id }).execute();
    }
    for (const { value: row } of rows) {
      const supervisor = row.supervisor ? ids.get(row.supervisor)! : null;
      await trx.updateTable('employees').set({ supervisor_id: supervisor }).where('id', '=', ids.get(row.username)!).execute();
    }
    await alsoWrite(trx, rows.map(({ value }) => value.username));
    return created;
  });
  return { created: summary, updated: rows.length - summary, generated };
}

/** The admin command's import of a CSV file: what it did, and the passwords it made (printed once). */
export async function importEmployees(db: Kysely<Database>, file: string, now: Date): Promise<string> {
  const result = await importEmployeeRows(db, await readCsvRecords(file), now);
  const summary = `Impor pegawai selesai: ${result.created} baru, ${result.updated} diperbarui.`;
  if (result.generated.length === 0) return summary;
  const list = result.generated.map(([name, password]) => `  ${name}\t${password}`).join('\n');
  return `${summary}\nPassword yang dibuatkan (hanya ditampilkan sekali ini; sampaikan ke pegawainya):\n${list}`;
}
