import type { LoginRequest } from '../contract/session';

/** What the employee types; the device key is the login actor's to add. */
export type LoginField = Exclude<keyof LoginRequest, 'device_key'>;

/** What a failed login call reports: the HTTP status when the server answered, and its message. */
export interface LoginFailure {
  status: number | null;
  message: string | null;
}
