import { type LoginRequest, type LoginResponse, LoginResponseSchema, LogoutResponseSchema } from '../contract/session';
import { api } from './http';

export function logIn(credentials: LoginRequest, signal?: AbortSignal): Promise<LoginResponse> {
  return api.post('pwa/login', { json: credentials, signal }).json(LoginResponseSchema);
}

/** 'Keluar Akun' is never kept waiting: a short limit, and a failure only logged (the phone forgets the token anyway). */
const LOGOUT_LIMIT_MS = 8_000;

/** Ends this session on the server, so that a copy of the token stops working too. */
export function logOutSession(): Promise<void> {
  return api
    .post('pwa/logout', { timeout: LOGOUT_LIMIT_MS })
    .json(LogoutResponseSchema)
    .then(() => undefined)
    .catch((error: unknown) => console.warn('Sesi di server tidak diakhiri:', error));
}
