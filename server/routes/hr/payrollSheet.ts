import { Hono } from 'hono';
import { PayrollEmployeeSheetSchema, PayrollPeriodParamSchema, PayrollSheetEmployeeParamSchema, PayrollSheetSchema } from '../../../src/contract/payroll';
import { HR_MESSAGES } from '../../../src/domain/roles';
import type { AppEnv } from '../../http/context';
import { ApiError } from '../../http/errors';
import { parseWith } from '../../http/validate';
import { documented } from '../../openapi/documented';
import { employeePayrollSheet, payrollSheet } from '../../payroll/sheet';
import { sheetCsv, sheetFileName, sheetXlsx } from '../../payroll/sheetFiles';
import { storedSheet } from '../../periods/closing';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const CODES_SAID = 'kode HK, H, ALPA, TL1–TL4, PSW1–PSW4, satu kode per jenis izin, LEMBUR15/LEMBUR2/LEMBUR3/LEMBUR4 (jam lembur per pengali PP 35/2021), MALAM dan KOREKSI';

/** The payroll sheet of a period, all employees or one, and its files (docs/hr.md, "Payroll sheet"). */
export const hrPayrollSheetRoutes = new Hono<AppEnv>()
  .get('/periods/:period/sheet', documented({
    summary: `Konsol SDM: lembar penggajian periode \`YYYYMM\` untuk setiap pegawai: ${CODES_SAID}; setiap angka dari data yang sama dengan rekap bulanan (docs/hr.md), dengan \`adjustments\` (absen periode yang sudah ditutup yang diterima dalam periode ini). Periode yang sudah ditutup dijawab persis seperti saat ditutup, begitu pula berkasnya.`,
    auth: true, answer: PayrollSheetSchema, errors: [400, 401, 403],
  }), async (c) => {
    const { period } = parseWith(PayrollPeriodParamSchema, { period: c.req.param('period') });
    const services = c.get('services');
    return c.json((await storedSheet(services.db, period))?.sheet ?? (await payrollSheet(services.db, period, services.now())));
  })
  .get('/periods/:period/sheet.csv', documented({
    summary: 'Konsol SDM: lembar penggajian periode `YYYYMM` sebagai CSV (`;` antar sel, koma desimal): baris judul berisi kode, satu baris per pegawai. Berkas `lembar-penggajian-<periode>.csv`.',
    auth: true, answer: { download: ['text/csv'] }, errors: [400, 401, 403],
  }), async (c) => {
    const { period } = parseWith(PayrollPeriodParamSchema, { period: c.req.param('period') });
    const services = c.get('services');
    const csv = (await storedSheet(services.db, period))?.csv ?? sheetCsv(await payrollSheet(services.db, period, services.now()));
    return c.body(csv, 200, { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="${sheetFileName(period)}.csv"` });
  })
  .get('/periods/:period/sheet.xlsx', documented({
    summary: 'Konsol SDM: lembar penggajian periode `YYYYMM` sebagai XLSX: judul, hari yang dihitung, nama setiap kode di atas baris kode (dibekukan), angka asli. Berkas `lembar-penggajian-<periode>.xlsx`.',
    auth: true, answer: { download: [XLSX_TYPE] }, errors: [400, 401, 403],
  }), async (c) => {
    const { period } = parseWith(PayrollPeriodParamSchema, { period: c.req.param('period') });
    const services = c.get('services');
    const xlsx = (await storedSheet(services.db, period))?.xlsx ?? (await sheetXlsx(await payrollSheet(services.db, period, services.now())));
    return c.body(new Uint8Array(xlsx), 200, { 'Content-Type': XLSX_TYPE, 'Content-Disposition': `attachment; filename="${sheetFileName(period)}.xlsx"` });
  })
  .get('/periods/:period/sheet/:employee_id', documented({
    summary: `Konsol SDM: lembar penggajian seorang pegawai untuk periode \`YYYYMM\`: setiap kode (${CODES_SAID}) dengan tanggal, menit dan id data (absen, lembur, pengajuan izin) yang dihitungnya. 404 bila pegawai tidak ada pada periode itu.`,
    auth: true, answer: PayrollEmployeeSheetSchema, errors: [400, 401, 403, 404],
  }), async (c) => {
    const { period, employee_id } = parseWith(PayrollSheetEmployeeParamSchema, { period: c.req.param('period'), employee_id: c.req.param('employee_id') });
    const services = c.get('services');
    const sheet = await employeePayrollSheet(services.db, period, employee_id, services.now());
    if (!sheet) throw new ApiError(404, HR_MESSAGES.notFound);
    return c.json(sheet);
  });
