import ky, { isHTTPError, isNetworkError } from 'ky';
import { authStore } from '../auth/authStore';

export const apiBaseUrl: string = import.meta.env.VITE_API_BASE_URL || '/';

/** The one HTTP client. No timeout and no retries (spec §9); the token header on every call that has one. */
export const api = ky.create({
  prefix: apiBaseUrl,
  timeout: false,
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
      },
    ],
  },
});

export const NO_CONNECTION = 'Tidak dapat terhubung ke server. Periksa koneksi internet Anda.';

/** The server's { message }, or for a call that never reached it, the connection message. */
export function serverMessage(error: unknown): string | null {
  if (isNetworkError(error)) return NO_CONNECTION;
  if (!isHTTPError(error)) return null;
  const data: unknown = error.data;
  return data && typeof data === 'object' && 'message' in data && typeof data.message === 'string' && data.message
    ? data.message
    : null;
}

/** The message a screen shows for a failed call: the server's message first, then the screen's fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  return serverMessage(error) ?? fallback;
}

export function statusOf(error: unknown): number | null {
  return isHTTPError(error) ? error.response.status : null;
}
