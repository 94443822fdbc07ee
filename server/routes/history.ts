import { Hono } from 'hono';
import { type AttendanceHistoryItem, NO_TIME, PeriodQuerySchema } from '../../src/contract/schemas';
import { attendanceDays, dayStatus, employeeSchedule, presentTime } from '../attendance/employeeDays';
import { isWorkDay } from '../attendance/schedule';
import { DAY_STATUS, leaveStatus } from '../attendance/status';
import { fileUrl } from '../files/urls';
import type { AppEnv } from '../http/context';
import { requireEmployee } from '../http/requireEmployee';
import { readQuery } from '../http/validate';
import { jakartaDate } from '../time';

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * One item per day of the month up to today, newest first: the day's attendance, else approved leave,
 * else 'Tidak Hadir' on a past work day since the employee started ('Belum Absen' today).
 */
export const historyRoutes = new Hono<AppEnv>().get('/mobile-v2/riwayat-absen', requireEmployee, async (c) => {
  const services = c.get('services');
  const { db } = services;
  const employee = c.get('employee');
  const { period } = readQuery(c, PeriodQuerySchema);
  const first = `${period.slice(0, 4)}-${period.slice(4)}-01`;
  const today = jakartaDate(services.now());
  const monthEnd = addDays(addDays(first, 31).slice(0, 8) + '01', -1);
  const last = monthEnd < today ? monthEnd : today;
  if (first > last) return c.json([]);

  const [days, schedule, leaves, earliest] = await Promise.all([
    attendanceDays(db, employee.id, first, last),
    employeeSchedule(db, employee),
    db
      .selectFrom('leave_requests')
      .select(['leave_type_code', 'start_date', 'end_date'])
      .where('employee_id', '=', employee.id)
      .where('status', '=', '1')
      .where('start_date', '<=', last)
      .where('end_date', '>=', first)
      .execute(),
    db.selectFrom('attendance').select((eb) => eb.fn.min('work_date').as('date')).where('employee_id', '=', employee.id).executeTakeFirst(),
  ]);
  const started = [jakartaDate(new Date(employee.created_at)), earliest?.date ?? today].sort()[0]!;

  const items: AttendanceHistoryItem[] = [];
  for (let date = last; date >= first; date = addDays(date, -1)) {
    const day = days.get(date);
    const leave = leaves.find((l) => l.start_date <= date && l.end_date >= date);
    const status =
      day ? dayStatus(day, schedule)
      : leave ? leaveStatus(leave.leave_type_code)
      : !isWorkDay(schedule, date) || date < started ? null
      : date === today ? DAY_STATUS.notYet
      : DAY_STATUS.absent;
    if (!status) continue;
    items.push({
      date,
      status: status.status,
      color: status.color,
      inphoto: fileUrl(services, day?.clockIn?.face_file_id),
      outphoto: fileUrl(services, day?.clockOut?.face_file_id),
      inpresent: day ? presentTime(day.clockIn) : NO_TIME,
      outpresent: day ? presentTime(day.clockOut) : NO_TIME,
    });
  }
  return c.json(items);
});
