import type { Kysely } from 'kysely';
import { PERSONAL_FIELDS, type PersonalFields } from '../../src/contract/personalFields';
import type { Database } from '../db/types';

/** The employee's columns of Informasi Data Diri as a form fills them: what is not known is null. */
export const personalColumns = (fields: PersonalFields) =>
  Object.fromEntries(PERSONAL_FIELDS.map((field) => [field, fields[field] === '' ? null : fields[field]])) as { [Field in keyof PersonalFields]: Exclude<PersonalFields[Field], ''> | null };

/** Informasi Data Diri as HR's form shows it: '' for a text not known, null for a date or a number not known. */
export async function personalFieldsOf(db: Kysely<Database>, employeeId: number): Promise<PersonalFields> {
  const row = await db.selectFrom('employees').select(PERSONAL_FIELDS).where('id', '=', employeeId).executeTakeFirstOrThrow();
  return {
    birth_place: row.birth_place ?? '',
    birth_date: row.birth_date,
    contact: row.contact ?? '',
    address: row.address ?? '',
    married_status: row.married_status ?? '',
    blood_type: row.blood_type ?? '',
    religion: row.religion ?? '',
    last_education: row.last_education ?? '',
    entry_date: row.entry_date,
    grade: row.grade ?? '',
    grade_date: row.grade_date,
    dependent_children: row.dependent_children,
  };
}
