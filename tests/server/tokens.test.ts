import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { issueToken, readToken } from '../../server/auth/tokens';

const SECRET = 'rahasia-uji-token-yang-cukup-panjang-0123456789';
const CLAIMS = { sub: 42, nup: '19930715013', sid: 'c2Vzc2lvbi1pZC11amk' };
const ISSUED_AT = Date.UTC(2026, 10, 23, 0, 30);
const DAY_MS = 24 * 60 * 60 * 1000;
const iat = ISSUED_AT / 1000;

/** A token written by hand (not by the code under test), signed HS256 with `secret` unless the header says otherwise. */
function handMade(header: Record<string, unknown>, payload: Record<string, unknown>, secret = SECRET): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const signed = `${part(header)}.${part(payload)}`;
  return `${signed}.${createHmac('sha256', secret).update(signed).digest('base64url')}`;
}
const standard = { sub: '42', nup: CLAIMS.nup, sid: CLAIMS.sid, iat, exp: iat + 3600 };

describe('reading a token', () => {
  it('answers the claims of a token on every call, and null once it is more than 30 days old (docs/api.md)', async () => {
    const token = await issueToken(CLAIMS, SECRET, ISSUED_AT);
    expect(await readToken(token, SECRET, ISSUED_AT + 1000)).toEqual(CLAIMS);
    expect(await readToken(token, SECRET, ISSUED_AT + 29 * DAY_MS)).toEqual(CLAIMS);
    expect(await readToken(token, SECRET, ISSUED_AT + 31 * DAY_MS)).toBeNull();
    expect(await readToken(token, SECRET, ISSUED_AT + 2000)).toEqual(CLAIMS);
  });

  it('reads a token written by hand to the JWT standard', async () => {
    expect(await readToken(handMade({ alg: 'HS256', typ: 'JWT' }, standard), SECRET, ISSUED_AT)).toEqual(CLAIMS);
  });

  it('refuses a token signed with another secret, also after it was accepted with its own', async () => {
    const token = await issueToken({ ...CLAIMS, sub: 43 }, SECRET, ISSUED_AT);
    expect(await readToken(token, SECRET, ISSUED_AT)).toEqual({ ...CLAIMS, sub: 43 });
    expect(await readToken(token, `${SECRET}-server-lain`, ISSUED_AT)).toBeNull();
    expect(await readToken(token, SECRET, ISSUED_AT)).toEqual({ ...CLAIMS, sub: 43 });
  });

  it.each([
    ['an unknown crit header', { alg: 'HS256', crit: ['x-absensi'], 'x-absensi': 1 }, standard],
    ['nbf in the future', { alg: 'HS256' }, { ...standard, nbf: iat + 3600 }],
    ['iat in the future beyond the skew', { alg: 'HS256' }, { ...standard, iat: iat + 600 }],
    ['no exp', { alg: 'HS256' }, { ...standard, exp: undefined }],
    ['no iat', { alg: 'HS256' }, { ...standard, iat: undefined }],
    ['HS512', { alg: 'HS512' }, standard],
    ['alg none', { alg: 'none' }, standard],
    ['a numeric sub', { alg: 'HS256' }, { ...standard, sub: 42 }],
    ['no sid', { alg: 'HS256' }, { ...standard, sid: undefined }],
    ['no nup', { alg: 'HS256' }, { ...standard, nup: undefined }],
    ['a sub that is no employee id', { alg: 'HS256' }, { ...standard, sub: '0x2a' }],
  ])('refuses a token signed with the real secret but with %s', async (_, header, payload) => {
    expect(await readToken(handMade(header, payload), SECRET, ISSUED_AT)).toBeNull();
  });

  it('accepts an iat a few seconds ahead (another server clock) but not a token older than a token lives', async () => {
    expect(await readToken(handMade({ alg: 'HS256' }, { ...standard, iat: iat + 20 }), SECRET, ISSUED_AT)).toEqual(CLAIMS);
    const old = handMade({ alg: 'HS256' }, { ...standard, iat: iat - 31 * 24 * 3600, exp: iat + 3600 });
    expect(await readToken(old, SECRET, ISSUED_AT)).toBeNull();
  });

  it('refuses a forged payload under an accepted signature, and anything that is not a JWS', async () => {
    const token = await issueToken({ ...CLAIMS, sub: 44 }, SECRET, ISSUED_AT);
    expect(await readToken(token, SECRET, ISSUED_AT)).not.toBeNull();
    const [header, , signature] = token.split('.');
    const otherPayload = Buffer.from(JSON.stringify({ ...standard, sub: '1' })).toString('base64url');
    for (const forged of [`${header}.${otherPayload}.${signature}`, `${token}.extra`, 'abc', '']) {
      expect(await readToken(forged, SECRET, ISSUED_AT), forged).toBeNull();
    }
  });
});
