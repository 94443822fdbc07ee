import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

export function clientAddress(c: Context, trustProxy: boolean): string {
  const forwarded = trustProxy ? c.req.header('x-forwarded-for')?.split(',')[0]?.trim() : undefined;
  return forwarded || getConnInfo(c).remote.address || 'unknown';
}
