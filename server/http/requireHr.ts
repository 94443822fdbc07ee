import { createMiddleware } from 'hono/factory';
import { canUseHrConsole, HR_MESSAGES } from '../../src/domain/roles';
import type { AppEnv } from './context';
import { Refusal } from '../access/authority';

/** After `requireEmployee`: the HR console's calls answer 403 to everyone but HR staff and admins. */
export const requireHr = createMiddleware<AppEnv>(async (c, next) => {
  if (!canUseHrConsole(c.get('employee').role)) throw new Refusal(403, HR_MESSAGES.consoleOnly, { action: 'console', targetId: null });
  await next();
});
