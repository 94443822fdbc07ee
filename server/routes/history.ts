import { Hono } from 'hono';
import { type AttendanceHistoryItem, PeriodQuerySchema } from '../../src/contract/schemas';
import { monthOf } from '../../src/contract/calendar';
import { dayItems } from '../attendance/dayItems';
import type { AppEnv } from '../http/context';
import { compressList } from '../http/compressList';
import { requireEmployee } from '../http/requireEmployee';
import { readQuery } from '../http/validate';

/** The employee's month, one item per day up to today, newest first. */
export const historyRoutes = new Hono<AppEnv>().get('/mobile-v2/riwayat-absen', requireEmployee, compressList, async (c) => {
  const { period } = readQuery(c, PeriodQuerySchema);
  const { first, last } = monthOf(period);
  const items: AttendanceHistoryItem[] = await dayItems(c.get('services'), c.get('employee'), first, last);
  return c.json(items);
});
