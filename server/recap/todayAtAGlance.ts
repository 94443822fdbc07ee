import type { Kysely } from 'kysely';
import type { HrDashboardOffice } from '../../src/contract/hr';
import type { Database } from '../db/types';
import { addDays } from '../../src/contract/calendar';
import { PLAN_COLUMNS, planOf, swapMapOf } from '../shifts/loadWorkPlan';
import { byEmployee } from '../shifts/team';
import { employedBetween, employmentSpan } from '../shifts/employment';
import { workDay, type WorkDayRecord } from '../shifts/workDay';
import { shiftAt } from '../shifts/workPlan';
import { localDate } from '../shifts/zones';
import { jakartaDate } from '../time';

/**
 * Today at a glance per office (docs/hr.md, "Dashboard"): the active employees of each home office employed on the day
 * each is working now (a night shift's until its clock-out), and who is present, late, not yet in, absent (the shift
 * over with no clock-in), on leave, or has a record waiting, counted and by name. The same day-function and
 * employment span as the history and the recap (server/shifts/workDay.ts, server/shifts/employment.ts).
 */
export async function todayAtAGlance(db: Kysely<Database>, now: Date): Promise<HrDashboardOffice[]> {
  const around = jakartaDate(now);
  const [from, to] = [addDays(around, -2), addDays(around, 2)];
  const [offices, employees, attendance, leaves, holidays, swaps, earliest] = await Promise.all([
    db.selectFrom('offices').select(['id', 'name', 'time_zone']).orderBy('name').orderBy('id').execute(),
    db
      .selectFrom('employees as e')
      .leftJoin('offices as o', 'o.id', 'e.office_id')
      .leftJoin('work_schedules as w', 'w.id', 'e.schedule_id')
      .leftJoin('rosters as r', 'r.id', 'e.roster_id')
      .select(['e.id', 'e.name', 'e.office_id', 'e.created_at', 'e.start_date', 'e.end_date', ...PLAN_COLUMNS])
      .where('e.active', '=', 1)
      .orderBy('e.name')
      .orderBy('e.id')
      .execute(),
    db.selectFrom('attendance').select(['employee_id', 'work_date', 'direction', 'checked_at', 'recorded_at', 'verification', 'is_late', 'inside_office']).where('work_date', '>=', from).where('work_date', '<=', to).execute(),
    db.selectFrom('leave_requests').select(['employee_id', 'leave_type_code', 'start_date', 'end_date']).where('status', '=', '1').where('start_date', '<=', to).where('end_date', '>=', from).execute(),
    db.selectFrom('holidays').select('date').where('date', '>=', from).where('date', '<=', to).execute(),
    db.selectFrom('shift_swaps').select(['employee_id', 'date', 'shift']).where('date', '>=', from).where('date', '<=', to).execute(),
    // Without a start date HR set, employment begins with the account, or an earlier record (one migrated in).
    db
      .selectFrom('attendance')
      .select((eb) => ['employee_id', eb.fn.min<string>('work_date').as('date')])
      .where('work_date', '<=', to)
      .where('employee_id', 'in', (eb) => eb.selectFrom('employees').select('id').where('start_date', 'is', null))
      .groupBy('employee_id')
      .execute(),
  ]);
  const firstRecord = new Map(earliest.map((row) => [row.employee_id, row.date]));
  const swapsOf = byEmployee(swaps);
  const holidaySet = new Set(holidays.map((holiday) => holiday.date));
  const records = new Map<string, WorkDayRecord>();
  for (const record of attendance) records.set(`${record.employee_id}/${record.work_date}/${record.direction}`, record);

  const counts = new Map<number, HrDashboardOffice>(
    offices.map((office) => [
      office.id,
      {
        office_id: office.id, name: office.name, time_zone: office.time_zone, employees: 0, present: 0, late: 0, not_yet_in: 0, absent: 0, on_leave: 0, pending: 0,
        people: { late: [], not_yet_in: [], absent: [], on_leave: [], pending: [] },
      },
    ]),
  );
  for (const employee of employees) {
    const row = employee.office_id === null ? undefined : counts.get(employee.office_id);
    if (!row) continue;
    const plan = planOf(employee, swapMapOf(swapsOf.get(employee.id) ?? []), holidaySet);
    const recordOf = (date: string, direction: string) => records.get(`${employee.id}/${date}/${direction}`);
    const ending = shiftAt(plan, now, 'out');
    const open = ending && recordOf(ending.date, 'in') && !recordOf(ending.date, 'out');
    const date = open ? ending.date : (shiftAt(plan, now, 'in')?.date ?? localDate(now, plan.zone));
    const leaveType = leaves.find((leave) => leave.employee_id === employee.id && leave.start_date <= date && leave.end_date >= date)?.leave_type_code;
    const span = employmentSpan(employee, plan, firstRecord.get(employee.id) ?? null);
    if (!employedBetween(span, date, date)) continue;
    const day = workDay({ plan, date, ...span, now, clockIn: recordOf(date, 'in'), clockOut: recordOf(date, 'out'), leaveType });
    const person = { id: employee.id, name: employee.name };
    const count = (group: keyof HrDashboardOffice['people']) => {
      row[group]++;
      row.people[group].push(person);
    };
    row.employees++;
    if (day.present) row.present++;
    if (day.lateMinutes !== null) count('late');
    if (day.waiting) count('pending');
    if (day.leaveType) count('on_leave');
    else if (day.absent) count('absent');
    else if (day.scheduled && !day.present && !day.waiting && recordOf(date, 'in') === undefined) count('not_yet_in');
  }
  return [...counts.values()];
}
