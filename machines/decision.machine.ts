import { assertEvent, assign, emit, setup } from 'xstate';
import { REJECTION_NOTE_REQUIRED } from '../src/contract/schemas';
import { BUTTON, type DecisionCall, type DecisionInput, failureMessage, type FlowAlert, retryCanHelp, type StepMeta } from '../src/domain/flow';
import { unprovided } from './unprovided';

export interface DecisionContext extends DecisionInput {
  note: string;
  noteError: string | null;
  alert: FlowAlert | null;
  decided: boolean;
}

export type DecisionEvent = { type: 'note.edit'; value: string } | { type: 'decision.confirm' } | { type: 'flow.retry' } | { type: 'flow.cancel' } | { type: 'alert.dismiss' };

/** The list the decision was made from changed: decided here, or (a refusal) by someone else first. */
export type DecisionEmitted = { type: 'decision.changed' };

/**
 * Any decision a person makes on one item — cancelling their leave request, a supervisor's or HR's approval or
 * rejection of a request or a doubtful record, a phone approved or revoked: confirmed (a rejection with its reason),
 * made, reported. 'Batal' leaves from every step; a lost connection can be tried again; a refusal (decided by someone
 * else first, or not theirs to decide) is reported and the list reloaded, never retried.
 */
export const decisionMachine = setup({
  // Stryker disable next-line all: types exist for TypeScript only; no machine can tell a mutant apart.
  types: {
    context: {} as DecisionContext,
    events: {} as DecisionEvent,
    emitted: {} as DecisionEmitted,
    input: {} as DecisionInput,
    output: {} as { outcome: 'done' | 'cancelled' },
    meta: {} as StepMeta,
  },
  actors: {
    decide: unprovided<{ message: string }, DecisionCall>('decide'),
  },
  guards: {
    hasRequiredNote: ({ context }) => !context.noteField?.required || context.note.trim() !== '',
    retryCanHelp: ({ event }) => retryCanHelp((event as { error?: unknown }).error),
  },
  actions: {
    editNote: assign(({ event }) => {
      assertEvent(event, 'note.edit');
      return { note: event.value, noteError: null };
    }),
    showNoteError: assign(({ context }) => ({ noteError: context.noteField?.missing ?? REJECTION_NOTE_REQUIRED })),
    showDone: assign(({ context }, answer: string) => ({
      decided: true,
      alert: { kind: 'success', title: context.wording.done, text: context.reportsAnswer ? `${context.subject}. ${answer}` : context.subject } satisfies FlowAlert,
    })),
    showFailure: assign(({ context }, error: unknown) => ({
      alert: { kind: 'error', title: context.wording.failedTitle, text: failureMessage(error, context.wording.fallback) } satisfies FlowAlert,
    })),
    clearAlert: assign({ alert: null }),
    announceChange: emit({ type: 'decision.changed' as const }),
  },
}).createMachine({
  id: 'decision',
  context: ({ input }) => ({ ...input, note: '', noteError: null, alert: null, decided: false }),
  initial: 'confirming',
  output: ({ context }) => ({ outcome: context.decided ? 'done' : 'cancelled' }),
  on: { 'flow.cancel': '.closed' },
  states: {
    confirming: {
      meta: { cancelLabel: BUTTON.cancel },
      on: {
        'note.edit': { actions: 'editNote' },
        'decision.confirm': [{ guard: 'hasRequiredNote', target: 'deciding' }, { actions: 'showNoteError' }],
      },
    },
    deciding: {
      tags: ['busy'],
      meta: { cancelLabel: BUTTON.cancel },
      invoke: {
        id: 'decide',
        src: 'decide',
        input: ({ context }) => ({ request: context.request, note: context.note.trim() }),
        onDone: { target: 'done', actions: [{ type: 'showDone', params: ({ event }) => event.output.message }, 'announceChange'] },
        onError: [
          { guard: 'retryCanHelp', target: 'failed', actions: { type: 'showFailure', params: ({ event }: { event: { error: unknown } }) => event.error } },
          { target: 'refused', actions: [{ type: 'showFailure', params: ({ event }: { event: { error: unknown } }) => event.error }, 'announceChange'] },
        ],
      },
    },
    failed: {
      meta: { confirmLabel: BUTTON.retry, cancelLabel: BUTTON.cancel },
      on: {
        'flow.retry': { target: 'deciding', actions: 'clearAlert' },
        'alert.dismiss': 'closed',
      },
    },
    refused: {
      meta: { confirmLabel: BUTTON.ok },
      on: { 'alert.dismiss': 'closed' },
    },
    done: {
      meta: { confirmLabel: BUTTON.ok },
      on: { 'alert.dismiss': 'closed' },
    },
    closed: { type: 'final', entry: 'clearAlert' },
  },
});
