import type { LoginRequest } from '../contract/session';

export type LoginField = keyof LoginRequest;

/** What a failed login call reports: the HTTP status when the server answered, and its message. */
export interface LoginFailure {
  status: number | null;
  message: string | null;
}
