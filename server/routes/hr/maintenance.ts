import { Hono } from 'hono';
import { MaintenanceStateSchema } from '../../../src/contract/maintenance';
import type { AppEnv } from '../../http/context';
import { maintenanceState } from '../../maintenance/passes';
import { documented } from '../../openapi/documented';

/** The server's passes as HR reads them (Pengaturan → Pemeliharaan berkala; docs/deployment.md, "Passes"). */
export const hrMaintenanceRoutes = new Hono<AppEnv>().get('/maintenance', documented({
    summary: 'Konsol SDM: pemeliharaan berkala server: untuk setiap pemeliharaan, kapan terakhir berjalan dan berapa butir yang dilewatinya, serta putaran terakhir yang melewati butir dengan butir dan alasannya (paling banyak 20); lalu butir yang tercatat gagal, terbaru dahulu (paling banyak 100): alasannya, berapa kali gagal, dan apakah masih dicoba lagi (`left_aside`: tidak lagi).',
    auth: true, answer: MaintenanceStateSchema, errors: [401, 403],
  }), async (c) => c.json(await maintenanceState(c.get('services').db)));
