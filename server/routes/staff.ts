import { Hono } from 'hono';
import { type StaffAttendanceItem, StaffAttendanceListSchema, StaffAttendanceQuerySchema } from '../../src/contract/schemas';
import { canSeeStaffAttendance, staffRangeProblem } from '../../src/domain/staff';
import { dayItems } from '../attendance/dayItems';
import { logDayPhotosViewed } from '../privacy/accessLog';
import { subordinatesOf } from '../employees';
import type { AppEnv } from '../http/context';
import { ApiError } from '../http/errors';
import { compressList } from '../http/compressList';
import { requireEmployee } from '../http/requireEmployee';
import { readQuery } from '../http/validate';
import { documented } from '../openapi/documented';

export const staffRoutes = new Hono<AppEnv>().get('/mobile-v2/riwayat-absen-bawahan', documented({
    summary: 'Absen staf: semua bawahan langsung dan tidak langsung, satu item per staf per hari (paling lama 31 hari), dengan field verifikasi seperti riwayat absen. Hanya level jabatan di atas 4.',
    auth: true, query: StaffAttendanceQuerySchema, answer: StaffAttendanceListSchema, errors: [400, 401, 403],
  }), requireEmployee, compressList, async (c) => {
  const services = c.get('services');
  const supervisor = c.get('employee');
  if (!canSeeStaffAttendance(supervisor.position_level)) {
    throw new ApiError(403, 'Absen staf hanya dapat dilihat oleh atasan (level jabatan di atas 4).');
  }
  const { start_date, end_date } = readQuery(c, StaffAttendanceQuerySchema);
  const problem = staffRangeProblem(start_date, end_date);
  if (problem) throw new ApiError(400, problem);

  const staff = await subordinatesOf(services.db, supervisor.id);
  const namesById = async (table: 'departments' | 'sub_departments') =>
    new Map((await services.db.selectFrom(table).select(['id', 'name']).execute()).map((row) => [row.id, row.name]));
  const [departments, subDepartments] = await Promise.all([namesById('departments'), namesById('sub_departments')]);

  await logDayPhotosViewed(services.db, supervisor.id, staff.map((employee) => employee.id), { from: start_date, to: end_date }, services.now());
  const items: StaffAttendanceItem[] = [];
  for (const employee of staff) {
    for (const day of await dayItems(services, employee, start_date, end_date)) {
      items.push({
        id: employee.id,
        name: employee.name,
        nup: employee.nup,
        occupation: employee.position,
        department: departments.get(employee.department_id ?? 0) ?? '',
        subdepartment: subDepartments.get(employee.sub_department_id ?? 0) ?? null,
        ...day,
      });
    }
  }
  return c.json(items);
});
