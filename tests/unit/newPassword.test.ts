import { describe, expect, it } from 'vitest';
import { newPassword } from '../../server/auth/newPassword';

/** Issue 51: "generated passwords mix 0/O and 1/l (a real failed first sign-in)": new ones have none of those. */
describe('a password HR hands over', () => {
  it('is 12 letters and digits, none of them mistaken for another, and never the same twice', () => {
    const made = Array.from({ length: 2000 }, () => newPassword());
    for (const password of made) expect(password).toMatch(/^[A-Za-z2-9]{12}$/);
    expect(made.join('')).not.toMatch(/[0Oo1lIi]/);
    expect(new Set(made).size).toBe(made.length);
    // Both cases and digits turn up: every character of the set is used.
    expect(new Set(made.join('')).size).toBe(26 - 3 + (26 - 2) + 8);
  });
});
