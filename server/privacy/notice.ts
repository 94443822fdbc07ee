import type { Kysely } from 'kysely';
import type { PrivacyNoticeState } from '../../src/contract/privacy';
import type { Database } from '../db/types';
import { ApiError } from '../http/errors';
import { noticeContent } from '../settings/privacySettings';

const readOf = (db: Kysely<Database>, employeeId: number, version: string) =>
  db.selectFrom('privacy_notice_reads').select('first_read_at').where('employee_id', '=', employeeId).where('version', '=', version).executeTakeFirst();

/** The current notice and when this employee first read it. */
export async function noticeState(db: Kysely<Database>, employeeId: number): Promise<PrivacyNoticeState> {
  const content = await noticeContent(db);
  const read = await readOf(db, employeeId, content.version);
  return { ...content, read_at: read?.first_read_at ?? null };
}

/** Keeps the first time the employee read the current notice (409 for one no longer current); a later read changes nothing. */
export async function markNoticeRead(db: Kysely<Database>, employeeId: number, version: string, now: Date): Promise<PrivacyNoticeState> {
  const content = await noticeContent(db);
  if (version !== content.version) throw new ApiError(409, 'Pemberitahuan privasi sudah diperbarui. Muat ulang halaman ini.');
  await db
    .insertInto('privacy_notice_reads')
    .values({ employee_id: employeeId, version, first_read_at: now.toISOString() })
    .onConflict((conflict) => conflict.columns(['employee_id', 'version']).doNothing())
    .execute();
  return { ...content, read_at: (await readOf(db, employeeId, version))!.first_read_at };
}
