import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import { type Office, OfficeIdParamSchema, OfficeListSchema, OfficeRequestSchema, type OfficeSaved, OfficeSavedSchema, type TimeZoneCode } from '../../../src/contract/shifts';
import { SHIFT_MESSAGES } from '../../../src/domain/shifts';
import { recordAudit } from '../../audit/auditLog';
import type { Database } from '../../db/types';
import type { AppEnv } from '../../http/context';
import { ApiError } from '../../http/errors';
import { parseWith, readBody } from '../../http/validate';
import { documented } from '../../openapi/documented';

const OFFICE_COLUMNS = ['id', 'name', 'address', 'latitude', 'longitude', 'radius_m', 'time_zone'] as const;

const asOffice = (row: Omit<Office, 'time_zone'> & { time_zone: string }): Office => ({ ...row, time_zone: row.time_zone as TimeZoneCode });

const officeById = async (db: Kysely<Database>, id: number) => {
  const row = await db.selectFrom('offices').select(OFFICE_COLUMNS).where('id', '=', id).executeTakeFirst();
  return row && asOffice(row);
};

/** Offices: where employees may clock in (coordinates and radius) and the clock their days follow (time zone). */
export const hrOfficeRoutes = new Hono<AppEnv>()
  .get('/offices', documented({
    summary: 'Konsol SDM: daftar kantor dengan koordinat, radius dan zona waktu (`WIB`, `WITA`, `WIT`). Hari, keterlambatan dan riwayat pegawai mengikuti zona kantor utamanya.',
    auth: true, answer: OfficeListSchema, errors: [401, 403],
  }), async (c) => {
    const rows = await c.get('services').db.selectFrom('offices').select(OFFICE_COLUMNS).orderBy('name').orderBy('id').execute();
    return c.json(rows.map(asOffice));
  })

  .post('/offices', documented({
    summary: 'Konsol SDM: menambah kantor (nama, alamat, lintang, bujur, radius 10-5.000 m, zona waktu). Tercatat di log audit. 201.',
    auth: true, body: OfficeRequestSchema, answer: OfficeSavedSchema, errors: [400, 401, 403, 413, 415],
  }), async (c) => {
    const services = c.get('services');
    const office = await readBody(c, OfficeRequestSchema);
    const now = services.now();
    const id = await services.db.transaction().execute(async (trx) => {
      const { id } = await trx.insertInto('offices').values(office).returning('id').executeTakeFirstOrThrow();
      await recordAudit(trx, { actorId: c.get('employee').id, action: 'office.create', entity: 'office', entityId: id, before: null, after: office }, now);
      return id;
    });
    return c.json({ message: SHIFT_MESSAGES.officeCreated, office: (await officeById(services.db, id))! } satisfies OfficeSaved, 201);
  })

  .post('/offices/:id', documented({
    summary: 'Konsol SDM: mengubah kantor (semua kolom seperti menambah). Tercatat di log audit dengan data sebelum dan sesudah. 404 bila tidak ada.',
    auth: true, body: OfficeRequestSchema, answer: OfficeSavedSchema, errors: [400, 401, 403, 404, 413, 415],
  }), async (c) => {
    const services = c.get('services');
    const { id } = parseWith(OfficeIdParamSchema, { id: c.req.param('id') });
    const office = await readBody(c, OfficeRequestSchema);
    const before = await officeById(services.db, id);
    if (!before) throw new ApiError(404, SHIFT_MESSAGES.officeNotFound);
    await services.db.transaction().execute(async (trx) => {
      await trx.updateTable('offices').set(office).where('id', '=', id).execute();
      await recordAudit(trx, { actorId: c.get('employee').id, action: 'office.update', entity: 'office', entityId: id, before, after: { id, ...office } }, services.now());
    });
    return c.json({ message: SHIFT_MESSAGES.officeUpdated, office: (await officeById(services.db, id))! } satisfies OfficeSaved);
  });
