import { Hono } from 'hono';
import { type HrImportPreview, HrImportQuerySchema, type HrImportRefused, type HrImportResult, HrImportResultSchema } from '../../../src/contract/hr';
import { HR_MESSAGES } from '../../../src/domain/roles';
import { auditRefusal } from '../../access/refusalAudit';
import { mediaType, readRawBody } from '../../http/body';
import type { AppEnv } from '../../http/context';
import { ApiError } from '../../http/errors';
import { readQuery } from '../../http/validate';
import { csvRecords, ImportRefused, type TableRecord } from '../../import/csvRows';
import { xlsxRecords } from '../../import/xlsxThread';
import { importEmployeeRows, previewEmployeeImport, type RightsProblem } from '../../import/employees';
import { documented } from '../../openapi/documented';

const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
const CSV_TYPES = ['text/csv', 'text/plain', 'application/csv', 'application/vnd.ms-excel'];
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** Every XLSX is a ZIP archive. */
const isZip = (bytes: Buffer) => bytes.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]));

/** The table a request sends: CSV or XLSX by its content type, and the bytes must be what the type says. */
async function tableOf(type: string, bytes: Buffer): Promise<TableRecord[]> {
  if (type === XLSX_TYPE && isZip(bytes)) return xlsxRecords(bytes);
  if (CSV_TYPES.includes(type) && !isZip(bytes)) return csvRecords(bytes);
  throw new ApiError(415, HR_MESSAGES.importFileType);
}

/** The console's employee import (docs/hr.md, "Import"): a preview naming every problem, then all rows or none. */
export const hrEmployeeImportRoutes = new Hono<AppEnv>().post('/employees/import', documented({
    summary: 'Konsol SDM: impor pegawai dari CSV atau XLSX (body mentah, maksimal 5 MB; kolom seperti docs/import.md). `mode=preview` tidak menulis apa pun dan menjawab jumlah baris baru/diperbarui dan setiap masalah dengan baris dan kolomnya; `mode=commit` menulis semua baris atau tidak sama sekali (400 dengan `problems` bila ada masalah) dan menjawab password yang dibuatkan sekali saja. Tercatat di log audit.',
    auth: true, raw: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'], query: HrImportQuerySchema, answer: HrImportResultSchema, errors: [400, 401, 403, 413, 415],
  }), async (c) => {
  const services = c.get('services');
  const { mode } = readQuery(c, HrImportQuerySchema);
  const type = mediaType(c);
  if (![...CSV_TYPES, XLSX_TYPE].includes(type)) throw new ApiError(415, HR_MESSAGES.importFileType);
  const bytes = await readRawBody(c, IMPORT_MAX_BYTES);
  const importer = c.get('employee');
  const auditRefused = (rows: RightsProblem[]) =>
    Promise.all(rows.map((row) => auditRefusal(services, importer.id, { action: `employee.import.${mode}`, targetId: row.targetId, message: `baris ${row.line}: ${row.message}` }, `${c.req.method} ${c.req.path}`)));
  try {
    const records = await tableOf(type, bytes);
    if (mode === 'preview') {
      const { refusedForRights, ...preview } = await previewEmployeeImport(services.db, records, importer);
      await auditRefused(refusedForRights);
      return c.json(preview satisfies HrImportPreview);
    }
    const result = await importEmployeeRows(services.db, records, services.now(), importer);
    return c.json({
      message: HR_MESSAGES.imported(result.created, result.updated),
      created: result.created,
      updated: result.updated,
      passwords: result.generated.map(([username, password]) => ({ username, password })),
    } satisfies HrImportResult);
  } catch (error) {
    if (!(error instanceof ImportRefused)) throw error;
    await auditRefused(error.refusedForRights);
    if (mode === 'preview') return c.json({ rows: 0, created: 0, updated: 0, problems: error.problems } satisfies HrImportPreview);
    return c.json({ message: HR_MESSAGES.importRefused(error.problems.length), problems: error.problems } satisfies HrImportRefused, 400);
  }
});
