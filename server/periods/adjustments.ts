import type { Kysely } from 'kysely';
import { addDays } from '../../src/contract/calendar';
import type { RecapAdjustment } from '../../src/contract/hr';
import type { Verification } from '../../src/contract/verification';
import type { Database } from '../db/types';
import type { TeamScope } from '../shifts/team';
import { fromJakarta } from '../time';
import { closedPeriodsBetween } from './periodState';

const KINDS = ['attendance', 'overtime'] as const;

/**
 * 'Penyesuaian periode sebelumnya' of the period from `from` to `to` (docs/hr.md, "Periods"): every clock-in,
 * clock-out and overtime for a day of a closed period, received after that period's close, that came in or was
 * decided during these days (WIB), with its state now. A record that came in one period and was decided in a later
 * one is listed in both: waiting in the first, as decided in the second, where its decision counts.
 */
export async function lateRecords(db: Kysely<Database>, scope: TeamScope & { employeeId?: number }, from: string, to: string): Promise<RecapAdjustment[]> {
  const closed = await closedPeriodsBetween(db, '0000-01-01', addDays(from, -1));
  if (closed.length === 0) return [];
  const since = fromJakarta(from, '00:00').toISOString();
  const until = fromJakarta(addDays(to, 1), '00:00').toISOString();
  const found = await Promise.all(
    KINDS.map((kind) => {
      let query = db
        // Both tables have the columns read here.
        .selectFrom(`${kind} as r` as 'attendance as r')
        .innerJoin('employees as e', 'e.id', 'r.employee_id')
        .leftJoin('departments as d', 'd.id', 'e.department_id')
        .select(['r.employee_id', 'e.name', 'r.work_date', 'r.direction', 'r.verification', 'r.recorded_at'])
        .where((eb) =>
          eb.or([
            eb.and([eb('r.recorded_at', '>=', since), eb('r.recorded_at', '<', until)]),
            eb.and([eb('r.decided_at', '>=', since), eb('r.decided_at', '<', until)]),
          ]),
        )
        .where('r.work_date', '<', from);
      if (scope.employeeId !== undefined) query = query.where('r.employee_id', '=', scope.employeeId);
      if (scope.department) query = query.where('d.name', '=', scope.department);
      if (scope.officeId !== undefined) {
        const officeId = scope.officeId;
        query = query.where(({ exists, selectFrom }) =>
          exists(selectFrom('employee_offices as eo').select('eo.office_id').whereRef('eo.employee_id', '=', 'e.id').where('eo.office_id', '=', officeId)),
        );
      }
      return query.execute().then((rows) => rows.map((row) => ({ ...row, kind })));
    }),
  );
  return found
    .flat()
    .filter((record) => closed.some((period) => period.first_date <= record.work_date && record.work_date <= period.last_date && record.recorded_at > period.closed_at))
    .map((record) => ({
      employee_id: record.employee_id,
      name: record.name,
      date: record.work_date,
      kind: record.kind,
      direction: record.direction as 'in' | 'out',
      verification: record.verification as Verification,
      recorded_at: record.recorded_at,
    }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.date.localeCompare(b.date) || a.recorded_at.localeCompare(b.recorded_at));
}
