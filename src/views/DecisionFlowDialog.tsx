import { useMemo } from 'react';
import { decisionMachine } from '../../machines/decision.machine';
import { BUTTON, type DecisionInput } from '../domain/flow';
import { DecisionDialog } from '../ui/DecisionDialog';
import { useFlow } from '../ui/useFlow';

export interface DecisionFlowDialogProps {
  /** A stable prefix for the dialog's element ids. */
  id: string;
  input: DecisionInput;
  /** Whose call makes the decision: the employee's, a supervisor's or HR's. */
  actors: Parameters<typeof decisionMachine.provide>[0]['actors'];
  onChanged: () => void;
  onClosed: () => void;
}

/** Any decision on one item (docs/product.md): asks, with a note where it takes one, makes the call, reports how it went. */
export default function DecisionFlowDialog({ id, input, actors, onChanged, onClosed }: DecisionFlowDialogProps) {
  const providedMachine = useMemo(() => decisionMachine.provide({ actors }), [actors]);
  const { actor, state, meta } = useFlow(providedMachine, input, 'decision.changed', onChanged, onClosed);
  const { context } = state;
  const failed = state.matches('failed');
  return (
    <DecisionDialog
      id={id}
      open={state.matches('confirming') || state.matches('deciding')}
      question={context.wording.question}
      subject={context.subject}
      note={context.noteField ? { ...context.noteField, value: context.note, error: context.noteError, onChange: (value) => actor.send({ type: 'note.edit', value }) } : undefined}
      busy={state.hasTag('busy')}
      busyText={context.wording.busyText}
      confirmLabel={context.wording.confirmLabel}
      danger={context.danger}
      cancelLabel={meta.cancelLabel ?? BUTTON.cancel}
      onConfirm={() => actor.send({ type: 'decision.confirm' })}
      onCancel={() => actor.send({ type: 'flow.cancel' })}
      alert={context.alert}
      alertConfirmLabel={meta.confirmLabel}
      alertCancelLabel={failed ? meta.cancelLabel : undefined}
      onAlertConfirm={() => actor.send({ type: failed ? 'flow.retry' : 'alert.dismiss' })}
      onAlertCancel={() => actor.send({ type: 'alert.dismiss' })}
    />
  );
}
