import { useState } from 'react';
import { useAuth } from '../../auth/useAuth';
import useSWR from 'swr';
import type { HrEmployee, ImportJob } from '../../contract/hr';
import { fetchHrEmployees, hrEmployeesKey, IMPORT_JOB_KEY, readImportJob } from '../../api/hr';
import { TeamFilters } from './TeamFilters';
import { ROLE_LABELS } from '../../domain/roles';
import { IMPORT_JOB_TEXTS, type StatusAction } from '../../domain/hrConsole';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';
import { ConsolePage } from './ConsolePage';
import { HrEmployeeDialog } from './HrEmployeeDialog';
import { HrImportDialog } from './HrImportDialog';
import { HrAccessLogDialog } from './HrAccessLogDialog';
import { HrFaceReferenceDialog } from './HrFaceReferenceDialog';
import { FACE_CONSENT_LABELS } from '../../domain/faces';
import { HrStatusDialog } from './HrStatusDialog';
import { DataTable } from '../../ui/DataTable';

/** An import this clerk started that runs on the server, or whose result is not read yet: one button opens it. */
function ImportJobNotice({ job, onShow }: { job: ImportJob; onShow: () => void }) {
  return (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-2 rounded-lg bg-brand-soft p-3 text-sm text-ink" data-testid="import-job-notice">
      <p>{job.status === 'running' ? IMPORT_JOB_TEXTS.pageRunning(job.done, job.total) : IMPORT_JOB_TEXTS.pageFinished}</p>
      <button type="button" className="btn-secondary" onClick={onShow}>
        {IMPORT_JOB_TEXTS.pageShow}
      </button>
    </div>
  );
}

/** Employees: search and filter, deactivate or reactivate, import from CSV or XLSX, the face check's consent and reference photos. */
export function HrEmployeesPage() {
  const [search, setSearch] = useState('');
  const [active, setActive] = useState('');
  const [officeId, setOfficeId] = useState('');
  const [department, setDepartment] = useState('');
  const key = hrEmployeesKey(new URLSearchParams({ q: search.trim(), active, department, ...(officeId && { office_id: officeId }) }).toString());
  const { data, error, mutate } = useSWR(key, fetchHrEmployees, { keepPreviousData: true });
  const [importing, setImporting] = useState(false);
  const { data: importJob, mutate: refreshImportJob } = useSWR(IMPORT_JOB_KEY, () => readImportJob());
  const [editing, setEditing] = useState<{ employee: HrEmployee | null } | null>(null);
  const canSetRoles = useAuth((state) => state.user?.role === 'admin');
  const [changing, setChanging] = useState<{ action: StatusAction; employee: HrEmployee } | null>(null);
  const refresh = () => void mutate();
  const [facing, setFacing] = useState<HrEmployee | null>(null);
  const [viewing, setViewing] = useState<HrEmployee | null>(null);

  return (
    <ConsolePage
      title="Pegawai"
      actions={
        <div className="flex flex-wrap gap-2">
          <button type="button" className="btn-secondary" onClick={() => setImporting(true)}>
            Impor CSV/XLSX
          </button>
          <button type="button" className="btn-primary" onClick={() => setEditing({ employee: null })}>
            Tambah Pegawai
          </button>
        </div>
      }
    >
      {importJob && !importing && <ImportJobNotice job={importJob} onShow={() => setImporting(true)} />}
      <form role="search" className="flex flex-wrap items-end gap-3" onSubmit={(event) => event.preventDefault()}>
        <label className="flex min-w-60 flex-1 flex-col gap-1 text-sm font-semibold text-ink-muted">
          Cari nama, username atau NUP
          <input className="input" type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
        </label>
        <TeamFilters officeId={officeId} department={department} onOffice={setOfficeId} onDepartment={setDepartment} />
        <label className="flex flex-col gap-1 text-sm font-semibold text-ink-muted">
          Status
          <select className="input" value={active} onChange={(event) => setActive(event.target.value)}>
            <option value="">Semua</option>
            <option value="1">Aktif</option>
            <option value="0">Nonaktif</option>
          </select>
        </label>
      </form>
      {error && !data && <LoadError error={error} fallback="Daftar pegawai tidak dapat dimuat." onRetry={refresh} />}
      {!data && !error && <Loading />}
      {data && (
        <DataTable label={'Daftar pegawai'} columns={['Nama', 'NUP', 'Bagian', 'Kantor', 'Peran', 'Status', 'Wajah', 'Tindakan']} minWidth="min-w-[48rem]">
          {data.map((employee) => (
            <tr key={employee.id} data-testid="hr-employee">
              <th scope="row" className="px-3 py-2 font-semibold text-ink">
                {employee.name}
                <span className="block font-normal text-ink-muted">{employee.username}</span>
              </th>
              <td className="px-3 py-2">{employee.nup}</td>
              <td className="px-3 py-2">{employee.department ?? '-'}</td>
              <td className="px-3 py-2">{employee.offices.map((office) => office.name).join(', ') || '-'}</td>
              <td className="px-3 py-2">{ROLE_LABELS[employee.role]}</td>
              <td className="px-3 py-2">{employee.active ? 'Aktif' : 'Nonaktif'}</td>
              <td className="px-3 py-2" data-testid="face-status">
                {employee.face_consent ? FACE_CONSENT_LABELS[employee.face_consent] : 'Belum menjawab'}
                {employee.face_consent === 'agreed' && <span className="block text-ink-muted">{employee.face_references > 0 ? `${employee.face_references} foto rujukan` : 'Belum ada foto rujukan'}</span>}
              </td>
              <td className="px-3 py-2">
                <div className="flex flex-wrap">
                  <button type="button" className="btn-ghost" aria-label={`Ubah ${employee.name}`} onClick={() => setEditing({ employee })}>
                    Ubah
                  </button>
                  <button type="button" className="btn-ghost" aria-label={`Foto rujukan wajah ${employee.name}`} onClick={() => setFacing(employee)}>
                    Wajah
                  </button>
                  <button type="button" className="btn-ghost" aria-label={`Akses data ${employee.name}`} onClick={() => setViewing(employee)}>
                    Akses
                  </button>
                  <button type="button" className="btn-ghost" aria-label={`Password baru ${employee.name}`} onClick={() => setChanging({ action: 'reset', employee })}>
                    Password
                  </button>
                  <button
                    type="button"
                    className="btn-ghost"
                    aria-label={`${employee.active ? 'Nonaktifkan' : 'Aktifkan'} ${employee.name}`}
                    onClick={() => setChanging({ action: employee.active ? 'deactivate' : 'reactivate', employee })}
                  >
                    {employee.active ? 'Nonaktifkan' : 'Aktifkan'}
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      {facing && <HrFaceReferenceDialog employee={facing} onChanged={refresh} onClosed={() => setFacing(null)} />}
      {viewing && <HrAccessLogDialog employee={viewing} onClosed={() => setViewing(null)} />}
      {importing && (
        <HrImportDialog
          onChanged={refresh}
          onClosed={() => {
            setImporting(false);
            void refreshImportJob();
          }}
        />
      )}
      {editing && <HrEmployeeDialog employee={editing.employee} canSetRoles={canSetRoles} onChanged={refresh} onClosed={() => setEditing(null)} />}
      {changing && (
        <HrStatusDialog input={{ action: changing.action, employee: { id: changing.employee.id, name: changing.employee.name } }} onChanged={refresh} onClosed={() => setChanging(null)} />
      )}
    </ConsolePage>
  );
}
