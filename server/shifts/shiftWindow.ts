import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { readSettings } from '../settings/companySettings';
import type { Shift } from './workPlan';

/** The least HR may set either side: inside these, a record is in its shift's window whatever HR set (no read). */
const LEAST_BEFORE_MS = 60 * 60_000;
const LEAST_AFTER_MS = 60 * 60_000;

/**
 * Whether a clock-in or clock-out is outside its shift's window (docs/hr.md, "Shift windows"): a clock-in belongs to
 * its shift from the minutes HR set before its start (default 120) to its end; a clock-out from its start to the hours
 * HR set after its end (the forgotten clock-out's limit, default 6). Outside, the record is kept and waits, flagged
 * 'di luar jam shift', with its real lateness.
 */
export async function isOutsideShiftWindow(db: Kysely<Database>, shift: Shift, at: number, direction: 'in' | 'out'): Promise<boolean> {
  if (direction === 'in' ? at >= shift.start - LEAST_BEFORE_MS && at <= shift.end : at >= shift.start && at <= shift.end + LEAST_AFTER_MS) return false;
  const settings = await readSettings(db);
  return direction === 'in'
    ? at < shift.start - settings.clock_in_window_minutes * 60_000 || at > shift.end
    : at < shift.start || at > shift.end + settings.forgotten_clock_out_hours * 3_600_000;
}
