import { Hono } from 'hono';
import { type HolidayImportPreview, HolidayImportResultSchema, type HrImportRefused, HrImportQuerySchema } from '../../../src/contract/hr';
import { HR_MESSAGES } from '../../../src/domain/roles';
import { ImportRefused } from '../../import/csvRows';
import { importHolidays, previewHolidayImport } from '../../import/holidays';
import { IMPORT_TYPES, importType, uploadedTable } from '../../import/uploadedTable';
import { type Holiday, HolidayDateSchema, HolidayListSchema, HolidayRequestSchema, HolidaySavedSchema, HolidayYearQuerySchema } from '../../../src/contract/shifts';
import { SHIFT_MESSAGES } from '../../../src/domain/shifts';
import { recordAudit } from '../../audit/auditLog';
import { isUniqueViolation } from '../../db/errors';
import type { AppEnv } from '../../http/context';
import { ApiError } from '../../http/errors';
import { readBody, readQuery } from '../../http/validate';
import { documented } from '../../openapi/documented';
import { requireOpenDays } from '../../periods/periodState';

/**
 * Holidays per year, national and the company's own (docs/hr.md, "Rosters and shifts"): weekly schedules are off on
 * them, leave does not count them, overtime on them is paid at the holiday rates. Each change is audited.
 */
export const hrHolidayRoutes = new Hono<AppEnv>()
  .get('/holidays', documented({
    summary: 'Konsol SDM: hari libur satu tahun (`year`), nasional (`national`) dan perusahaan (`company`), urut tanggal. Jadwal mingguan libur pada hari itu, cuti tidak menghitungnya, lembur pada hari itu dibayar dengan tarif hari libur.',
    auth: true, query: HolidayYearQuerySchema, answer: HolidayListSchema, errors: [400, 401, 403],
  }), async (c) => {
    const { year } = readQuery(c, HolidayYearQuerySchema);
    const rows = await c.get('services').db.selectFrom('holidays').select(['date', 'name', 'kind']).where('date', '>=', `${year}-01-01`).where('date', '<=', `${year}-12-31`).orderBy('date').execute();
    return c.json(rows as Holiday[]);
  })

  .post('/holidays', documented({
    summary: 'Konsol SDM: menambah hari libur (tanggal, nama, jenis). 409 bila tanggal itu sudah hari libur atau berada dalam periode penggajian yang sudah ditutup. Tercatat di log audit. 201.',
    auth: true, body: HolidayRequestSchema, answer: HolidaySavedSchema, errors: [400, 401, 403, 409, 413, 415],
  }), async (c) => {
    const services = c.get('services');
    const holiday = await readBody(c, HolidayRequestSchema);
    const now = services.now();
    try {
      await services.db.transaction().execute(async (trx) => {
        // A closed period's days keep the calendar they were paid by (docs/hr.md, "Periods").
        await requireOpenDays(trx, holiday.date, holiday.date);
        await trx.insertInto('holidays').values(holiday).execute();
        await recordAudit(trx, { actorId: c.get('employee').id, action: 'holiday.create', entity: 'holiday', entityId: holiday.date, before: null, after: holiday }, now);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new ApiError(409, SHIFT_MESSAGES.holidayTaken);
      throw error;
    }
    return c.json({ message: SHIFT_MESSAGES.holidayAdded }, 201);
  })

  .post('/holidays/delete', documented({
    summary: 'Konsol SDM: menghapus hari libur pada `date`. Pengajuan cuti yang sudah ada tidak dihitung ulang. Tercatat di log audit. 404 bila tidak ada; 409 bila tanggalnya dalam periode penggajian yang sudah ditutup.',
    auth: true, body: HolidayDateSchema, answer: HolidaySavedSchema, errors: [400, 401, 403, 404, 413, 415],
  }), async (c) => {
    const services = c.get('services');
    const { date } = await readBody(c, HolidayDateSchema);
    await services.db.transaction().execute(async (trx) => {
      const before = await trx.selectFrom('holidays').select(['date', 'name', 'kind']).where('date', '=', date).executeTakeFirst();
      if (!before) throw new ApiError(404, SHIFT_MESSAGES.holidayNotFound);
      await requireOpenDays(trx, date, date);
      await trx.deleteFrom('holidays').where('date', '=', date).execute();
      await recordAudit(trx, { actorId: c.get('employee').id, action: 'holiday.delete', entity: 'holiday', entityId: date, before, after: null }, services.now());
    });
    return c.json({ message: SHIFT_MESSAGES.holidayRemoved });
  })

  .post('/holidays/import', documented({
    summary: 'Konsol SDM: impor daftar hari libur satu tahun dari CSV atau XLSX (body mentah, maksimal 5 MB; kolom `date`/`tanggal`, `name`/`nama`, `kind`/`jenis` seperti docs/import.md). Berkas adalah daftar libur nasional dan cuti bersama tahun itu: yang tidak ada di berkas dihapus, libur perusahaan tetap kecuali berkas menyebut tanggalnya. `mode=preview` tidak menulis apa pun dan menjawab setiap tanggal (baru, diubah, tetap), yang akan dihapus, dan setiap masalah dengan barisnya; `mode=commit` menulis semuanya atau tidak sama sekali (400 dengan `problems`). Tercatat di log audit.',
    auth: true, raw: IMPORT_TYPES, query: HrImportQuerySchema, answer: HolidayImportResultSchema, errors: [400, 401, 403, 413, 415],
  }), async (c) => {
    const services = c.get('services');
    const { mode } = readQuery(c, HrImportQuerySchema);
    const type = importType(c);
    try {
      const records = await uploadedTable(c, type);
      if (mode === 'preview') return c.json(await previewHolidayImport(services.db, records));
      const result = await importHolidays(services.db, records, c.get('employee').id, services.now());
      return c.json({ message: SHIFT_MESSAGES.holidaysImported(result.created, result.updated, result.removed), ...result });
    } catch (error) {
      if (!(error instanceof ImportRefused)) throw error;
      if (mode === 'preview') return c.json({ year: null, rows: 0, created: 0, updated: 0, holidays: [], removed: [], problems: error.problems } satisfies HolidayImportPreview);
      return c.json({ message: HR_MESSAGES.importRefused(error.problems.length), problems: error.problems } satisfies HrImportRefused, 400);
    }
  });
