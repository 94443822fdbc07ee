import { useState } from 'react';
import useSWR from 'swr';
import { DEVICE_OVERVIEW_KEY, fetchDeviceOverview } from '../../api/passkey';
import { DEVICE_STATES, type DeviceState } from '../../contract/passkey';
import { PASSKEY_TEXT } from '../../domain/passkey';
import { DataTable } from '../../ui/DataTable';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';
import { TitledCard } from '../../ui/Card';

/** Who has an active phone, one waiting, none, or is exempt: counted, searchable by name or NUP; 'Lihat' opens one below. */
export function DeviceOverview({ onOpen }: { onOpen: (employeeId: number) => void }) {
  const overview = useSWR(DEVICE_OVERVIEW_KEY, fetchDeviceOverview);
  const [search, setSearch] = useState('');
  const [state, setState] = useState<DeviceState | ''>('');
  const everyone = overview.data ?? [];
  const words = search.trim().toLowerCase();
  const shown = everyone.filter((row) => (state === '' || row.state === state) && (words === '' || `${row.name} ${row.nup}`.toLowerCase().includes(words)));

  return (
    <TitledCard id="device-overview-title" title="Ringkasan Perangkat">
      {overview.error && <LoadError error={overview.error} fallback="Ringkasan perangkat tidak dapat dimuat." onRetry={() => void overview.mutate()} />}
      {!overview.data && !overview.error && <Loading />}
      {overview.data && (
        <>
          <ul className="flex flex-wrap gap-2" aria-label="Jumlah pegawai menurut keadaan perangkat">
            {DEVICE_STATES.map((each) => (
              <li key={each} className="rounded-control bg-canvas px-3 py-2 text-sm text-ink" data-testid={`device-count-${each}`}>
                {PASSKEY_TEXT.states[each]}: <strong>{everyone.filter((row) => row.state === each).length}</strong>
              </li>
            ))}
          </ul>
          <div className="flex flex-wrap gap-3">
            <label className="flex flex-col gap-1 text-sm font-semibold text-ink-muted">
              Cari nama atau NUP
              <input className="input" type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
            </label>
            <label className="flex flex-col gap-1 text-sm font-semibold text-ink-muted">
              Keadaan
              <select className="input" value={state} onChange={(event) => setState(event.target.value as DeviceState | '')}>
                <option value="">Semua</option>
                {DEVICE_STATES.map((each) => (
                  <option key={each} value={each}>
                    {PASSKEY_TEXT.states[each]}
                  </option>
                ))}
              </select>
            </label>
          </div>
          <DataTable label="Perangkat absen pegawai" columns={['Pegawai', 'Bagian', 'Keadaan', 'Tindakan']} minWidth="min-w-[36rem]">
            {shown.map((row) => (
              <tr key={row.employee_id} data-testid="device-overview-row">
                <td className="px-3 py-2 text-ink">
                  {row.name}
                  <span className="block text-ink-muted">{row.nup}</span>
                </td>
                <td className="px-3 py-2 text-ink">{row.department ?? '-'}</td>
                <td className="px-3 py-2 text-ink">{PASSKEY_TEXT.states[row.state]}</td>
                <td className="px-3 py-2">
                  <button type="button" className="btn-ghost" aria-label={`Lihat perangkat ${row.name}`} onClick={() => onOpen(row.employee_id)}>
                    Lihat
                  </button>
                </td>
              </tr>
            ))}
          </DataTable>
          {shown.length === 0 && <p className="text-sm text-ink-muted">Tidak ada pegawai yang cocok.</p>}
        </>
      )}
    </TitledCard>
  );
}
