import type { VerifyAuthenticationResponseOpts } from '@simplewebauthn/server';
import { loadWebAuthn } from './webAuthn';

/**
 * The authenticator's new counter if the assertion verifies with the user verified, else null: @simplewebauthn/server's
 * verification, whose WebCrypto calls (importing the key, two digests, the signature; 0.7–1 ms on the machine
 * measured) run on the calling thread in Node 20. Run on the server's threads (server/threads/server.worker.ts),
 * and on the event loop for what a stopped thread left.
 */
export async function verifiedCounter(options: VerifyAuthenticationResponseOpts): Promise<number | null> {
  const { verifyAuthenticationResponse } = await loadWebAuthn();
  try {
    const result = await verifyAuthenticationResponse(options);
    return result.verified && result.authenticationInfo.userVerified ? result.authenticationInfo.newCounter : null;
  } catch {
    return null;
  }
}
