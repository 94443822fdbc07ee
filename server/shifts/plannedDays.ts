import type { PlannedDay } from '../../src/contract/shifts';
import { addDays } from '../../src/contract/calendar';
import { shiftOn, type WorkPlan } from './workPlan';

/** The plan's days from `from`, as the app shows them: each day's shift, or a day off. */
export function plannedDays(plan: WorkPlan, from: string, count: number): PlannedDay[] {
  return Array.from({ length: count }, (_, index) => {
    const date = addDays(from, index);
    const shift = shiftOn(plan, date);
    return { date, name: shift?.name ?? null, start_time: shift?.start_time ?? null, end_time: shift?.end_time ?? null, time_zone: plan.zone };
  });
}
