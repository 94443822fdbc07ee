import { emit, setup } from 'xstate';
import { WITHDRAWAL_TEXTS } from '../src/domain/hrConsole';
import { confirmedCallFrame, type ConfirmedCallEvent, type FormState, formTypes, formTailActions, formTailGuards } from './formTail';
import { unprovided } from './unprovided';

export interface HrAnnouncementWithdrawalInput {
  announcement: { id: number; title: string };
}

export interface HrAnnouncementWithdrawalContext extends HrAnnouncementWithdrawalInput, FormState {}

type HrAnnouncementWithdrawalEvent = ConfirmedCallEvent<'withdrawal.confirm'>;

/** Withdrawing an announcement the employees see (docs/hr.md, "Announcements"): asked first; 'Batal' from every step. */
export const hrAnnouncementWithdrawalMachine = setup({
  types: formTypes<HrAnnouncementWithdrawalContext, HrAnnouncementWithdrawalEvent, { type: 'announcements.changed' }, HrAnnouncementWithdrawalInput>(),
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
  ...confirmedCallFrame({
    confirm: 'withdrawal.confirm',
    busy: 'withdrawing',
    src: 'withdrawAnnouncement',
    busyText: WITHDRAWAL_TEXTS.busy,
    input: ({ context }: { context: HrAnnouncementWithdrawalContext }) => context.announcement.id,
  }),
});
