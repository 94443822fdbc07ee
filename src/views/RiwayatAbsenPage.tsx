import { useState } from 'react';
import useSWR from 'swr';
import { fetchHistory, historyKey, photoSrc } from '../api/attendance';
import type { AttendanceHistoryItem } from '../contract/schemas';
import { hasTime, longDate, periodLabel, periodOf, recentPeriods } from '../format/indonesian';
import { LoadError } from '../ui/LoadError';
import { Photo } from '../ui/Photo';
import { PageHeader } from './shell/PageHeader';

function Presence({ label, time, photo, color }: { label: string; time: string; photo: string | null; color: string }) {
  return (
    <div className="flex items-center gap-3">
      <Photo src={photoSrc(photo)} alt={`Foto ${label.toLowerCase()}`} className="h-14 w-14" />
      <div>
        <p className="text-xs text-slate-500">{label}</p>
        <p className="font-mono font-semibold" style={hasTime(time) ? { color: `#${color}` } : undefined}>
          {hasTime(time) ? time : '-'}
        </p>
      </div>
    </div>
  );
}

function DayCard({ item }: { item: AttendanceHistoryItem }) {
  return (
    <li className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200" data-testid="history-day">
      <div className="flex items-center justify-between gap-2">
        <p className="font-semibold text-slate-800">{longDate(item.date)}</p>
        <span className="rounded-full px-2.5 py-0.5 text-xs font-semibold text-white" style={{ backgroundColor: `#${item.color}` }}>
          {item.status}
        </span>
      </div>
      <div className="mt-3 grid grid-cols-2 gap-3">
        <Presence label="Masuk" time={item.inpresent} photo={item.inphoto} color={item.color} />
        <Presence label="Pulang" time={item.outpresent} photo={item.outphoto} color={item.color} />
      </div>
    </li>
  );
}

export function RiwayatAbsenPage() {
  const [period, setPeriod] = useState(() => periodOf(new Date()));
  const { data, error, isLoading, mutate } = useSWR(historyKey(period), () => fetchHistory(period));
  return (
    <div className="mx-auto min-h-dvh max-w-md bg-slate-50">
      <PageHeader title="Informasi Absen" back="/info" />
      <main className="flex flex-col gap-3 p-4">
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
          <button type="button" className="self-end rounded-xl px-4 py-2.5 text-sky-700 ring-1 ring-sky-700">
            Filter
          </button>
        </div>
        {isLoading && <p role="status" className="py-8 text-center text-slate-500">Memuat...</p>}
        {error && <LoadError error={error} fallback="Riwayat absen tidak dapat dimuat." onRetry={() => void mutate()} />}
        {data?.length === 0 && <p className="py-8 text-center text-slate-500">Tidak ada data absensi yang tersedia.</p>}
        {data && data.length > 0 && (
          <ul className="flex flex-col gap-3">
            {data.map((item) => (
              <DayCard key={item.date} item={item} />
            ))}
          </ul>
        )}
      </main>
    </div>
  );
}
