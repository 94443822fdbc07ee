import { type HrEmployeeStatusInput, hrEmployeeStatusMachine } from '../../../machines/hrEmployeeStatus.machine';
import { STATUS_TEXTS } from '../../domain/hrConsole';
import { hrEmployeeStatusActors } from '../../hr/console.actors';
import { DecisionDialog } from '../../ui/DecisionDialog';
import { useFlow } from '../../ui/useFlow';
import { confirmedCallProps } from './confirmedCallProps';

const providedMachine = hrEmployeeStatusMachine.provide({ actors: hrEmployeeStatusActors });

/** Asks before deactivating (or reactivating) an employee, saves, and says how it went. */
export function HrStatusDialog({ input, onChanged, onClosed }: { input: HrEmployeeStatusInput; onChanged: () => void; onClosed: () => void }) {
  const { actor, state, meta } = useFlow(providedMachine, input, 'employees.changed', onChanged, onClosed);
  const { action, employee, password } = state.context;
  const wording = { ...STATUS_TEXTS[action], question: STATUS_TEXTS[action].question(employee.name), danger: action !== 'reactivate' };
  const done = password ? `${employee.name}: password baru ${password} (ditampilkan sekali ini)` : employee.name;
  return <DecisionDialog id="hr-status" {...confirmedCallProps(actor, state, meta, { wording, confirm: 'status.confirm', busyStep: 'saving', done })} />;
}
