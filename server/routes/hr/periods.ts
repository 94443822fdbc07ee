import { Hono } from 'hono';
import { PayrollPeriodListSchema, PeriodChangeResponseSchema, PeriodReopenRequestSchema } from '../../../src/contract/hr';
import type { AppEnv } from '../../http/context';
import { parseWith, readBody } from '../../http/validate';
import { PayrollPeriodParamSchema } from '../../../src/contract/payroll';
import { documented } from '../../openapi/documented';
import { closePeriod, listPeriods, reopenPeriod, requireReopener } from '../../periods/closing';

/** YYYYMM from the path, or 400. */
const periodParam = (value: string) => parseWith(PayrollPeriodParamSchema, { period: value }).period;

/** Payroll periods HR closes once paid, and an admin reopens (docs/hr.md, "Periods"). */
export const hrPeriodRoutes = new Hono<AppEnv>()
  .get('/periods', documented({
    summary: 'Konsol SDM: periode penggajian terkini (periode berjalan dan 11 sebelumnya, terbaru dahulu) dengan hari-harinya, apakah sudah berakhir, status `open` atau `closed`, kapan dan oleh siapa ditutup, dan pembukaan kembali terakhir dengan alasannya.',
    auth: true, answer: PayrollPeriodListSchema, errors: [401, 403],
  }), async (c) => {
    const services = c.get('services');
    return c.json(await listPeriods(services.db, services.now()));
  })

  .post('/periods/:period/close', documented({
    summary: 'Konsol SDM: menutup periode penggajian (YYYYMM, hari-hari menurut tanggal tutup buku) setelah dibayar. Rekap JSON, XLSX dan CSV saat itu disimpan dan dijawab apa adanya sesudahnya; koreksi, tambahan absen SDM, pengajuan koreksi, keputusan, hasil pemeriksaan wajah dan izin pada hari-harinya ditolak 409 "Periode … sudah ditutup". Tercatat di log audit (`period.close`). 400 bila periode belum berakhir; 409 bila sudah ditutup.',
    auth: true, answer: PeriodChangeResponseSchema, errors: [400, 401, 403, 409],
  }), async (c) => c.json(await closePeriod(c.get('services'), c.get('employee'), periodParam(c.req.param('period')))))

  .post('/periods/:period/reopen', documented({
    summary: 'Konsol SDM: membuka kembali periode yang sudah ditutup, hanya admin (403), dengan alasan wajib (400). Rekap yang disimpan dilepas; perubahan diterima lagi. Tercatat di log audit (`period.reopen`). 409 bila periode belum ditutup.',
    auth: true, body: PeriodReopenRequestSchema, answer: PeriodChangeResponseSchema, errors: [400, 401, 403, 409, 413, 415],
  }), async (c) => {
    const period = periodParam(c.req.param('period'));
    const employee = c.get('employee');
    requireReopener(employee);
    const { reason } = await readBody(c, PeriodReopenRequestSchema);
    return c.json(await reopenPeriod(c.get('services'), employee, period, reason));
  });
