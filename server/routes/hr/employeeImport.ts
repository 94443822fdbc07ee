import { Hono } from 'hono';
import { type HrImportPreview, HrImportQuerySchema, ImportTemplateQuerySchema, type HrImportRefused, type HrImportResult, HrImportResultSchema } from '../../../src/contract/hr';
import { HR_MESSAGES } from '../../../src/domain/roles';
import { auditRefusal } from '../../access/refusalAudit';
import type { AppEnv } from '../../http/context';
import { readQuery } from '../../http/validate';
import { ImportRefused } from '../../import/csvRows';
import { IMPORT_TYPES, importType, uploadedTable } from '../../import/uploadedTable';
import { employeeTemplateCsv, employeeTemplateXlsx } from '../../import/employeeTemplate';
import { importEmployeeRows, previewEmployeeImport, type RightsProblem } from '../../import/employees';
import { documented } from '../../openapi/documented';

/** The console's employee import (docs/hr.md, "Import"): a preview naming every problem, then all rows or none. */
export const hrEmployeeImportRoutes = new Hono<AppEnv>()
  .get('/employees/import/template', documented({
    summary: 'Konsol SDM: templat impor pegawai dengan nama kolom berbahasa Indonesia (`format=xlsx`, bawaan: lembar Pegawai untuk diisi dan lembar Petunjuk; `format=csv`: baris judul saja). Nama kolom bahasa Inggris tetap diterima (docs/import.md).',
    auth: true, query: ImportTemplateQuerySchema, answer: { download: IMPORT_TYPES }, errors: [400, 401, 403],
  }), async (c) => {
    const { format } = readQuery(c, ImportTemplateQuerySchema);
    const attachment = { 'Content-Disposition': `attachment; filename="templat-impor-pegawai.${format}"` };
    if (format === 'csv') return c.body(employeeTemplateCsv(), 200, { 'Content-Type': 'text/csv; charset=utf-8', ...attachment });
    return c.body(new Uint8Array(await employeeTemplateXlsx()), 200, { 'Content-Type': IMPORT_TYPES[1]!, ...attachment });
  })
  .post('/employees/import', documented({
    summary: 'Konsol SDM: impor pegawai dari CSV atau XLSX (body mentah, maksimal 5 MB; kolom seperti docs/import.md). `mode=preview` tidak menulis apa pun dan menjawab jumlah baris baru/diperbarui dan setiap masalah dengan baris dan kolomnya; `mode=commit` menulis semua baris atau tidak sama sekali (400 dengan `problems` bila ada masalah) dan menjawab password yang dibuatkan sekali saja. Tercatat di log audit.',
    auth: true, raw: IMPORT_TYPES, query: HrImportQuerySchema, answer: HrImportResultSchema, errors: [400, 401, 403, 413, 415],
  }), async (c) => {
  const services = c.get('services');
  const { mode } = readQuery(c, HrImportQuerySchema);
  const type = importType(c);
  const importer = c.get('employee');
  const auditRefused = (rows: RightsProblem[]) =>
    Promise.all(rows.map((row) => auditRefusal(services, importer.id, { action: `employee.import.${mode}`, targetId: row.targetId, message: `baris ${row.line}: ${row.message}` }, `${c.req.method} ${c.req.path}`)));
  try {
    const records = await uploadedTable(c, type);
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
