/**
 * The outbox machine against a table from docs/decisions.md ("Delivery"): it delivers at start, when an attempt
 * is kept, when the connection returns, and every 30 s while some remain, never on a timer when none remain.
 */
import { type AnyActorLogic, createActor, fromPromise } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DeliveryResult } from '../../src/domain/delivery';
import { importInHook } from '../support/machineCoverage';
import { wholeMachineCases } from '../support/wholeMachineCases';
import { recordEmitted } from '../support/emitted';

let outboxMachine: typeof import('../../machines/outbox.machine').outboxMachine;
importInHook(() => import('../../machines/outbox.machine'), (module) => ({ outboxMachine } = module));
beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

type Pass = DeliveryResult | 'fails';

/** Runs the machine with delivery passes answering in `passes` order; counts the passes. */
function start(passes: Pass[]) {
  let runs = 0;
  const actor = createActor(
    outboxMachine.provide({
      actors: {
        deliverPending: fromPromise(async () => {
          const pass = passes[runs++] ?? { delivered: 0, remaining: 0 };
          if (pass === 'fails') throw new Error('IndexedDB unavailable');
          return pass;
        }),
      },
    }),
  );
  const emitted = recordEmitted(actor);
  actor.start();
  return { actor, emitted, runs: () => runs };
}
const later = (ms: number) => vi.advanceTimersByTimeAsync(ms);

describe('outbox delivery', () => {
  it.each([
    ['all delivered', { delivered: 2, remaining: 0 }, false],
    ['some remain', { delivered: 1, remaining: 2 }, true],
    ['nothing to deliver', { delivered: 0, remaining: 0 }, false],
  ] as const)('delivers at start; %s: tells the screens, and retries after 30 s only while some remain', async (_, pass, retries) => {
    const { actor, emitted, runs } = start([pass]);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(Object.keys(actor.getSnapshot().children)).toEqual(['deliverPending']);
    expect(actor.getSnapshot().context).toEqual({ remaining: 0 });
    await later(0);
    expect(runs()).toBe(1);
    expect(actor.getSnapshot().context.remaining).toBe(pass.remaining);
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    expect(emitted).toEqual([{ type: 'outbox.changed', delivered: pass.delivered }]);
    await later(29_999);
    expect(runs()).toBe(1);
    await later(1);
    expect(runs()).toBe(retries ? 2 : 1);
    await later(10 * 30_000);
    expect(runs()).toBe(retries ? 2 : 1);
  });

  it('a pass that fails is retried after 30 s, without telling the screens anything changed', async () => {
    const { emitted, runs } = start(['fails', { delivered: 1, remaining: 0 }]);
    await later(0);
    expect(emitted).toEqual([]);
    await later(30_000);
    expect(runs()).toBe(2);
    expect(emitted).toEqual([{ type: 'outbox.changed', delivered: 1 }]);
  });

  it.each([
    ['comes back online', { type: 'connection.online' }],
    ['an attempt is kept', { type: 'outbox.added' }],
  ] as const)('delivers at once when the connection %s, whether some were waiting or none', async (_, event) => {
    const { actor, runs } = start([{ delivered: 0, remaining: 1 }, { delivered: 1, remaining: 0 }]);
    await later(0);
    actor.send(event);
    await later(0);
    expect(runs()).toBe(2);
    expect(actor.getSnapshot().context.remaining).toBe(0);
    actor.send(event);
    await later(0);
    expect(runs()).toBe(3);
  });

  it('does not start a second pass while one runs', async () => {
    const { actor, runs } = start([]);
    actor.send({ type: 'connection.online' });
    actor.send({ type: 'outbox.added' });
    await later(0);
    expect(runs()).toBe(1);
  });

  wholeMachineCases(() => outboxMachine, 'outbox', ['deliverPending']);

  it('runs nothing it was not given: its delivery slot fails loudly, naming itself', async () => {
    const slots = outboxMachine.implementations.actors;
    expect(Object.keys(slots)).toEqual(['deliverPending']);
    const actor = createActor(slots.deliverPending as AnyActorLogic);
    const failure = new Promise((resolve) => actor.subscribe({ error: resolve }));
    actor.start();
    expect(String(await failure)).toContain("'deliverPending'");
  });
});
