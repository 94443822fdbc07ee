import { createHmac, timingSafeEqual } from 'node:crypto';
import { sign } from 'hono/jwt';

export const TOKEN_LIFETIME_SECONDS = 30 * 24 * 60 * 60;

export interface TokenClaims {
  /** Employee id */
  sub: number;
  nup: string;
  /** The employee's token_version when the token was issued. */
  ver: number;
}

export function issueToken(claims: TokenClaims, secret: string, now = Date.now()): Promise<string> {
  const iat = Math.floor(now / 1000);
  return sign({ ...claims, iat, exp: iat + TOKEN_LIFETIME_SECONDS }, secret, 'HS256');
}

function decodePart(part: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** How many checked tokens are remembered: every signed-in phone of a large office, a few times over. */
const REMEMBERED_TOKENS = 10_000;

interface CheckedToken {
  secret: string;
  claims: Readonly<TokenClaims>;
  exp: number;
}

/**
 * Tokens whose signature held, with their claims: a phone sends the same token with every call (a clock-in makes
 * three), so its HMAC and JSON are checked once, not on each call. Only tokens this server signed get here; the
 * oldest is forgotten first. Expiry is still checked on every call, and revocation is the caller's
 * (`token_version`, requireEmployee).
 */
const checkedTokens = new Map<string, CheckedToken>();

function verify(token: string, secret: string): CheckedToken | null {
  const [header, payload, signature, extra] = token.split('.');
  if (!header || !payload || !signature || extra !== undefined) return null;
  const expected = createHmac('sha256', secret).update(`${header}.${payload}`).digest();
  const actual = Buffer.from(signature, 'base64url');
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
  const [head, claims] = [decodePart(header), decodePart(payload)];
  if (head?.alg !== 'HS256' || !claims) return null;
  const { sub, nup, ver, exp } = claims;
  if (typeof exp !== 'number') return null;
  if (typeof sub !== 'number' || typeof ver !== 'number' || typeof nup !== 'string') return null;
  return { secret, claims: Object.freeze({ sub, nup, ver }), exp };
}

/**
 * The claims of an HS256 token whose signature and expiry hold, or null. Checked on every call, so with a plain
 * HMAC rather than WebCrypto, and each token's signature only once; the algorithm is always HS256, whatever the
 * header says.
 */
export function readToken(token: string, secret: string, now = Date.now()): Readonly<TokenClaims> | null {
  let checked = checkedTokens.get(token);
  if (checked?.secret !== secret) {
    checked = verify(token, secret) ?? undefined;
    if (!checked) return null;
    if (checkedTokens.size >= REMEMBERED_TOKENS) checkedTokens.delete(checkedTokens.keys().next().value!);
    checkedTokens.set(token, checked);
  }
  return checked.exp * 1000 > now ? checked.claims : null;
}
