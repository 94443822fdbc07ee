import { describe, expect, it } from 'vitest';
import { LoginLimiter } from '../../server/auth/loginLimiter';

describe('login limiter', () => {
  const setup = () => {
    let now = 0;
    const limiter = new LoginLimiter({ perUsername: 3, perAddress: 5, windowMs: 60_000 }, () => now);
    return { limiter, advance: (ms: number) => (now += ms) };
  };

  it('blocks a username after its limit of failures until the oldest one leaves the window', () => {
    const { limiter, advance } = setup();
    for (let i = 0; i < 3; i++) {
      expect(limiter.retryAfterMs('Demo', `10.0.0.${i}`)).toBe(0);
      limiter.recordFailure('Demo', `10.0.0.${i}`);
      advance(1000);
    }
    expect(limiter.retryAfterMs('demo', '10.9.9.9')).toBe(57_000);
    advance(57_000);
    expect(limiter.retryAfterMs('demo', '10.9.9.9')).toBe(0);
  });

  it('blocks an address after its limit across usernames', () => {
    const { limiter } = setup();
    for (let i = 0; i < 5; i++) limiter.recordFailure(`user${i}`, '10.0.0.1');
    expect(limiter.retryAfterMs('someone', '10.0.0.1')).toBeGreaterThan(0);
    expect(limiter.retryAfterMs('someone', '10.0.0.2')).toBe(0);
  });

  it('forgets a username’s failures after a successful login', () => {
    const { limiter } = setup();
    limiter.recordFailure('demo', '10.0.0.1');
    limiter.recordFailure('demo', '10.0.0.1');
    limiter.recordSuccess('demo');
    limiter.recordFailure('demo', '10.0.0.1');
    expect(limiter.retryAfterMs('demo', '10.0.0.3')).toBe(0);
  });
});
