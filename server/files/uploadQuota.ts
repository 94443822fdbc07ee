import type { Services } from '../http/context';
import { ApiError } from '../http/errors';
import { type NewStoredFile, removeUnclaimed, storeFile } from './storage';

/** Photos one employee may upload in an hour: a day's clock-ins and overtime with retakes need far fewer. */
export const UPLOADS_PER_HOUR = 30;
const HOUR_MS = 60 * 60 * 1000;

/**
 * Stores the files, then counts the owner's uploads of the last hour with them included. Over the limit, it takes
 * them back and refuses: parallel uploads cannot slip past, because each one counts every file stored before it.
 */
export async function storeWithinQuota(services: Services, ownerId: number, files: Omit<NewStoredFile, 'ownerId'>[]): Promise<string[]> {
  const { db, files: store } = services;
  const now = services.now();
  const ids: string[] = [];
  for (const file of files) ids.push(await storeFile(db, store, { ...file, ownerId }, now));
  const since = new Date(now.getTime() - HOUR_MS).toISOString();
  const recent = await db
    .selectFrom('stored_files')
    .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.min<string>('created_at').as('oldest')])
    .where('owner_employee_id', '=', ownerId)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  if (Number(recent.count) <= UPLOADS_PER_HOUR) return ids;

  await removeUnclaimed(db, store, ids);
  const waitMs = Math.max(60_000, Date.parse(recent.oldest) + HOUR_MS - now.getTime());
  throw new ApiError(429, `Terlalu banyak foto diunggah dalam satu jam. Coba lagi dalam ${Math.ceil(waitMs / 60_000)} menit.`, {
    'Retry-After': String(Math.ceil(waitMs / 1000)),
  });
}
