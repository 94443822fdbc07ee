import { Hono } from 'hono';
import { type AttendanceHistoryItem, AttendanceHistorySchema, PeriodQuerySchema } from '../../src/contract/schemas';
import { monthOf } from '../../src/contract/calendar';
import { dayItems } from '../attendance/dayItems';
import type { AppEnv } from '../http/context';
import { compressList } from '../http/compressList';
import { requireEmployee } from '../http/requireEmployee';
import { readQuery } from '../http/validate';
import { documented } from '../openapi/documented';

/** The employee's month, one item per day up to today, newest first. */
export const historyRoutes = new Hono<AppEnv>().get('/mobile-v2/riwayat-absen', documented({
    summary: 'Riwayat absen satu bulan, satu item per hari sampai hari ini, terbaru dulu. Ekstensi: `verification` (yang paling belum pasti dari absen hari itu), `flags`, `checked_at`, `received_at`, dan `in_record`/`out_record` per absen; hari dengan absen `pending` berstatus `Menunggu Verifikasi`.',
    auth: true, query: PeriodQuerySchema, answer: AttendanceHistorySchema, errors: [400, 401],
  }), requireEmployee, compressList, async (c) => {
  const { period } = readQuery(c, PeriodQuerySchema);
  const { first, last } = monthOf(period);
  const items: AttendanceHistoryItem[] = await dayItems(c.get('services'), c.get('employee'), first, last);
  return c.json(items);
});
