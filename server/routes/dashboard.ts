import { Hono } from 'hono';
import { type Dashboard, NO_TIME } from '../../src/contract/schemas';
import type { AppEnv } from '../http/context';
import { requireEmployee } from '../http/requireEmployee';
import { jakartaDate, jakartaTime } from '../time';

export const dashboardRoutes = new Hono<AppEnv>().get('/mobile-v2/absent-information', requireEmployee, async (c) => {
  const { db, now } = c.get('services');
  const employee = c.get('employee');
  const today = jakartaDate(now());
  const [details, records] = await Promise.all([
    db
      .selectFrom('employees as e')
      .leftJoin('departments as d', 'd.id', 'e.department_id')
      .leftJoin('offices as o', 'o.id', 'e.office_id')
      .select(['d.name as department', 'o.name as office'])
      .where('e.id', '=', employee.id)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('attendance')
      .select(['direction', 'checked_at', 'is_late', 'inside_office'])
      .where('employee_id', '=', employee.id)
      .where('work_date', '=', today)
      .execute(),
  ]);
  const clockIn = records.find((r) => r.direction === 'in');
  const clockOut = records.find((r) => r.direction === 'out');
  const status = !clockIn ? 'Belum Absen' : clockIn.is_late ? 'Terlambat' : clockIn.inside_office ? 'Hadir' : 'Dinas Luar';
  return c.json({
    name: employee.name,
    position: employee.position,
    department: details.department ?? '',
    office: details.office ?? '',
    is_absen_in: Boolean(clockIn),
    is_absen_out: Boolean(clockOut),
    absent_status: status,
    inphoto: null,
    inpresent: clockIn ? jakartaTime(new Date(clockIn.checked_at)) : NO_TIME,
    outphoto: null,
    outpresent: clockOut ? jakartaTime(new Date(clockOut.checked_at)) : NO_TIME,
  } satisfies Dashboard);
});
