import { Hono } from 'hono';
import type { AppEnv } from '../../http/context';
import { requireEmployee } from '../../http/requireEmployee';
import { requireHr } from '../../http/requireHr';
import { todayAtAGlance } from '../../recap/todayAtAGlance';

/** HR's dashboard: today at a glance per office. */
export const hrDashboardRoutes = new Hono<AppEnv>().get('/hr/dashboard', requireEmployee, requireHr, async (c) => {
  const services = c.get('services');
  return c.json(await todayAtAGlance(services.db, services.now()));
});
