import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** An answer to a client mistake: sent as { message } with its status. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** The rest of an oversized body is never read, so the connection cannot be reused: say so. */
export const tooLarge = (c: Context) =>
  c.json({ message: 'Data yang dikirim terlalu besar.' }, 413, { Connection: 'close' });
