import { addDays } from '../../src/contract/calendar';
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
