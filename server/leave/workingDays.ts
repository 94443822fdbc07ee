import type { Kysely } from 'kysely';
import type { Database, SignedInEmployee } from '../db/types';
import { addDays } from '../attendance/dayItems';
import { employeeSchedule } from '../attendance/employeeDays';
import { isWorkDay } from '../attendance/schedule';

/** Days from `start` to `end` (inclusive) that are work days of the employee's schedule and not holidays. */
export async function workingDays(db: Kysely<Database>, employee: SignedInEmployee, start: string, end: string): Promise<number> {
  const [schedule, holidays] = await Promise.all([
    employeeSchedule(db, employee),
    db.selectFrom('holidays').select('date').where('date', '>=', start).where('date', '<=', end).execute(),
  ]);
  const off = new Set(holidays.map((holiday) => holiday.date));
  let count = 0;
  for (let date = start; date <= end; date = addDays(date, 1)) {
    if (isWorkDay(schedule, date) && !off.has(date)) count += 1;
  }
  return count;
}
