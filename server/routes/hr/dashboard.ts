import { HrDashboardSchema } from '../../../src/contract/hr';
import { Hono } from 'hono';
import type { AppEnv } from '../../http/context';
import { todayAtAGlance } from '../../recap/todayAtAGlance';
import { documented } from '../../openapi/documented';

/** HR's dashboard: today at a glance per office. */
export const hrDashboardRoutes = new Hono<AppEnv>().get('/dashboard', documented({
    summary: 'Konsol SDM: hari ini sekilas per kantor (kantor utama pegawai aktif): hadir, terlambat, belum masuk, izin/cuti, dan yang absennya masih menunggu verifikasi, untuk hari shift yang sedang berjalan menurut jam kantornya.',
    auth: true, answer: HrDashboardSchema, errors: [401, 403],
  }), async (c) => {
  const services = c.get('services');
  return c.json(await todayAtAGlance(services.db, services.now()));
});
