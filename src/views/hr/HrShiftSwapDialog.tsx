import { hrShiftSwapMachine, type HrShiftSwapInput, type SwapMode } from '../../../machines/hrShiftSwap.machine';
import type { HrEmployee } from '../../contract/hr';
import { DAY_OFF, type Roster } from '../../contract/shifts';
import { hrShiftSwapActors } from '../../hr/console.actors';
import { ConsoleDialog } from './ConsoleDialog';
import { useFlow } from '../../ui/useFlow';
import { formDialogProps } from './formDialogProps';
import { PersonSelect } from '../../ui/PersonSelect';
import { DateField } from '../../ui/DateField';
import { DIALOG_TEXTS } from '../../domain/hrConsole';

const providedMachine = hrShiftSwapMachine.provide({ actors: hrShiftSwapActors });
const MODES: { mode: SwapMode; label: string }[] = [
  { mode: 'shift', label: 'Ganti shift atau libur' },
  { mode: 'exchange', label: 'Bertukar shift dengan pegawai lain' },
];

/** One day of a rostered employee changed (from the button, or a cell of the roster calendar: `chosen`): another shift of the roster, a day off, or an exchange with a colleague. */
export function HrShiftSwapDialog({ chosen, rosters, people, onChanged, onClosed }: { chosen?: HrShiftSwapInput; rosters: Roster[]; people: HrEmployee[]; onChanged: () => void; onClosed: () => void }) {
  const { actor, state, meta } = useFlow(providedMachine, chosen, 'rosters.changed', onChanged, onClosed);
  const context = state.context;
  const editing = state.matches('editing');
  const rostered = people.filter((person) => person.roster_id !== null);
  const roster = rosters.find((entry) => entry.id === rostered.find((person) => person.id === context.employeeId)?.roster_id);

  return (
    <ConsoleDialog id="swap" {...DIALOG_TEXTS.swap} size={32} {...formDialogProps(actor, state, meta)}>
      <fieldset className="mt-4 flex flex-col gap-3" disabled={!editing}>
        <legend className="sr-only">Perubahan shift</legend>
        <PersonSelect label="Pegawai" none="Pilih pegawai" value={context.employeeId} people={rostered} onChange={(id) => actor.send({ type: 'employee.choose', id })} />
        <div className="text-sm">
          <DateField label="Tanggal" name="swap-date" value={context.date} onChange={(value) => actor.send({ type: 'date.edit', value })} />
        </div>
        <fieldset>
          <legend className="text-sm font-semibold text-ink">Perubahan</legend>
          {MODES.map(({ mode, label }) => (
            <label key={mode} className="flex min-h-11 items-center gap-3 text-sm text-ink">
              <input type="radio" name="swap-mode" className="h-5 w-5" checked={context.mode === mode} onChange={() => actor.send({ type: 'mode.choose', mode })} />
              {label}
            </label>
          ))}
        </fieldset>
        {context.mode === 'shift' ? (
          <label className="flex flex-col gap-1 text-sm font-semibold text-ink">
            Shift hari itu
            <select className="input" value={context.shiftCode} onChange={(event) => actor.send({ type: 'shift.choose', code: event.target.value })}>
              <option value="">Pilih shift</option>
              {(roster?.shifts ?? []).map((shift) => (
                <option key={shift.code} value={shift.code}>
                  {shift.name} ({shift.start_time}–{shift.end_time})
                </option>
              ))}
              <option value={DAY_OFF}>Libur</option>
            </select>
          </label>
        ) : (
          <label className="flex flex-col gap-1 text-sm font-semibold text-ink">
            Bertukar dengan
            <select className="input" value={context.partnerId ?? ''} onChange={(event) => actor.send({ type: 'partner.choose', id: event.target.value ? Number(event.target.value) : null })}>
              <option value="">Pilih pegawai</option>
              {rostered
                .filter((person) => person.id !== context.employeeId)
                .map((person) => (
                  <option key={person.id} value={person.id}>
                    {person.name}
                  </option>
                ))}
            </select>
          </label>
        )}
      </fieldset>
    </ConsoleDialog>
  );
}
