import { assign, emit, setup } from 'xstate';
import type { DeliveryResult } from '../src/domain/delivery';
import { unprovided } from './unprovided';

export type OutboxEvent = { type: 'outbox.added' } | { type: 'connection.online' };
export type OutboxEmitted = { type: 'outbox.changed'; delivered: number };

/**
 * Delivers clock-ins/outs kept on the device: at start (the app may have been closed with some kept),
 * when one is added, when the connection comes back, and every retryDelay while some remain.
 */
export const outboxMachine = setup({
  // Stryker disable next-line all: types exist for TypeScript only; no machine can tell a mutant apart.
  types: {
    context: {} as { remaining: number },
    events: {} as OutboxEvent,
    emitted: {} as OutboxEmitted,
  },
  actors: {
    deliverPending: unprovided<DeliveryResult>('deliverPending'),
  },
  guards: {
    hasRemaining: (_, result: DeliveryResult) => result.remaining > 0,
  },
  actions: {
    keepResult: assign((_, result: DeliveryResult) => ({ remaining: result.remaining })),
    announceResult: emit((_, result: DeliveryResult) => ({ type: 'outbox.changed' as const, delivered: result.delivered })),
  },
  delays: {
    retryDelay: 30_000,
  },
}).createMachine({
  id: 'outbox',
  context: { remaining: 0 },
  initial: 'delivering',
  states: {
    delivering: {
      tags: ['busy'],
      invoke: {
        id: 'deliverPending',
        src: 'deliverPending',
        onDone: [
          {
            guard: { type: 'hasRemaining', params: ({ event }) => event.output },
            target: 'waiting',
            actions: [
              { type: 'keepResult', params: ({ event }) => event.output },
              { type: 'announceResult', params: ({ event }) => event.output },
            ],
          },
          {
            target: 'idle',
            actions: [
              { type: 'keepResult', params: ({ event }) => event.output },
              { type: 'announceResult', params: ({ event }) => event.output },
            ],
          },
        ],
        onError: 'waiting',
      },
    },
    waiting: {
      after: { retryDelay: 'delivering' },
      on: { 'connection.online': 'delivering', 'outbox.added': 'delivering' },
    },
    idle: {
      on: { 'connection.online': 'delivering', 'outbox.added': 'delivering' },
    },
  },
});
