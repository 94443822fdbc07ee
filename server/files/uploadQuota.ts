import type { Services } from '../http/context';
import { ApiError } from '../http/errors';
import { ownerUploadsSince, type UploadsCounted } from './ownerUploads';
import { type NewStoredFile, removeUnclaimed, storeCountingFile, storeFile } from './storage';

/** Photos one employee may upload in an hour: a day's clock-ins and overtime with retakes need far fewer. */
export const UPLOADS_PER_HOUR = 30;
const HOUR_MS = 60 * 60 * 1000;

/**
 * Stores the files, then counts the owner's uploads of the last hour with them included. Over the limit, it takes
 * them back and refuses: parallel uploads cannot slip past, because each one counts every file stored before it.
 * When one file cannot be stored (an image that does not decode whole), those stored before it are taken back. The
 * count is made with the last file's bytes where the store can (PostgreSQL), else after them.
 */
export async function storeWithinQuota(services: Services, ownerId: number, files: Omit<NewStoredFile, 'ownerId'>[]): Promise<string[]> {
  const { db, files: store } = services;
  const now = services.now();
  const window = { ownerId, since: new Date(now.getTime() - HOUR_MS).toISOString() };
  const ids: string[] = [];
  let counted: UploadsCounted | undefined;
  try {
    for (const [index, file] of files.entries()) {
      const stored = await storeCountingFile(db, store, { ...file, ownerId }, now, index === files.length - 1 ? window : undefined);
      ids.push(stored.id);
      counted = stored.uploads;
    }
  } catch (error) {
    await removeUnclaimed(db, store, ids);
    throw error;
  }
  const recent = counted ?? (await ownerUploadsSince.takeFirst(db, window))!;
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
