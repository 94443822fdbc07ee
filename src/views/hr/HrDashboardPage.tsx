import useSWR from 'swr';
import { Link } from 'wouter';
import { fetchHrDashboard, fetchRecap, fetchSettings, HR_DASHBOARD_KEY, HR_SETTINGS_KEY, recapKey } from '../../api/hr';
import { recentPayPeriods } from '../../format/indonesian';
import { DayChart } from './DayChart';
import type { HrDashboardOffice } from '../../contract/hr';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';
import { ConsolePage } from './ConsolePage';

type Group = keyof HrDashboardOffice['people'];

const FIGURES: { key: 'present' | Group; label: string }[] = [
  { key: 'present', label: 'Hadir' },
  { key: 'late', label: 'Terlambat' },
  { key: 'not_yet_in', label: 'Belum masuk' },
  { key: 'absent', label: 'Tidak hadir' },
  { key: 'on_leave', label: 'Izin / cuti' },
  { key: 'pending', label: 'Menunggu verifikasi' },
];
const NAMED = FIGURES.filter((figure): figure is { key: Group; label: string } => figure.key !== 'present');

/** Who is behind a figure, each name opening their month in 'Koreksi Absen'. */
function People({ office, group, label }: { office: HrDashboardOffice; group: Group; label: string }) {
  const people = office.people[group];
  if (people.length === 0) return null;
  return (
    <details className="mt-2 text-sm" data-testid={`today-${group}`}>
      <summary className="focus-ring flex min-h-11 cursor-pointer items-center rounded-control font-semibold text-ink">
        {label}: {people.length} orang
      </summary>
      <ul className="flex flex-wrap gap-x-3">
        {people.map((person) => (
          <li key={person.id}>
            <Link href={`/koreksi?pegawai=${person.id}`} className="focus-ring inline-flex min-h-11 items-center rounded-control text-brand underline">
              {person.name}
            </Link>
          </li>
        ))}
      </ul>
    </details>
  );
}

/** Today at a glance per office, and who is late, not in, absent, away or waiting, refreshed every minute. */
export function HrDashboardPage() {
  const { data, error, mutate } = useSWR(HR_DASHBOARD_KEY, fetchHrDashboard, { refreshInterval: 60_000 });
  // The month at a glance: the current pay period's recap, the one 'Rekap Bulanan' opens on (shared in the cache).
  const cutoffDay = useSWR(HR_SETTINGS_KEY, fetchSettings).data?.payroll_cutoff_day ?? 0;
  const period = recentPayPeriods(new Date(), cutoffDay, 1)[0]!;
  const month = useSWR(recapKey(new URLSearchParams({ period }).toString()), fetchRecap, { dedupingInterval: 0 });
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
              {NAMED.map((figure) => (
                <People key={figure.key} office={office} group={figure.key} label={figure.label} />
              ))}
            </li>
          ))}
        </ul>
      )}
      {month.data && (
        <div className="mt-6">
          <DayChart days={month.data.days} />
        </div>
      )}
    </ConsolePage>
  );
}
