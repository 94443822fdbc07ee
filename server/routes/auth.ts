import { Hono } from 'hono';
import { LoginRequestSchema, type LoginResponse, LoginResponseSchema, type LogoutResponse, LogoutResponseSchema } from '../../src/contract/session';
import { GateFull } from '../auth/hashingGate';
import { hashPassword, verifyPassword } from '../auth/password';
import { deviceKeyAfterSignIn, isDeviceKeyOf, revokeDeviceKey } from '../auth/deviceKeys';
import { endSession, startSession } from '../auth/sessions';
import { issueToken } from '../auth/tokens';
import { requireEmployee } from '../http/requireEmployee';
import { sessionUser } from '../employees';
import { clientAddress } from '../http/clientAddress';
import type { AppEnv } from '../http/context';
import { ApiError } from '../http/errors';
import { readBody } from '../http/validate';
import { documented } from '../openapi/documented';

/** Compared against when the username is unknown, so both cases take the same time. */
const unknownUserHash = hashPassword('unknown-user');
const WRONG_CREDENTIALS = 'Username atau password salah.';
const BUSY = 'Server sedang melayani banyak permintaan masuk. Coba lagi sebentar.';

const retryAfter = (ms: number) => ({ 'Retry-After': String(Math.ceil(ms / 1000)) });

export const authRoutes = new Hono<AppEnv>().post('/pwa/login', documented({
    summary: 'Masuk dengan username dan password; membuka sesi di server. Percobaan gagal dibatasi per username+alamat, per username, dan per alamat (tersimpan di database, berlaku untuk semua server). `device_key` dari jawaban masuk sebelumnya di perangkat ini membebaskan dari batas per username (batas per alamat tetap); password salah dengan kunci itu mencabutnya (docs/security.md).',
    auth: false, body: LoginRequestSchema, answer: LoginResponseSchema, errors: [400, 413, 415, 429],
  }), async (c) => {
  const { db, config, loginLimiter, hashingGate, refusalPause, now } = c.get('services');
  const { username, password, device_key } = await readBody(c, LoginRequestSchema);
  const address = clientAddress(c, config.trustProxyHops);
  /** A sign-in refused with 429, answered after the address's pause (docs/security.md). */
  const refusal = async (message: string, retryAfterMs: number) => {
    await refusalPause.before(address);
    return new ApiError(429, message, retryAfter(retryAfterMs));
  };
  const admission = await loginLimiter.admit(username, address, async () => device_key !== undefined && isDeviceKeyOf(db, device_key, username));
  if ('retryAfterMs' in admission) {
    const minutes = Math.ceil(admission.retryAfterMs / 60_000);
    throw await refusal(admission.lockedOut ? `Terlalu banyak percobaan masuk. Coba lagi dalam ${minutes} menit.` : BUSY, admission.retryAfterMs);
  }
  const trustedKey = admission.trustedDevice ? device_key! : null;

  const employee = await db.selectFrom('employees').selectAll().where('username', '=', username.toLowerCase()).executeTakeFirst();
  let passwordMatches: boolean;
  try {
    passwordMatches = await hashingGate.run(address, async () => verifyPassword(password, employee?.password_hash ?? (await unknownUserHash)));
  } catch (error) {
    if (!(error instanceof GateFull)) throw error;
    await loginLimiter.release(admission.attemptId);
    throw await refusal(BUSY, 2000);
  }
  if (!employee || !passwordMatches || employee.active !== 1) {
    await loginLimiter.failed(admission.attemptId);
    if (trustedKey) await revokeDeviceKey(db, trustedKey);
    throw new ApiError(400, WRONG_CREDENTIALS);
  }
  await loginLimiter.succeeded(admission.attemptId, username, address);

  const signedInAt = now();
  const phone = await deviceKeyAfterSignIn(db, employee.id, { trusted: trustedKey, presented: device_key ?? null }, signedInAt);
  const sid = await startSession(db, employee.id, signedInAt, phone.deviceId);
  const token = await issueToken({ sub: employee.id, nup: employee.nup, sid }, config.jwtSecret);
  return c.json({ token, user: sessionUser(c.get('services'), employee), device_key: phone.key } satisfies LoginResponse);
})
  .post('/pwa/logout', documented({
    summary: 'Keluar Akun: sesi token ini berakhir di server, di semua proses server; token itu dijawab 401 sejak itu.',
    auth: true, answer: LogoutResponseSchema, errors: [401],
  }), requireEmployee, async (c) => {
    const { db, now } = c.get('services');
    await endSession(db, c.get('sessionId'), now());
    return c.json({ message: 'Anda telah keluar.' } satisfies LogoutResponse);
});
