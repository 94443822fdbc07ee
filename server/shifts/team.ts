import type { Kysely } from 'kysely';
import { addDays } from '../../src/contract/calendar';
import type { Database } from '../db/types';
import { fromJakarta } from '../time';
import { PLAN_COLUMNS } from './loadWorkPlan';

/** A part of the company HR looks at: the employees of an office (any of their clock-in places) or of a department. */
export interface TeamScope {
  officeId?: number;
  department?: string;
}

/**
 * The scope's employees employed some day from `from` to `to` (server/shifts/employment.ts): from the start date HR
 * set, else from the account's making or an earlier record, to the end date. With their plan's columns, by name.
 */
export function teamQuery(db: Kysely<Database>, scope: TeamScope, from: string, to: string) {
  let query = db
    .selectFrom('employees as e')
    .leftJoin('departments as d', 'd.id', 'e.department_id')
    .leftJoin('offices as o', 'o.id', 'e.office_id')
    .leftJoin('work_schedules as w', 'w.id', 'e.schedule_id')
    .leftJoin('rosters as r', 'r.id', 'e.roster_id')
    .select(['e.id', 'e.nup', 'e.name', 'e.created_at', 'e.start_date', 'e.end_date', 'e.roster_id', 'd.name as department', ...PLAN_COLUMNS])
    .where((eb) => eb.or([eb('e.end_date', 'is', null), eb('e.end_date', '>=', from)]))
    .where((eb) =>
      eb.or([
        eb('e.start_date', '<=', to),
        // Without a start date: from the account's making, or an earlier record (one migrated in before the account).
        eb.and([
          eb('e.start_date', 'is', null),
          eb.or([
            eb('e.created_at', '<', fromJakarta(addDays(to, 1), '00:00').toISOString()),
            eb.exists(eb.selectFrom('attendance as a').select('a.id').whereRef('a.employee_id', '=', 'e.id').where('a.work_date', '<=', to)),
          ]),
        ]),
      ]),
    )
    .orderBy('e.name')
    .orderBy('e.id');
  if (scope.department) query = query.where('d.name', '=', scope.department);
  if (scope.officeId !== undefined) {
    const officeId = scope.officeId;
    query = query.where(({ exists, selectFrom }) =>
      exists(selectFrom('employee_offices as eo').select('eo.office_id').whereRef('eo.employee_id', '=', 'e.id').where('eo.office_id', '=', officeId)),
    );
  }
  return query;
}

/** Rows of many employees, each employee's together. */
export function byEmployee<T extends { employee_id: number }>(items: T[]): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const item of items) {
    const group = groups.get(item.employee_id);
    if (group) group.push(item);
    else groups.set(item.employee_id, [item]);
  }
  return groups;
}
