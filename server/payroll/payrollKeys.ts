import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { PayrollKey } from '../../src/contract/payroll';
import { recordAudit } from '../audit/auditLog';
import type { Database } from '../db/types';

/** Says what the key is wherever it turns up (a log, a secret store); the 32 random bytes follow, base64url. */
export const PAYROLL_KEY_PREFIX = 'absensi_gaji_';

const hashOf = (key: string) => createHash('sha256').update(key).digest('hex');

/** A new key for a payroll system: returned this once, only its hash kept. Audited. */
export async function makePayrollKey(db: Kysely<Database>, name: string, actorId: number, now: Date): Promise<{ id: number; key: string }> {
  const key = `${PAYROLL_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  const id = await db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('payroll_keys')
      .values({ name, key_hash: hashOf(key), created_by: actorId, created_at: now.toISOString(), last_used_at: null, revoked_at: null, revoked_by: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAudit(trx, { actorId, action: 'payroll_key.create', entity: 'payroll_key', entityId: id, before: null, after: { name } }, now);
    return id;
  });
  return { id, key };
}

export const listPayrollKeys = (db: Kysely<Database>): Promise<PayrollKey[]> =>
  db.selectFrom('payroll_keys').select(['id', 'name', 'created_at', 'last_used_at', 'revoked_at']).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();

/** Revokes a key: 'unknown' when there is none, 'already' when it was revoked before. Audited. */
export async function revokePayrollKey(db: Kysely<Database>, id: number, actorId: number, now: Date): Promise<'revoked' | 'unknown' | 'already'> {
  return db.transaction().execute(async (trx) => {
    const key = await trx.selectFrom('payroll_keys').select(['name', 'revoked_at']).where('id', '=', id).executeTakeFirst();
    if (!key) return 'unknown';
    if (key.revoked_at !== null) return 'already';
    await trx.updateTable('payroll_keys').set({ revoked_at: now.toISOString(), revoked_by: actorId }).where('id', '=', id).where('revoked_at', 'is', null).execute();
    await recordAudit(trx, { actorId, action: 'payroll_key.revoke', entity: 'payroll_key', entityId: id, before: { name: key.name }, after: { name: key.name, revoked_at: now.toISOString() } }, now);
    return 'revoked';
  });
}

/**
 * The unrevoked key an `Authorization: Bearer <key>` header carries, or null. It is found by its hash: the secret
 * itself is never compared, so how long the lookup takes says nothing of it. A revoked key's use is audited
 * (`payroll_key.refused`): someone still holds it.
 */
export async function payrollKeyOf(db: Kysely<Database>, authorization: string | undefined, now: Date): Promise<{ id: number; name: string } | null> {
  const key = /^Bearer (\S+)$/.exec(authorization ?? '')?.[1];
  if (!key?.startsWith(PAYROLL_KEY_PREFIX)) return null;
  const row = await db.selectFrom('payroll_keys').select(['id', 'name', 'revoked_at']).where('key_hash', '=', hashOf(key)).executeTakeFirst();
  if (!row) return null;
  if (row.revoked_at === null) return { id: row.id, name: row.name };
  await recordAudit(db, { actorId: null, action: 'payroll_key.refused', entity: 'payroll_key', entityId: row.id, before: null, after: { name: row.name, revoked_at: row.revoked_at } }, now);
  return null;
}

/** A use of a key: when it was last used, and an audit entry (no person acted: actor null) with the key's name. */
export async function recordPayrollKeyUse(db: Kysely<Database>, key: { id: number; name: string }, use: { period: string; status: number }, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('payroll_keys').set({ last_used_at: now.toISOString() }).where('id', '=', key.id).execute();
    await recordAudit(trx, { actorId: null, action: 'payroll_key.use', entity: 'payroll_key', entityId: key.id, before: null, after: { name: key.name, ...use } }, now);
  });
}
