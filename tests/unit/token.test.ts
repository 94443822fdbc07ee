import { describe, expect, it } from 'vitest';
import { isTokenValid } from '../../src/auth/token';

const encode = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

describe('isTokenValid (docs/product.md §5: valid when it decodes, expiry not checked)', () => {
  it('accepts a token whose payload decodes, even when expired', () => {
    expect(isTokenValid(`${encode({ alg: 'HS256' })}.${encode({ sub: 1, exp: 1 })}.sig`)).toBe(true);
  });

  it.each([null, undefined, '', 'abc', 'a.b', 'a.b.c.d', `x.${encode('text')}.y`, `x.${encode([1])}.y`, 'x.%%%.y'])(
    'rejects %j',
    (token) => expect(isTokenValid(token)).toBe(false),
  );
});
