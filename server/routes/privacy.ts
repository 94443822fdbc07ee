import { Hono } from 'hono';
import { AccessLogSchema } from '../../src/contract/privacy';
import type { AppEnv } from '../http/context';
import { requireEmployee } from '../http/requireEmployee';
import { documented } from '../openapi/documented';
import { accessesOf } from '../privacy/accessLog';

/** The employee's own view of what others saw of them (docs/privacy.md, "Who looked"). */
export const privacyRoutes = new Hono<AppEnv>().get('/mobile-v2/privasi/akses', documented({
  summary: 'Ekstensi produk ini: siapa yang melihat foto absen, posisi, atau foto rujukan wajah pegawai yang memanggil (atasan, SDM), untuk absen mana dan kapan; terbaru dulu, paling banyak 100. Dilihat sendiri tidak dicatat.',
  auth: true, answer: AccessLogSchema, errors: [401],
}), requireEmployee, async (c) => c.json(await accessesOf(c.get('services').db, c.get('employee').id)));
