import { Hono } from 'hono';
import { type AttendanceHistoryItem, AttendanceHistorySchema, PayPeriodSettingSchema, PeriodQuerySchema } from '../../src/contract/schemas';
import { dayItems } from '../attendance/dayItems';
import type { AppEnv } from '../http/context';
import { compressList } from '../http/compressList';
import { requireEmployee } from '../http/requireEmployee';
import { readQuery } from '../http/validate';
import { documented } from '../openapi/documented';
import { payPeriod, readSetting } from '../settings/companySettings';

/** The employee's payroll period (a month, or HR's cut-off), one item per day up to today, newest first; and how the periods run. */
export const historyRoutes = new Hono<AppEnv>()
  .get('/mobile-v2/riwayat-absen', documented({
    summary: 'Riwayat absen satu periode (`period` YYYYMM: bulan kalender, atau periode gaji menurut tanggal tutup buku SDM, lihat `/mobile-v2/periode-gaji`), satu item per hari sampai hari ini, terbaru dulu. Ekstensi: `verification` (yang paling belum pasti dari absen hari itu), `flags`, `checked_at`, `received_at`, dan `in_record`/`out_record` per absen; hari dengan absen `pending` berstatus `Menunggu Verifikasi`.',
    auth: true, query: PeriodQuerySchema, answer: AttendanceHistorySchema, errors: [400, 401],
  }), requireEmployee, compressList, async (c) => {
  const { period } = readQuery(c, PeriodQuerySchema);
  const { first, last } = await payPeriod(c.get('services').db, period);
  const items: AttendanceHistoryItem[] = await dayItems(c.get('services'), c.get('employee'), first, last);
  return c.json(items);
})

  .get('/mobile-v2/periode-gaji', documented({
    summary: 'Ekstensi produk ini: tanggal tutup buku periode gaji yang diatur SDM (`payroll_cutoff_day`: 0 = bulan kalender; 25 = periode 202611 adalah 26 Oktober–25 November 2026). Riwayat absen dan lembur per `period` mengikutinya.',
    auth: true, answer: PayPeriodSettingSchema, errors: [401],
  }), requireEmployee, async (c) => c.json({ payroll_cutoff_day: await readSetting(c.get('services').db, 'payroll_cutoff_day') }));
