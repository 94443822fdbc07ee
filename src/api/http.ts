import ky, { isHTTPError, isNetworkError, isTimeoutError } from 'ky';
import { inOurWords } from '../domain/screenWords';
import { authStore } from '../auth/authStore';

export const apiBaseUrl: string = import.meta.env.VITE_API_BASE_URL || '/';

/**
 * How long a call may take before it counts as a connection problem. docs/product.md §9's client has no time limit, which is
 * how a clock-in used to hang forever on a server that never answers; this product departs from it (docs/decisions.md).
 */
const TIME_LIMIT_MS = 20_000;
/** Photos are larger: ~150 KB takes ~30 s on 2G. The server allows a request 60 s. */
export const UPLOAD_TIME_LIMIT_MS = 60_000;

/** The server's clock in its last answer (its Date header) and when that answer came, on the monotonic clock. */
let lastAnswer: { serverTime: number; at: number } | null = null;

/**
 * What the phone can prove about the time now (docs/api.md, `server_time` and `elapsed_ms`): the server's time in its
 * last answer and the milliseconds since, measured by a clock the phone's settings cannot change. Null before any
 * answer in this page's life.
 */
export function clockAnchor(): { server_time: string; elapsed_ms: number } | null {
  if (!lastAnswer) return null;
  return { server_time: new Date(lastAnswer.serverTime).toISOString(), elapsed_ms: Math.round(performance.now() - lastAnswer.at) };
}

/** The one HTTP client: a time limit on every call, no retries (docs/product.md §9), the token header on every call that has one. */
export const api = ky.create({
  prefix: apiBaseUrl,
  timeout: TIME_LIMIT_MS,
  retry: 0,
  hooks: {
    beforeRequest: [
      ({ request, options }) => {
        const { token } = authStore.get();
        if (token && !options.context.anonymous) request.headers.set('token', token);
      },
    ],
    afterResponse: [
      ({ request, response }) => {
        if (response.status === 401 && request.headers.has('token')) authStore.expireSession();
        const serverTime = Date.parse(response.headers.get('date') ?? '');
        if (Number.isFinite(serverTime)) lastAnswer = { serverTime, at: performance.now() };
      },
    ],
  },
});

export const NO_CONNECTION = 'Tidak dapat terhubung ke server. Periksa koneksi internet Anda.';
export const NO_ANSWER = 'Server tidak menjawab. Periksa koneksi internet Anda, lalu coba lagi.';

/** The server's { message }, or for a call that never reached it or got no answer in time, why not. */
export function serverMessage(error: unknown): string | null {
  if (isNetworkError(error)) return NO_CONNECTION;
  if (isTimeoutError(error)) return NO_ANSWER;
  if (!isHTTPError(error)) return null;
  const data: unknown = error.data;
  return data && typeof data === 'object' && 'message' in data && typeof data.message === 'string' && data.message
    ? inOurWords(data.message)
    : null;
}

/** The message a screen shows for a failed call: the server's message first, then the screen's fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  return serverMessage(error) ?? fallback;
}

export function statusOf(error: unknown): number | null {
  return isHTTPError(error) ? error.response.status : null;
}
