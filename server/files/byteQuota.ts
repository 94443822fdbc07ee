import type { Kysely } from 'kysely';
import { isPostgres } from '../db/database';
import type { Database } from '../db/types';
import { ApiError } from '../http/errors';
import { readSetting } from '../settings/companySettings';

const MEGABYTE = 1024 * 1024;

/**
 * Files not counted against their owner (docs/privacy.md, "Storage space"): what HR uploads for the company or for
 * another employee and keeps as its uploader (an announcement's image; a profile photo, one per employee, the one it
 * replaces released; face reference photos, at most three per employee), and the employee's copy of their own data, a
 * copy of what they hold already, made once a day at most and deleted after a week.
 */
const UNCOUNTED_KINDS = ['announcement', 'profile', 'face_reference', 'export'];

/** Bytes of the stored files the employee holds, claimed or not, of every kind counted (clock-in photos too). */
export async function heldBytes(db: Kysely<Database>, employeeId: number): Promise<number> {
  const { bytes } = await db
    .selectFrom('stored_files')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('size'), eb.lit(0)).as('bytes'))
    .where('owner_employee_id', '=', employeeId)
    .where('kind', 'not in', UNCOUNTED_KINDS)
    .executeTakeFirstOrThrow();
  return Number(bytes);
}

const megabytes = (bytes: number) => (bytes / MEGABYTE).toLocaleString('id-ID', { maximumFractionDigits: 1 });

/** The refusal of an attachment that does not fit: what the employee holds, of how much, and what to do. */
export const fileQuotaFull = (used: number, quota: number, size: number) =>
  `Ruang berkas Anda penuh: ${megabytes(used)} MB dari ${megabytes(quota)} MB dipakai, lampiran ini ${megabytes(size)} MB. ` +
  'Tarik pengajuan menunggu yang tidak diperlukan lagi (lampirannya langsung dihapus), kirim tanpa lampiran bila tidak wajib, atau hubungi SDM.';

/**
 * In the transaction that has just made an attachment the employee's (its row already owned by them), refuses with
 * 409 when what they now hold is over the quota HR set: the transaction, and the attachment's claim with it, is rolled
 * back. The employee's row is locked first (PostgreSQL; SQLite runs one transaction at a time), so attachments claimed
 * at once are counted one after the other and cannot pass the quota together.
 */
export async function requireRoomFor(trx: Kysely<Database>, employeeId: number, fileId: string): Promise<void> {
  if (isPostgres(trx)) await trx.selectFrom('employees').select('id').where('id', '=', employeeId).forUpdate().execute();
  const [held, quotaMb, added] = await Promise.all([
    heldBytes(trx, employeeId),
    readSetting(trx, 'file_quota_mb'),
    trx.selectFrom('stored_files').select('size').where('id', '=', fileId).executeTakeFirstOrThrow(),
  ]);
  const quota = quotaMb * MEGABYTE;
  if (held <= quota) return;
  throw new ApiError(409, fileQuotaFull(held - added.size, quota, added.size));
}
