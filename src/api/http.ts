import ky, { HTTPError, TimeoutError, type Input, type Options, type ResponsePromise } from 'ky';
import { parse, type GenericSchema, type InferOutput } from 'valibot';
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

const remember = (response: Response) => {
  const serverTime = Date.parse(response.headers.get('date') ?? '');
  if (Number.isFinite(serverTime)) lastAnswer = { serverTime, at: performance.now() };
};

/** A refusal's body, read once when it arrives, so that its { message } can be shown later. */
const refusalBodies = new WeakMap<HTTPError, unknown>();

/** A time limit on every call, no retries (docs/product.md §9), the server's clock and a refusal's body noted. */
const anonymousClient = ky.create({
  prefixUrl: apiBaseUrl,
  timeout: TIME_LIMIT_MS,
  retry: 0,
  hooks: {
    afterResponse: [(_request, _options, response) => remember(response)],
    beforeError: [
      async (error) => {
        refusalBodies.set(error, await error.response.json().catch(() => null));
        return error;
      },
    ],
  },
});

/** The same with the token header on every call that has one, and a 401 to a token ending the session. */
const signedInClient = anonymousClient.extend({
  hooks: {
    beforeRequest: [
      (request) => {
        const { token } = authStore.get();
        if (token) request.headers.set('token', token);
      },
    ],
    afterResponse: [
      (request, _options, response) => {
        if (response.status === 401 && request.headers.has('token')) authStore.expireSession();
      },
    ],
  },
});

type CallOptions = Options & { anonymous?: boolean };
/** A response whose JSON is read through the payload's schema (src/contract): what the screen gets has the shape it expects. */
type CheckedResponse = ResponsePromise & { json<S extends GenericSchema>(schema: S): Promise<InferOutput<S>> };

function checked(response: ResponsePromise): CheckedResponse {
  const readJson = response.json.bind(response);
  return Object.assign(response, { json: <S extends GenericSchema>(schema?: S) => readJson().then((body) => (schema ? parse(schema, body) : body)) });
}

/** A query parameter left undefined is left out (URLSearchParams would send the word 'undefined'). */
function withoutUndefined(searchParams: Options['searchParams']): Options['searchParams'] {
  if (!searchParams || typeof searchParams !== 'object' || Array.isArray(searchParams) || searchParams instanceof URLSearchParams) return searchParams;
  return Object.fromEntries(Object.entries(searchParams).filter(([, value]) => value !== undefined)) as Record<string, string | number | boolean>;
}

const call =
  (method: 'get' | 'post') =>
  (input: Input, { anonymous, searchParams, ...options }: CallOptions = {}): CheckedResponse =>
    checked((anonymous ? anonymousClient : signedInClient)[method](input, { ...options, searchParams: withoutUndefined(searchParams) }));

/** The one HTTP client. */
export const api = { get: call('get'), post: call('post') };

export const NO_CONNECTION = 'Tidak dapat terhubung ke server. Periksa koneksi internet Anda.';
export const NO_ANSWER = 'Server tidak menjawab. Periksa koneksi internet Anda, lalu coba lagi.';

/** fetch's own failure: no answer at all. */
const isNetworkError = (error: unknown) => error instanceof TypeError;

/** The server's { message }, or for a call that never reached it or got no answer in time, why not. */
export function serverMessage(error: unknown): string | null {
  if (isNetworkError(error)) return NO_CONNECTION;
  if (error instanceof TimeoutError) return NO_ANSWER;
  if (!(error instanceof HTTPError)) return null;
  const data = refusalBodies.get(error);
  return data && typeof data === 'object' && 'message' in data && typeof data.message === 'string' && data.message
    ? inOurWords(data.message)
    : null;
}

/** The message a screen shows for a failed call: the server's message first, then the screen's fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  return serverMessage(error) ?? fallback;
}

export function statusOf(error: unknown): number | null {
  return error instanceof HTTPError ? error.response.status : null;
}
