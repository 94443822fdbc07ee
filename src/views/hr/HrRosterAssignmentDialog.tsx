import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import useSWR from 'swr';
import { hrRosterAssignmentMachine } from '../../../machines/hrRosterAssignment.machine';
import { inspect } from '../../app/inspector';
import { fetchHrEmployees, hrEmployeesKey } from '../../api/hr';
import type { Roster } from '../../contract/shifts';
import type { ConsoleStepMeta } from '../../domain/hrConsole';
import { hrRosterAssignmentActors } from '../../hr/console.actors';
import { ModalDialog } from '../../ui/ModalDialog';

const providedMachine = hrRosterAssignmentMachine.provide({ actors: hrRosterAssignmentActors });
const WEEKLY = 'mingguan';

/** Choose a roster (or the weekly schedule) and the employees who follow it; saved all at once. */
export function HrRosterAssignmentDialog({ rosters, onChanged, onClosed }: { rosters: Roster[]; onChanged: () => void; onClosed: () => void }) {
  const actor = useActorRef(providedMachine, { inspect });
  useEffect(() => {
    const subscriptions = [actor.on('rosters.changed', onChanged), actor.subscribe({ complete: onClosed })];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [actor, onChanged, onClosed]);
  const state = useSelector(actor, (snapshot) => snapshot);
  const meta: ConsoleStepMeta = Object.assign({}, ...Object.values(state.getMeta()));
  const { rosterId, employeeIds, message, error } = state.context;
  const [search, setSearch] = useState('');
  const { data: employees } = useSWR(hrEmployeesKey(new URLSearchParams({ q: search.trim(), active: '1' }).toString()), fetchHrEmployees, { keepPreviousData: true });
  const editing = state.matches('editing');
  const failed = state.matches('failed');

  return (
    <ModalDialog open role="dialog" labelledBy="roster-title" describedBy="roster-help" onEscape={() => actor.send({ type: 'flow.cancel' })} className="w-[min(40rem,calc(100vw-2rem))] p-6">
      <h2 id="roster-title" className="text-lg font-semibold text-ink">
        Atur Pola Pegawai
      </h2>
      <p id="roster-help" className="mt-1 text-sm text-ink-muted">
        Pegawai yang dipilih mengikuti pola shift ini mulai sekarang; hari yang sudah tercatat tidak berubah.
      </p>
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
      {state.hasTag('busy') && (
        <p role="status" className="mt-3 text-ink-muted">
          {meta.busyText}
        </p>
      )}
      {error && (
        <p role="alert" className="mt-3 rounded-lg bg-tone-danger-bg p-3 text-sm text-tone-danger-fg">
          {error}
        </p>
      )}
      {message && (
        <p role="status" className="mt-3 rounded-lg bg-tone-ok-bg p-3 text-sm text-tone-ok-fg">
          {message}
        </p>
      )}
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        {meta.cancelLabel && (
          <button type="button" className="btn-secondary" onClick={() => actor.send({ type: 'flow.cancel' })}>
            {meta.cancelLabel}
          </button>
        )}
        {meta.confirmLabel && (
          <button
            type="button"
            className="btn-primary"
            onClick={() => actor.send({ type: editing ? 'assignment.save' : failed ? 'assignment.retry' : 'result.dismiss' })}
          >
            {meta.confirmLabel}
          </button>
        )}
      </div>
    </ModalDialog>
  );
}
