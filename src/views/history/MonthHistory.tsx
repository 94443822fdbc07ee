import { useState } from 'react';
import useSWR from 'swr';
import type { AttendanceHistoryItem } from '../../contract/schemas';
import { periodLabel, periodOf, recentPeriods } from '../../format/indonesian';
import { LoadError } from '../../ui/LoadError';
import { DayCard } from './DayCard';

interface MonthHistoryProps {
  /** The SWR key and the fetcher of one month (period YYYYMM). */
  keyOf: (period: string) => string;
  fetchMonth: (period: string) => Promise<AttendanceHistoryItem[]>;
  failure: string;
}

/** A month picker (YYYYMM, the last 12 months) with 'Filter' to load it again, and that month's days. */
export function MonthHistory({ keyOf, fetchMonth, failure }: MonthHistoryProps) {
  const [period, setPeriod] = useState(() => periodOf(new Date()));
  const { data, error, isLoading, mutate } = useSWR(keyOf(period), () => fetchMonth(period));
  return (
    <>
      <div className="flex gap-2">
        <label className="flex flex-1 flex-col gap-1 text-sm text-slate-600">
          Bulan
          <select className="input py-2" value={period} onChange={(event) => setPeriod(event.target.value)} name="period">
            {recentPeriods(new Date(), 12).map((value) => (
              <option key={value} value={value}>
                {periodLabel(value)}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className="btn-secondary self-end py-2.5" onClick={() => void mutate()}>
          Filter
        </button>
      </div>
      {isLoading && <p role="status" className="py-8 text-center text-slate-500">Memuat...</p>}
      {error && <LoadError error={error} fallback={failure} onRetry={() => void mutate()} />}
      {data?.length === 0 && <p className="py-8 text-center text-slate-500">Tidak ada data absensi yang tersedia.</p>}
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
