import useSWR from 'swr';
import { fetchHrDashboard, HR_DASHBOARD_KEY } from '../../api/hr';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';
import { ConsolePage } from './ConsolePage';

const FIGURES = [
  { key: 'present', label: 'Hadir' },
  { key: 'late', label: 'Terlambat' },
  { key: 'not_yet_in', label: 'Belum masuk' },
  { key: 'on_leave', label: 'Izin / cuti' },
  { key: 'pending', label: 'Menunggu verifikasi' },
] as const;

/** Today at a glance per office, refreshed every minute. */
export function HrDashboardPage() {
  const { data, error, mutate } = useSWR(HR_DASHBOARD_KEY, fetchHrDashboard, { refreshInterval: 60_000 });
  return (
    <ConsolePage title="Hari Ini">
      {error && !data && <LoadError error={error} fallback="Ringkasan hari ini tidak dapat dimuat." onRetry={() => void mutate()} />}
      {!data && !error && <Loading />}
      {data && (
        <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
          {data.map((office) => (
            <li key={office.office_id} className="card" data-testid="hr-office-today">
              <h2 className="font-semibold text-ink">{office.name}</h2>
              <p className="text-sm text-ink-muted">
                {office.employees} pegawai · jam {office.time_zone}
              </p>
              <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 text-sm">
                {FIGURES.map((figure) => (
                  <div key={figure.key} className="contents">
                    <dt className="text-ink-muted">{figure.label}</dt>
                    <dd className="text-right font-semibold tabular-nums text-ink">{office[figure.key]}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
      )}
    </ConsolePage>
  );
}
