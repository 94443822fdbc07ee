import { type HrEmployeeStatusInput, hrEmployeeStatusMachine } from '../../../machines/hrEmployeeStatus.machine';
import { STATUS_TEXTS } from '../../domain/hrConsole';
import { hrEmployeeStatusActors } from '../../hr/console.actors';
import { DecisionDialog } from '../../ui/DecisionDialog';
import { useFlow } from '../../ui/useFlow';

const providedMachine = hrEmployeeStatusMachine.provide({ actors: hrEmployeeStatusActors });

/** Asks before deactivating (or reactivating) an employee, saves, and says how it went. */
export function HrStatusDialog({ input, onChanged, onClosed }: { input: HrEmployeeStatusInput; onChanged: () => void; onClosed: () => void }) {
  const { actor, state, meta } = useFlow(providedMachine, input, 'employees.changed', onChanged, onClosed);
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
      onAlertConfirm={() => actor.send({ type: failed ? 'flow.retry' : 'result.dismiss' })}
      onAlertCancel={() => actor.send({ type: 'flow.cancel' })}
    />
  );
}
