import type { Kysely } from 'kysely';
import { addDays } from '../../src/contract/calendar';
import { TIME_ZONE_CODES, type TimeZoneCode } from '../../src/contract/shifts';
import { EMPLOYMENT_TEXTS } from '../../src/domain/employment';
import { preparedQuery } from '../db/preparedQuery';
import type { Database } from '../db/types';
import { ApiError } from '../http/errors';
import { requireOpenDays } from '../periods/periodState';
import { jakartaDate } from '../time';
import { shiftOn, type WorkPlan } from './workPlan';
import { localDate } from './zones';

/** What an employee's span of scheduled days is read from. */
export interface EmploymentDates {
  start_date: string | null;
  end_date: string | null;
  created_at: string;
}

/** The first and last day an employee is scheduled: no day outside is absent, on leave or paid (docs/hr.md). */
export interface EmploymentSpan {
  started: string;
  ended: string | null;
}

/**
 * The start date HR set; without one, the day the account was made if that day's shift had not begun yet (otherwise
 * the next day), or an earlier day the employee already has a record on. The end date HR set, or the deactivation's.
 */
export function employmentSpan(employee: EmploymentDates, plan: WorkPlan, firstRecord: string | null): EmploymentSpan {
  if (employee.start_date !== null) return { started: employee.start_date, ended: employee.end_date };
  const made = new Date(employee.created_at);
  const madeOn = localDate(made, plan.zone);
  const shift = shiftOn(plan, madeOn);
  const firstDay = shift !== null && made.getTime() >= shift.start ? addDays(madeOn, 1) : madeOn;
  return { started: firstRecord !== null && firstRecord < firstDay ? firstRecord : firstDay, ended: employee.end_date };
}

/** Whether a span of scheduled days meets the dates from `from` to `to`: the employee was employed in them. */
export const employedBetween = (span: EmploymentSpan, from: string, to: string) => span.started <= to && (span.ended === null || span.ended >= from);

/**
 * The first and last day an employee may have records on: the start and end date HR set; without a start date, the
 * day the account was made (a clock-in that very day is theirs, even after the shift began) or an earlier day the
 * employee already has a record on.
 */
export function employedDays(employee: EmploymentDates, zone: TimeZoneCode, firstRecord: string | null): { first: string; last: string | null } {
  if (employee.start_date !== null) return { first: employee.start_date, last: employee.end_date };
  const madeOn = localDate(new Date(employee.created_at), zone);
  return { first: firstRecord !== null && firstRecord < madeOn ? firstRecord : madeOn, last: employee.end_date };
}

const employmentOf = preparedQuery<{ id: number }, EmploymentDates & { name: string; time_zone: string | null; first_record: string | null }>((db, slot) =>
  db
    .selectFrom('employees as e')
    .leftJoin('offices as o', 'o.id', 'e.office_id')
    .select((eb) => [
      'e.name',
      'e.start_date',
      'e.end_date',
      'e.created_at',
      'o.time_zone',
      eb.selectFrom('attendance as a').select((a) => a.fn.min<string>('a.work_date').as('first')).whereRef('a.employee_id', '=', 'e.id').as('first_record'),
    ])
    .where('e.id', '=', slot('id')),
);

/**
 * Start and end dates moved over days of a closed period would change what it paid (docs/hr.md, "Periods"): refused
 * with 409. The days a change moves are those between the old and the new date (a start without a date: the day the
 * account was made; an end without one: never); the start's own new day and the end's old last day stay as they were.
 */
export async function requireEmploymentChangeOpen(
  db: Kysely<Database>,
  before: { start_date: string | null; end_date: string | null; created_at: string },
  after: { start_date: string | null; end_date: string | null },
): Promise<void> {
  const startOf = (date: string | null) => date ?? jakartaDate(new Date(before.created_at));
  const [oldStart, newStart] = [startOf(before.start_date), startOf(after.start_date)];
  if (oldStart !== newStart) await requireOpenDays(db, oldStart < newStart ? oldStart : newStart, addDays(oldStart < newStart ? newStart : oldStart, -1));
  const endOf = (date: string | null) => date ?? '9999-12-31';
  const [oldEnd, newEnd] = [endOf(before.end_date), endOf(after.end_date)];
  if (oldEnd !== newEnd) await requireOpenDays(db, addDays(oldEnd < newEnd ? oldEnd : newEnd, 1), oldEnd < newEnd ? newEnd : oldEnd);
}

/**
 * The signed-in employee's own record of `date` (the check and the submit, in the 07:30 rush): decided from the
 * session's row without a statement, unless the day comes before the account was made (a record migrated in may
 * stand there) or outside the dates HR set.
 */
export async function requireOwnDayEmployed(db: Kysely<Database>, employee: EmploymentDates & { id: number }, date: string, zone: TimeZoneCode): Promise<void> {
  const first = employee.start_date ?? localDate(new Date(employee.created_at), zone);
  if (date >= first && (employee.end_date === null || date <= employee.end_date)) return;
  await requireEmployedOn(db, employee.id, date);
}

/**
 * Refuses (400, naming the date in words) anything recorded for a day outside the employee's employment: a clock-in
 * or clock-out, overtime, a correction, HR's addition, leave from `date` to `until`. Said to the employee, or, when
 * someone else acts (`actorId`), naming the employee.
 */
export async function requireEmployedOn(db: Kysely<Database>, employeeId: number, date: string, options: { until?: string; actorId?: number } = {}): Promise<void> {
  const employee = await employmentOf.takeFirst(db, { id: employeeId });
  if (employee === undefined) return;
  const zone = TIME_ZONE_CODES.find((code) => code === employee.time_zone) ?? 'WIB';
  const { first, last } = employedDays(employee, zone, employee.first_record);
  const name = options.actorId === undefined || options.actorId === employeeId ? null : employee.name;
  if (date < first) throw new ApiError(400, EMPLOYMENT_TEXTS.notStarted(first, name));
  if (last !== null && (options.until ?? date) > last) throw new ApiError(400, EMPLOYMENT_TEXTS.ended(last, name));
}
