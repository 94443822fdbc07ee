import type { Kysely } from 'kysely';
import * as v from 'valibot';
import type { Database } from '../db/types';
import { duplicates, readCsvRows, refuseIfAny } from './csvRows';
import { latitude, longitude, optionalText, radius, text } from './fields';

const OfficeRowSchema = v.object({
  name: text('name'),
  latitude: latitude('latitude'),
  longitude: longitude('longitude'),
  radius: radius('radius'),
  address: optionalText,
});
type OfficeRow = v.InferOutput<typeof OfficeRowSchema>;

const OFFICE_COLUMNS = { required: ['name', 'latitude', 'longitude', 'radius'], optional: ['address'] } as const;

/** Offices by name: a name already in the database is updated, a new one created. All rows or none. */
export async function importOffices(db: Kysely<Database>, file: string): Promise<string> {
  const { rows, problems } = await readCsvRows(file, OfficeRowSchema, OFFICE_COLUMNS);
  refuseIfAny([...problems, ...duplicates(rows, (office: OfficeRow) => office.name, 'Kantor')]);

  return db.transaction().execute(async (trx) => {
    let created = 0;
    for (const { value: office } of rows) {
      const values = { latitude: office.latitude, longitude: office.longitude, radius_m: office.radius, address: office.address ?? null };
      const updated = await trx.updateTable('offices').set(values).where('name', '=', office.name).executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) {
        await trx.insertInto('offices').values({ name: office.name, ...values }).execute();
        created++;
      }
    }
    return `Impor kantor selesai: ${created} baru, ${rows.length - created} diperbarui.`;
  });
}
