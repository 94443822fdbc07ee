import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { loadWorkPlan } from './loadWorkPlan';
import { localDate } from './zones';

/**
 * The employee's plan around an instant: its shifts, swaps and holidays a few days either side of the instant's
 * date, wide enough for every office's zone and a night shift's next morning.
 */
export function planAround(db: Kysely<Database>, employeeId: number, at: Date) {
  const date = localDate(at, 'WIB');
  return loadWorkPlan(db, employeeId, date, date);
}
