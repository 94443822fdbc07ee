import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { DECISION_TEXTS, type LeaveDecisionInput, leaveDecisionMachine } from '../../../machines/leaveDecision.machine';
import { inspect } from '../../app/inspector';
import { leaveDecisionActors } from '../../leave/leave.actors';
import { DecisionDialog as DecisionDialogView } from '../../ui/DecisionDialog';
import type { StepMeta } from '../../domain/flow';

export interface DecisionDialogProps {
  input: LeaveDecisionInput;
  /** Whose decision: the employee's or a supervisor's (the default), or HR's through the console's call. */
  actors?: typeof leaveDecisionActors;
  onChanged: () => void;
  onClosed: () => void;
}

/** Confirms a cancel, an approval or a rejection (with its note), makes the call and reports how it went. */
export default function DecisionDialog({ input, actors = leaveDecisionActors, onChanged, onClosed }: DecisionDialogProps) {
  const providedMachine = useMemo(() => leaveDecisionMachine.provide({ actors }), [actors]);
  const actor = useActorRef(providedMachine, { input, inspect });
  useEffect(() => {
    const subscriptions = [actor.on('leave.changed', onChanged), actor.subscribe({ complete: onClosed })];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [actor, onChanged, onClosed]);
  const state = useSelector(actor, (snapshot) => snapshot);
  const meta: StepMeta = Object.assign({}, ...Object.values(state.getMeta()));
  const { context } = state;
  const texts = DECISION_TEXTS[context.action];
  const send = actor.send;
  const failed = state.matches('failed');
  return (
    <DecisionDialogView
      id="decision"
      open={state.matches('confirming') || state.matches('deciding')}
      question={texts.question}
      subject={context.subject}
      note={
        context.action === 'cancel'
          ? undefined
          : {
              label: context.action === 'reject' ? 'Alasan penolakan' : 'Catatan (opsional)',
              value: context.note,
              error: context.noteError,
              onChange: (value) => send({ type: 'note.edit', value }),
            }
      }
      busy={state.hasTag('busy')}
      busyText={texts.busyText}
      confirmLabel={texts.confirmLabel}
      cancelLabel={meta.cancelLabel ?? 'Batal'}
      onConfirm={() => send({ type: 'decision.confirm' })}
      onCancel={() => send({ type: 'flow.cancel' })}
      alert={context.alert}
      alertConfirmLabel={meta.confirmLabel}
      alertCancelLabel={failed ? meta.cancelLabel : undefined}
      onAlertConfirm={() => send({ type: failed ? 'decision.retry' : 'alert.dismiss' })}
      onAlertCancel={() => send({ type: 'alert.dismiss' })}
    />
  );
}
