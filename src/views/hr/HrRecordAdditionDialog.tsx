import { hrRecordAdditionMachine } from '../../../machines/hrRecordAddition.machine';
import { type CorrectionField } from '../../domain/correctionRequests';
import { ADDITION_TEXTS } from '../../domain/hrConsole';
import { hrRecordAdditionActors } from '../../hr/console.actors';
import { DateField } from '../../ui/DateField';
import { useFlow } from '../../ui/useFlow';
import { ConsoleDialog } from './ConsoleDialog';
import { PlaceOptions } from '../corrections/PlaceOptions';
import { formDialogProps } from './formDialogProps';

const providedMachine = hrRecordAdditionMachine.provide({ actors: hrRecordAdditionActors });

function Problem({ field, problems }: { field: CorrectionField; problems: Partial<Record<CorrectionField, string>> }) {
  return problems[field] ? (
    <p id={`addition-${field}-error`} className="mt-1 text-sm text-tone-danger-fg">
      {problems[field]}
    </p>
  ) : null;
}

/** Add a clock-in or clock-out nobody recorded: the day, which, its time on the office's clock, where, and why (required). */
export function HrRecordAdditionDialog({ employee, today, onChanged, onClosed }: { employee: { id: number; name: string; offices: { id: number; name: string }[] }; today: string; onChanged: () => void; onClosed: () => void }) {
  const { actor, state, meta } = useFlow(providedMachine, { employeeId: employee.id }, 'records.changed', onChanged, onClosed);
  const { fields, problems } = state.context;
  const editing = state.matches('editing');
  const edit = (field: CorrectionField) => (value: string) => actor.send({ type: 'field.edit', field, value });
  const described = (field: CorrectionField) => (problems[field] ? `addition-${field}-error` : undefined);

  return (
    <ConsoleDialog id="addition" title={ADDITION_TEXTS.title} help={`${employee.name}: absen yang tidak tercatat`} size={28} {...formDialogProps(actor, state, meta)}>
      <div className="mt-4">
        <DateField label="Tanggal" name="addition-date" value={fields.date} max={today} onChange={edit('date')} invalid={Boolean(problems.date)} errorId={described('date')} />
        <Problem field="date" problems={problems} />
      </div>
      <fieldset className="mt-3" disabled={!editing} aria-describedby={described('direction')}>
        <legend className="text-sm font-semibold text-ink">Absen</legend>
        {(['in', 'out'] as const).map((direction) => (
          <label key={direction} className="flex min-h-11 items-center gap-3 text-sm text-ink">
            <input type="radio" name="addition-direction" className="h-5 w-5" checked={fields.direction === direction} onChange={() => edit('direction')(direction)} />
            {direction === 'in' ? 'Absen Masuk' : 'Absen Pulang'}
          </label>
        ))}
      </fieldset>
      <Problem field="direction" problems={problems} />
      <label className="mt-3 flex flex-col gap-1 text-sm font-semibold text-ink">
        Jam (HH:mm, jam kantor)
        <input className="input" inputMode="numeric" value={fields.time} disabled={!editing} aria-invalid={Boolean(problems.time)} aria-describedby={described('time')} onChange={(event) => edit('time')(event.target.value)} />
      </label>
      <Problem field="time" problems={problems} />
      <label className="mt-3 flex flex-col gap-1 text-sm font-semibold text-ink">
        Tempat
        <select className="input" value={fields.place} disabled={!editing} aria-invalid={Boolean(problems.place)} aria-describedby={described('place')} onChange={(event) => edit('place')(event.target.value)}>
          <PlaceOptions offices={employee.offices} />
        </select>
      </label>
      <Problem field="place" problems={problems} />
      <label className="mt-3 flex flex-col gap-1 text-sm font-semibold text-ink">
        Alasan
        <textarea className="input min-h-24" value={fields.reason} disabled={!editing} aria-invalid={Boolean(problems.reason)} aria-describedby={described('reason')} onChange={(event) => edit('reason')(event.target.value)} />
      </label>
      <Problem field="reason" problems={problems} />
    </ConsoleDialog>
  );
}
