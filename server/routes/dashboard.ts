import { Hono } from 'hono';
import type { Dashboard } from '../../src/contract/schemas';
import { attendanceDays, dayStatus, employeeOffices, employeeSchedule, presentTime } from '../attendance/employeeDays';
import { verificationFields } from '../attendance/verification';
import { fileUrl } from '../files/urls';
import type { AppEnv } from '../http/context';
import { requireEmployee } from '../http/requireEmployee';
import { jakartaDate } from '../time';

export const dashboardRoutes = new Hono<AppEnv>().get('/mobile-v2/absent-information', requireEmployee, async (c) => {
  const services = c.get('services');
  const { db } = services;
  const employee = c.get('employee');
  const today = jakartaDate(services.now());
  const [details, days, schedule, offices] = await Promise.all([
    db
      .selectFrom('employees as e')
      .leftJoin('departments as d', 'd.id', 'e.department_id')
      .leftJoin('offices as o', 'o.id', 'e.office_id')
      .select(['d.name as department', 'o.name as office'])
      .where('e.id', '=', employee.id)
      .executeTakeFirstOrThrow(),
    attendanceDays(db, employee.id, today, today),
    employeeSchedule(db, employee),
    employeeOffices(db, employee.id),
  ]);
  const day = days.get(today) ?? {};
  const status = dayStatus(day, schedule);
  return c.json({
    name: employee.name,
    position: employee.position,
    department: details.department ?? '',
    office: details.office ?? '',
    is_absen_in: Boolean(day.clockIn),
    is_absen_out: Boolean(day.clockOut),
    absent_status: status.status,
    absent_color: status.color,
    emp_photo: fileUrl(services, employee.photo_file_id),
    inphoto: fileUrl(services, day.clockIn?.face_file_id),
    inpresent: presentTime(day.clockIn),
    outphoto: fileUrl(services, day.clockOut?.face_file_id),
    outpresent: presentTime(day.clockOut),
    in_record: day.clockIn ? verificationFields(day.clockIn) : null,
    out_record: day.clockOut ? verificationFields(day.clockOut) : null,
    offices: offices.map(({ name, latitude, longitude, radius_m }) => ({ name, latitude, longitude, radius_m })),
  } satisfies Dashboard);
});
