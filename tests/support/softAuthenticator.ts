import { createHash, createSign, generateKeyPairSync, randomBytes } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

/** Origin of the app in server tests and the bench: loopback, which the server accepts without PUBLIC_ORIGIN. */
export const TEST_ORIGIN = 'http://localhost:5173';

const b64url = (bytes: Uint8Array | string) => Buffer.from(bytes).toString('base64url');
const sha256 = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest();

const FLAG = { userPresent: 0x01, userVerified: 0x04, attestedData: 0x40 };

/**
 * A platform authenticator in software, as the WebAuthn standard describes one: a P-256 key made here, 'none'
 * attestation, a signature counter. What it makes is checked by the server with @simplewebauthn/server, as a phone's.
 */
export function softAuthenticator(options: { origin?: string; counterStep?: number } = {}) {
  const origin = options.origin ?? TEST_ORIGIN;
  const rpId = new URL(origin).hostname;
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const credentialId = randomBytes(16);
  const cose = new Map<number, number | Uint8Array>([
    [1, 2],
    [3, -7],
    [-1, 1],
    [-2, Buffer.from(jwk.x!, 'base64url')],
    [-3, Buffer.from(jwk.y!, 'base64url')],
  ]);
  const coseKey = Buffer.from(isoCBOR.encode(cose));
  let counter = 0;

  const authData = (flags: number, count: number, attested?: Uint8Array) => {
    const counterBytes = Buffer.alloc(4);
    counterBytes.writeUInt32BE(count);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), counterBytes, ...(attested ? [attested] : [])]);
  };
  const clientData = (type: string, challenge: string, at = origin) => Buffer.from(JSON.stringify({ type, challenge, origin: at, crossOrigin: false }));

  return {
    id: b64url(credentialId),
    /** The standard registration response to creation options (their challenge), user verified. */
    /** The public key as a passkey row keeps it (COSE, base64url): for enrolling many at once without the ceremony. */
    publicKey: b64url(coseKey),
    register(creation: { challenge: string }, deviceName?: string) {
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(credentialId.length);
      const attested = Buffer.concat([Buffer.alloc(16), idLength, credentialId, coseKey]);
      const attestation = new Map<string, unknown>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData(FLAG.userPresent | FLAG.userVerified | FLAG.attestedData, counter, attested)],
      ]);
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: 'public-key',
        response: {
          clientDataJSON: b64url(clientData('webauthn.create', creation.challenge)),
          attestationObject: b64url(isoCBOR.encode(attestation as never)),
          transports: ['internal'],
        },
        authenticatorAttachment: 'platform',
        clientExtensionResults: {},
        ...(deviceName !== undefined && { device_name: deviceName }),
      };
    },
    /** The standard authentication response over `challenge`; the counter moves on unless told where it stands. */
    sign(challenge: string, how: { userVerified?: boolean; counter?: number; origin?: string } = {}) {
      counter = how.counter ?? counter + (options.counterStep ?? 1);
      const data = authData(FLAG.userPresent | (how.userVerified === false ? 0 : FLAG.userVerified), counter);
      const client = clientData('webauthn.get', challenge, how.origin);
      const signature = createSign('sha256').update(Buffer.concat([data, sha256(client)])).sign(privateKey);
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: 'public-key',
        response: { clientDataJSON: b64url(client), authenticatorData: b64url(data), signature: b64url(signature) },
        authenticatorAttachment: 'platform',
        clientExtensionResults: {},
      };
    },
  };
}

export type SoftAuthenticator = ReturnType<typeof softAuthenticator>;
