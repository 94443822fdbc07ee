import { SignJWT, jwtVerify } from 'jose';
import { MAX_RECORD_ID } from '../../src/contract/fields';

export const TOKEN_LIFETIME_SECONDS = 30 * 24 * 60 * 60;
/** How far a token's `iat` or `nbf` may lie ahead of this server's clock: several servers' clocks differ a little. */
const CLOCK_SKEW_SECONDS = 60;

export interface TokenClaims {
  /** Employee id */
  sub: number;
  nup: string;
  /** The server-side session this token belongs to (`sessions.id`): ended at logout or when the password changes. */
  sid: string;
}

const keys = new Map<string, Uint8Array>();
const keyOf = (secret: string) => {
  let key = keys.get(secret);
  if (!key) keys.set(secret, (key = new TextEncoder().encode(secret)));
  return key;
};

export function issueToken(claims: TokenClaims, secret: string, now = Date.now()): Promise<string> {
  const iat = Math.floor(now / 1000);
  return new SignJWT({ nup: claims.nup, sid: claims.sid })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.sub))
    .setIssuedAt(iat)
    .setExpirationTime(iat + TOKEN_LIFETIME_SECONDS)
    .sign(keyOf(secret));
}

/** How many verified tokens are remembered: every signed-in phone of a large office, a few times over. */
const REMEMBERED_TOKENS = 10_000;

interface VerifiedToken {
  secret: string;
  claims: Readonly<TokenClaims>;
  exp: number;
}

/**
 * Tokens that passed jose's verification, with their claims: a phone sends the same token with every call (a
 * clock-in makes three), so its signature and claims are verified once, not on each call. Only tokens this server
 * signed get here; the oldest is forgotten first. Expiry is still checked on every call, and whether the session
 * is still open is the caller's (one indexed lookup, requireEmployee), so a logout on any server process holds at once.
 */
const verifiedTokens = new Map<string, VerifiedToken>();

async function verify(token: string, secret: string, now: number): Promise<VerifiedToken | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      algorithms: ['HS256'],
      requiredClaims: ['exp', 'iat', 'sub'],
      maxTokenAge: TOKEN_LIFETIME_SECONDS,
      clockTolerance: CLOCK_SKEW_SECONDS,
      currentDate: new Date(now),
    });
    const { sub, nup, sid, exp } = payload;
    const id = typeof sub === 'string' && /^[1-9]\d{0,9}$/.test(sub) ? Number(sub) : 0;
    if (id > MAX_RECORD_ID || id === 0 || typeof nup !== 'string' || typeof sid !== 'string' || typeof exp !== 'number') return null;
    return { secret, claims: Object.freeze({ sub: id, nup, sid }), exp };
  } catch {
    return null;
  }
}

/**
 * The claims of a token that jose verifies as HS256 with this secret (signature, `exp`, `iat` not in the future nor
 * older than a token lives, `nbf`, no unknown `crit` header), or null.
 */
export async function readToken(token: string, secret: string, now = Date.now()): Promise<Readonly<TokenClaims> | null> {
  let verified = verifiedTokens.get(token);
  if (verified?.secret !== secret) {
    verified = (await verify(token, secret, now)) ?? undefined;
    if (!verified) return null;
    if (verifiedTokens.size >= REMEMBERED_TOKENS) verifiedTokens.delete(verifiedTokens.keys().next().value!);
    verifiedTokens.set(token, verified);
  }
  return verified.exp * 1000 > now ? verified.claims : null;
}
