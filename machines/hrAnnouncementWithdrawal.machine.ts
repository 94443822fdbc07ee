import { emit, setup } from 'xstate';
import { BUTTON, type StepMeta } from '../src/domain/flow';
import { WITHDRAWAL_TEXTS } from '../src/domain/hrConsole';
import { confirmedCallFailure, flowEnd, formTailActions, formTailGuards, REFUSED_STEP } from './formTail';
import { unprovided } from './unprovided';

export interface HrAnnouncementWithdrawalInput {
  announcement: { id: number; title: string };
}

export interface HrAnnouncementWithdrawalContext extends HrAnnouncementWithdrawalInput {
  message: string | null;
  error: string | null;
}

type HrAnnouncementWithdrawalEvent = { type: 'withdrawal.confirm' } | { type: 'flow.retry' } | { type: 'result.dismiss' } | { type: 'flow.cancel' };

/** Withdrawing an announcement the employees see (docs/hr.md, "Announcements"): asked first; 'Batal' from every step. */
export const hrAnnouncementWithdrawalMachine = setup({
  // Stryker disable next-line all: types exist for TypeScript only; no machine can tell a mutant apart.
  types: {
    context: {} as HrAnnouncementWithdrawalContext,
    events: {} as HrAnnouncementWithdrawalEvent,
    emitted: {} as { type: 'announcements.changed' },
    input: {} as HrAnnouncementWithdrawalInput,
    meta: {} as StepMeta,
  },
  actors: {
    withdrawAnnouncement: unprovided<{ message: string }, number>('withdrawAnnouncement'),
  },
  guards: formTailGuards,
  actions: {
    ...formTailActions<HrAnnouncementWithdrawalContext, HrAnnouncementWithdrawalEvent>(WITHDRAWAL_TEXTS.failed),
    announceChange: emit({ type: 'announcements.changed' as const }),
  },
}).createMachine({
  id: 'hrAnnouncementWithdrawal',
  context: ({ input }) => ({ ...input, message: null, error: null }),
  initial: 'confirming',
  on: { 'flow.cancel': '.closed' },
  states: {
    confirming: {
      meta: { cancelLabel: BUTTON.cancel },
      on: { 'withdrawal.confirm': 'withdrawing' },
    },
    withdrawing: {
      tags: ['busy'],
      meta: { cancelLabel: BUTTON.cancel, busyText: WITHDRAWAL_TEXTS.busy },
      invoke: {
        id: 'withdrawAnnouncement',
        src: 'withdrawAnnouncement',
        input: ({ context }) => context.announcement.id,
        onDone: { target: 'done', actions: ['keepAnswer', 'announceChange'] },
        onError: confirmedCallFailure,
      },
    },
    refused: REFUSED_STEP,
    ...flowEnd('withdrawing'),
  },
});
