import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { type HrEmployeeStatusInput, hrEmployeeStatusMachine } from '../../../machines/hrEmployeeStatus.machine';
import { inspect } from '../../app/inspector';
import { type ConsoleStepMeta, STATUS_TEXTS } from '../../domain/hrConsole';
import { hrEmployeeStatusActors } from '../../hr/console.actors';
import { DecisionDialog } from '../../ui/DecisionDialog';

const providedMachine = hrEmployeeStatusMachine.provide({ actors: hrEmployeeStatusActors });

/** Asks before deactivating (or reactivating) an employee, saves, and says how it went. */
export function HrStatusDialog({ input, onChanged, onClosed }: { input: HrEmployeeStatusInput; onChanged: () => void; onClosed: () => void }) {
  const actor = useActorRef(providedMachine, { input, inspect });
  useEffect(() => {
    const subscriptions = [actor.on('employees.changed', onChanged), actor.subscribe({ complete: onClosed })];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [actor, onChanged, onClosed]);
  const state = useSelector(actor, (snapshot) => snapshot);
  const meta: ConsoleStepMeta = Object.assign({}, ...Object.values(state.getMeta()));
  const { context } = state;
  const texts = STATUS_TEXTS[context.action];
  const failed = state.matches('failed');
  const alert =
    context.message ? { kind: 'success' as const, title: context.message, text: context.password ? `${context.employee.name}: password baru ${context.password} (ditampilkan sekali ini)` : context.employee.name }
    : context.error ? { kind: 'error' as const, title: texts.failedTitle, text: context.error }
    : null;
  return (
    <DecisionDialog
      id="hr-status"
      open={state.matches('confirming') || state.matches('saving')}
      question={texts.question(context.employee.name)}
      subject={texts.explanation}
      busy={state.hasTag('busy')}
      busyText={meta.busyText ?? ''}
      confirmLabel={texts.confirmLabel}
      danger={context.action !== 'reactivate'}
      cancelLabel={meta.cancelLabel ?? 'Batal'}
      onConfirm={() => actor.send({ type: 'status.confirm' })}
      onCancel={() => actor.send({ type: 'flow.cancel' })}
      alert={alert}
      alertConfirmLabel={meta.confirmLabel}
      alertCancelLabel={failed ? meta.cancelLabel : undefined}
      onAlertConfirm={() => actor.send({ type: failed ? 'status.retry' : 'result.dismiss' })}
      onAlertCancel={() => actor.send({ type: 'flow.cancel' })}
    />
  );
}
