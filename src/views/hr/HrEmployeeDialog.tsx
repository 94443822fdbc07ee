import { chosenFile } from './chosenFile';
import useSWR from 'swr';
import { type EmployeeField, type FormField, hrEmployeeFormMachine, type PersonalField } from '../../../machines/hrEmployeeForm.machine';
import {
  fetchDepartments,
  fetchHrEmployees,
  fetchOffices,
  fetchPersonalFields,
  personalFieldsKey,
  fetchRosters,
  fetchSchedules,
  hrEmployeesKey,
  HR_DEPARTMENTS_KEY,
  HR_OFFICES_KEY,
  HR_ROSTERS_KEY,
  HR_SCHEDULES_KEY,
} from '../../api/hr';
import { type HrEmployee } from '../../contract/hr';
import { EMPTY_PERSONAL_FIELDS, type PersonalFields } from '../../contract/personalFields';
import { ROLES } from '../../contract/session';
import { CONSOLE_TEXTS } from '../../domain/hrConsole';
import { ROLE_LABELS } from '../../domain/roles';
import { fieldProblems } from '../../ui/fieldProblems';
import { hrEmployeeFormActors } from '../../hr/console.actors';
import { ConsoleDialog } from './ConsoleDialog';
import { DateField } from '../../ui/DateField';
import { wibMoment } from '../../format/indonesian';
import { useFlow } from '../../ui/useFlow';
import { formDialogProps } from './formDialogProps';
import { HandoverDetails } from './HandoverDetails';
import { PersonSelect } from '../../ui/PersonSelect';
import { FileInput } from '../../ui/FileInput';

const providedMachine = hrEmployeeFormMachine.provide({ actors: hrEmployeeFormActors });

const FIELDS: { field: Exclude<EmployeeField, 'start_date' | 'end_date' | 'department'>; label: string; createOnly?: boolean; inputMode?: 'numeric' }[] = [
  { field: 'username', label: 'Username', createOnly: true },
  { field: 'name', label: 'Nama' },
  { field: 'nup', label: 'NUP' },
  { field: 'position', label: 'Jabatan' },
  { field: 'position_level', label: 'Level jabatan (1-10)', inputMode: 'numeric' },
];

/** The department list's own choices beside the company's departments. */
const NO_DEPARTMENT = '';
const NEW_DEPARTMENT = 'bagian-baru';

/** Informasi Data Diri in the form: texts, dates from the date field, the number of children. */
const PERSONAL: { field: PersonalField; label: string; date?: true; inputMode?: 'numeric'; wide?: true }[] = [
  { field: 'birth_place', label: 'Tempat lahir' },
  { field: 'birth_date', label: 'Tanggal lahir', date: true },
  { field: 'contact', label: 'Kontak (telepon)' },
  { field: 'married_status', label: 'Status pernikahan' },
  { field: 'address', label: 'Alamat', wide: true },
  { field: 'blood_type', label: 'Golongan darah' },
  { field: 'religion', label: 'Agama' },
  { field: 'last_education', label: 'Pendidikan terakhir' },
  { field: 'dependent_children', label: 'Anak tanggungan', inputMode: 'numeric' },
  { field: 'entry_date', label: 'Tanggal masuk', date: true },
  { field: 'grade', label: 'Golongan' },
  { field: 'grade_date', label: 'TMT golongan', date: true },
];

type DialogProps = { employee: HrEmployee | null; canSetRoles: boolean; onChanged: () => void; onClosed: () => void };

/**
 * Create or edit an employee. Editing reads the employee's Informasi Data Diri first (it is not in the list); if it
 * cannot be read, the form opens without it and the save leaves it as it is.
 */
export function HrEmployeeDialog(props: DialogProps) {
  const id = props.employee?.id;
  const personal = useSWR(id === undefined ? null : personalFieldsKey(id), fetchPersonalFields, { revalidateOnFocus: false });
  if (id === undefined) return <EmployeeForm {...props} personal={EMPTY_PERSONAL_FIELDS} />;
  if (!personal.data && !personal.error) return null;
  return <EmployeeForm {...props} personal={personal.data} />;
}

/** The form: details, Informasi Data Diri, offices (the first is the home office), supervisor, schedule or roster, role, photo. */
function EmployeeForm({ employee, canSetRoles, onChanged, onClosed, personal }: DialogProps & { personal: PersonalFields | undefined }) {
  const { actor, state, meta } = useFlow(providedMachine, { employee, personal }, 'employees.changed', onChanged, onClosed);
  const context = state.context;
  const editing = state.matches('editing');
  // An archived office or roster stays offered only to whoever already has it (docs/hr.md, "Archiving").
  const kept = (archived: boolean, has: boolean) => !archived || has;
  const offices = (useSWR(HR_OFFICES_KEY, fetchOffices).data ?? []).filter((office) => kept(office.archived, !!employee?.offices.some((own) => own.id === office.id)));
  const schedules = useSWR(HR_SCHEDULES_KEY, fetchSchedules).data ?? [];
  const rosters = (useSWR(HR_ROSTERS_KEY, fetchRosters).data ?? []).filter((roster) => kept(roster.archived, employee?.roster_id === roster.id));
  const people = (useSWR(hrEmployeesKey('active=1'), fetchHrEmployees).data ?? []).filter((person) => person.id !== employee?.id);
  const departments = useSWR(HR_DEPARTMENTS_KEY, fetchDepartments).data ?? [];
  const department = context.fields.department;
  // The employee's own department is offered while the list loads, or if it is not in it.
  const departmentChoices = department && !context.addingDepartment && !departments.includes(department) ? [department, ...departments] : departments;
  const { describe, problem } = fieldProblems<FormField>('employee', context.problems);
  /** The same, as the date field takes it. */
  const describeDate = (field: FormField) => ({ invalid: describe(field)['aria-invalid'], errorId: describe(field)['aria-describedby'] });
  const employmentDate = (field: 'start_date' | 'end_date', label: string, min?: string) => (
    <div className="text-sm">
      <DateField label={label} name={field} value={context.fields[field]} min={min} {...describeDate(field)} onChange={(value) => actor.send({ type: 'field.edit', field, value })} />
      {problem(field)}
    </div>
  );
  const fieldProblemCount = Object.keys(context.problems).length;
  const dialog = formDialogProps(actor, state, meta);
  const plan = context.rosterId !== null ? `roster-${context.rosterId}` : context.scheduleId !== null ? `schedule-${context.scheduleId}` : '';
  const choosePhoto = async (file: File | undefined) =>
    actor.send({ type: 'photo.choose', photo: file ? await chosenFile(file) : null });

  return (
    <ConsoleDialog
      id="employee"
      title={employee ? `Ubah ${employee.name}` : 'Tambah Pegawai'}
      help={employee ? 'Username tidak dapat diubah.' : 'Password dibuatkan dan ditampilkan sekali setelah disimpan.'}
      size={44}
      {...dialog}
      error={fieldProblemCount > 0 ? CONSOLE_TEXTS.fieldsToFix(fieldProblemCount) : dialog.error}
      done={state.matches('done') && (
          <>
            <p className="font-semibold">{context.message}</p>
            {context.password && (
              <HandoverDetails
                handover={{
                  name: context.fields.name,
                  username: context.fields.username,
                  password: context.password,
                  code: context.enrolmentCode ? { code: context.enrolmentCode.code, until: wibMoment(context.enrolmentCode.expires_at) } : null,
                  appUrl: window.location.origin,
                }}
              />
            )}
          </>
        )}
    >
      <fieldset className="mt-4 grid gap-3 sm:grid-cols-2" disabled={!editing}>
        <legend className="sr-only">Data pegawai</legend>
        {FIELDS.filter((entry) => !(entry.createOnly && employee)).map(({ field, label, inputMode }) => (
          <div key={field} className="flex flex-col gap-1">
            <label className="flex flex-col gap-1 text-sm font-semibold text-ink">
              {label}
              <input
                className="input"
                inputMode={inputMode}
                value={context.fields[field]}
                {...describe(field)}
                onChange={(event) => actor.send({ type: 'field.edit', field, value: event.target.value })}
              />
            </label>
            {problem(field)}
          </div>
        ))}
        <div className="flex flex-col gap-1">
          <label htmlFor="employee-department" className="text-sm font-semibold text-ink">
            Bagian
          </label>
          <select
            id="employee-department"
            className="input"
            value={context.addingDepartment ? NEW_DEPARTMENT : department}
            onChange={(event) =>
              actor.send(event.target.value === NEW_DEPARTMENT ? { type: 'department.add' } : { type: 'department.choose', name: event.target.value })
            }
          >
            <option value={NO_DEPARTMENT}>Tanpa bagian</option>
            {departmentChoices.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
            <option value={NEW_DEPARTMENT}>Tambah bagian baru…</option>
          </select>
          {!context.addingDepartment && problem('department')}
        </div>
        {context.addingDepartment && (
          <div className="flex flex-col gap-1">
            <label className="flex flex-col gap-1 text-sm font-semibold text-ink">
              Nama bagian baru
              <input
                className="input"
                value={department}
                {...describe('department')}
                onChange={(event) => actor.send({ type: 'field.edit', field: 'department', value: event.target.value })}
              />
            </label>
            {problem('department')}
          </div>
        )}
        {employmentDate('start_date', 'Tanggal mulai bekerja (opsional)')}
        {employmentDate('end_date', 'Tanggal berhenti (opsional)', context.fields.start_date || undefined)}
        <div className="flex flex-col gap-1">
          <PersonSelect label="Atasan" none="Tanpa atasan" value={context.supervisorId} people={people} onChange={(id) => actor.send({ type: 'supervisor.choose', id })} />
          {problem('supervisor_id')}
        </div>
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
        <fieldset className="sm:col-span-2" aria-describedby={describe('office_ids')['aria-describedby']}>
          <legend className="text-sm font-semibold text-ink">Kantor (yang pertama dipilih: kantor utama)</legend>
          {problem('office_ids')}
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
        {context.personal && (
          <fieldset className="grid gap-3 sm:col-span-2 sm:grid-cols-2">
            <legend className="text-sm font-semibold text-ink">Data diri (ditampilkan di Informasi Data Diri pegawai; kosongkan yang tidak diketahui)</legend>
            {PERSONAL.map(({ field, label, date, inputMode, wide }) =>
              date ? (
                <div key={field} className="text-sm">
                  <DateField
                    label={label}
                    name={field}
                    value={context.personal![field]}
                    {...describeDate(field)}
                    onChange={(value) => actor.send({ type: 'personal.edit', field, value })}
                  />
                  {problem(field)}
                </div>
              ) : (
                <div key={field} className={`flex flex-col gap-1${wide ? ' sm:col-span-2' : ''}`}>
                  <label className="flex flex-col gap-1 text-sm font-semibold text-ink">
                    {label}
                    <input
                      className="input"
                      inputMode={inputMode}
                      value={context.personal![field]}
                      {...describe(field)}
                      onChange={(event) => actor.send({ type: 'personal.edit', field, value: event.target.value })}
                    />
                  </label>
                  {problem(field)}
                </div>
              ),
            )}
          </fieldset>
        )}
        <label className="flex flex-col gap-1 text-sm font-semibold text-ink sm:col-span-2">
          Foto profil (opsional)
          <FileInput chosen={context.photo?.name ?? null} accept="image/jpeg,image/png,image/webp" onChange={(event) => void choosePhoto(event.target.files?.[0])} />
        </label>
      </fieldset>
    </ConsoleDialog>
  );
}
