import useSWR from 'swr';
import { fetchDepartments, fetchOffices, HR_DEPARTMENTS_KEY, HR_OFFICES_KEY } from '../../api/hr';

/** The part of the company a console page shows: one office, one department, or all ('' for all). */
export function TeamFilters({ officeId, department, onOffice, onDepartment }: { officeId: string; department: string; onOffice: (id: string) => void; onDepartment: (name: string) => void }) {
  const offices = useSWR(HR_OFFICES_KEY, fetchOffices).data ?? [];
  const departments = useSWR(HR_DEPARTMENTS_KEY, fetchDepartments).data ?? [];
  return (
    <>
      <label className="flex flex-col gap-1 text-sm font-semibold text-ink-muted">
        Kantor
        <select className="input" value={officeId} onChange={(event) => onOffice(event.target.value)}>
          <option value="">Semua</option>
          {offices.map((office) => (
            <option key={office.id} value={office.id}>
              {office.name}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-sm font-semibold text-ink-muted">
        Bagian
        <select className="input" value={department} onChange={(event) => onDepartment(event.target.value)}>
          <option value="">Semua</option>
          {departments.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </label>
    </>
  );
}
