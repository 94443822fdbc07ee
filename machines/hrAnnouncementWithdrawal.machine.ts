import { assign, emit, setup } from 'xstate';
import { asCallFailure, BUTTON, retryCanHelp, type StepMeta } from '../src/domain/flow';
import { WITHDRAWAL_TEXTS } from '../src/domain/hrConsole';
import { unprovided } from './unprovided';

export interface HrAnnouncementWithdrawalInput {
  announcement: { id: number; title: string };
}

export interface HrAnnouncementWithdrawalContext extends HrAnnouncementWithdrawalInput {
  message: string | null;
  error: string | null;
}

/** Withdrawing an announcement the employees see (docs/hr.md, "Announcements"): asked first; 'Batal' from every step. */
export const hrAnnouncementWithdrawalMachine = setup({
  // Stryker disable next-line all: types exist for TypeScript only; no machine can tell a mutant apart.
  types: {
    context: {} as HrAnnouncementWithdrawalContext,
    events: {} as { type: 'withdrawal.confirm' } | { type: 'flow.retry' } | { type: 'result.dismiss' } | { type: 'flow.cancel' },
    emitted: {} as { type: 'announcements.changed' },
    input: {} as HrAnnouncementWithdrawalInput,
    meta: {} as StepMeta,
  },
  actors: {
    withdrawAnnouncement: unprovided<{ message: string }, number>('withdrawAnnouncement'),
  },
  guards: {
    retryCanHelp: ({ event }) => retryCanHelp((event as { error?: unknown }).error),
  },
  actions: {
    showFailure: assign((_, message: string) => ({ error: message })),
    announceChange: emit({ type: 'announcements.changed' as const }),
  },
}).createMachine({
  id: 'hrAnnouncementWithdrawal',
  context: ({ input }) => ({ ...input, message: null, error: null }),
  initial: 'confirming',
  on: { 'flow.cancel': '.closed' },
  states: {
    confirming: {
      meta: { cancelLabel: 'Batal' },
      on: { 'withdrawal.confirm': 'withdrawing' },
    },
    withdrawing: {
      tags: ['busy'],
      meta: { cancelLabel: 'Batal', busyText: WITHDRAWAL_TEXTS.busy },
      invoke: {
        id: 'withdrawAnnouncement',
        src: 'withdrawAnnouncement',
        input: ({ context }) => context.announcement.id,
        onDone: { target: 'done', actions: [assign({ message: ({ event }) => event.output.message }), 'announceChange'] },
        onError: [
          { guard: 'retryCanHelp', target: 'failed', actions: { type: 'showFailure', params: ({ event }) => asCallFailure(event.error).message ?? WITHDRAWAL_TEXTS.failed } },
          { target: 'refused', actions: [{ type: 'showFailure', params: ({ event }) => asCallFailure(event.error).message ?? WITHDRAWAL_TEXTS.failed }, 'announceChange'] },
        ],
      },
    },
    failed: {
      meta: { confirmLabel: BUTTON.retry, cancelLabel: BUTTON.cancel },
      on: { 'flow.retry': { target: 'withdrawing', actions: assign({ error: null }) } },
    },
    /** Refused (decided by someone else first, or not HR's to change): said, the list reloaded, never retried. */
    refused: {
      meta: { confirmLabel: BUTTON.ok },
      on: { 'result.dismiss': 'closed' },
    },
    done: {
      meta: { confirmLabel: BUTTON.ok },
      on: { 'result.dismiss': 'closed' },
    },
    closed: { type: 'final' },
  },
});
