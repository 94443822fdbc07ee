import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { DECISION_TEXTS, type LeaveDecisionInput, leaveDecisionMachine } from '../../../machines/leaveDecision.machine';
import { inspect } from '../../app/inspector';
import type { LeaveStepMeta } from '../../domain/leave';
import { leaveDecisionActors } from '../../leave/leave.actors';
import { AlertDialog } from '../../ui/AlertDialog';
import { ModalDialog } from '../../ui/ModalDialog';

const providedMachine = leaveDecisionMachine.provide({ actors: leaveDecisionActors });

export interface DecisionDialogProps {
  input: LeaveDecisionInput;
  onChanged: () => void;
  onClosed: () => void;
}

/** Confirms a cancel, an approval or a rejection (with its note), makes the call and reports how it went. */
export default function DecisionDialog({ input, onChanged, onClosed }: DecisionDialogProps) {
  const actor = useActorRef(providedMachine, { input, inspect });
  useEffect(() => {
    const subscriptions = [actor.on('leave.changed', onChanged), actor.subscribe({ complete: onClosed })];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [actor, onChanged, onClosed]);
  const state = useSelector(actor, (snapshot) => snapshot);
  const meta: LeaveStepMeta = Object.assign({}, ...Object.values(state.getMeta()));
  const asking = state.matches('confirming') || state.matches('deciding');

  const { context } = state;
  const texts = DECISION_TEXTS[context.action];
  const busy = state.hasTag('busy');
  const send = actor.send;
  return (
    <>
      <ModalDialog
        open={asking}
        role="dialog"
        labelledBy="decision-title"
        describedBy="decision-subject"
        onEscape={() => send({ type: 'flow.cancel' })}
        className="w-[min(24rem,calc(100vw-2rem))] p-6"
      >
        <h2 id="decision-title" className="text-lg font-semibold text-ink">
          {texts.question}
        </h2>
        <p id="decision-subject" className="mt-2 text-ink">
          {context.subject}
        </p>
        {context.action !== 'cancel' && (
          <label className="mt-4 flex flex-col gap-1 text-sm font-medium text-ink">
            {context.action === 'reject' ? 'Alasan penolakan' : 'Catatan (opsional)'}
            <textarea
              className="input min-h-24"
              value={context.note}
              disabled={busy}
              aria-invalid={context.noteError !== null}
              aria-describedby={context.noteError ? 'decision-note-error' : undefined}
              onChange={(event) => send({ type: 'note.edit', value: event.target.value })}
            />
          </label>
        )}
        {context.noteError && (
          <p id="decision-note-error" className="mt-1 text-sm text-tone-danger-fg">
            {context.noteError}
          </p>
        )}
        {busy && (
          <p role="status" className="mt-3 text-ink-muted">
            {texts.busyText}
          </p>
        )}
        <div className="mt-5 flex flex-col gap-2">
          <button type="button" className="btn-primary" disabled={busy} onClick={() => send({ type: 'decision.confirm' })}>
            {texts.confirmLabel}
          </button>
          <button type="button" className="btn-secondary" onClick={() => send({ type: 'flow.cancel' })}>
            {meta.cancelLabel ?? 'Batal'}
          </button>
        </div>
      </ModalDialog>
      <AlertDialog
        open={context.alert !== null}
        kind={context.alert?.kind ?? 'info'}
        title={context.alert?.title ?? ''}
        text={context.alert?.text ?? ''}
        confirmLabel={meta.confirmLabel}
        onConfirm={() => send({ type: state.matches('failed') ? 'decision.retry' : 'alert.dismiss' })}
        cancelLabel={state.matches('failed') ? meta.cancelLabel : undefined}
        onCancel={() => send({ type: 'alert.dismiss' })}
      />
    </>
  );
}
