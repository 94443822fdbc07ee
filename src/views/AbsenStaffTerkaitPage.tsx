import { useDeferredValue, useState } from 'react';
import useSWR from 'swr';
import { fetchStaffAttendance, staffAttendanceKey } from '../api/staff';
import { useAuth } from '../auth/useAuth';
import type { StaffAttendanceItem } from '../contract/schemas';
import { canSeeStaffAttendance, staffRangeProblem } from '../domain/staff';
import { isoDateOf } from '../format/indonesian';
import { DateField } from '../ui/DateField';
import { EmptyState } from '../ui/EmptyState';
import { LoadError } from '../ui/LoadError';
import { Skeleton } from '../ui/Skeleton';
import { DayCard } from './history/DayCard';
import { SubPage } from './shell/SubPage';

function StaffHeading({ item }: { item: StaffAttendanceItem }) {
  return (
    <div className="mb-2 border-b border-line/60 pb-2">
      <h2 className="font-semibold text-ink">{item.name}</h2>
      <p className="text-sm text-ink-muted">
        NUP {item.nup} · {item.occupation}
      </p>
    </div>
  );
}

function StaffList({ start, end, name }: { start: string; end: string; name: string }) {
  const range = { start_date: start, end_date: end };
  const { data, error, isLoading, mutate } = useSWR(staffAttendanceKey(range), () => fetchStaffAttendance(range));
  const wanted = name.trim().toLocaleLowerCase('id');
  const shown = data?.filter((item) => item.name.toLocaleLowerCase('id').includes(wanted));
  if (isLoading) return <Skeleton />;
  if (error && !data) return <LoadError error={error} fallback="Absen staf tidak dapat dimuat." onRetry={() => void mutate()} />;
  if (shown?.length === 0) return <EmptyState icon="i-tabler-users">{wanted ? 'Tidak ada staf dengan nama tersebut.' : 'Tidak ada data absensi yang tersedia.'}</EmptyState>;
  return (
    <ul className="flex flex-col gap-3" aria-label="Absen staf">
      {shown?.map((item) => (
        <DayCard key={`${item.id}-${item.date}`} item={item} heading={<StaffHeading item={item} />} />
      ))}
    </ul>
  );
}

/** docs/product.md §2: a supervisor's staff attendance between two dates (default today), filtered by name. */
export function AbsenStaffTerkaitPage() {
  const allowed = useAuth((state) => canSeeStaffAttendance(state.user?.position_level));
  const today = isoDateOf(new Date());
  const [start, setStart] = useState(today);
  const [end, setEnd] = useState(today);
  const [name, setName] = useState('');
  const deferredName = useDeferredValue(name);
  const problem = start && end ? staffRangeProblem(start, end) : 'Pilih tanggal awal dan tanggal akhir.';
  return (
    <SubPage title="Absen Staff Terkait" back="/info">
      {!allowed ? (
        <EmptyState icon="i-tabler-lock">Absen staf hanya dapat dilihat oleh atasan (level jabatan di atas 4).</EmptyState>
      ) : (
        <>
          <div className="card flex flex-col gap-3">
            <div className="flex flex-wrap gap-3">
              <DateField label="Tanggal Awal" name="start_date" value={start} max={today} onChange={setStart} />
              <DateField label="Tanggal Akhir" name="end_date" value={end} max={today} onChange={setEnd} />
            </div>
            <label className="flex flex-col gap-1 text-sm font-semibold text-ink-muted">
              Cari nama staf
              <input type="search" className="input" name="name" value={name} onChange={(event) => setName(event.target.value)} autoComplete="off" />
            </label>
          </div>
          {problem ? (
            <p role="alert" className="rounded-control bg-tone-warn-bg p-3 text-sm text-tone-warn-fg">
              {problem}
            </p>
          ) : (
            <StaffList start={start} end={end} name={deferredName} />
          )}
        </>
      )}
    </SubPage>
  );
}
