import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import pLimit from 'p-limit';
import type { Database } from '../server/db/types';
import { parsePhotoKeys, seal } from '../server/files/sealing';
import { uploadsDir } from '../server/files/storage';
import { fromJakarta } from '../server/time';

/** Old days seeded per employee: each a clock-in with its sealed face photo, all past their retention. */
export const RETENTION_DAYS = 10;
/** A year of an office's records: 2,000 employees, about 261 work days, a clock-in and a clock-out each. */
const YEAR_RECORDS = 2_000 * 261 * 2;

export interface RetentionSeed {
  records: number;
  files: number;
}

/**
 * Seeds `RETENTION_DAYS` clock-ins a year and a half ago for each employee given, each with a face photo of 4 KB
 * (random bytes, sealed with the server's key) in the store the server uses: files under DATA_DIR/uploads, or rows
 * of `file_contents` on PostgreSQL.
 */
export async function seedExpiredPhotos(db: Kysely<Database>, employeeIds: number[], options: { dataDir: string; databaseUrl: string; photoKeys: string }): Promise<RetentionSeed> {
  const key = parsePhotoKeys(options.photoKeys).current!;
  const folder = uploadsDir(options.dataDir);
  await mkdir(folder, { recursive: true });
  const writes = pLimit(16);
  let records = 0;
  for (let day = 0; day < RETENTION_DAYS; day++) {
    const date = new Date(Date.UTC(2025, 4, 5 + day)).toISOString().slice(0, 10);
    const at = fromJakarta(date, '07:20').toISOString();
    for (let i = 0; i < employeeIds.length; i += 250) {
      const batch = employeeIds.slice(i, i + 250).map((employeeId) => ({ employeeId, fileId: randomBytes(18).toString('base64url'), bytes: seal(randomBytes(4096), key) }));
      await db
        .insertInto('stored_files')
        .values(batch.map(({ employeeId, fileId }) => ({ id: fileId, owner_employee_id: employeeId, kind: 'face', content_type: 'image/jpeg', size: 4096, width: 480, height: 640, created_at: at, claimed_at: at, uploader_address: null, phash: null })))
        .execute();
      if (options.databaseUrl) await db.insertInto('file_contents').values(batch.map(({ fileId, bytes }) => ({ id: fileId, bytes: Buffer.from(bytes) }))).execute();
      else await Promise.all(batch.map(({ fileId, bytes }) => writes(() => writeFile(join(folder, fileId), bytes))));
      await db
        .insertInto('attendance')
        .values(
          batch.map(({ employeeId, fileId }) => ({
            employee_id: employeeId, work_date: date, direction: 'in', checked_at: at, recorded_at: at, inside_office: 1, latitude: -6.98255, longitude: 110.40925, office_id: null,
            distance_m: 10, is_late: 0, anomaly: null, face_file_id: fileId, location_file_id: null, letter_file_id: null, device_token: 'bench', idempotency_key: null,
            device_id: null, decided_by: null, decided_at: null, decision_note: null, accuracy_m: 10, check_nonce: null,
          })),
        )
        .execute();
      records += batch.length;
    }
  }
  return { records, files: records };
}

/** What a pass over the seed took, and what a year of an office's records would take at that pace. */
export function retentionFigures(seed: RetentionSeed, passSeconds: number) {
  const recordsPerSecond = seed.records / passSeconds;
  return {
    records: seed.records,
    files: seed.files,
    passSeconds: Math.round(passSeconds * 10) / 10,
    recordsPerSecond: Math.round(recordsPerSecond),
    yearRecords: YEAR_RECORDS,
    yearMinutes: Math.round((YEAR_RECORDS / recordsPerSecond / 60) * 10) / 10,
  };
}
