import { hrRosterFormMachine, type ShiftColumn } from '../../../machines/hrRosterForm.machine';
import { hrRosterFormActors } from '../../hr/console.actors';
import { ConsoleDialog } from './ConsoleDialog';
import { useFlow } from '../../ui/useFlow';
import { formDialogProps } from './formDialogProps';
import { DateField } from '../../ui/DateField';
import { DIALOG_TEXTS } from '../../domain/hrConsole';

const providedMachine = hrRosterFormMachine.provide({ actors: hrRosterFormActors });

const COLUMNS: { column: ShiftColumn; label: string }[] = [
  { column: 'code', label: 'Kode' },
  { column: 'name', label: 'Nama' },
  { column: 'start_time', label: 'Mulai' },
  { column: 'end_time', label: 'Selesai' },
  { column: 'grace_minutes', label: 'Toleransi (menit)' },
];

/** A new rotating roster: its shifts (an end before the start is the next morning) and its cycle of codes and days off. */
export function HrRosterFormDialog({ onChanged, onClosed }: { onChanged: () => void; onClosed: () => void }) {
  const { actor, state, meta } = useFlow(providedMachine, undefined, 'rosters.changed', onChanged, onClosed);
  const context = state.context;
  const editing = state.matches('editing');

  return (
    <ConsoleDialog id="roster-form" {...DIALOG_TEXTS.rosterForm} size={48} {...formDialogProps(actor, state, meta)}>
      <fieldset className="mt-4 flex flex-col gap-3" disabled={!editing}>
        <legend className="sr-only">Pola shift</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          <label className="flex flex-col gap-1 text-sm font-semibold text-ink">
            Nama pola
            <input className="input" value={context.name} onChange={(event) => actor.send({ type: 'field.edit', field: 'name', value: event.target.value })} />
          </label>
          <div className="text-sm">
            <DateField label="Tanggal mulai" name="roster-start" value={context.startDate} onChange={(value) => actor.send({ type: 'field.edit', field: 'startDate', value })} />
          </div>
        </div>
        <div className="overflow-x-auto">
          <table className="w-full min-w-[36rem] text-left text-sm">
            <caption className="sr-only">Shift</caption>
            <thead className="text-ink-muted">
              <tr>
                {COLUMNS.map(({ column, label }) => (
                  <th key={column} scope="col" className="px-1 py-1 font-semibold">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {context.shifts.map((row, index) => (
                <tr key={index}>
                  {COLUMNS.map(({ column, label }) => (
                    <td key={column} className="px-1 py-1">
                      <input
                        className="input w-full"
                        aria-label={`${label} shift ${index + 1}`}
                        value={row[column]}
                        onChange={(event) => actor.send({ type: 'shift.edit', row: index, column, value: event.target.value })}
                      />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <label className="flex flex-col gap-1 text-sm font-semibold text-ink">
          Siklus
          <input className="input" value={context.cycle} onChange={(event) => actor.send({ type: 'field.edit', field: 'cycle', value: event.target.value })} />
        </label>
      </fieldset>
    </ConsoleDialog>
  );
}
