import { afterEach, describe, expect, it, vi } from 'vitest';
import { isAppleMobile } from '../../src/pwa/installPrompt';

const AGENTS = {
  iPhone: ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1', 5],
  'iPad (iPadOS 17, desktop mode)': ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15', 5],
  'Mac with a mouse': ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15', 0],
  'Android Chrome': ['Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36', 5],
} as const;

describe('which phones get the iPhone install steps', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    ['iPhone', true],
    ['iPad (iPadOS 17, desktop mode)', true],
    ['Mac with a mouse', false],
    ['Android Chrome', false],
  ] as const)('%s: %s', (device, expected) => {
    const [userAgent, maxTouchPoints] = AGENTS[device];
    vi.stubGlobal('navigator', { userAgent, maxTouchPoints });
    expect(isAppleMobile()).toBe(expected);
  });
});
