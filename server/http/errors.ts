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
