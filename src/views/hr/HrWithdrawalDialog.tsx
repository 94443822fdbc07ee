import { type HrAnnouncementWithdrawalInput, hrAnnouncementWithdrawalMachine } from '../../../machines/hrAnnouncementWithdrawal.machine';
import { WITHDRAWAL_TEXTS } from '../../domain/hrConsole';
import { hrAnnouncementWithdrawalActors } from '../../hr/console.actors';
import { DecisionDialog } from '../../ui/DecisionDialog';
import { useFlow } from '../../ui/useFlow';

const providedMachine = hrAnnouncementWithdrawalMachine.provide({ actors: hrAnnouncementWithdrawalActors });

/** Asks before withdrawing an announcement, withdraws it, and says how it went. */
export function HrWithdrawalDialog({ input, onChanged, onClosed }: { input: HrAnnouncementWithdrawalInput; onChanged: () => void; onClosed: () => void }) {
  const { actor, state, meta } = useFlow(providedMachine, input, 'announcements.changed', onChanged, onClosed);
  const { context } = state;
  const failed = state.matches('failed');
  const alert =
    context.message ? { kind: 'success' as const, title: context.message, text: context.announcement.title }
    : context.error ? { kind: 'error' as const, title: WITHDRAWAL_TEXTS.failedTitle, text: context.error }
    : null;
  return (
    <DecisionDialog
      id="hr-withdrawal"
      open={state.matches('confirming') || state.matches('withdrawing')}
      question={WITHDRAWAL_TEXTS.question(context.announcement.title)}
      subject={WITHDRAWAL_TEXTS.explanation}
      busy={state.hasTag('busy')}
      busyText={meta.busyText ?? ''}
      confirmLabel={WITHDRAWAL_TEXTS.confirmLabel}
      danger
      cancelLabel={meta.cancelLabel ?? 'Batal'}
      onConfirm={() => actor.send({ type: 'withdrawal.confirm' })}
      onCancel={() => actor.send({ type: 'flow.cancel' })}
      alert={alert}
      alertConfirmLabel={meta.confirmLabel}
      alertCancelLabel={failed ? meta.cancelLabel : undefined}
      onAlertConfirm={() => actor.send({ type: failed ? 'flow.retry' : 'result.dismiss' })}
      onAlertCancel={() => actor.send({ type: 'flow.cancel' })}
    />
  );
}
