import { sign, verify } from 'hono/jwt';

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

/** The claims of a token whose signature and expiry hold, or null. */
export async function readToken(token: string, secret: string): Promise<TokenClaims | null> {
  try {
    const payload = await verify(token, secret, 'HS256');
    if (typeof payload.sub !== 'number' || typeof payload.ver !== 'number' || typeof payload.nup !== 'string') return null;
    return { sub: payload.sub, nup: payload.nup, ver: payload.ver };
  } catch {
    return null;
  }
}
