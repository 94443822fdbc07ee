import { DashboardSchema } from '../../src/contract/schemas';
import { Hono } from 'hono';
import type { Dashboard } from '../../src/contract/schemas';
import { attendanceDays, dayStatus, employeeOffices, presentTime } from '../attendance/employeeDays';
import { verificationFields } from '../attendance/verification';
import { fileUrl } from '../files/urls';
import type { AppEnv } from '../http/context';
import { requireEmployee } from '../http/requireEmployee';
import { addDays } from '../../src/contract/calendar';
import { loadWorkPlan } from '../shifts/loadWorkPlan';
import { plannedDays } from '../shifts/plannedDays';
import { shiftAt } from '../shifts/workPlan';
import { localDate } from '../shifts/zones';
import { jakartaDate } from '../time';
import { documented } from '../openapi/documented';

/** Next days' shifts the dashboard lists after today's. */
const NEXT_DAYS = 7;

export const dashboardRoutes = new Hono<AppEnv>().get('/mobile-v2/absent-information', documented({
    summary: 'Data dashboard: pegawai, kantor, dan absen hari ini (Asia/Jakarta).',
    auth: true, answer: DashboardSchema, errors: [401],
  }), requireEmployee, async (c) => {
  const services = c.get('services');
  const { db } = services;
  const employee = c.get('employee');
  const now = services.now();
  const around = jakartaDate(now);
  const [details, days, plan, offices] = await Promise.all([
    db
      .selectFrom('employees as e')
      .leftJoin('departments as d', 'd.id', 'e.department_id')
      .leftJoin('offices as o', 'o.id', 'e.office_id')
      .select(['d.name as department', 'o.name as office'])
      .where('e.id', '=', employee.id)
      .executeTakeFirstOrThrow(),
    attendanceDays(db, employee.id, addDays(around, -2), addDays(around, 1)),
    loadWorkPlan(db, employee.id, around, addDays(around, NEXT_DAYS + 1)),
    employeeOffices(db, employee.id),
  ]);
  // The shift under way: a night shift's clock-out at 07:05 is the evening before's, while its clock-in stands open.
  const ending = shiftAt(plan, now, 'out');
  const open = ending && days.get(ending.date)?.clockIn && !days.get(ending.date)?.clockOut;
  const date = open ? ending.date : (shiftAt(plan, now, 'in')?.date ?? localDate(now, plan.zone));
  const day = days.get(date) ?? {};
  const status = dayStatus(day, plan, date);
  const [shift, ...next] = plannedDays(plan, date, NEXT_DAYS + 1);
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
    inpresent: presentTime(day.clockIn, plan.zone),
    outphoto: fileUrl(services, day.clockOut?.face_file_id),
    outpresent: presentTime(day.clockOut, plan.zone),
    in_record: day.clockIn ? verificationFields(day.clockIn) : null,
    out_record: day.clockOut ? verificationFields(day.clockOut) : null,
    work_date: date,
    shift: shift!,
    next_shifts: next,
    offices: offices.map(({ name, latitude, longitude, radius_m }) => ({ name, latitude, longitude, radius_m })),
    face_check: employee.face_consent === 'agreed',
  } satisfies Dashboard);
});
