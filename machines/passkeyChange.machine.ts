import { assign, emit, setup } from 'xstate';
import { asCallFailure, type FlowAlert } from '../src/domain/flow';
import { changeActionOf, changeDoneText, PASSKEY_CHANGE_FAILED, PASSKEY_CHANGE_FALLBACK, PASSKEY_CHANGE_TEXTS, type PasskeyChange } from '../src/domain/passkey';
import { unprovided } from './unprovided';
import type { StepMeta } from '../src/domain/flow';

export interface PasskeyChangeInput {
  change: PasskeyChange;
  /** Whose device or exemption, in words: 'Budi Santoso: Chrome di Android'. */
  subject: string;
}

export interface PasskeyChangeContext extends PasskeyChangeInput {
  alert: FlowAlert | null;
}

export type PasskeyChangeEvent = { type: 'decision.confirm' } | { type: 'decision.retry' } | { type: 'flow.cancel' } | { type: 'alert.dismiss' };

export type PasskeyChangeEmitted = { type: 'passkeys.changed' };

/**
 * A supervisor or HR approves a waiting device or revokes one, or HR sets or ends an employee's exemption: confirm,
 * call, report; 'Batal' leaves from any step.
 */
export const passkeyChangeMachine = setup({
  types: {
    context: {} as PasskeyChangeContext,
    events: {} as PasskeyChangeEvent,
    emitted: {} as PasskeyChangeEmitted,
    input: {} as PasskeyChangeInput,
    meta: {} as StepMeta,
  },
  actors: {
    changePasskeys: unprovided<{ message: string }, PasskeyChange>('changePasskeys'),
  },
  actions: {
    showDone: assign(({ context }, message: string) => ({
      alert: { kind: 'success', title: PASSKEY_CHANGE_TEXTS[changeActionOf(context.change)].done, text: changeDoneText(context.change, context.subject, message) } satisfies FlowAlert,
    })),
    showFailure: assign((_, message: string | null) => ({ alert: { kind: 'error', title: PASSKEY_CHANGE_FAILED, text: message ?? PASSKEY_CHANGE_FALLBACK } satisfies FlowAlert })),
    clearAlert: assign({ alert: null }),
    announceChange: emit({ type: 'passkeys.changed' as const }),
  },
}).createMachine({
  id: 'passkeyChange',
  context: ({ input }) => ({ ...input, alert: null }),
  initial: 'confirming',
  on: { 'flow.cancel': '.closed' },
  states: {
    confirming: {
      meta: { cancelLabel: 'Batal' },
      on: { 'decision.confirm': 'changing' },
    },
    changing: {
      tags: ['busy'],
      meta: { cancelLabel: 'Batal' },
      invoke: {
        id: 'changePasskeys',
        src: 'changePasskeys',
        input: ({ context }) => context.change,
        onDone: { target: 'done', actions: [{ type: 'showDone', params: ({ event }) => event.output.message }, 'announceChange'] },
        onError: { target: 'failed', actions: { type: 'showFailure', params: ({ event }) => asCallFailure(event.error).message } },
      },
    },
    failed: {
      meta: { confirmLabel: 'Coba Lagi', cancelLabel: 'Batal' },
      on: { 'decision.retry': { target: 'changing', actions: 'clearAlert' }, 'alert.dismiss': 'closed' },
    },
    done: {
      meta: { confirmLabel: 'OK' },
      on: { 'alert.dismiss': 'closed' },
    },
    closed: { type: 'final', entry: 'clearAlert' },
  },
});
