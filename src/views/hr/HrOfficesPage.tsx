import { useState } from 'react';
import useSWR from 'swr';
import { fetchOffices, HR_OFFICES_KEY } from '../../api/hr';
import { type Office, TIME_ZONES } from '../../contract/shifts';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';
import { ConsolePage } from './ConsolePage';
import { HrOfficeDialog } from './HrOfficeDialog';

/** Offices: where employees may clock in (coordinates, radius) and the clock their days follow (time zone). */
export function HrOfficesPage() {
  const { data, error, mutate } = useSWR(HR_OFFICES_KEY, fetchOffices);
  const [editing, setEditing] = useState<{ office: Office | null } | null>(null);
  return (
    <ConsolePage
      title="Kantor"
      actions={
        <button type="button" className="btn-primary" disabled={!data} onClick={() => setEditing({ office: null })}>
          Tambah Kantor
        </button>
      }
    >
      {error && !data && <LoadError error={error} fallback="Daftar kantor tidak dapat dimuat." onRetry={() => void mutate()} />}
      {!data && !error && <Loading />}
      {data && (
        <ul className="grid gap-3 md:grid-cols-2">
          {data.map((office) => (
            <li key={office.id} className="card flex flex-col gap-1" data-testid="office">
              <h2 className="font-semibold text-ink">{office.name}</h2>
              {office.address && <p className="text-sm text-ink-muted">{office.address}</p>}
              <p className="text-sm text-ink">
                {office.latitude}, {office.longitude} · radius {office.radius_m} m · {TIME_ZONES[office.time_zone].label}
              </p>
              <button type="button" className="btn-ghost self-start" aria-label={`Ubah ${office.name}`} onClick={() => setEditing({ office })}>
                Ubah
              </button>
            </li>
          ))}
        </ul>
      )}
      {editing && data && <HrOfficeDialog office={editing.office} offices={data} onChanged={() => void mutate()} onClosed={() => setEditing(null)} />}
    </ConsolePage>
  );
}
