import { type HrAnnouncementWithdrawalInput, hrAnnouncementWithdrawalMachine } from '../../../machines/hrAnnouncementWithdrawal.machine';
import { WITHDRAWAL_TEXTS } from '../../domain/hrConsole';
import { hrAnnouncementWithdrawalActors } from '../../hr/console.actors';
import { DecisionDialog } from '../../ui/DecisionDialog';
import { useFlow } from '../../ui/useFlow';
import { confirmedCallProps } from './confirmedCallProps';

const providedMachine = hrAnnouncementWithdrawalMachine.provide({ actors: hrAnnouncementWithdrawalActors });

/** Asks before withdrawing an announcement, withdraws it, and says how it went. */
export function HrWithdrawalDialog({ input, onChanged, onClosed }: { input: HrAnnouncementWithdrawalInput; onChanged: () => void; onClosed: () => void }) {
  const { actor, state, meta } = useFlow(providedMachine, input, 'announcements.changed', onChanged, onClosed);
  const { title } = state.context.announcement;
  const wording = { ...WITHDRAWAL_TEXTS, question: WITHDRAWAL_TEXTS.question(title), danger: true };
  return <DecisionDialog id="hr-withdrawal" {...confirmedCallProps(actor, state, meta, { wording, confirm: 'withdrawal.confirm', busyStep: 'withdrawing', done: title })} />;
}
