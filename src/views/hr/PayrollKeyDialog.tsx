import { hrPayrollKeyMachine } from '../../../machines/hrPayrollKey.machine';
import { PAYROLL_WORDS } from '../../domain/payroll';
import { payrollKeyActors } from '../../hr/payroll.actors';
import { useFlow } from '../../ui/useFlow';
import { ConsoleDialog } from './ConsoleDialog';
import { CopyButton } from './CopyButton';
import { formDialogProps } from './formDialogProps';

const providedMachine = hrPayrollKeyMachine.provide({ actors: payrollKeyActors });

/** 'Buat Kunci': a name, then the key made, shown this once with 'Salin Kunci'. */
export function PayrollKeyDialog({ onChanged, onClosed }: { onChanged: () => void; onClosed: () => void }) {
  const { actor, state, meta } = useFlow(providedMachine, undefined, 'payrollKeys.changed', onChanged, onClosed);
  const { name, key } = state.context;
  return (
    <ConsoleDialog id="payroll-key" title={PAYROLL_WORDS.make} help={PAYROLL_WORDS.keysIntro} size={32} {...formDialogProps(actor, state, meta)}>
      <label className="mt-4 flex flex-col gap-1 text-sm font-semibold text-ink">
        {PAYROLL_WORDS.nameLabel}
        <input className="input" value={name} maxLength={100} disabled={!state.matches('editing')} onChange={(event) => actor.send({ type: 'name.edit', value: event.target.value })} />
      </label>
      {key && (
        <div className="mt-4 flex flex-col gap-2" data-testid="payroll-key-made">
          <p className="text-sm font-semibold text-ink">{PAYROLL_WORDS.keyLabel}</p>
          <p className="break-all rounded-lg bg-canvas p-3 font-mono text-ink" data-testid="payroll-key">
            {key}
          </p>
          <div>
            <CopyButton text={key} label={PAYROLL_WORDS.copy} copiedLabel={PAYROLL_WORDS.copied} announcement={PAYROLL_WORDS.copiedAnnouncement} />
          </div>
        </div>
      )}
    </ConsoleDialog>
  );
}
