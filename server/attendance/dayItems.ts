import { NO_TIME } from '../../src/contract/schemas';
import type { SignedInEmployee } from '../db/types';
import { fileUrl } from '../files/urls';
import type { Services } from '../http/context';
import { jakartaDate } from '../time';
import { type AttendanceRecord, attendanceDays, dayStatus, dayVerification, type DayVerification, employeeSchedule, presentTime } from './employeeDays';
import { isWorkDay } from './schedule';
import { DAY_STATUS, leaveStatus } from './status';

export interface DayItem extends DayVerification {
  date: string;
  status: string;
  color: string;
  inphoto: string | null;
  outphoto: string | null;
  inpresent: string;
  outpresent: string;
}

const NO_RECORD: DayVerification = { verification: null, flags: [], checked_at: null, received_at: null, in_record: null, out_record: null };

export const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The first and last yyyy-mm-dd of a yyyymm period. */
export function monthOf(period: string): { first: string; last: string } {
  const first = `${period.slice(0, 4)}-${period.slice(4)}-01`;
  return { first, last: addDays(`${addDays(first, 31).slice(0, 8)}01`, -1) };
}

/**
 * One item per day from `from` to `to` (never past today), newest first: the day's attendance, else approved
 * leave, else 'Tidak Hadir' on a past work day since the employee started ('Belum Absen' today). Photo URLs are
 * signed for whoever the caller answers: only call this for the employee or their supervisors.
 */
export async function dayItems(services: Services, employee: SignedInEmployee, from: string, to: string): Promise<DayItem[]> {
  const { db } = services;
  const today = jakartaDate(services.now());
  const last = to < today ? to : today;
  if (from > last) return [];
  const [days, schedule, leaves, earliest] = await Promise.all([
    attendanceDays(db, employee.id, from, last),
    employeeSchedule(db, employee),
    db
      .selectFrom('leave_requests')
      .select(['leave_type_code', 'start_date', 'end_date'])
      .where('employee_id', '=', employee.id)
      .where('status', '=', '1')
      .where('start_date', '<=', last)
      .where('end_date', '>=', from)
      .execute(),
    db.selectFrom('attendance').select((eb) => eb.fn.min('work_date').as('date')).where('employee_id', '=', employee.id).executeTakeFirst(),
  ]);
  const started = [jakartaDate(new Date(employee.created_at)), earliest?.date ?? today].sort()[0]!;
  const photo = (record: AttendanceRecord | undefined) => fileUrl(services, record?.face_file_id);

  const items: DayItem[] = [];
  for (let date = last; date >= from; date = addDays(date, -1)) {
    const day = days.get(date);
    const leave = leaves.find((l) => l.start_date <= date && l.end_date >= date);
    // A day whose every record was rejected reads as a day without one.
    const recorded = day && dayStatus(day, schedule);
    const status =
      recorded && recorded !== DAY_STATUS.notYet ? recorded
      : leave ? leaveStatus(leave.leave_type_code)
      : !isWorkDay(schedule, date) || date < started ? null
      : date === today ? DAY_STATUS.notYet
      : DAY_STATUS.absent;
    if (!status) continue;
    items.push({
      date,
      status: status.status,
      color: status.color,
      inphoto: photo(day?.clockIn),
      outphoto: photo(day?.clockOut),
      inpresent: day ? presentTime(day.clockIn) : NO_TIME,
      outpresent: day ? presentTime(day.clockOut) : NO_TIME,
      ...(day ? dayVerification(day) : NO_RECORD),
    });
  }
  return items;
}
