import { useState } from 'react';
import useSWR from 'swr';
import { fetchOffices, HR_OFFICES_KEY } from '../../api/hr';
import { type Office, TIME_ZONES } from '../../contract/shifts';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';
import { ConsolePage } from './ConsolePage';
import { HrOfficeDialog } from './HrOfficeDialog';
import { ArchivingButtons, HrArchivingDialog } from './HrArchivingDialog';
import type { HrArchivingInput } from '../../../machines/hrArchiving.machine';

/** Offices: where employees may clock in (coordinates, radius) and the clock their days follow (time zone). */
export function HrOfficesPage() {
  const { data, error, mutate } = useSWR(HR_OFFICES_KEY, fetchOffices);
  const [editing, setEditing] = useState<{ office: Office | null } | null>(null);
  const [archiving, setArchiving] = useState<HrArchivingInput | null>(null);
  const inUse = data?.filter((office) => !office.archived) ?? [];
  const archived = data?.filter((office) => office.archived) ?? [];
  const card = (office: Office, Heading: 'h2' | 'h3' = 'h2') => (
    <li key={office.id} className="card flex flex-col gap-1" data-testid="office">
      <Heading className="font-semibold text-ink">{office.name}</Heading>
      {office.address && <p className="text-sm text-ink-muted">{office.address}</p>}
      <p className="text-sm text-ink">
        {office.latitude}, {office.longitude} · radius {office.radius_m} m · {TIME_ZONES[office.time_zone].label}
      </p>
      <div className="flex flex-wrap gap-1">
        {!office.archived && (
          <button type="button" className="btn-ghost" aria-label={`Ubah ${office.name}`} onClick={() => setEditing({ office })}>
            Ubah
          </button>
        )}
        <ArchivingButtons thing="office" subject={office} archived={office.archived} onChoose={setArchiving} />
      </div>
    </li>
  );
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
      {data && <ul className="grid gap-3 md:grid-cols-2">{inUse.map((office) => card(office))}</ul>}
      {archived.length > 0 && (
        <section className="mt-6" aria-labelledby="archived-offices">
          <h2 id="archived-offices" className="text-lg font-semibold text-ink">
            Diarsipkan
          </h2>
          <p className="mb-3 text-sm text-ink-muted">Tetap ada di riwayat, tidak bisa dipilih untuk pegawai.</p>
          <ul className="grid gap-3 md:grid-cols-2">{archived.map((office) => card(office, 'h3'))}</ul>
        </section>
      )}
      {editing && data && <HrOfficeDialog office={editing.office} offices={data} onChanged={() => void mutate()} onClosed={() => setEditing(null)} />}
      {archiving && <HrArchivingDialog input={archiving} onChanged={() => void mutate()} onClosed={() => setArchiving(null)} />}
    </ConsolePage>
  );
}
