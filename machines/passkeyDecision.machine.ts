import { assign, emit, setup } from 'xstate';
import type { PasskeyDecision } from '../src/contract/passkey';
import { asCallFailure, type FlowAlert } from '../src/domain/attendance';
import type { LeaveStepMeta } from '../src/domain/leave';
import { DEVICE_DECISION_FALLBACK, DEVICE_DECISION_TEXTS } from '../src/domain/passkey';
import { unprovided } from './unprovided';

export interface PasskeyDecisionInput extends PasskeyDecision {
  /** Whose device, in words: 'Budi Santoso: Chrome di Android'. */
  subject: string;
}

export interface PasskeyDecisionContext extends PasskeyDecisionInput {
  alert: FlowAlert | null;
}

export type PasskeyDecisionEvent = { type: 'decision.confirm' } | { type: 'decision.retry' } | { type: 'flow.cancel' } | { type: 'alert.dismiss' };

export type PasskeyDecisionEmitted = { type: 'devices.changed' };

/** A supervisor or HR approves a waiting device, or revokes one: confirm, call, report; 'Batal' leaves from any step. */
export const passkeyDecisionMachine = setup({
  types: {
    context: {} as PasskeyDecisionContext,
    events: {} as PasskeyDecisionEvent,
    emitted: {} as PasskeyDecisionEmitted,
    input: {} as PasskeyDecisionInput,
    meta: {} as LeaveStepMeta,
  },
  actors: {
    decidePasskey: unprovided<{ message: string }, PasskeyDecision>('decidePasskey'),
  },
  actions: {
    showDone: assign(({ context }) => ({ alert: { kind: 'success', title: DEVICE_DECISION_TEXTS[context.decision].done, text: context.subject } satisfies FlowAlert })),
    showFailure: assign(({ context }, message: string | null) => ({
      alert: { kind: 'error', title: DEVICE_DECISION_TEXTS[context.decision].failedTitle, text: message ?? DEVICE_DECISION_FALLBACK } satisfies FlowAlert,
    })),
    clearAlert: assign({ alert: null }),
    announceChange: emit({ type: 'devices.changed' as const }),
  },
}).createMachine({
  id: 'passkeyDecision',
  context: ({ input }) => ({ ...input, alert: null }),
  initial: 'confirming',
  on: { 'flow.cancel': '.closed' },
  states: {
    confirming: {
      meta: { cancelLabel: 'Batal' },
      on: { 'decision.confirm': 'deciding' },
    },
    deciding: {
      tags: ['busy'],
      meta: { cancelLabel: 'Batal' },
      invoke: {
        id: 'decidePasskey',
        src: 'decidePasskey',
        input: ({ context }) => ({ id: context.id, decision: context.decision }),
        onDone: { target: 'done', actions: ['showDone', 'announceChange'] },
        onError: { target: 'failed', actions: { type: 'showFailure', params: ({ event }) => asCallFailure(event.error).message } },
      },
    },
    failed: {
      meta: { confirmLabel: 'Coba Lagi', cancelLabel: 'Batal' },
      on: { 'decision.retry': { target: 'deciding', actions: 'clearAlert' }, 'alert.dismiss': 'closed' },
    },
    done: {
      meta: { confirmLabel: 'OK' },
      on: { 'alert.dismiss': 'closed' },
    },
    closed: { type: 'final', entry: 'clearAlert' },
  },
});
