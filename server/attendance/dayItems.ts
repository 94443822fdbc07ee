import { type AttendanceHistoryItem, NO_TIME } from '../../src/contract/schemas';
import type { SignedInColumns } from '../db/types';
import { fileUrl } from '../files/urls';
import type { Services } from '../http/context';
import { addDays } from '../../src/contract/calendar';
import { loadWorkPlan } from '../shifts/loadWorkPlan';
import { employmentSpan } from '../shifts/employment';
import { workDay } from '../shifts/workDay';
import { localDate } from '../shifts/zones';
import { faceChecksOf } from '../faces/faceResults';
import { readSetting } from '../settings/companySettings';
import { type AttendanceRecord, attendanceDays, dayVerification, type DayVerification, presentTime } from './employeeDays';

export type DayItem = AttendanceHistoryItem;

const NO_RECORD: DayVerification = { verification: null, flags: [], checked_at: null, received_at: null, in_record: null, out_record: null };

/**
 * One item per day from `from` to `to` (never past today on the employee's office clock), newest first: the day's
 * attendance, else approved leave, else 'Tidak Hadir' for a shift that has ended since the employee started ('Belum
 * Absen' before); days off show nothing. The same day-function as the monthly recap (server/shifts/workDay.ts).
 * Photo URLs are signed for whoever the caller answers: only call this for the employee or their supervisors.
 */
export async function dayItems(services: Services, employee: SignedInColumns, from: string, to: string): Promise<DayItem[]> {
  const { db } = services;
  const now = services.now();
  const plan = await loadWorkPlan(db, employee.id, from, to);
  const today = localDate(now, plan.zone);
  const last = to < today ? to : today;
  if (from > last) return [];
  const [days, leaves, earliest, requests, windowDays, faceOf] = await Promise.all([
    attendanceDays(db, employee.id, from, last),
    db
      .selectFrom('leave_requests')
      .select(['leave_type_code', 'start_date', 'end_date'])
      .where('employee_id', '=', employee.id)
      .where('status', '=', '1')
      .where('start_date', '<=', last)
      .where('end_date', '>=', from)
      .execute(),
    db.selectFrom('attendance').select((eb) => eb.fn.min('work_date').as('date')).where('employee_id', '=', employee.id).executeTakeFirst(),
    db
      .selectFrom('correction_requests')
      .select(['id', 'work_date', 'direction', 'time', 'status', 'decision_note'])
      .where('employee_id', '=', employee.id)
      .where('work_date', '>=', from)
      .where('work_date', '<=', last)
      .where('status', 'in', ['pending', 'rejected'])
      .orderBy('id')
      .execute(),
    readSetting(db, 'correction_window_days'),
    faceChecksOf(db, [employee.id], { from, to: last }),
  ]);
  const firstCorrectable = addDays(today, 1 - windowDays);
  const span = employmentSpan(employee, plan, earliest?.date ?? null);
  const photo = (record: AttendanceRecord | undefined) => fileUrl(services, record?.face_file_id);

  const items: DayItem[] = [];
  for (let date = last; date >= from; date = addDays(date, -1)) {
    const day = days.get(date);
    const leaveType = leaves.find((l) => l.start_date <= date && l.end_date >= date)?.leave_type_code;
    const { status } = workDay({ plan, date, ...span, now, clockIn: day?.clockIn, clockOut: day?.clockOut, leaveType });
    if (!status) continue;
    items.push({
      date,
      status: status.status,
      color: status.color,
      inphoto: photo(day?.clockIn),
      outphoto: photo(day?.clockOut),
      inpresent: day ? presentTime(day.clockIn, plan.zone) : NO_TIME,
      outpresent: day ? presentTime(day.clockOut, plan.zone) : NO_TIME,
      ...(day ? dayVerification(day, (direction) => faceOf('attendance', employee.id, date, direction)) : NO_RECORD),
      correction_requests: requests
        .filter((request) => request.work_date === date)
        .map((request) => ({ id: request.id, direction: request.direction as 'in' | 'out', time: request.time, status: request.status as 'pending' | 'rejected', decision_note: request.decision_note })),
      correctable: date >= firstCorrectable,
    });
  }
  return items;
}
