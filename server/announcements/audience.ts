import { type Expression, type ExpressionBuilder, expressionBuilder, type Kysely, type SqlBool, type Transaction } from 'kysely';
import { HR_MESSAGES } from '../../src/domain/roles';
import type { Database } from '../db/types';
import { ApiError } from '../http/errors';

/** Whom an announcement is for, as HR chose it: offices by id and departments by name; both empty, the whole company. */
export interface AudienceChoice {
  audience_offices: number[];
  audience_departments: string[];
}

/**
 * Stores whom an announcement is for, in place of what it was for (docs/hr.md, "Announcements"): one row per office or
 * department, none for the whole company. An office or department that does not exist is a 400.
 */
export async function setAudience(trx: Transaction<Database>, announcementId: number, choice: AudienceChoice): Promise<void> {
  const offices = [...new Set(choice.audience_offices)];
  const names = [...new Set(choice.audience_departments)];
  const [knownOffices, departments] = await Promise.all([
    offices.length ? trx.selectFrom('offices').select('id').where('id', 'in', offices).execute() : [],
    names.length ? trx.selectFrom('departments').select('id').where('name', 'in', names).execute() : [],
  ]);
  if (knownOffices.length !== offices.length || departments.length !== names.length) throw new ApiError(400, HR_MESSAGES.audienceNotFound);
  await trx.deleteFrom('announcement_audience').where('announcement_id', '=', announcementId).execute();
  const rows = [
    ...offices.map((id) => ({ announcement_id: announcementId, office_id: id, department_id: null })),
    ...departments.map(({ id }) => ({ announcement_id: announcementId, office_id: null, department_id: id })),
  ];
  if (rows.length) await trx.insertInto('announcement_audience').values(rows).execute();
}

/**
 * The one rule of whom an announcement reaches (docs/hr.md, "Announcements"): everyone when it names no audience,
 * else the employees of one of its offices or of one of its departments. Either side is a column or a value.
 */
function reaches(announcement: Expression<number>, employee: Expression<number>): Expression<SqlBool> {
  const eb = expressionBuilder<Database, never>();
  const audience = () => eb.selectFrom('announcement_audience as aa').select('aa.announcement_id').where('aa.announcement_id', '=', announcement);
  return eb.or([
    eb.not(eb.exists(audience())),
    eb.exists(
      audience().where((inner) =>
        inner.or([
          inner('aa.office_id', 'in', inner.selectFrom('employee_offices as eo').select('eo.office_id').where('eo.employee_id', '=', employee)),
          inner('aa.department_id', 'in', inner.selectFrom('employees as ed').select('ed.department_id').where('ed.id', '=', employee)),
        ]),
      ),
    ),
  ]);
}

/** An announcement `a` is for the employee. */
export const isForEmployee = (employeeId: number) => (eb: ExpressionBuilder<Database & { a: Database['announcements'] }, 'a'>) =>
  reaches(eb.ref('a.id'), eb.val(employeeId));

/** The active employees an announcement is for. */
export async function audienceMembers(db: Kysely<Database>, announcementId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('employees as e')
    .select('e.id')
    .where('e.active', '=', 1)
    .where((eb) => reaches(eb.val(announcementId), eb.ref('e.id')))
    .execute();
  return rows.map((row) => row.id);
}

/** Whom each of these announcements is for, by id: offices (id and name) and departments (names); none listed, everyone. */
export async function audiencesOf(db: Kysely<Database>, ids: number[]): Promise<Map<number, { offices: { id: number; name: string }[]; departments: string[] }>> {
  const audiences = new Map(ids.map((id) => [id, { offices: [] as { id: number; name: string }[], departments: [] as string[] }]));
  if (ids.length === 0) return audiences;
  const rows = await db
    .selectFrom('announcement_audience as aa')
    .leftJoin('offices as o', 'o.id', 'aa.office_id')
    .leftJoin('departments as d', 'd.id', 'aa.department_id')
    .select(['aa.announcement_id', 'o.id as office_id', 'o.name as office', 'd.name as department'])
    .where('aa.announcement_id', 'in', ids)
    .orderBy('o.name')
    .orderBy('d.name')
    .execute();
  for (const row of rows) {
    const audience = audiences.get(row.announcement_id)!;
    if (row.office_id !== null && row.office !== null) audience.offices.push({ id: row.office_id, name: row.office });
    if (row.department !== null) audience.departments.push(row.department);
  }
  return audiences;
}
