import { Hono } from 'hono';
import { ChangePasswordRequestSchema, type ChangePasswordResponse } from '../../src/contract/schemas';
import { GateFull } from '../auth/hashingGate';
import { hashPassword, verifyPassword } from '../auth/password';
import { issueToken } from '../auth/tokens';
import { clientAddress } from '../http/clientAddress';
import type { AppEnv } from '../http/context';
import { ApiError } from '../http/errors';
import { requireEmployee } from '../http/requireEmployee';
import { readBody } from '../http/validate';

const BUSY = 'Server sedang sibuk. Coba lagi sebentar.';

/**
 * The employee changes their own password. The old one is checked under the login limits (a stolen phone cannot
 * guess it quickly); the change ends every other session and answers a new token for this one.
 */
export const accountRoutes = new Hono<AppEnv>().post('/mobile-v2/ubah-password', requireEmployee, async (c) => {
  const { db, config, loginLimiter, hashingGate } = c.get('services');
  const employee = c.get('employee');
  const { old_password, new_password } = await readBody(c, ChangePasswordRequestSchema);
  const address = clientAddress(c, config.trustProxyHops);

  const admission = await loginLimiter.admit(employee.username, address);
  if ('retryAfterMs' in admission) {
    const message = admission.lockedOut ? `Terlalu banyak percobaan. Coba lagi dalam ${Math.ceil(admission.retryAfterMs / 60_000)} menit.` : BUSY;
    throw new ApiError(429, message, { 'Retry-After': String(Math.ceil(admission.retryAfterMs / 1000)) });
  }
  const { password_hash } = await db.selectFrom('employees').select('password_hash').where('id', '=', employee.id).executeTakeFirstOrThrow();
  let newHash: string | null;
  try {
    newHash = await hashingGate.run(address, async () =>
      (await verifyPassword(old_password, password_hash)) ? hashPassword(new_password) : null,
    );
  } catch (error) {
    if (!(error instanceof GateFull)) throw error;
    await loginLimiter.release(admission.attemptId);
    throw new ApiError(429, BUSY, { 'Retry-After': '2' });
  }
  if (!newHash) {
    await loginLimiter.failed(admission.attemptId);
    throw new ApiError(400, 'Password lama salah.');
  }
  await loginLimiter.succeeded(admission.attemptId, employee.username, address);

  const version = employee.token_version + 1;
  const changed = await db
    .updateTable('employees')
    .set({ password_hash: newHash, token_version: version })
    .where('id', '=', employee.id)
    .where('token_version', '=', employee.token_version)
    .executeTakeFirst();
  if (changed.numUpdatedRows !== 1n) throw new ApiError(409, 'Password baru saja diganti dari perangkat lain. Silakan masuk kembali.');
  const token = await issueToken({ sub: employee.id, nup: employee.nup, ver: version }, config.jwtSecret);
  return c.json({ token, message: 'Password berhasil diganti. Sesi di perangkat lain telah diakhiri.' } satisfies ChangePasswordResponse);
});
