import type { Kysely } from 'kysely';
import type { Database, SignedInEmployee } from '../db/types';
import { addDays } from '../../src/contract/calendar';
import { loadWorkPlan } from '../shifts/loadWorkPlan';
import { shiftOn } from '../shifts/workPlan';

/** Days from `start` to `end` (inclusive) with a shift to work: the roster's, or the weekly schedule's minus holidays. */
export async function workingDays(db: Kysely<Database>, employee: SignedInEmployee, start: string, end: string): Promise<number> {
  const plan = await loadWorkPlan(db, employee.id, start, end);
  let count = 0;
  for (let date = start; date <= end; date = addDays(date, 1)) {
    if (shiftOn(plan, date) !== null) count += 1;
  }
  return count;
}
