import { Hono } from 'hono';
import { RecapQuerySchema, RecapSchema } from '../../../src/contract/hr';
import type { AppEnv } from '../../http/context';
import { readQuery } from '../../http/validate';
import { recapCsv, recapXlsx } from '../../recap/recapFiles';
import { periodRecap } from '../../periods/closedRecap';
import { documented } from '../../openapi/documented';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** rekap-absensi-202611-semua, -kantor-2 or -bagian-produksi: the period and the scope, safe in any file system. */
const fileName = (period: string, scope: { office_id?: number; department: string }) => {
  const part =
    scope.office_id !== undefined ? `kantor-${scope.office_id}`
    : scope.department ? `bagian-${scope.department.toLowerCase().replace(/^bagian\s+/, '').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'lain'}`
    : 'semua';
  return `rekap-absensi-${period}-${part}`;
};

/** The monthly recap payroll is paid from: JSON, or a download as CSV or XLSX (docs/hr.md, "Monthly recap"). */
export const hrRecapRoutes = new Hono<AppEnv>().get('/recap', documented({
    summary: 'Konsol SDM: rekap bulanan per pegawai untuk penggajian (periode `YYYYMM`, opsional `office_id` dan `department`): hari kerja, hadir, terlambat dan pulang cepat (hari dan menit), tidak hadir tanpa izin, di luar kantor, izin per jenis, data yang masih menunggu verifikasi, jam lembur disetujui dan jam lembur dibayar (pengali PP 35/2021), dengan baris jumlah dan `adjustments` (data periode yang sudah ditutup yang diterima sesudah penutupannya, di periode ia diterima). Periode yang sudah ditutup menjawab rekap dan berkas yang disimpan saat penutupan. Hanya data `verified` dan yang disetujui yang dihitung. `format=csv` dan `format=xlsx` mengunduh berkas `rekap-absensi-<periode>-<cakupan>` (docs/hr.md).',
    auth: true, query: RecapQuerySchema, answer: RecapSchema, errors: [400, 401, 403],
  }), async (c) => {
  const services = c.get('services');
  const query = readQuery(c, RecapQuerySchema);
  const { recap, files } = await periodRecap(services.db, { period: query.period, officeId: query.office_id, department: query.department }, services.now());
  if (query.format === 'json') return c.json(recap);
  const name = fileName(query.period, query);
  const attachment = (extension: string) => ({ 'Content-Disposition': `attachment; filename="${name}.${extension}"` });
  if (query.format === 'csv') return c.body(files?.csv ?? recapCsv(recap), 200, { 'Content-Type': 'text/csv; charset=utf-8', ...attachment('csv') });
  return c.body(new Uint8Array(files?.xlsx ?? (await recapXlsx(recap))), 200, { 'Content-Type': XLSX_TYPE, ...attachment('xlsx') });
});
