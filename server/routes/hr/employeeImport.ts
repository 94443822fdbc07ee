import { type Context, Hono } from 'hono';
import { type HrImportPreview, HrImportQuerySchema, ImportTemplateQuerySchema, type HrImportRefused, type HrImportResult, HrImportResultSchema, ImportJobSchema, type ImportJobState, ImportJobStateSchema } from '../../../src/contract/hr';
import { HR_MESSAGES } from '../../../src/domain/roles';
import { auditRefusal } from '../../access/refusalAudit';
import type { SignedInEmployee } from '../../db/types';
import type { AppEnv, Services } from '../../http/context';
import { dismissImportJob, importJobOf, startEmployeeImport } from '../../import/employeeImportJob';
import { readQuery } from '../../http/validate';
import { ImportRefused } from '../../import/csvRows';
import { IMPORT_TYPES, importType, uploadedTable } from '../../import/uploadedTable';
import { employeeTemplateCsv, employeeTemplateXlsx } from '../../import/employeeTemplate';
import { importEmployeeRows, previewEmployeeImport, type RightsProblem } from '../../import/employees';
import { documented } from '../../openapi/documented';

/**
 * The console's employee import (docs/hr.md, "Import"): a preview naming every problem, then all rows or none, in one
 * request or as a job in the background.
 */
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
    const { mode } = readQuery(c, HrImportQuerySchema);
    const type = importType(c);
    return refusedAsAnswer(c, mode, async (services, importer) => {
      const records = await uploadedTable(c, type);
      if (mode === 'preview') {
        const { refusedForRights, ...preview } = await previewEmployeeImport(services.db, records, importer);
        await auditRefused(c, mode, refusedForRights);
        return c.json(preview satisfies HrImportPreview);
      }
      const result = await importEmployeeRows(services.db, records, services.now(), importer);
      return c.json({
        message: HR_MESSAGES.imported(result.created, result.updated),
        created: result.created,
        updated: result.updated,
        passwords: result.generated,
      } satisfies HrImportResult);
    });
  })
  .post('/employees/import/job', documented({
    summary: 'Konsol SDM: memulai impor pegawai yang berjalan di server (body mentah seperti `mode=commit`). Setiap masalah yang tidak perlu hashing password menolaknya langsung (400 dengan `problems`); selebihnya berjalan walau konsol ditutup, dibaca dengan GET. Hanya satu impor berjalan sekaligus (409). Semua baris atau tidak sama sekali; tercatat di log audit.',
    auth: true, raw: IMPORT_TYPES, answer: ImportJobSchema, errors: [400, 401, 403, 409, 413, 415],
  }), async (c) => {
    const type = importType(c);
    return refusedAsAnswer(c, 'commit', async (services, importer) => c.json(await startEmployeeImport(services, await uploadedTable(c, type), importer)));
  })
  .get('/employees/import/job', documented({
    summary: 'Konsol SDM: impor pegawai terakhir yang dimulai petugas ini dan belum ditutupnya: kemajuannya (`done` dari `total` baris, `seconds_left`), lalu hasilnya (password yang dibuatkan disimpan terenkripsi sampai ditutup, paling lama 7 hari); `job` null bila tidak ada.',
    auth: true, answer: ImportJobStateSchema, errors: [401, 403],
  }), async (c) => c.json({ job: await importJobOf(c.get('services'), c.get('employee').id) } satisfies ImportJobState))
  .post('/employees/import/job/dismiss', documented({
    summary: 'Konsol SDM: menutup hasil impor yang sudah dibaca; password yang dibuatkan dilupakan. 409 bila impor masih berjalan.',
    auth: true, answer: ImportJobStateSchema, errors: [401, 403, 409],
  }), async (c) => {
    await dismissImportJob(c.get('services'), c.get('employee').id);
    return c.json({ job: null } satisfies ImportJobState);
  });

/** The rows refused for the importer's rights, each audited as a refusal with the employee it names. */
const auditRefused = (c: Context<AppEnv>, mode: string, rows: RightsProblem[]) =>
  Promise.all(rows.map((row) => auditRefusal(c.get('services'), c.get('employee').id, { action: `employee.import.${mode}`, targetId: row.targetId, message: `baris ${row.line}: ${row.message}` }, `${c.req.method} ${c.req.path}`)));

/** An import refused for its problems: a preview lists them, a commit answers 400 with them. */
async function refusedAsAnswer(c: Context<AppEnv>, mode: 'preview' | 'commit', work: (services: Services, importer: SignedInEmployee) => Promise<Response>) {
  try {
    return await work(c.get('services'), c.get('employee'));
  } catch (error) {
    if (!(error instanceof ImportRefused)) throw error;
    await auditRefused(c, mode, error.refusedForRights);
    if (mode === 'preview') return c.json({ rows: 0, created: 0, updated: 0, problems: error.problems } satisfies HrImportPreview);
    return c.json({ message: HR_MESSAGES.importRefused(error.problems.length), problems: error.problems } satisfies HrImportRefused, 400);
  }
}
