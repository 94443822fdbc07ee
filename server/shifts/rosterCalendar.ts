import type { Kysely } from 'kysely';
import { CALENDAR_MAX_EMPLOYEES, type CalendarDay, type RosterCalendar } from '../../src/contract/hr';
import { addDays } from '../../src/contract/calendar';
import type { Database } from '../db/types';
import { planOf, swapMapOf } from './loadWorkPlan';
import { byEmployee, type TeamScope, teamQuery } from './team';
import { shiftOn } from './workPlan';

/** Plans reach into the day before and after (a night shift): swaps and holidays are read with this margin. */
const MARGIN_DAYS = 2;

/**
 * Who works which shift on `days` days from `from` (docs/hr.md, "Rosters and shifts": the roster calendar): each employee's plan as the
 * clock-in reads it (swaps first, then the roster or the weekly schedule, holidays), approved leave, and the days
 * outside their employment; in four statements whatever the number of employees.
 */
export async function rosterCalendar(db: Kysely<Database>, scope: TeamScope, from: string, days: number): Promise<RosterCalendar> {
  const to = addDays(from, days - 1);
  const team = await teamQuery(db, scope, from, to).limit(CALENDAR_MAX_EMPLOYEES + 1).execute();
  const shown = team.slice(0, CALENDAR_MAX_EMPLOYEES);
  const [total, swaps, holidays, leaves] = await Promise.all([
    team.length > CALENDAR_MAX_EMPLOYEES
      ? teamQuery(db, scope, from, to).clearSelect().clearOrderBy().select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
      : { n: team.length },
    db.selectFrom('shift_swaps').select(['employee_id', 'date', 'shift']).where('date', '>=', addDays(from, -MARGIN_DAYS)).where('date', '<=', addDays(to, MARGIN_DAYS)).execute(),
    db.selectFrom('holidays').select(['date', 'name']).where('date', '>=', addDays(from, -MARGIN_DAYS)).where('date', '<=', addDays(to, MARGIN_DAYS)).orderBy('date').execute(),
    db
      .selectFrom('leave_requests as l')
      .innerJoin('leave_types as t', 't.code', 'l.leave_type_code')
      .select(['l.employee_id', 'l.start_date', 'l.end_date', 't.label'])
      .where('l.status', '=', '1')
      .where('l.start_date', '<=', to)
      .where('l.end_date', '>=', from)
      .execute(),
  ]);
  const holidaySet = new Set(holidays.map((holiday) => holiday.date));
  const swapsOf = byEmployee(swaps);
  const leavesOf = byEmployee(leaves);
  const dates = Array.from({ length: days }, (_, index) => addDays(from, index));
  return {
    from,
    days,
    holidays: holidays.filter((holiday) => holiday.date >= from && holiday.date <= to),
    employees: shown.map((employee) => {
      const ownSwaps = swapMapOf(swapsOf.get(employee.id) ?? []);
      const plan = planOf(employee, ownSwaps, holidaySet);
      const ownLeaves = leavesOf.get(employee.id) ?? [];
      return {
        id: employee.id,
        name: employee.name,
        department: employee.department,
        roster_id: employee.roster_id,
        days: dates.map((date): CalendarDay => {
          const shift = shiftOn(plan, date);
          return {
            date,
            code: shift?.code ?? null,
            name: shift?.name ?? null,
            start_time: shift?.start_time ?? null,
            end_time: shift?.end_time ?? null,
            changed: ownSwaps.has(date),
            leave: ownLeaves.find((leave) => leave.start_date <= date && leave.end_date >= date)?.label ?? null,
            employed: (employee.start_date === null || employee.start_date <= date) && (employee.end_date === null || employee.end_date >= date),
          };
        }),
      };
    }),
    more: Math.max(0, Number(total.n) - shown.length),
  };
}
