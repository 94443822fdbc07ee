import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** The app's one ky client against a stubbed fetch: which headers it sends and what a 401 does. */
describe('api client', () => {
  let requests: Request[];
  beforeEach(() => {
    localStorage.clear();
    vi.resetModules();
    requests = [];
  });
  afterEach(() => vi.unstubAllGlobals());

  const answer = (status: number, body: unknown) =>
    vi.stubGlobal('fetch', async (request: Request) => {
      requests.push(request);
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    });

  async function signedIn() {
    const { authStore } = await import('../../src/auth/authStore');
    authStore.startSession({ token: 'h.p.s', user: { name: 'A', nup: '1', position_level: 3, emp_photo: null, role: 'employee' } });
    const http = await import('../../src/api/http');
    return { authStore, ...http };
  }

  it('sends the token header on protected calls, and not on anonymous ones', async () => {
    answer(200, {});
    const { api } = await signedIn();
    await api.get('mobile-v2/absent-information').json();
    await api.post('files/upload/pengajuan_izin', { body: 'x', anonymous: true }).json();
    expect(requests[0]!.headers.get('token')).toBe('h.p.s');
    expect(requests[1]!.headers.has('token')).toBe(false);
  });

  it('ends the session on a 401 to a call that carried the token', async () => {
    answer(401, { message: 'Sesi Anda telah berakhir. Silakan masuk kembali.' });
    const { api, authStore, errorMessage } = await signedIn();
    const error = await api.get('mobile-v2/absent-information').json().catch((e: unknown) => e);
    expect(errorMessage(error, 'fallback')).toBe('Sesi Anda telah berakhir. Silakan masuk kembali.');
    expect(authStore.get()).toMatchObject({ token: null, user: null, notice: 'Sesi Anda telah berakhir. Silakan masuk kembali.' });
  });

  it('uses the fallback when the server gives no message, and says so when there is no connection', async () => {
    answer(500, {});
    const { api, errorMessage, statusOf, NO_CONNECTION } = await signedIn();
    const error = await api.get('x').json().catch((e: unknown) => e);
    expect([errorMessage(error, 'Absen upload failed'), statusOf(error)]).toEqual(['Absen upload failed', 500]);
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    const offline = await api.get('x').json().catch((e: unknown) => e);
    expect([errorMessage(offline, 'fallback'), statusOf(offline)]).toEqual([NO_CONNECTION, null]);
  });

  it('gives up on a server that never answers after the time limit, longer for photo uploads, as a connection problem', async () => {
    vi.useFakeTimers();
    try {
      vi.stubGlobal('fetch', (request: Request) => {
        requests.push(request);
        return new Promise<Response>((_, reject) => request.signal.addEventListener('abort', () => reject(request.signal.reason)));
      });
      const { api, serverMessage, NO_ANSWER } = await signedIn();
      const { uploadPhotos } = await import('../../src/api/attendance');
      const { toCallFailure } = await import('../../src/api/callFailure');
      const settled = (promise: Promise<unknown>) => {
        const state = { done: false, error: undefined as unknown };
        promise.catch((error: unknown) => Object.assign(state, { done: true, error }));
        return state;
      };

      const check = settled(api.post('mobile-v2/absen-check', { json: {} }).json());
      const upload = settled(uploadPhotos({ face: new Blob(['x']), location: null, letter: null }, '1'));
      await vi.advanceTimersByTimeAsync(19_000);
      expect([check.done, upload.done]).toEqual([false, false]);
      await vi.advanceTimersByTimeAsync(2_000);
      expect([check.done, upload.done]).toEqual([true, false]);
      expect(serverMessage(check.error)).toBe(NO_ANSWER);
      expect(toCallFailure(check.error)).toEqual({ connection: true, message: NO_ANSWER });
      await vi.advanceTimersByTimeAsync(40_000);
      expect(upload.done).toBe(true);
      expect(toCallFailure(upload.error)).toEqual({ connection: true, message: NO_ANSWER });
    } finally {
      vi.useRealTimers();
    }
  });

  it('tells a refusal (4xx) from a connection problem (no answer, 5xx)', async () => {
    const { api } = await signedIn();
    const { toCallFailure } = await import('../../src/api/callFailure');
    answer(409, { message: 'Anda sudah absen masuk hari ini.' });
    expect(toCallFailure(await api.get('x').json().catch((e: unknown) => e))).toEqual({ connection: false, message: 'Anda sudah absen masuk hari ini.' });
    answer(503, { message: 'Terjadi kesalahan pada server.' });
    expect(toCallFailure(await api.get('x').json().catch((e: unknown) => e))).toEqual({ connection: true, message: 'Terjadi kesalahan pada server.' });
  });
});
