import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { type RecordVerificationInput, recordVerificationMachine } from '../../../machines/recordVerification.machine';
import { inspect } from '../../app/inspector';
import { recordVerificationActors } from '../../attendance/verification.actors';
import { RECORD_DECISION_BUSY, RECORD_DECISION_TEXTS } from '../../domain/verification';
import { DecisionDialog } from '../../ui/DecisionDialog';
import type { StepMeta } from '../../domain/flow';

export interface RecordDecisionDialogProps {
  input: RecordVerificationInput;
  /** Whose decision: a supervisor's (the default) or HR's, through the console's call. */
  actors?: typeof recordVerificationActors;
  onChanged: () => void;
  onClosed: () => void;
}

/** Confirms Setujui, Terima Jam Diterima or Tolak (with its reason), makes the call and reports how it went. */
export default function RecordDecisionDialog({ input, actors = recordVerificationActors, onChanged, onClosed }: RecordDecisionDialogProps) {
  const providedMachine = useMemo(() => recordVerificationMachine.provide({ actors }), [actors]);
  const actor = useActorRef(providedMachine, { input, inspect });
  useEffect(() => {
    const subscriptions = [actor.on('queue.changed', onChanged), actor.subscribe({ complete: onClosed })];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [actor, onChanged, onClosed]);
  const state = useSelector(actor, (snapshot) => snapshot);
  const meta: StepMeta = Object.assign({}, ...Object.values(state.getMeta()));
  const { context } = state;
  const texts = RECORD_DECISION_TEXTS[context.decision];
  const send = actor.send;
  const failed = state.matches('failed');
  return (
    <DecisionDialog
      id="record-decision"
      open={state.matches('confirming') || state.matches('deciding')}
      question={texts.question}
      subject={context.subject}
      note={{
        label: context.decision === 'reject' ? 'Alasan penolakan' : 'Catatan (opsional)',
        value: context.note,
        error: context.noteError,
        onChange: (value) => send({ type: 'note.edit', value }),
      }}
      busy={state.hasTag('busy')}
      busyText={RECORD_DECISION_BUSY}
      confirmLabel={texts.confirmLabel}
      danger={context.decision === 'reject'}
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
