import { sign } from 'hono/jwt';
import { describe, expect, it } from 'vitest';
import { issueToken, readToken } from '../../server/auth/tokens';

const SECRET = 'rahasia-uji-token-yang-cukup-panjang-0123456789';
const CLAIMS = { sub: 42, nup: '19930715013', ver: 3 };
const ISSUED_AT = Date.UTC(2026, 10, 23, 0, 30);
const DAY_MS = 24 * 60 * 60 * 1000;

describe('reading a token', () => {
  it('answers the claims of a token on every call, and null once it is more than 30 days old (docs/api.md)', async () => {
    const token = await issueToken(CLAIMS, SECRET, ISSUED_AT);
    expect(readToken(token, SECRET, ISSUED_AT + 1000)).toEqual(CLAIMS);
    expect(readToken(token, SECRET, ISSUED_AT + 29 * DAY_MS)).toEqual(CLAIMS);
    expect(readToken(token, SECRET, ISSUED_AT + 31 * DAY_MS)).toBeNull();
    expect(readToken(token, SECRET, ISSUED_AT + 2000)).toEqual(CLAIMS);
  });

  it('refuses a token signed with another secret, also after it was accepted with its own', async () => {
    const token = await issueToken({ ...CLAIMS, sub: 43 }, SECRET, ISSUED_AT);
    expect(readToken(token, SECRET, ISSUED_AT)).toEqual({ ...CLAIMS, sub: 43 });
    expect(readToken(token, `${SECRET}-server-lain`, ISSUED_AT)).toBeNull();
    expect(readToken(token, SECRET, ISSUED_AT)).toEqual({ ...CLAIMS, sub: 43 });
  });

  it('refuses a forged payload under an accepted signature, another algorithm, and missing or wrong claims', async () => {
    const token = await issueToken({ ...CLAIMS, sub: 44 }, SECRET, ISSUED_AT);
    expect(readToken(token, SECRET, ISSUED_AT)).not.toBeNull();
    const [header, , signature] = token.split('.');
    const otherPayload = Buffer.from(JSON.stringify({ ...CLAIMS, sub: 1, exp: ISSUED_AT / 1000 + 60 })).toString('base64url');
    const iat = ISSUED_AT / 1000;
    const wrongClaims = [
      { nup: CLAIMS.nup, ver: 0, exp: iat + 60 },
      { sub: '44', nup: CLAIMS.nup, ver: 0, exp: iat + 60 },
      { sub: 44, ver: 0, exp: iat + 60 },
      { sub: 44, nup: CLAIMS.nup, exp: iat + 60 },
      { sub: 44, nup: CLAIMS.nup, ver: 0 },
    ];
    const refused = [
      `${header}.${otherPayload}.${signature}`,
      await sign({ ...CLAIMS, exp: iat + 60 }, SECRET, 'HS512'),
      ...(await Promise.all(wrongClaims.map((claims) => sign(claims, SECRET, 'HS256')))),
      `${token}.extra`,
      'abc',
    ];
    for (const forged of refused) expect(readToken(forged, SECRET, ISSUED_AT), forged).toBeNull();
  });
});
