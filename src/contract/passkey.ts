/**
 * Passkeys (docs/passkeys.md): the WebAuthn standard's JSON forms of a registration and an assertion, as the
 * browser library makes them and the server library reads them, and the device list. Kept apart from the schemas
 * every screen loads.
 */
import * as v from 'valibot';

const BASE64URL = /^[A-Za-z0-9_-]*$/;
const INVALID = 'Data passkey tidak valid.';

/** Base64url text of at most `max` characters. */
const base64url = (max: number) => v.pipe(v.string(INVALID), v.maxLength(max, INVALID), v.regex(BASE64URL, INVALID));

/** A credential id: the standard allows up to 1023 bytes. */
const credentialId = v.pipe(base64url(1400), v.minLength(1, INVALID));

const clientExtensionResults = v.optional(v.record(v.string(), v.unknown()), {});
const authenticatorAttachment = v.optional(v.picklist(['platform', 'cross-platform'], INVALID));

/** `POST /pwa/passkey/register`: the standard registration response JSON, with the name the employee chose. */
export const PasskeyRegistrationSchema = v.object(
  {
    id: credentialId,
    rawId: credentialId,
    type: v.literal('public-key', INVALID),
    response: v.object(
      {
        clientDataJSON: base64url(4096),
        attestationObject: base64url(16384),
        authenticatorData: v.optional(base64url(8192)),
        transports: v.optional(v.pipe(v.array(v.pipe(v.string(INVALID), v.maxLength(32, INVALID)), INVALID), v.maxLength(8, INVALID))),
        publicKeyAlgorithm: v.optional(v.number(INVALID)),
        publicKey: v.optional(base64url(8192)),
      },
      INVALID,
    ),
    authenticatorAttachment,
    clientExtensionResults,
    /** Extension: what the employee calls this phone; the browser's description when they typed nothing. */
    device_name: v.optional(v.pipe(v.string('Nama perangkat harus berupa teks.'), v.trim(), v.maxLength(100, 'Nama perangkat maksimal 100 karakter.')), ''),
    /** Extension: the one-time code HR handed over in person; with it, a phone enrolled while none is active is active at once. */
    enrolment_code: v.optional(v.pipe(v.string('Kode pendaftaran harus berupa teks.'), v.trim(), v.maxLength(20, 'Kode pendaftaran maksimal 20 karakter.')), ''),
  },
  INVALID,
);
export type PasskeyRegistration = v.InferOutput<typeof PasskeyRegistrationSchema>;

/** `POST /hr/employees/{id}/enrolment-code`: a new one-time code for the employee's phone, valid for `days`. */
export const EnrolmentCodeRequestSchema = v.object({
  days: v.optional(v.pipe(v.number('Masa berlaku harus angka.'), v.integer('Masa berlaku harus bilangan bulat.'), v.minValue(1, 'Masa berlaku 1-30 hari.'), v.maxValue(30, 'Masa berlaku 1-30 hari.')), 7),
});
export const EnrolmentCodeSchema = v.object({ code: v.string(), expires_at: v.string() });
export type EnrolmentCode = v.InferOutput<typeof EnrolmentCodeSchema>;
export const EnrolmentCodeResponseSchema = v.object({ message: v.string(), ...EnrolmentCodeSchema.entries });
export type EnrolmentCodeResponse = v.InferOutput<typeof EnrolmentCodeResponseSchema>;

/** The standard authentication response JSON: a signature over one check's challenge (or an offline record's). */
export const PasskeyAssertionSchema = v.object(
  {
    id: credentialId,
    rawId: credentialId,
    type: v.literal('public-key', INVALID),
    response: v.object(
      {
        clientDataJSON: base64url(4096),
        authenticatorData: base64url(8192),
        signature: base64url(2048),
        userHandle: v.optional(base64url(256)),
      },
      INVALID,
    ),
    authenticatorAttachment,
    clientExtensionResults,
  },
  INVALID,
);
export type PasskeyAssertion = v.InferOutput<typeof PasskeyAssertionSchema>;

/** The server's creation options, handed to the browser as they are (the standard's JSON form). */
export const PasskeyCreationOptionsSchema = v.looseObject({
  challenge: v.string(),
  rp: v.looseObject({ name: v.string() }),
  user: v.looseObject({ id: v.string(), name: v.string(), displayName: v.string() }),
  pubKeyCredParams: v.array(v.looseObject({ alg: v.number(), type: v.string() })),
});
export type PasskeyCreationOptions = v.InferOutput<typeof PasskeyCreationOptionsSchema>;

export const PASSKEY_STATUSES = ['active', 'pending', 'revoked'] as const;
export type PasskeyStatus = (typeof PASSKEY_STATUSES)[number];

export const PasskeyRegisterResponseSchema = v.object({
  id: v.string(),
  status: v.picklist(['active', 'pending']),
  message: v.string(),
});
export type PasskeyRegisterResponse = v.InferOutput<typeof PasskeyRegisterResponseSchema>;

export const PasskeyDeviceSchema = v.object({
  id: v.string(),
  name: v.string(),
  enrolled_at: v.string(),
  last_used_at: v.nullish(v.string(), null),
  status: v.picklist(PASSKEY_STATUSES),
});
export type PasskeyDevice = v.InferOutput<typeof PasskeyDeviceSchema>;

/** `GET /pwa/passkey/devices`: the employee's own devices, and whether HR exempted them. */
export const PasskeyDevicesResponseSchema = v.object({
  devices: v.array(PasskeyDeviceSchema),
  exempt: v.boolean(),
});
export type PasskeyDevicesResponse = v.InferOutput<typeof PasskeyDevicesResponseSchema>;

/** A further device waiting for the supervisor or HR (`GET /pwa/passkey/pending`). */
export const PendingPasskeySchema = v.object({
  ...PasskeyDeviceSchema.entries,
  employee_id: v.number(),
  employee_name: v.string(),
  nup: v.string(),
});
export type PendingPasskey = v.InferOutput<typeof PendingPasskeySchema>;
export const PendingPasskeysSchema = v.array(PendingPasskeySchema);

/** `POST /pwa/passkey/decide`: the chain or HR approves a waiting device, or refuses it (revoked). HR also revokes an active one. */
export const PasskeyDecisionSchema = v.object({
  id: credentialId,
  decision: v.picklist(['approve', 'revoke'], 'Keputusan harus approve atau revoke.'),
});
export type PasskeyDecision = v.InferOutput<typeof PasskeyDecisionSchema>;

/** `POST /hr/employees/:id/passkey-exempt`: HR exempts an employee with no capable phone, or ends the exemption. */
export const PasskeyExemptionSchema = v.object({ exempt: v.boolean('exempt harus true atau false.') });

export const PasskeyMessageSchema = v.object({ message: v.string() });

/** Where an employee stands with phones, for HR's overview: an active one, one waiting for approval, none, or exempt. */
export const DEVICE_STATES = ['active', 'waiting', 'none', 'exempt'] as const;
export type DeviceState = (typeof DEVICE_STATES)[number];

/** `GET /hr/passkeys/overview`: every active employee's state, by name. */
export const DeviceOverviewSchema = v.array(
  v.object({ employee_id: v.number(), name: v.string(), nup: v.string(), department: v.nullable(v.string()), state: v.picklist(DEVICE_STATES) }),
);
export type DeviceOverview = v.InferOutput<typeof DeviceOverviewSchema>;
