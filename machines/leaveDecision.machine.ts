import { assertEvent, assign, emit, setup } from 'xstate';
import { REJECTION_NOTE_REQUIRED } from '../src/contract/schemas';
import { asCallFailure } from '../src/domain/flow';
import type { DecisionAction, DecisionRequest, LeaveAlert } from '../src/domain/leave';
import { unprovided } from './unprovided';
import type { StepMeta } from '../src/domain/flow';

export interface LeaveDecisionInput {
  action: DecisionAction;
  id: number;
  /** What the request is, for the question: 'Cuti Tahunan, 14 Desember 2026 - 18 Desember 2026'. */
  subject: string;
}

export interface LeaveDecisionContext extends LeaveDecisionInput {
  note: string;
  noteError: string | null;
  alert: LeaveAlert | null;
  decided: boolean;
}

export type LeaveDecisionEvent =
  | { type: 'note.edit'; value: string }
  | { type: 'decision.confirm' }
  | { type: 'decision.retry' }
  | { type: 'flow.cancel' }
  | { type: 'alert.dismiss' };

export type LeaveDecisionEmitted = { type: 'leave.changed'; action: DecisionAction; id: number };

export interface LeaveDecisionOutput {
  outcome: 'done' | 'cancelled';
}

/** Per action: the question, its buttons, the success text and the fallback message of a failure (spec §8). */
export const DECISION_TEXTS = {
  cancel: {
    question: 'Batalkan pengajuan izin?',
    confirmLabel: 'Ya, Batalkan',
    busyText: 'Membatalkan pengajuan...',
    done: 'Pengajuan izin dibatalkan.',
    failedTitle: 'Pembatalan Gagal',
    fallback: 'Failed to delete izin',
  },
  approve: {
    question: 'Setujui pengajuan izin?',
    confirmLabel: 'Setujui',
    busyText: 'Menyimpan keputusan...',
    done: 'Pengajuan izin disetujui.',
    failedTitle: 'Keputusan Gagal Disimpan',
    fallback: 'Gagal menyimpan keputusan.',
  },
  reject: {
    question: 'Tolak pengajuan izin?',
    confirmLabel: 'Tolak',
    busyText: 'Menyimpan keputusan...',
    done: 'Pengajuan izin ditolak.',
    failedTitle: 'Keputusan Gagal Disimpan',
    fallback: 'Gagal menyimpan keputusan.',
  },
} as const satisfies Record<DecisionAction, object>;

/** Cancelling one's own request, or a supervisor approving or rejecting one: confirm, call, report. */
export const leaveDecisionMachine = setup({
  types: {
    context: {} as LeaveDecisionContext,
    events: {} as LeaveDecisionEvent,
    emitted: {} as LeaveDecisionEmitted,
    input: {} as LeaveDecisionInput,
    output: {} as LeaveDecisionOutput,
    meta: {} as StepMeta,
  },
  actors: {
    decide: unprovided<{ message: string }, DecisionRequest>('decide'),
  },
  guards: {
    hasRequiredNote: ({ context }) => context.action !== 'reject' || context.note.trim().length > 0,
  },
  actions: {
    editNote: assign(({ event }) => {
      assertEvent(event, 'note.edit');
      return { note: event.value, noteError: null };
    }),
    showNoteError: assign({ noteError: REJECTION_NOTE_REQUIRED }),
    showDone: assign(({ context }) => ({ decided: true, alert: { kind: 'success', title: DECISION_TEXTS[context.action].done, text: context.subject } satisfies LeaveAlert })),
    showFailure: assign(({ context }, message: string | null) => ({
      alert: { kind: 'error', title: DECISION_TEXTS[context.action].failedTitle, text: message ?? DECISION_TEXTS[context.action].fallback } satisfies LeaveAlert,
    })),
    clearAlert: assign({ alert: null }),
    announceChange: emit(({ context }) => ({ type: 'leave.changed' as const, action: context.action, id: context.id })),
  },
}).createMachine({
  id: 'leaveDecision',
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
        input: ({ context }) => ({ action: context.action, id: context.id, note: context.note.trim() }),
        onDone: { target: 'done', actions: ['showDone', 'announceChange'] },
        onError: { target: 'failed', actions: { type: 'showFailure', params: ({ event }) => asCallFailure(event.error).message } },
      },
    },
    failed: {
      meta: { confirmLabel: 'Coba Lagi', cancelLabel: 'Batal' },
      on: {
        'decision.retry': { target: 'deciding', actions: 'clearAlert' },
        'alert.dismiss': 'closed',
      },
    },
    done: {
      meta: { confirmLabel: 'OK' },
      on: { 'alert.dismiss': 'closed' },
    },
    closed: { type: 'final', entry: 'clearAlert' },
  },
});
