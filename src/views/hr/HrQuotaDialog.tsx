import { type HrQuotaInput, hrQuotaMachine } from '../../../machines/hrQuota.machine';
import { hrQuotaActors } from '../../hr/console.actors';
import { ConsoleDialog } from './ConsoleDialog';
import { useFlow } from '../../ui/useFlow';
import { formDialogProps } from './formDialogProps';

const providedMachine = hrQuotaMachine.provide({ actors: hrQuotaActors });

/** Set one employee's leave quota for a year, never below what is approved. */
export function HrQuotaDialog({ input, name, typeLabel, onChanged, onClosed }: { input: HrQuotaInput; name: string; typeLabel: string; onChanged: () => void; onClosed: () => void }) {
  const { actor, state, meta } = useFlow(providedMachine, input, 'quotas.changed', onChanged, onClosed);
  const { text, year, used } = state.context;
  const editing = state.matches('editing');
  return (
    <ConsoleDialog
      id="quota"
      title={`Kuota ${typeLabel} ${year}`}
      help={<>{name}: {used} hari sudah disetujui.</>}
      size={24}
      {...formDialogProps(actor, state, meta)}
    >
      <label className="mt-4 flex flex-col gap-1 text-sm font-semibold text-ink">
        Kuota (hari kerja)
        <input className="input" inputMode="numeric" value={text} disabled={!editing} onChange={(event) => actor.send({ type: 'days.edit', value: event.target.value })} />
      </label>
    </ConsoleDialog>
  );
}
