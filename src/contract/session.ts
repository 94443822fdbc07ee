/**
 * The sign-in part of the contract (spec §3, §5): what the first screens need, kept apart from the rest so that
 * / and /login do not load every schema.
 */
import * as v from 'valibot';
import { nullableText, positionLevel, requiredText } from './fields';

// Auth (§3, §5)
export const LoginRequestSchema = v.object({
  username: requiredText('Username is required', 100),
  password: v.pipe(
    v.optional(v.string('Password is required'), ''),
    v.minLength(1, 'Password is required'),
    v.maxLength(200, 'Maksimal 200 karakter.'),
  ),
});
export type LoginRequest = v.InferOutput<typeof LoginRequestSchema>;

export const SessionUserSchema = v.object({
  name: v.string(),
  nup: v.string(),
  position_level: positionLevel,
  emp_photo: nullableText,
});
export type SessionUser = v.InferOutput<typeof SessionUserSchema>;

export const LoginResponseSchema = v.object({ token: v.pipe(v.string(), v.minLength(1)), user: SessionUserSchema });
export type LoginResponse = v.InferOutput<typeof LoginResponseSchema>;

/** The user as the app keeps it: the session user plus the push token it signed in with (§3). */
export const StoredUserSchema = v.object({ ...SessionUserSchema.entries, device_token: v.optional(v.string(), '') });
export type StoredUser = v.InferOutput<typeof StoredUserSchema>;

export const AuthStoreSchema = v.object({
  token: v.nullish(v.string(), null),
  user: v.nullish(StoredUserSchema, null),
  fcmToken: v.nullish(v.string(), null),
});
export type AuthStore = v.InferOutput<typeof AuthStoreSchema>;
