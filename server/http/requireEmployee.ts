import { createMiddleware } from 'hono/factory';
import { readToken } from '../auth/tokens';
import { preparedQuery } from '../db/preparedQuery';
import { ApiError } from './errors';
import type { AppEnv } from './context';
import { SIGNED_IN_COLUMNS, type SignedInEmployee } from '../db/types';

const SESSION_ENDED = 'Sesi Anda telah berakhir. Silakan masuk kembali.';

const signedInById = preparedQuery<{ id: number }, SignedInEmployee>((db, slot) =>
  db.selectFrom('employees').select(SIGNED_IN_COLUMNS).where('id', '=', slot('id')),
);

/** Protected calls carry the token in a header named `token` (spec §6). */
export const requireEmployee = createMiddleware<AppEnv>(async (c, next) => {
  const token = c.req.header('token');
  if (!token) throw new ApiError(401, 'Token tidak ditemukan. Silakan masuk terlebih dahulu.');
  const { db, config } = c.get('services');
  const claims = readToken(token, config.jwtSecret);
  if (!claims) throw new ApiError(401, SESSION_ENDED);
  const employee = await signedInById.takeFirst(db, { id: claims.sub });
  if (!employee || employee.active !== 1 || employee.token_version !== claims.ver) throw new ApiError(401, SESSION_ENDED);
  c.set('employee', employee);
  await next();
});
