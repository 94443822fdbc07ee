import type { Kysely } from 'kysely';
import type { PrivacyNoticeState } from '../../src/contract/privacy';
import { PRIVACY_NOTICE_VERSION } from '../../src/domain/privacy';
import type { Database } from '../db/types';

/** The current notice's version and when this employee first read it. */
export async function noticeState(db: Kysely<Database>, employeeId: number): Promise<PrivacyNoticeState> {
  const read = await db.selectFrom('privacy_notice_reads').select('first_read_at').where('employee_id', '=', employeeId).where('version', '=', PRIVACY_NOTICE_VERSION).executeTakeFirst();
  return { version: PRIVACY_NOTICE_VERSION, read_at: read?.first_read_at ?? null };
}

/** Keeps the first time the employee read the current notice; a later read changes nothing. */
export async function markNoticeRead(db: Kysely<Database>, employeeId: number, now: Date): Promise<PrivacyNoticeState> {
  await db
    .insertInto('privacy_notice_reads')
    .values({ employee_id: employeeId, version: PRIVACY_NOTICE_VERSION, first_read_at: now.toISOString() })
    .onConflict((conflict) => conflict.columns(['employee_id', 'version']).doNothing())
    .execute();
  return noticeState(db, employeeId);
}
