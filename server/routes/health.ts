import { Hono } from 'hono';
import { HealthQuerySchema, HealthSchema } from '../../src/contract/maintenance';
import type { AppEnv } from '../http/context';
import { readQuery } from '../http/validate';
import { passHealth } from '../maintenance/passes';
import { documented } from '../openapi/documented';

/**
 * The server's own check for a load balancer or a monitor (docs/deployment.md, "Health"): public and cheap, names
 * and counts only, nobody's data. 503 only when the database does not answer.
 */
export const healthRoutes = new Hono<AppEnv>().get('/health', documented({
    summary: 'Pemeriksaan server untuk penyeimbang beban atau pemantau, tanpa token: 200 bila basis data menjawab, dengan setiap pemeliharaan berkala (penghapusan foto, antrean pemeriksaan wajah, pengingat, lupa absen pulang, pemeliharaan per jam, pemeriksaan kunci foto saat mulai): kapan terakhir berjalan, berapa butir yang dilewatinya, kapan terakhir melewati butir, dan berapa butir yang masih tercatat gagal; `last_failure`: pemeliharaan yang terakhir melewati butir. Hanya nama dan jumlah, tanpa data pribadi. `pass` (opsional): satu pemeliharaan saja. 503 bila basis data tidak menjawab.',
    auth: false, query: HealthQuerySchema, answer: HealthSchema, errors: [400, 503],
  }), async (c) => {
  const { pass } = readQuery(c, HealthQuerySchema);
  let health;
  try {
    health = await passHealth(c.get('services').db);
  } catch (error) {
    console.error('Pemeriksaan server: basis data tidak menjawab:', error);
    return c.json({ message: 'Basis data tidak menjawab.' }, 503, { 'Cache-Control': 'no-store' });
  }
  const passes = pass ? health.passes.filter((one) => one.name === pass) : health.passes;
  return c.json({ ...health, passes }, 200, { 'Cache-Control': 'no-store' });
});
