import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import { MapTilesSchema, type Office, OfficeIdParamSchema, OfficeListSchema, OfficeRequestSchema, type OfficeSaved, OfficeSavedSchema, type TimeZoneCode } from '../../../src/contract/shifts';
import { SHIFT_MESSAGES } from '../../../src/domain/shifts';
import { recordAudit } from '../../audit/auditLog';
import type { Database } from '../../db/types';
import type { AppEnv } from '../../http/context';
import { ApiError } from '../../http/errors';
import { parseWith, readBody } from '../../http/validate';
import { documented } from '../../openapi/documented';
import { archivingRoutes } from './archiving';

const OFFICE_COLUMNS = ['id', 'name', 'address', 'latitude', 'longitude', 'radius_m', 'time_zone', 'archived_at'] as const;

const asOffice = ({ archived_at, ...row }: Omit<Office, 'time_zone' | 'archived'> & { time_zone: string; archived_at: string | null }): Office => ({
  ...row,
  time_zone: row.time_zone as TimeZoneCode,
  archived: archived_at !== null,
});

const count = async (query: Promise<{ n: number | string | bigint } | undefined>) => Number((await query)?.n ?? 0);

/** Active employees whose main office or clock-in place it is: they would lose where they clock in. */
const activeEmployeesAt = (db: Kysely<Database>, id: number) =>
  count(
    db
      .selectFrom('employees as e')
      .where('e.active', '=', 1)
      .where((eb) => eb.or([eb('e.office_id', '=', id), eb.exists(eb.selectFrom('employee_offices as eo').select('eo.office_id').whereRef('eo.employee_id', '=', 'e.id').where('eo.office_id', '=', id))]))
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst(),
  );

/** Tables whose rows name an office: any of them keeps it from being deleted (it is archived instead). */
const OFFICE_USES = ['employees', 'employee_offices', 'attendance', 'correction_requests', 'announcement_audience'] as const;

/** Whether anything names the office, in one statement that stops at the first row found. */
async function officeHistory(db: Kysely<Database>, id: number) {
  const { used } = await db
    .selectNoFrom((eb) => eb.or(OFFICE_USES.map((table) => eb.exists(eb.selectFrom(table).select('office_id').where('office_id', '=', id)))).as('used'))
    .executeTakeFirstOrThrow();
  return Boolean(used);
}

const officeById = async (db: Kysely<Database>, id: number) => {
  const row = await db.selectFrom('offices').select(OFFICE_COLUMNS).where('id', '=', id).executeTakeFirst();
  return row && asOffice(row);
};

/** Offices: where employees may clock in (coordinates and radius) and the clock their days follow (time zone). */
export const hrOfficeRoutes = new Hono<AppEnv>()
  .route(
    '/offices',
    archivingRoutes({
      table: 'offices',
      entity: 'office',
      noun: 'kantor',
      idSchema: OfficeIdParamSchema,
      archiveRefusal: async (db, id) => {
        const employees = await activeEmployeesAt(db, id);
        return employees > 0 ? SHIFT_MESSAGES.officeStillHome(employees) : null;
      },
      deleteRefusal: async (db, id) => ((await officeHistory(db, id)) ? SHIFT_MESSAGES.officeHasHistory : null),
    }),
  )
  .get('/offices', documented({
    summary: 'Konsol SDM: daftar kantor dengan koordinat, radius dan zona waktu (`WIB`, `WITA`, `WIT`). Hari, keterlambatan dan riwayat pegawai mengikuti zona kantor utamanya.',
    auth: true, answer: OfficeListSchema, errors: [401, 403],
  }), async (c) => {
    const rows = await c.get('services').db.selectFrom('offices').select(OFFICE_COLUMNS).orderBy('name').orderBy('id').execute();
    return c.json(rows.map(asOffice));
  })

  .get('/map', documented({
    summary: 'Konsol SDM: dari mana peta kantor mengambil ubinnya (templat URL Leaflet dan atribusinya), diatur dengan MAP_TILE_URL dan MAP_TILE_ATTRIBUTION; bawaannya OpenStreetMap.',
    auth: true, answer: MapTilesSchema, errors: [401, 403],
  }), (c) => c.json(c.get('services').config.mapTiles))

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
