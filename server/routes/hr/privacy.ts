import { Hono } from 'hono';
import { AccessLogSchema } from '../../../src/contract/privacy';
import type { AppEnv } from '../../http/context';
import { documented } from '../../openapi/documented';
import { accessesOf } from '../../privacy/accessLog';
import { changeableEmployee } from './employees';

/** HR's view of who looked at an employee's photos and positions (docs/privacy.md, "Who looked"). */
export const hrPrivacyRoutes = new Hono<AppEnv>().get('/employees/:id/access-log', documented({
  summary: 'Konsol SDM: siapa yang melihat foto absen, posisi, atau foto rujukan wajah seorang pegawai, untuk absen mana dan kapan; terbaru dulu, paling banyak 100. Aturan akses seperti mengubah pegawai.',
  auth: true, answer: AccessLogSchema, errors: [400, 401, 403, 404],
}), async (c) => {
  const services = c.get('services');
  const employee = await changeableEmployee(services, c.get('employee'), c.req.param('id'), 'privacy.access.view');
  return c.json(await accessesOf(services.db, employee.id));
});
