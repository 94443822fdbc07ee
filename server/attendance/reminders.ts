import type { Kysely } from 'kysely';
import { addDays } from '../../src/contract/calendar';
import type { ShiftTimes } from '../../src/contract/shifts';
import type { Database } from '../db/types';
import type { Notifier } from '../push/notifier';
import { itemKey, type PassRun, runPass } from '../maintenance/passes';
import { PLAN_COLUMNS, planOf } from '../shifts/loadWorkPlan';
import { CLOCK_OUT_AFTER_MS, type Shift, shiftOn } from '../shifts/workPlan';
import { jakartaDate } from '../time';

/** How long before a shift's start the clock-in reminder goes, and after its end the clock-out reminder. */
export const REMINDER_BEFORE_START_MS = 15 * 60_000;
export const REMINDER_AFTER_END_MS = 15 * 60_000;

export const REMINDER_TEXTS = {
  title: 'Pengingat absen',
  clockIn: (shift: Pick<Shift, 'start_time'>) => `Jangan lupa absen masuk, shift mulai ${shift.start_time}.`,
  clockOut: (shift: Pick<Shift, 'end_time'>) => `Jangan lupa absen pulang, shift selesai ${shift.end_time}.`,
} as const;

type Kind = 'in' | 'out';

/** Reminders claimed by one statement (four columns each: well under either database's limit of bound values). */
const CLAIM_BATCH = 500;

/** Whether a reminder of this kind is due now for this shift, given what the employee recorded that day. */
function due(kind: Kind, shift: Shift, now: number, recorded: { in: boolean; out: boolean }): boolean {
  if (kind === 'in') return !recorded.in && now >= shift.start - REMINDER_BEFORE_START_MS && now < shift.start;
  return recorded.in && !recorded.out && now >= shift.end + REMINDER_AFTER_END_MS && now < shift.end + CLOCK_OUT_AFTER_MS;
}

/**
 * Push reminders at each employee's own shift (docs/push.md, "Reminders"): a quarter of an hour before the start to
 * one who has not clocked in, a quarter of an hour after the end to one who clocked in and not out; never on a day
 * off, a holiday, approved leave, outside the employment dates, nor to one who turned them off. Each is sent at most
 * once: the row of `shift_reminders` is claimed first, so of two server processes one sends it. The whole company is
 * read in six statements, not per employee, and only new reminders are claimed. Answers how many it sent.
 */
export async function sendShiftReminders(db: Kysely<Database>, notifier: Notifier, now: Date): Promise<number> {
  return runPass(db, 'reminders', () => now, (run) => remindersDue(db, notifier, now, run));
}

/** One run of the reminders: each employee's day on its own (one whose plan cannot be read is recorded and skipped that day). */
async function remindersDue(db: Kysely<Database>, notifier: Notifier, now: Date, run: PassRun): Promise<number> {
  const today = jakartaDate(now);
  // Yesterday's night shift ends this morning; tomorrow's starts today in an office east of Jakarta.
  const [from, to] = [addDays(today, -1), addDays(today, 1)];
  const [employees, records, leaves, holidays, swaps, claimedBefore] = await Promise.all([
    db
      .selectFrom('employees as e')
      .leftJoin('offices as o', 'o.id', 'e.office_id')
      .leftJoin('work_schedules as w', 'w.id', 'e.schedule_id')
      .leftJoin('rosters as r', 'r.id', 'e.roster_id')
      .select(['e.id', 'e.start_date', 'e.end_date', ...PLAN_COLUMNS])
      .where('e.active', '=', 1)
      .where('e.reminders', '=', 1)
      .execute(),
    db.selectFrom('attendance').select(['employee_id', 'work_date', 'direction']).where('work_date', '>=', from).where('work_date', '<=', to).where('verification', '!=', 'rejected').execute(),
    db.selectFrom('leave_requests').select(['employee_id', 'start_date', 'end_date']).where('status', '=', '1').where('start_date', '<=', to).where('end_date', '>=', from).execute(),
    db.selectFrom('holidays').select('date').where('date', '>=', addDays(from, -1)).where('date', '<=', addDays(to, 1)).execute(),
    db.selectFrom('shift_swaps').select(['employee_id', 'date', 'shift']).where('date', '>=', addDays(from, -1)).where('date', '<=', addDays(to, 1)).execute(),
    db.selectFrom('shift_reminders').select(['employee_id', 'work_date', 'kind']).where('work_date', '>=', from).where('work_date', '<=', to).execute(),
  ]);
  // Sent ones are left out before any claim: a pass every minute writes only what is new.
  const alreadySent = new Set(claimedBefore.map((reminder) => `${reminder.employee_id}/${reminder.work_date}/${reminder.kind}`));
  const holidaySet = new Set(holidays.map((holiday) => holiday.date));
  const recorded = new Set(records.map((record) => `${record.employee_id}/${record.work_date}/${record.direction}`));
  const dueNow: { employeeId: number; date: string; kind: Kind; body: string }[] = [];
  for (const employee of employees) {
    // Keyed by the day: an employee skipped today is tried again tomorrow, after HR mended the roster.
    const item = itemKey('reminder', `${employee.id}:${today}`);
    if (run.skips(item)) continue;
    await run.attempt(item, async () => {
      const ownSwaps = new Map(swaps.filter((swap) => swap.employee_id === employee.id).map((swap) => [swap.date, swap.shift === null ? null : (JSON.parse(swap.shift) as ShiftTimes)]));
      const plan = planOf(employee, ownSwaps, holidaySet);
      for (const date of [from, today, to]) {
        if ((employee.start_date && date < employee.start_date) || (employee.end_date && date > employee.end_date)) continue;
        if (leaves.some((leave) => leave.employee_id === employee.id && leave.start_date <= date && leave.end_date >= date)) continue;
        const shift = shiftOn(plan, date);
        if (!shift) continue;
        const day = { in: recorded.has(`${employee.id}/${date}/in`), out: recorded.has(`${employee.id}/${date}/out`) };
        for (const kind of ['in', 'out'] as const) {
          if (due(kind, shift, now.getTime(), day) && !alreadySent.has(`${employee.id}/${date}/${kind}`)) dueNow.push({ employeeId: employee.id, date, kind, body: kind === 'in' ? REMINDER_TEXTS.clockIn(shift) : REMINDER_TEXTS.clockOut(shift) });
        }
      }
    });
  }
  // Claimed in batches: the rows inserted are the reminders this pass sends; a row already there was another's.
  let sent = 0;
  for (let index = 0; index < dueNow.length; index += CLAIM_BATCH) {
    const batch = dueNow.slice(index, index + CLAIM_BATCH);
    const claimed = await db
      .insertInto('shift_reminders')
      .values(batch.map((reminder) => ({ employee_id: reminder.employeeId, work_date: reminder.date, kind: reminder.kind, sent_at: now.toISOString() })))
      .onConflict((conflict) => conflict.columns(['employee_id', 'work_date', 'kind']).doNothing())
      .returning(['employee_id', 'work_date', 'kind'])
      .execute();
    const ours = new Set(claimed.map((row) => `${row.employee_id}/${row.work_date}/${row.kind}`));
    for (const reminder of batch) {
      if (!ours.has(`${reminder.employeeId}/${reminder.date}/${reminder.kind}`)) continue;
      sent += 1;
      notifier.notify([reminder.employeeId], { title: REMINDER_TEXTS.title, body: reminder.body, link: '/dashboard' });
    }
  }
  return sent;
}
