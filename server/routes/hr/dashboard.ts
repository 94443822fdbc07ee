import { Hono } from 'hono';
import type { AppEnv } from '../../http/context';
import { todayAtAGlance } from '../../recap/todayAtAGlance';

/** HR's dashboard: today at a glance per office. */
export const hrDashboardRoutes = new Hono<AppEnv>().get('/dashboard', async (c) => {
  const services = c.get('services');
  return c.json(await todayAtAGlance(services.db, services.now()));
});
