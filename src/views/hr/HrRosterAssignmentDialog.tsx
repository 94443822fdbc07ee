import { useState } from 'react';
import useSWR from 'swr';
import { hrRosterAssignmentMachine } from '../../../machines/hrRosterAssignment.machine';
import { fetchHrEmployees, hrEmployeesKey } from '../../api/hr';
import type { Roster } from '../../contract/shifts';
import { hrRosterAssignmentActors } from '../../hr/console.actors';
import { ConsoleDialog } from './ConsoleDialog';
import { useFlow } from '../../ui/useFlow';
import { formDialogProps } from './formDialogProps';
import { DIALOG_TEXTS } from '../../domain/hrConsole';

const providedMachine = hrRosterAssignmentMachine.provide({ actors: hrRosterAssignmentActors });
const WEEKLY = 'mingguan';

/** Choose a roster (or the weekly schedule) and the employees who follow it; saved all at once. */
export function HrRosterAssignmentDialog({ rosters, onChanged, onClosed }: { rosters: Roster[]; onChanged: () => void; onClosed: () => void }) {
  const { actor, state, meta } = useFlow(providedMachine, undefined, 'rosters.changed', onChanged, onClosed);
  const { rosterId, employeeIds } = state.context;
  const [search, setSearch] = useState('');
  const { data: employees } = useSWR(hrEmployeesKey(new URLSearchParams({ q: search.trim(), active: '1' }).toString()), fetchHrEmployees, { keepPreviousData: true });
  const editing = state.matches('editing');

  return (
    <ConsoleDialog id="roster" {...DIALOG_TEXTS.roster} size={40} {...formDialogProps(actor, state, meta)}>
      <label className="mt-4 flex flex-col gap-1 text-sm font-semibold text-ink">
        Pola shift
        <select
          className="input"
          disabled={!editing}
          value={rosterId === undefined ? '' : rosterId === null ? WEEKLY : String(rosterId)}
          onChange={(event) => actor.send({ type: 'roster.choose', rosterId: event.target.value === WEEKLY ? null : Number(event.target.value) })}
        >
          <option value="" disabled>
            Pilih pola shift
          </option>
          {rosters.map((roster) => (
            <option key={roster.id} value={roster.id}>
              {roster.name}
            </option>
          ))}
          <option value={WEEKLY}>Tanpa pola (jadwal mingguan)</option>
        </select>
      </label>
      <label className="mt-3 flex flex-col gap-1 text-sm font-semibold text-ink">
        Cari pegawai
        <input className="input" type="search" value={search} disabled={!editing} onChange={(event) => setSearch(event.target.value)} />
      </label>
      <fieldset className="mt-2 max-h-64 overflow-y-auto rounded-control border border-line p-2" disabled={!editing}>
        <legend className="px-1 text-sm font-semibold text-ink">Pegawai ({employeeIds.length} dipilih)</legend>
        {(employees ?? []).map((employee) => (
          <label key={employee.id} className="flex min-h-11 items-center gap-3 px-1 text-sm text-ink">
            <input type="checkbox" className="h-5 w-5" checked={employeeIds.includes(employee.id)} onChange={() => actor.send({ type: 'employee.toggle', id: employee.id })} />
            {employee.name} <span className="text-ink-muted">({employee.username})</span>
          </label>
        ))}
      </fieldset>
    </ConsoleDialog>
  );
}
