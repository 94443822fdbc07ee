import { preparedQuery } from '../db/preparedQuery';
import type { Services } from '../http/context';
import { ApiError } from '../http/errors';
import { type NewStoredFile, removeUnclaimed, storeFile } from './storage';

/** Photos one employee may upload in an hour: a day's clock-ins and overtime with retakes need far fewer. */
export const UPLOADS_PER_HOUR = 30;
const HOUR_MS = 60 * 60 * 1000;

const ownerUploadsSince = preparedQuery<{ ownerId: number; since: string }, { count: number; oldest: string }>((db, slot) =>
  db
    .selectFrom('stored_files')
    .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.min<string>('created_at').as('oldest')])
    .where('owner_employee_id', '=', slot('ownerId'))
    .where('created_at', '>', slot('since')),
);

/**
 * Stores the files, then counts the owner's uploads of the last hour with them included. Over the limit, it takes
 * them back and refuses: parallel uploads cannot slip past, because each one counts every file stored before it.
 * When one file cannot be stored (an image that does not decode whole), those stored before it are taken back.
 */
export async function storeWithinQuota(services: Services, ownerId: number, files: Omit<NewStoredFile, 'ownerId'>[]): Promise<string[]> {
  const { db, files: store } = services;
  const now = services.now();
  const ids: string[] = [];
  try {
    for (const file of files) ids.push(await storeFile(db, store, { ...file, ownerId }, now));
  } catch (error) {
    await removeUnclaimed(db, store, ids);
    throw error;
  }
  const since = new Date(now.getTime() - HOUR_MS).toISOString();
  const recent = (await ownerUploadsSince.takeFirst(db, { ownerId, since }))!;
  if (Number(recent.count) <= UPLOADS_PER_HOUR) return ids;

  await removeUnclaimed(db, store, ids);
  const waitMs = Math.max(60_000, Date.parse(recent.oldest) + HOUR_MS - now.getTime());
  throw new ApiError(429, `Terlalu banyak foto diunggah dalam satu jam. Coba lagi dalam ${Math.ceil(waitMs / 60_000)} menit.`, {
    'Retry-After': String(Math.ceil(waitMs / 1000)),
  });
}

/** Attachments one address may upload in an hour, without a token (docs/product.md §7): by count and by bytes. */
export const ANONYMOUS_UPLOADS_PER_HOUR = { files: 20, bytes: 25 * 1024 * 1024 };

/** The same as `storeWithinQuota` for an upload without a token, limited by the client's address. */
export async function storeWithinAddressLimit(services: Services, address: string, file: Omit<NewStoredFile, 'ownerId' | 'uploaderAddress'>): Promise<string> {
  const { db, files: store } = services;
  const now = services.now();
  const id = await storeFile(db, store, { ...file, ownerId: null, uploaderAddress: address }, now);
  const recent = await db
    .selectFrom('stored_files')
    .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.sum<number>('size').as('bytes'), eb.fn.min<string>('created_at').as('oldest')])
    .where('uploader_address', '=', address)
    .where('created_at', '>', new Date(now.getTime() - HOUR_MS).toISOString())
    .executeTakeFirstOrThrow();
  if (Number(recent.count) <= ANONYMOUS_UPLOADS_PER_HOUR.files && Number(recent.bytes) <= ANONYMOUS_UPLOADS_PER_HOUR.bytes) return id;

  await removeUnclaimed(db, store, [id]);
  const waitMs = Math.max(60_000, Date.parse(recent.oldest) + HOUR_MS - now.getTime());
  throw new ApiError(429, `Terlalu banyak lampiran diunggah dalam satu jam. Coba lagi dalam ${Math.ceil(waitMs / 60_000)} menit.`, {
    'Retry-After': String(Math.ceil(waitMs / 1000)),
  });
}
