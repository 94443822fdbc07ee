import type { Services } from '../http/context';
import { ApiError } from '../http/errors';
import { ownerUploadsSince, type UploadsCounted } from './ownerUploads';
import { type NewStoredFile, removeUnclaimed, storeCountingFile, storeFile } from './storage';

/** Photos one employee may upload in an hour: a day's clock-ins and overtime with retakes need far fewer. */
export const UPLOADS_PER_HOUR = 30;
/**
 * Bytes of uploads an employee may hold that no record has claimed yet: four clock-ins' worth of the largest photos
 * with their frames. Claimed photos are bounded by their records; without this cap, uploads never claimed could pile
 * up to the hourly rate for the day the clean-up keeps them (docs/privacy.md, "Storage space").
 */
export const UNCLAIMED_UPLOAD_BYTES = 24 * 1024 * 1024;
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

export const UNCLAIMED_UPLOADS_FULL =
  'Terlalu banyak foto terunggah yang belum dipakai untuk absen. Kirim dulu absen yang tertunda di ponsel ini, atau coba lagi nanti.';

/**
 * Stores the files, then counts the owner's uploads of the last hour and the bytes of those unclaimed, with them included. Over either limit, it takes
 * them back and refuses: parallel uploads cannot slip past, because each one counts every file stored before it.
 * When one file cannot be stored (an image that does not decode whole), those stored before it are taken back. The
 * count is made with the last file's bytes where the store can (PostgreSQL), else after them.
 */
export async function storeWithinQuota(services: Services, ownerId: number, files: Omit<NewStoredFile, 'ownerId'>[]): Promise<string[]> {
  const { db, files: store } = services;
  const now = services.now();
  const window = { ownerId, since: new Date(now.getTime() - HOUR_MS).toISOString(), unclaimedSince: new Date(now.getTime() - DAY_MS).toISOString() };
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
  if (Number(recent.count) <= UPLOADS_PER_HOUR && Number(recent.unclaimed) <= UNCLAIMED_UPLOAD_BYTES) return ids;

  await removeUnclaimed(db, store, ids);
  if (Number(recent.count) <= UPLOADS_PER_HOUR) throw new ApiError(429, UNCLAIMED_UPLOADS_FULL, { 'Retry-After': String(HOUR_MS / 1000) });
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
