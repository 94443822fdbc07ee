import { describe, expect, it } from 'vitest';
import { RefusalPause } from '../../server/auth/refusalPause';

/** Which of the promises have settled once the event loop has turned (a paused one has not: its pause is longer). */
async function settled(promises: Promise<void>[]): Promise<boolean[]> {
  const done = promises.map(() => false);
  promises.forEach((promise, i) => void promise.then(() => (done[i] = true)));
  await new Promise((resolve) => setImmediate(resolve));
  return done;
}

describe('refused sign-ins from an address that keeps sending them', () => {
  it("answers an address's first few in a second at once and holds the rest for the pause, at most maxHeld of them", async () => {
    const pause = new RefusalPause({ freePerSecond: 2, pauseMs: 60_000, maxHeld: 3 }, () => 0);
    const burst = Array.from({ length: 6 }, () => pause.before('10.1.0.1'));
    // 2 free, then 3 held, then the sixth at once: holding more would cost memory the pause is meant to save.
    expect(await settled(burst)).toEqual([true, true, false, false, false, true]);
    expect(await settled([pause.before('10.1.0.2')])).toEqual([true]);
  });

  it('counts each second afresh', async () => {
    let now = 0;
    const pause = new RefusalPause({ freePerSecond: 1, pauseMs: 60_000, maxHeld: 10 }, () => now);
    expect(await settled([pause.before('10.2.0.1'), pause.before('10.2.0.1')])).toEqual([true, false]);
    now = 999;
    expect(await settled([pause.before('10.2.0.1')])).toEqual([false]);
    now = 1000;
    expect(await settled([pause.before('10.2.0.1'), pause.before('10.2.0.1')])).toEqual([true, false]);
  });

  it('answers a held refusal once the pause is over', async () => {
    const pause = new RefusalPause({ freePerSecond: 0, pauseMs: 20, maxHeld: 10 });
    await expect(pause.before('10.3.0.1')).resolves.toBeUndefined();
  });
});
