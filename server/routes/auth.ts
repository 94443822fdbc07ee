import { Hono } from 'hono';
import { LoginRequestSchema, type LoginResponse } from '../../src/contract/schemas';
import { hashPassword, verifyPassword } from '../auth/password';
import { issueToken } from '../auth/tokens';
import { clientAddress } from '../http/clientAddress';
import type { AppEnv } from '../http/context';
import { ApiError } from '../http/errors';
import { readBody } from '../http/validate';
import { sessionUser } from '../employees';

/** Compared against when the username is unknown, so both cases take the same time. */
const unknownUserHash = hashPassword('unknown-user');

export const authRoutes = new Hono<AppEnv>().post('/pwa/login', async (c) => {
  const { db, config, loginLimiter } = c.get('services');
  const { username, password } = await readBody(c, LoginRequestSchema);
  const address = clientAddress(c, config.trustProxy);

  const waitMs = loginLimiter.retryAfterMs(username, address);
  if (waitMs > 0) {
    const minutes = Math.ceil(waitMs / 60_000);
    throw new ApiError(429, `Terlalu banyak percobaan masuk. Coba lagi dalam ${minutes} menit.`, {
      'Retry-After': String(Math.ceil(waitMs / 1000)),
    });
  }

  const employee = await db
    .selectFrom('employees')
    .selectAll()
    .where('username', '=', username.toLowerCase())
    .executeTakeFirst();
  const passwordMatches = await verifyPassword(password, employee?.password_hash ?? (await unknownUserHash));
  if (!employee || !passwordMatches || employee.active !== 1) {
    loginLimiter.recordFailure(username, address);
    throw new ApiError(400, 'Username atau password salah.');
  }
  loginLimiter.recordSuccess(username);

  const token = await issueToken({ sub: employee.id, nup: employee.nup, ver: employee.token_version }, config.jwtSecret);
  return c.json({ token, user: sessionUser(employee) } satisfies LoginResponse);
});
