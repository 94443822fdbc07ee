import { type LoginRequest, type LoginResponse, LoginResponseSchema } from '../contract/session';
import { api } from './http';

export function logIn(credentials: LoginRequest, signal?: AbortSignal): Promise<LoginResponse> {
  return api.post('pwa/login', { json: credentials, signal }).json(LoginResponseSchema);
}
