import { Hono } from 'hono';
import { ChangePasswordRequestSchema, type ChangePasswordResponse, ChangePasswordResponseSchema } from '../../src/contract/schemas';
import { GateFull } from '../auth/hashingGate';
import { hashPassword, verifyPassword } from '../auth/password';
import { passwordCheck } from '../auth/passwordPolicy';
import { endEverySession, startSession } from '../auth/sessions';
import { issueToken } from '../auth/tokens';
import { clientAddress } from '../http/clientAddress';
import type { AppEnv } from '../http/context';
import { ApiError } from '../http/errors';
import { requireEmployee } from '../http/requireEmployee';
import { readBody } from '../http/validate';
import { documented } from '../openapi/documented';

const BUSY = 'Server sedang sibuk. Coba lagi sebentar.';

/**
 * The employee changes their own password. The old one is checked under the login limits (a stolen phone cannot
 * guess it quickly), the new one against the password rule; the change ends every session and answers a token of a
 * new one for this phone.
 */
export const accountRoutes = new Hono<AppEnv>().post('/mobile-v2/ubah-password', documented({
    summary: 'Ekstensi produk ini: ganti password sendiri. Password lama diperiksa dengan batas percobaan yang sama seperti masuk (429); password baru minimal 8 karakter, berbeda dari yang lama, bukan username, NUP, atau nama, dan tidak mudah ditebak (daftar password umum, pola berulang atau berurutan). Semua sesi berakhir (401); jawaban membawa token sesi baru untuk perangkat ini.',
    auth: true, body: ChangePasswordRequestSchema, answer: ChangePasswordResponseSchema, errors: [400, 401, 409, 413, 415, 429],
  }), requireEmployee, async (c) => {
  const { db, config, loginLimiter, hashingGate, now } = c.get('services');
  const employee = c.get('employee');
  const { old_password, new_password } = await readBody(c, ChangePasswordRequestSchema);
  const weakness = (await passwordCheck())(new_password, employee);
  if (weakness) throw new ApiError(400, weakness);
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

  const changedAt = now();
  const sid = await db.transaction().execute(async (trx) => {
    const changed = await trx
      .updateTable('employees')
      .set({ password_hash: newHash, password_must_change: 0 })
      .where('id', '=', employee.id)
      .where('password_hash', '=', password_hash)
      .executeTakeFirst();
    if (changed.numUpdatedRows !== 1n) throw new ApiError(409, 'Password baru saja diganti dari perangkat lain. Silakan masuk kembali.');
    await endEverySession(trx, employee.id, changedAt);
    return startSession(trx, employee.id, changedAt, c.get('deviceId'));
  });
  const token = await issueToken({ sub: employee.id, nup: employee.nup, sid }, config.jwtSecret);
  return c.json({ token, message: 'Password berhasil diganti. Sesi di perangkat lain telah diakhiri.' } satisfies ChangePasswordResponse);
});
