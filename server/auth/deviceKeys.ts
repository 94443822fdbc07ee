import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';

/** Keys kept per employee (the most recently used): a few phones and browsers each. */
const KEYS_PER_EMPLOYEE = 10;

const hashOf = (key: string) => createHash('sha256').update(key).digest('base64url');

/** Whether the key is a device key of this username: a phone that signed in to this account before. */
export async function isDeviceKeyOf(db: Kysely<Database>, key: string, username: string): Promise<boolean> {
  const row = await db
    .selectFrom('device_keys')
    .innerJoin('employees', 'employees.id', 'device_keys.employee_id')
    .select('device_keys.employee_id')
    .where('device_keys.key_hash', '=', hashOf(key))
    .where('employees.username', '=', username.toLowerCase())
    .executeTakeFirst();
  return row !== undefined;
}

/** A wrong password came with this key: it loses its exemption from the username's limits. */
export async function revokeDeviceKey(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom('device_keys').where('key_hash', '=', hashOf(key)).execute();
}

/**
 * After a sign-in: the key this phone keeps for the next one, and the phone's device id. A trusted key stays and is
 * marked used; otherwise a new random one is made. A phone is told apart by its first key: a new key given to a phone
 * that presented another employee's key keeps that key's device id, so one phone has one id for every account on it
 * (the 'shared_device' flag, docs/decisions.md). Only hashes are stored, and only the employee's latest keys are kept.
 */
export async function deviceKeyAfterSignIn(
  db: Kysely<Database>,
  employeeId: number,
  keys: { trusted: string | null; presented: string | null },
  now: Date,
): Promise<{ key: string; deviceId: string }> {
  const at = now.toISOString();
  if (keys.trusted) {
    const row = await db
      .updateTable('device_keys')
      .set({ last_used_at: at })
      .where('key_hash', '=', hashOf(keys.trusted))
      .returning('device_id')
      .executeTakeFirst();
    return { key: keys.trusted, deviceId: row?.device_id ?? hashOf(keys.trusted) };
  }
  const key = randomBytes(32).toString('base64url');
  const phone = keys.presented === null ? undefined : await db.selectFrom('device_keys').select('device_id').where('key_hash', '=', hashOf(keys.presented)).executeTakeFirst();
  const deviceId = phone?.device_id ?? hashOf(key);
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('device_keys').values({ key_hash: hashOf(key), employee_id: employeeId, created_at: at, last_used_at: at, device_id: deviceId }).execute();
    const kept = trx.selectFrom('device_keys').select('key_hash').where('employee_id', '=', employeeId).orderBy('last_used_at', 'desc').limit(KEYS_PER_EMPLOYEE);
    await trx.deleteFrom('device_keys').where('employee_id', '=', employeeId).where('key_hash', 'not in', kept).execute();
  });
  return { key, deviceId };
}
