import type { PasskeyAssertion } from '../../src/contract/passkey';
import { FACE_FRAME_FIELDS, type FaceFrameField } from '../../src/contract/faces';
import { type AttendanceKind, type Direction, directionOfCode, type PhotoKind } from '../../src/domain/attendance';
import type { FlagCode } from '../../src/domain/verification';
import type { SignedInEmployee } from '../db/types';
import { preparedQuery } from '../db/preparedQuery';
import type { Services } from '../http/context';
import { localDate } from '../shifts/zones';
import { assertionThreads } from '../threads/serverThreads';
import { checkChallenge, offlineChallenge, sha256Hex } from './challenges';
import { clientDataOrigin, relyingParty } from './relyingParty';

const passkeyById = preparedQuery<{ id: string }, { id: string; employee_id: number; public_key: string; counter: number; transports: string; status: string }>((db, slot) =>
  db.selectFrom('passkeys').select(['id', 'employee_id', 'public_key', 'counter', 'transports', 'status']).where('id', '=', slot('id')),
);

/** Whether a check answers with a challenge: the employee has a device to sign it, and is not exempt. */
export const signsChecks = (employee: SignedInEmployee) => employee.passkey_exempt !== 1 && employee.passkeys === 'active';

/** What a record was signed over: a check's challenge, or an offline record's own facts. */
export type SignedOver =
  | { check: { nonce: string | undefined } }
  | {
      offline: { kind: AttendanceKind; direction: Direction; taken_at: string; latitude: string; longitude: string; photos: Record<PhotoKind | FaceFrameField, string | null> };
    };

/** What a submit was signed over: its check, or (taken with no connection) its own facts. */
export function signedOver(
  kind: AttendanceKind,
  body: { check_id: string | null; taken_at: string | null; type: string; latitude: string; longitude: string },
  check: { nonce?: string },
  photos: Record<PhotoKind | FaceFrameField, string | null>,
): SignedOver {
  if (body.check_id || body.taken_at === null) return { check: { nonce: check.nonce } };
  return { offline: { kind, direction: directionOfCode(body.type), taken_at: body.taken_at, latitude: body.latitude, longitude: body.longitude, photos } };
}

async function expectedChallenge(services: Services, employee: SignedInEmployee, over: SignedOver): Promise<string | null> {
  if ('check' in over) return over.check.nonce === undefined ? null : checkChallenge(services.config.jwtSecret, over.check.nonce);
  const digestOf = async (id: string | null) => {
    const bytes = id === null ? null : await services.files.read(services.db, id);
    return bytes === null ? '' : sha256Hex(bytes);
  };
  const { photos } = over.offline;
  const digests = { face: await digestOf(photos.face), location: await digestOf(photos.location), letter: await digestOf(photos.letter) };
  const frames: string[] = [];
  for (const field of FACE_FRAME_FIELDS) if (photos[field] !== null) frames.push(await digestOf(photos[field]));
  return offlineChallenge({ ...over.offline, nup: employee.nup, photos: digests, frames });
}

/** Whether the assertion verifies against the device's key, for this challenge, origin and relying party, user verified. */
async function verifiedCounter(services: Services, assertion: PasskeyAssertion, device: { id: string; public_key: string; transports: string }, challenge: string) {
  const party = relyingParty(services.config, clientDataOrigin(assertion.response.clientDataJSON));
  if (!party) return null;
  return assertionThreads.verifiedCounter({
    response: assertion,
    expectedChallenge: challenge,
    expectedOrigin: party.origin,
    expectedRPID: party.id,
    // The counter is compared below, where a counter that goes back is told apart from a bad signature.
    credential: { id: device.id, publicKey: Buffer.from(device.public_key, 'base64url'), counter: 0, transports: JSON.parse(device.transports) },
    requireUserVerification: true,
  });
}

/**
 * What the phone's signature says about a record (docs/passkeys.md), as flags: none for a valid signature of an
 * active device at a check; 'device_signed' for one of an offline record (which waits anyway); otherwise the reason
 * it proves nothing. Never a refusal: a lost or broken phone must not stop anyone from working. Exempt employees, and
 * employees who never enrolled a device, before PASSKEY_REQUIRED_FROM, are judged as before passkeys.
 */
export async function deviceFlags(services: Services, employee: SignedInEmployee, assertion: PasskeyAssertion | null, over: SignedOver, at: Date): Promise<FlagCode[]> {
  if (employee.passkey_exempt === 1) return [];
  const withoutPhone = (): FlagCode[] => {
    const from = services.config.passkeyRequiredFrom;
    return from !== undefined && localDate(at, 'WIB') >= from ? ['device_not_enrolled'] : [];
  };
  if (assertion === null) {
    // An employee who ever had a phone active is past the roll-out: an unsigned record is not their enrolled phone's.
    return employee.passkeys !== 'never' ? ['device_unregistered'] : withoutPhone();
  }
  const device = await passkeyById.takeFirst(services.db, { id: assertion.id });
  // A first phone still waiting for a person proves nothing yet: judged as without a phone.
  if (device?.employee_id === employee.id && device.status === 'pending' && employee.passkeys === 'never') return withoutPhone();
  if (!device || device.employee_id !== employee.id) return ['device_unregistered'];
  if (device.status === 'revoked') return ['device_revoked'];
  const challenge = await expectedChallenge(services, employee, over);
  const counter = challenge === null ? null : await verifiedCounter(services, assertion, device, challenge);
  if (counter === null) return ['device_signature_invalid'];
  // A counter that does not move forward (when the authenticator keeps one) is a copy of the key used elsewhere.
  if (!services.evidence.keepPasskeyUse({ id: device.id, counter, used_at: services.now().toISOString() }, Number(device.counter))) return ['device_cloned'];
  if (device.status !== 'active') return ['device_unregistered'];
  return 'offline' in over ? ['device_signed'] : [];
}
