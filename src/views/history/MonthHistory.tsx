import { type ReactNode, useState } from 'react';
import useSWR from 'swr';
import type { DayRecords } from '../../contract/schemas';
import { payPeriodDays, recentPayPeriods } from '../../format/indonesian';
import { fetchPayPeriodSetting, PAY_PERIOD_KEY } from '../../api/attendance';
import { EmptyState } from '../../ui/EmptyState';
import { LoadError } from '../../ui/LoadError';
import { MonthPicker } from '../../ui/MonthPicker';
import { Skeleton } from '../../ui/Skeleton';
import { DayCard } from './DayCard';
import { MonthSummary } from './MonthSummary';
import { OfflineMark } from '../shell/OfflineMark';

interface MonthHistoryProps<Item extends DayRecords> {
  /** The SWR key and the fetcher of one month (period YYYYMM). */
  keyOf: (period: string) => string;
  fetchMonth: (period: string) => Promise<Item[]>;
  failure: string;
  /** What a day's card says below its records, beside them (the attendance history's correction requests). */
  footer?: (item: Item) => ReactNode;
  /** The month at a glance above its days (the attendance history's). */
  summarised?: boolean;
}

/** A month picker (YYYYMM, the last 12 payroll periods: calendar months, or HR's cut-off) and that period's days; choosing one loads it. */
export function MonthHistory<Item extends DayRecords>({ keyOf, fetchMonth, failure, footer, summarised = false }: MonthHistoryProps<Item>) {
  const cutoffDay = useSWR(PAY_PERIOD_KEY, fetchPayPeriodSetting).data?.payroll_cutoff_day ?? 0;
  const periods = recentPayPeriods(new Date(), cutoffDay, 12);
  const [chosen, setPeriod] = useState<string | null>(null);
  const period = chosen ?? periods[0]!;
  const { data, error, isLoading, mutate } = useSWR(keyOf(period), () => fetchMonth(period));
  return (
    <>
      <MonthPicker value={period} periods={periods} onChange={setPeriod} />
      {cutoffDay !== 0 && <p className="text-sm text-ink-muted">Periode gaji {payPeriodDays(period, cutoffDay)}</p>}
      {isLoading && <Skeleton />}
      <OfflineMark data={data} error={error} />
      {error && !data && <LoadError error={error} fallback={failure} onRetry={() => void mutate()} />}
      {data?.length === 0 && <EmptyState icon="i-tabler-calendar">Tidak ada data absensi yang tersedia.</EmptyState>}
      {summarised && data && data.length > 0 && <MonthSummary days={data} />}
      {data && data.length > 0 && (
        <ul className="flex flex-col gap-3">
          {data.map((item) => (
            <DayCard key={item.date} item={item}>
              {footer?.(item)}
            </DayCard>
          ))}
        </ul>
      )}
    </>
  );
}
