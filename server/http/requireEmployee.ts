import { createMiddleware } from 'hono/factory';
import { readToken } from '../auth/tokens';
import { preparedQuery } from '../db/preparedQuery';
import { ApiError } from './errors';
import type { AppEnv } from './context';
import { SIGNED_IN_COLUMNS, type SignedInEmployee } from '../db/types';

const SESSION_ENDED = 'Sesi Anda telah berakhir. Silakan masuk kembali.';

/** One indexed lookup per call: the open session by its key, and its employee by theirs. */
const signedInBySession = preparedQuery<{ sid: string; id: number }, SignedInEmployee & { device_id: string | null }>((db, slot) =>
  db
    .selectFrom('sessions')
    .innerJoin('employees', 'employees.id', 'sessions.employee_id')
    .select([...SIGNED_IN_COLUMNS.map((column) => `employees.${column}` as const), 'sessions.device_id'])
    .where('sessions.id', '=', slot('sid'))
    .where('sessions.employee_id', '=', slot('id'))
    .where('sessions.ended_at', 'is', null),
);

/** Protected calls carry the token in a header named `token` (spec §6). */
export const requireEmployee = createMiddleware<AppEnv>(async (c, next) => {
  const token = c.req.header('token');
  if (!token) throw new ApiError(401, 'Token tidak ditemukan. Silakan masuk terlebih dahulu.');
  const { db, config } = c.get('services');
  const claims = await readToken(token, config.jwtSecret);
  if (!claims) throw new ApiError(401, SESSION_ENDED);
  const employee = await signedInBySession.takeFirst(db, { sid: claims.sid, id: claims.sub });
  if (!employee || employee.active !== 1) throw new ApiError(401, SESSION_ENDED);
  const { device_id, ...signedIn } = employee;
  c.set('employee', signedIn);
  c.set('deviceId', device_id);
  c.set('sessionId', claims.sid);
  await next();
});
