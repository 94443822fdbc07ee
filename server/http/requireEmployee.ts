import { createMiddleware } from 'hono/factory';
import { readToken } from '../auth/tokens';
import { ApiError } from './errors';
import type { AppEnv } from './context';

const SESSION_ENDED = 'Sesi Anda telah berakhir. Silakan masuk kembali.';

/** Protected calls carry the token in a header named `token` (spec §6). */
export const requireEmployee = createMiddleware<AppEnv>(async (c, next) => {
  const token = c.req.header('token');
  if (!token) throw new ApiError(401, 'Token tidak ditemukan. Silakan masuk terlebih dahulu.');
  const { db, config } = c.get('services');
  const claims = readToken(token, config.jwtSecret);
  if (!claims) throw new ApiError(401, SESSION_ENDED);
  const employee = await db.selectFrom('employees').selectAll().where('id', '=', claims.sub).executeTakeFirst();
  if (!employee || employee.active !== 1 || employee.token_version !== claims.ver) throw new ApiError(401, SESSION_ENDED);
  c.set('employee', employee);
  await next();
});
