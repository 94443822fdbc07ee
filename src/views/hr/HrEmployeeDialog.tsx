import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import useSWR from 'swr';
import { type EmployeeField, hrEmployeeFormMachine } from '../../../machines/hrEmployeeForm.machine';
import { inspect } from '../../app/inspector';
import { fetchHrEmployees, fetchOffices, fetchRosters, fetchSchedules, hrEmployeesKey, HR_OFFICES_KEY, HR_ROSTERS_KEY, HR_SCHEDULES_KEY } from '../../api/hr';
import type { HrEmployee } from '../../contract/hr';
import { ROLES } from '../../contract/session';
import type { ConsoleStepMeta } from '../../domain/hrConsole';
import { ROLE_LABELS } from '../../domain/roles';
import { hrEmployeeFormActors } from '../../hr/console.actors';
import { ModalDialog } from '../../ui/ModalDialog';

const providedMachine = hrEmployeeFormMachine.provide({ actors: hrEmployeeFormActors });

const FIELDS: { field: EmployeeField; label: string; createOnly?: boolean; inputMode?: 'numeric' }[] = [
  { field: 'username', label: 'Username', createOnly: true },
  { field: 'name', label: 'Nama' },
  { field: 'nup', label: 'NUP' },
  { field: 'position', label: 'Jabatan' },
  { field: 'position_level', label: 'Level jabatan (1-10)', inputMode: 'numeric' },
  { field: 'department', label: 'Bagian' },
];

/** Create or edit an employee: details, offices (the first is the home office), supervisor, schedule or roster, role, photo. */
export function HrEmployeeDialog({ employee, canSetRoles, onChanged, onClosed }: { employee: HrEmployee | null; canSetRoles: boolean; onChanged: () => void; onClosed: () => void }) {
  const actor = useActorRef(providedMachine, { input: { employee }, inspect });
  useEffect(() => {
    const subscriptions = [actor.on('employees.changed', onChanged), actor.subscribe({ complete: onClosed })];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [actor, onChanged, onClosed]);
  const state = useSelector(actor, (snapshot) => snapshot);
  const meta: ConsoleStepMeta = Object.assign({}, ...Object.values(state.getMeta()));
  const context = state.context;
  const editing = state.matches('editing');
  const failed = state.matches('failed');
  const offices = useSWR(HR_OFFICES_KEY, fetchOffices).data ?? [];
  const schedules = useSWR(HR_SCHEDULES_KEY, fetchSchedules).data ?? [];
  const rosters = useSWR(HR_ROSTERS_KEY, fetchRosters).data ?? [];
  const people = (useSWR(hrEmployeesKey('active=1'), fetchHrEmployees).data ?? []).filter((person) => person.id !== employee?.id);
  const plan = context.rosterId !== null ? `roster-${context.rosterId}` : context.scheduleId !== null ? `schedule-${context.scheduleId}` : '';
  const choosePhoto = async (file: File | undefined) =>
    actor.send({ type: 'photo.choose', photo: file ? { name: file.name, contentType: file.type, bytes: new Uint8Array(await file.arrayBuffer()) } : null });

  return (
    <ModalDialog open role="dialog" labelledBy="employee-title" describedBy="employee-help" onEscape={() => actor.send({ type: 'flow.cancel' })} className="w-[min(44rem,calc(100vw-2rem))] p-6">
      <h2 id="employee-title" className="text-lg font-semibold text-ink">
        {employee ? `Ubah ${employee.name}` : 'Tambah Pegawai'}
      </h2>
      <p id="employee-help" className="mt-1 text-sm text-ink-muted">
        {employee ? 'Username tidak dapat diubah.' : 'Password dibuatkan dan ditampilkan sekali setelah disimpan.'}
      </p>
      <fieldset className="mt-4 grid gap-3 sm:grid-cols-2" disabled={!editing}>
        <legend className="sr-only">Data pegawai</legend>
        {FIELDS.filter((entry) => !(entry.createOnly && employee)).map(({ field, label, inputMode }) => (
          <label key={field} className="flex flex-col gap-1 text-sm font-semibold text-ink">
            {label}
            <input className="input" inputMode={inputMode} value={context.fields[field]} onChange={(event) => actor.send({ type: 'field.edit', field, value: event.target.value })} />
          </label>
        ))}
        <label className="flex flex-col gap-1 text-sm font-semibold text-ink">
          Atasan
          <select className="input" value={context.supervisorId ?? ''} onChange={(event) => actor.send({ type: 'supervisor.choose', id: event.target.value ? Number(event.target.value) : null })}>
            <option value="">Tanpa atasan</option>
            {people.map((person) => (
              <option key={person.id} value={person.id}>
                {person.name}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm font-semibold text-ink">
          Jadwal atau pola shift
          <select
            className="input"
            value={plan}
            onChange={(event) => {
              const [kind, id] = event.target.value.split('-');
              actor.send({ type: 'plan.choose', scheduleId: kind === 'schedule' ? Number(id) : null, rosterId: kind === 'roster' ? Number(id) : null });
            }}
          >
            <option value="">Jadwal bawaan (07.30–16.00, Senin–Jumat)</option>
            {schedules.map((schedule) => (
              <option key={`schedule-${schedule.id}`} value={`schedule-${schedule.id}`}>
                Jadwal {schedule.name} ({schedule.start_time}–{schedule.end_time})
              </option>
            ))}
            {rosters.map((roster) => (
              <option key={`roster-${roster.id}`} value={`roster-${roster.id}`}>
                Pola {roster.name}
              </option>
            ))}
          </select>
        </label>
        {canSetRoles && (
          <label className="flex flex-col gap-1 text-sm font-semibold text-ink">
            Peran
            <select className="input" value={context.role} onChange={(event) => actor.send({ type: 'role.choose', role: event.target.value as (typeof ROLES)[number] })}>
              {ROLES.map((role) => (
                <option key={role} value={role}>
                  {ROLE_LABELS[role]}
                </option>
              ))}
            </select>
          </label>
        )}
        <label className="flex min-h-11 items-center gap-3 self-end text-sm text-ink">
          <input type="checkbox" className="h-5 w-5" checked={context.fieldStaff} onChange={(event) => actor.send({ type: 'fieldStaff.set', value: event.target.checked })} />
          Pegawai lapangan (absen di luar kantor tanpa konfirmasi)
        </label>
        <fieldset className="sm:col-span-2">
          <legend className="text-sm font-semibold text-ink">Kantor (yang pertama dipilih: kantor utama)</legend>
          <div className="flex flex-wrap gap-x-4">
            {offices.map((office) => (
              <label key={office.id} className="flex min-h-11 items-center gap-3 text-sm text-ink">
                <input type="checkbox" className="h-5 w-5" checked={context.officeIds.includes(office.id)} onChange={() => actor.send({ type: 'office.toggle', id: office.id })} />
                {office.name}
                {context.officeIds[0] === office.id && <span className="text-ink-muted">(utama)</span>}
              </label>
            ))}
          </div>
        </fieldset>
        <label className="flex flex-col gap-1 text-sm font-semibold text-ink sm:col-span-2">
          Foto profil (opsional)
          <input className="input" type="file" accept="image/jpeg,image/png,image/webp" onChange={(event) => void choosePhoto(event.target.files?.[0])} />
        </label>
      </fieldset>
      {state.hasTag('busy') && (
        <p role="status" className="mt-3 text-ink-muted">
          {meta.busyText}
        </p>
      )}
      {context.error && (
        <p role="alert" className="mt-3 rounded-lg bg-tone-danger-bg p-3 text-sm text-tone-danger-fg">
          {context.error}
        </p>
      )}
      {state.matches('done') && (
        <div role="status" className="mt-3 rounded-lg bg-tone-ok-bg p-3 text-sm text-tone-ok-fg">
          <p className="font-semibold">{context.message}</p>
          {context.password && (
            <p>
              Password: <span className="font-mono">{context.password}</span> (ditampilkan sekali ini; sampaikan ke pegawainya)
            </p>
          )}
        </div>
      )}
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        {meta.cancelLabel && (
          <button type="button" className="btn-secondary" onClick={() => actor.send({ type: 'flow.cancel' })}>
            {meta.cancelLabel}
          </button>
        )}
        {meta.confirmLabel && (
          <button type="button" className="btn-primary" onClick={() => actor.send({ type: editing ? 'employee.save' : failed ? 'employee.retry' : 'result.dismiss' })}>
            {meta.confirmLabel}
          </button>
        )}
      </div>
    </ModalDialog>
  );
}
