import type { AnyMachineSnapshot } from 'xstate';
import { describe, expect, it } from 'vitest';
import { outboxMachine } from '../../machines/outbox.machine';
import type { DeliveryResult } from '../../src/domain/delivery';
import { delayedEvents, edgeCoveringPaths, expectEveryPathAndFullCoverage, type ModelStep, pendingActor } from '../support/modelPaths';

const machine = outboxMachine.provide({ actors: { deliverPending: pendingActor<DeliveryResult>() }, delays: { retryDelay: 2 ** 30 } });

const events = (snapshot: AnyMachineSnapshot) => [
  { type: 'xstate.done.actor.deliverPending', output: { delivered: 1, remaining: 0 } },
  { type: 'xstate.done.actor.deliverPending', output: { delivered: 0, remaining: 2 } },
  { type: 'xstate.error.actor.deliverPending', error: new Error('IndexedDB unavailable') },
  { type: 'connection.online' },
  { type: 'outbox.added' },
  ...delayedEvents(snapshot),
];

function expectVisible(step: ModelStep, actual: AnyMachineSnapshot, emitted: { type: string }[]) {
  const output = (step.event as { output?: DeliveryResult }).output;
  if (output) {
    expect(actual.context.remaining).toBe(output.remaining);
    expect(actual.matches(output.remaining > 0 ? 'waiting' : 'idle')).toBe(true);
    expect(emitted.at(-1)).toEqual({ type: 'outbox.changed', delivered: output.delivered });
  }
  if (['connection.online', 'outbox.added'].includes(step.event.type) || step.event.type.startsWith('xstate.after')) {
    expect(actual.matches('delivering')).toBe(true);
  }
}

describe('outbox machine (model-based)', () => {
  it('retries after a delay, on reconnect and on a new item, and covers every state and transition', () => {
    const paths = edgeCoveringPaths(machine, { events, serializeState: (s) => JSON.stringify([s.value, s.context.remaining]) });
    expectEveryPathAndFullCoverage(machine, paths, expectVisible);
    expect(outboxMachine.implementations.delays.retryDelay).toBe(30_000);
  });
});
