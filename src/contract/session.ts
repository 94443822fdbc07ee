/**
 * The sign-in part of the contract (docs/product.md §3, §5): what the first screens need, kept apart from the rest so that
 * / and /login do not load every schema.
 */
import * as v from 'valibot';
import { nullableText, positionLevel, requiredText } from './fields';

/** 32 random bytes, base64url. */
const DEVICE_KEY = /^[A-Za-z0-9_-]{43}$/;

// Auth (§3, §5)
export const LoginRequestSchema = v.object({
  username: requiredText('Username is required', 100),
  password: v.pipe(
    v.optional(v.string('Password is required'), ''),
    v.minLength(1, 'Password is required'),
    v.maxLength(200, 'Maksimal 200 karakter.'),
  ),
  /** The key the last sign-in on this phone answered (docs/security.md); missing on a phone's first sign-in. */
  device_key: v.optional(v.pipe(v.string(), v.regex(DEVICE_KEY, 'Kunci perangkat tidak valid.'))),
});
export type LoginRequest = v.InferOutput<typeof LoginRequestSchema>;

/** Who may do what: every employee uses the app; `hr` also the console; `admin` also manages HR accounts. */
export const ROLES = ['employee', 'hr', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const SessionUserSchema = v.object({
  name: v.string(),
  nup: v.string(),
  position_level: positionLevel,
  emp_photo: nullableText,
  /** Extension: the role, so that the app offers HR the console (the server decides every /hr call itself). */
  role: v.optional(v.picklist(ROLES), 'employee'),
  /** Extension: the password was set by HR; until the employee sets their own, only 'Ubah Password' is open. */
  must_change_password: v.optional(v.boolean()),
});
export type SessionUser = v.InferOutput<typeof SessionUserSchema>;

export const LoginResponseSchema = v.object({
  token: v.pipe(v.string(), v.minLength(1)),
  user: SessionUserSchema,
  /** This server's extension: the phone keeps it and sends it with its next sign-in. */
  device_key: v.optional(v.pipe(v.string(), v.regex(DEVICE_KEY))),
});
export type LoginResponse = v.InferOutput<typeof LoginResponseSchema>;

/** `POST /pwa/logout` (token header, no body): the session ends on the server, its token answers 401 from then on. */
export const LogoutResponseSchema = v.object({ message: v.string() });
export type LogoutResponse = v.InferOutput<typeof LogoutResponseSchema>;

/** The user as the app keeps it: the session user plus the push token it signed in with (§3). */
export const StoredUserSchema = v.object({ ...SessionUserSchema.entries, device_token: v.optional(v.string(), '') });
export type StoredUser = v.InferOutput<typeof StoredUserSchema>;

export const AuthStoreSchema = v.object({
  token: v.nullish(v.string(), null),
  user: v.nullish(StoredUserSchema, null),
  fcmToken: v.nullish(v.string(), null),
});
export type AuthStore = v.InferOutput<typeof AuthStoreSchema>;
