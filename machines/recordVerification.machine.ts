import { assertEvent, assign, emit, setup } from 'xstate';
import { REJECTION_NOTE_REQUIRED } from '../src/contract/schemas';
import type { RecordDecision, RecordKind } from '../src/contract/verification';
import { asCallFailure } from '../src/domain/flow';
import type { LeaveAlert } from '../src/domain/leave';
import { RECORD_DECISION_FAILED, RECORD_DECISION_TEXTS, type RecordDecisionCall } from '../src/domain/verification';
import { unprovided } from './unprovided';
import type { StepMeta } from '../src/domain/flow';

export interface RecordVerificationInput {
  kind: RecordKind;
  id: number;
  decision: RecordDecision;
  /** What the record is, for the question: 'Siti Rahmawati: Absen Masuk, 23 November 2026'. */
  subject: string;
}

export interface RecordVerificationContext extends RecordVerificationInput {
  note: string;
  noteError: string | null;
  alert: LeaveAlert | null;
  decided: boolean;
}

export type RecordVerificationEvent =
  | { type: 'note.edit'; value: string }
  | { type: 'decision.confirm' }
  | { type: 'decision.retry' }
  | { type: 'flow.cancel' }
  | { type: 'alert.dismiss' };

/** The queue changed: this record was decided, here or (a refusal) by someone else first. */
export type RecordVerificationEmitted = { type: 'queue.changed'; kind: RecordKind; id: number };

/**
 * A supervisor decides one pending record: Setujui, Terima Jam Diterima or Tolak (a note required), confirmed, called,
 * reported. 'Batal' leaves from every step; a lost connection can be retried; a refusal (someone decided first, or the
 * record is not theirs to decide) is reported and the queue reloaded, never retried.
 */
export const recordVerificationMachine = setup({
  types: {
    context: {} as RecordVerificationContext,
    events: {} as RecordVerificationEvent,
    emitted: {} as RecordVerificationEmitted,
    input: {} as RecordVerificationInput,
    output: {} as { outcome: 'done' | 'cancelled' },
    meta: {} as StepMeta,
  },
  actors: {
    decide: unprovided<{ message: string }, RecordDecisionCall>('decide'),
  },
  guards: {
    hasRequiredNote: ({ context }) => context.decision !== 'reject' || context.note.trim().length > 0,
    isConnectionProblem: (_, failure: { connection: boolean }) => failure.connection,
  },
  actions: {
    editNote: assign(({ event }) => {
      assertEvent(event, 'note.edit');
      return { note: event.value, noteError: null };
    }),
    showNoteError: assign({ noteError: REJECTION_NOTE_REQUIRED }),
    showDone: assign(({ context }) => ({
      decided: true,
      alert: { kind: 'success', title: RECORD_DECISION_TEXTS[context.decision].done, text: context.subject } satisfies LeaveAlert,
    })),
    showFailure: assign((_, message: string | null) => ({
      alert: { kind: 'error', title: RECORD_DECISION_FAILED.title, text: message ?? RECORD_DECISION_FAILED.fallback } satisfies LeaveAlert,
    })),
    clearAlert: assign({ alert: null }),
    announceChange: emit(({ context }) => ({ type: 'queue.changed' as const, kind: context.kind, id: context.id })),
  },
}).createMachine({
  id: 'recordVerification',
  context: ({ input }) => ({ ...input, note: '', noteError: null, alert: null, decided: false }),
  initial: 'confirming',
  output: ({ context }) => ({ outcome: context.decided ? 'done' : 'cancelled' }),
  on: { 'flow.cancel': '.closed' },
  states: {
    confirming: {
      meta: { cancelLabel: 'Batal' },
      on: {
        'note.edit': { actions: 'editNote' },
        'decision.confirm': [{ guard: 'hasRequiredNote', target: 'deciding' }, { actions: 'showNoteError' }],
      },
    },
    deciding: {
      tags: ['busy'],
      meta: { cancelLabel: 'Batal' },
      invoke: {
        id: 'decide',
        src: 'decide',
        input: ({ context }) => ({ kind: context.kind, id: context.id, decision: context.decision, note: context.note.trim() }),
        onDone: { target: 'done', actions: ['showDone', 'announceChange'] },
        onError: [
          {
            guard: { type: 'isConnectionProblem', params: ({ event }) => asCallFailure(event.error) },
            target: 'failed',
            actions: { type: 'showFailure', params: ({ event }) => asCallFailure(event.error).message },
          },
          { target: 'refused', actions: [{ type: 'showFailure', params: ({ event }) => asCallFailure(event.error).message }, 'announceChange'] },
        ],
      },
    },
    failed: {
      meta: { confirmLabel: 'Coba Lagi', cancelLabel: 'Batal' },
      on: {
        'decision.retry': { target: 'deciding', actions: 'clearAlert' },
        'alert.dismiss': 'closed',
      },
    },
    refused: {
      meta: { confirmLabel: 'OK' },
      on: { 'alert.dismiss': 'closed' },
    },
    done: {
      meta: { confirmLabel: 'OK' },
      on: { 'alert.dismiss': 'closed' },
    },
    closed: { type: 'final', entry: 'clearAlert' },
  },
});
