import { createMiddleware } from 'hono/factory';
import { sql } from 'kysely';
import { readToken } from '../auth/tokens';
import { preparedQuery } from '../db/preparedQuery';
import { ApiError } from './errors';
import type { AppEnv } from './context';
import { SIGNED_IN_COLUMNS, type SignedInEmployee } from '../db/types';

const SESSION_ENDED = 'Sesi Anda telah berakhir. Silakan masuk kembali.';
const OWN_PASSWORD_FIRST = 'Buat password Anda sendiri terlebih dahulu.';
/**
 * What a session may call while its password is one someone else set: choose one's own, or sign out. Whoever knows
 * the password HR handed over can do nothing as the employee with it (docs/security.md, "First sign-in").
 */
const OPEN_BEFORE_OWN_PASSWORD = new Set(['/mobile-v2/ubah-password', '/pwa/logout']);

type SessionRow = Omit<SignedInEmployee, 'passkeys'> & { device_id: string | null; has_active_passkey: unknown; has_passkey: unknown };

/** One indexed lookup per call: the open session by its key, its employee by theirs, and their phones by theirs. */
const signedInBySession = preparedQuery<{ sid: string; id: number }, SessionRow>((db, slot) =>
  db
    .selectFrom('sessions')
    .innerJoin('employees', 'employees.id', 'sessions.employee_id')
    .select((eb) => {
      const passkeys = eb.selectFrom('passkeys').select(sql.lit(1).as('one')).whereRef('passkeys.employee_id', '=', 'employees.id');
      return [
        ...SIGNED_IN_COLUMNS.map((column) => `employees.${column}` as const),
        'sessions.device_id',
        eb.exists(passkeys.where('passkeys.status', '=', sql.lit('active'))).as('has_active_passkey'),
        // Only waiting phones, never one active: judged as without a phone until a person approves one.
        eb.exists(passkeys.where('passkeys.status', '!=', sql.lit('pending'))).as('has_passkey'),
      ];
    })
    .where('sessions.id', '=', slot('sid'))
    .where('sessions.employee_id', '=', slot('id'))
    .where('sessions.ended_at', 'is', null),
);

/** Protected calls carry the token in a header named `token` (docs/product.md §6). */
export const requireEmployee = createMiddleware<AppEnv>(async (c, next) => {
  const token = c.req.header('token');
  if (!token) throw new ApiError(401, 'Token tidak ditemukan. Silakan masuk terlebih dahulu.');
  const { db, config } = c.get('services');
  const claims = await readToken(token, config.jwtSecret);
  if (!claims) throw new ApiError(401, SESSION_ENDED);
  const employee = await signedInBySession.takeFirst(db, { sid: claims.sid, id: claims.sub });
  if (!employee || employee.active !== 1) throw new ApiError(401, SESSION_ENDED);
  if (employee.password_must_change === 1 && !OPEN_BEFORE_OWN_PASSWORD.has(c.req.path)) throw new ApiError(403, OWN_PASSWORD_FIRST);
  // SQLite answers the two EXISTS with 1 or 0, PostgreSQL with true or false.
  const { device_id, has_active_passkey, has_passkey, ...signedIn } = employee;
  c.set('employee', { ...signedIn, passkeys: has_active_passkey ? 'active' : has_passkey ? 'inactive' : 'never' });
  c.set('deviceId', device_id);
  c.set('sessionId', claims.sid);
  await next();
});
