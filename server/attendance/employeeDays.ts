import type { Kysely, Selectable } from 'kysely';
import { NO_TIME } from '../../src/contract/schemas';
import { preparedQuery } from '../db/preparedQuery';
import type { AttendanceTable, Database, SignedInEmployee } from '../db/types';
import { jakartaTime } from '../time';
import type { Geofence } from './geofence';
import { DEFAULT_SCHEDULE, isEarlyLeave, type Schedule } from './schedule';
import { attendanceStatus, type DayStatus } from './status';

export type AttendanceRecord = Selectable<AttendanceTable>;

export interface Day {
  clockIn?: AttendanceRecord;
  clockOut?: AttendanceRecord;
}

const officesOf = preparedQuery<{ employeeId: number }, Geofence>((db, slot) =>
  db
    .selectFrom('employee_offices as eo')
    .innerJoin('offices as o', 'o.id', 'eo.office_id')
    .select(['o.id', 'o.name', 'o.latitude', 'o.longitude', 'o.radius_m'])
    .where('eo.employee_id', '=', slot('employeeId'))
    .orderBy('o.id'),
);

export const employeeOffices = (db: Kysely<Database>, employeeId: number): Promise<Geofence[]> => officesOf.execute(db, { employeeId });

const scheduleById = preparedQuery<{ id: number }, Schedule>((db, slot) =>
  db.selectFrom('work_schedules').select(['start_time', 'end_time', 'grace_minutes', 'work_days']).where('id', '=', slot('id')),
);

export async function employeeSchedule(db: Kysely<Database>, employee: SignedInEmployee): Promise<Schedule> {
  if (employee.schedule_id === null) return DEFAULT_SCHEDULE;
  return (await scheduleById.takeFirst(db, { id: employee.schedule_id })) ?? DEFAULT_SCHEDULE;
}

const attendanceBetween = preparedQuery<{ employeeId: number; from: string; to: string }, AttendanceRecord>((db, slot) =>
  db
    .selectFrom('attendance')
    .selectAll()
    .where('employee_id', '=', slot('employeeId'))
    .where('work_date', '>=', slot('from'))
    .where('work_date', '<=', slot('to')),
);

/** The employee's clock-ins and clock-outs from one date to another (inclusive), by date. */
export async function attendanceDays(db: Kysely<Database>, employeeId: number, from: string, to: string): Promise<Map<string, Day>> {
  const rows = await attendanceBetween.execute(db, { employeeId, from, to });
  const days = new Map<string, Day>();
  for (const row of rows) {
    const day = days.get(row.work_date) ?? {};
    day[row.direction === 'in' ? 'clockIn' : 'clockOut'] = row;
    days.set(row.work_date, day);
  }
  return days;
}

export function dayStatus(day: Day, schedule: Schedule): DayStatus {
  return attendanceStatus({
    clockIn: day.clockIn,
    clockOut: day.clockOut && { early: isEarlyLeave(schedule, new Date(day.clockOut.checked_at)) },
  });
}

export const presentTime = (record: AttendanceRecord | undefined) =>
  record ? jakartaTime(new Date(record.checked_at)) : NO_TIME;
