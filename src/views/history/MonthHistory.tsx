import { useState } from 'react';
import useSWR from 'swr';
import type { AttendanceHistoryItem } from '../../contract/schemas';
import { periodOf, recentPeriods } from '../../format/indonesian';
import { EmptyState } from '../../ui/EmptyState';
import { LoadError } from '../../ui/LoadError';
import { MonthPicker } from '../../ui/MonthPicker';
import { Skeleton } from '../../ui/Skeleton';
import { DayCard } from './DayCard';
import { OfflineMark } from '../shell/OfflineMark';

interface MonthHistoryProps {
  /** The SWR key and the fetcher of one month (period YYYYMM). */
  keyOf: (period: string) => string;
  fetchMonth: (period: string) => Promise<AttendanceHistoryItem[]>;
  failure: string;
}

/** A month picker (YYYYMM, the last 12 months) and that month's days; choosing a month loads it. */
export function MonthHistory({ keyOf, fetchMonth, failure }: MonthHistoryProps) {
  const [period, setPeriod] = useState(() => periodOf(new Date()));
  const { data, error, isLoading, mutate } = useSWR(keyOf(period), () => fetchMonth(period));
  return (
    <>
      <MonthPicker value={period} periods={recentPeriods(new Date(), 12)} onChange={setPeriod} />
      {isLoading && <Skeleton />}
      <OfflineMark data={data} error={error} />
      {error && !data && <LoadError error={error} fallback={failure} onRetry={() => void mutate()} />}
      {data?.length === 0 && <EmptyState icon="i-tabler-calendar">Tidak ada data absensi yang tersedia.</EmptyState>}
      {data && data.length > 0 && (
        <ul className="flex flex-col gap-3">
          {data.map((item) => (
            <DayCard key={item.date} item={item} />
          ))}
        </ul>
      )}
    </>
  );
}
