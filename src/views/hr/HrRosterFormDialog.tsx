import { hrRosterFormMachine, MAX_SHIFT_ROWS, type ShiftColumn } from '../../../machines/hrRosterForm.machine';
import type { Roster } from '../../contract/shifts';
import { hrRosterFormActors } from '../../hr/console.actors';
import { ConsoleDialog } from './ConsoleDialog';
import { useFlow } from '../../ui/useFlow';
import { formDialogProps } from './formDialogProps';
import { DateField } from '../../ui/DateField';
import { DIALOG_TEXTS } from '../../domain/hrConsole';

const providedMachine = hrRosterFormMachine.provide({ actors: hrRosterFormActors });

const COLUMNS: { column: ShiftColumn; label: string; type?: 'time'; inputMode?: 'numeric' }[] = [
  { column: 'code', label: 'Kode' },
  { column: 'name', label: 'Nama' },
  { column: 'start_time', label: 'Mulai', type: 'time' },
  { column: 'end_time', label: 'Selesai', type: 'time' },
  { column: 'grace_minutes', label: 'Toleransi (menit)', inputMode: 'numeric' },
];

/**
 * A new or changed rotating roster: its shifts, as many rows as it needs (an end before the start is the next
 * morning), and its cycle of codes and days off.
 */
export function HrRosterFormDialog({ roster, onChanged, onClosed }: { roster: Roster | null; onChanged: () => void; onClosed: () => void }) {
  const { actor, state, meta } = useFlow(providedMachine, { roster }, 'rosters.changed', onChanged, onClosed);
  const context = state.context;
  const editing = state.matches('editing');
  const title = roster ? `Ubah ${roster.name}` : DIALOG_TEXTS.rosterForm.title;

  return (
    <ConsoleDialog id="roster-form" {...DIALOG_TEXTS.rosterForm} title={title} size={48} {...formDialogProps(actor, state, meta)}>
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
                <th scope="col" className="px-1 py-1">
                  <span className="sr-only">Hapus</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {context.shifts.map((row, index) => (
                <tr key={index}>
                  {COLUMNS.map(({ column, label, type, inputMode }) => (
                    <td key={column} className="px-1 py-1">
                      <input
                        className="input w-full"
                        type={type ?? 'text'}
                        inputMode={inputMode}
                        aria-label={`${label} shift ke-${index + 1}`}
                        value={row[column]}
                        onChange={(event) => actor.send({ type: 'shift.edit', row: index, column, value: event.target.value })}
                      />
                    </td>
                  ))}
                  <td className="px-1 py-1">
                    <button type="button" className="btn-ghost" disabled={context.shifts.length === 1} onClick={() => actor.send({ type: 'shift.remove', row: index })}>
                      Hapus<span className="sr-only"> shift ke-{index + 1}</span>
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <button type="button" className="btn-secondary self-start" disabled={context.shifts.length >= MAX_SHIFT_ROWS} onClick={() => actor.send({ type: 'shift.add' })}>
          Tambah Shift
        </button>
        <label className="flex flex-col gap-1 text-sm font-semibold text-ink">
          Siklus
          <input className="input" value={context.cycle} onChange={(event) => actor.send({ type: 'field.edit', field: 'cycle', value: event.target.value })} />
        </label>
      </fieldset>
    </ConsoleDialog>
  );
}
