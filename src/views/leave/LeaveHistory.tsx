import { lazy, Suspense, useState } from 'react';
import useSWR from 'swr';
import type { LeaveDecisionInput } from '../../../machines/leaveDecision.machine';
import { fetchLeaveList, leaveListKey } from '../../api/leave';
import type { LeaveHistoryItem } from '../../contract/schemas';
import { isCancellable } from '../../domain/leave';
import { periodLabel, periodOf, periodsAround } from '../../format/indonesian';
import { LoadError } from '../../ui/LoadError';
import { LeaveStatusBadge } from './StatusBadge';

const DecisionDialog = lazy(() => import('./DecisionDialog'));

function LeaveCard({ item, onCancel }: { item: LeaveHistoryItem; onCancel: () => void }) {
  return (
    <li className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <div className="flex items-start justify-between gap-2">
        <div>
          <h3 className="font-semibold text-slate-800">{item.reason}</h3>
          <p className="text-sm text-slate-600">{item.date}</p>
          {item.working_days !== null && <p className="text-sm text-slate-600">{item.working_days} hari kerja</p>}
        </div>
        <LeaveStatusBadge status={item.status} />
      </div>
      <p className="mt-2 text-slate-700">{item.description}</p>
      {item.note && <p className="mt-2 rounded-lg bg-slate-100 p-2 text-sm text-slate-700">Catatan atasan: {item.note}</p>}
      <div className="mt-3 flex flex-wrap items-center gap-3">
        {item.file && (
          <a href={item.file} target="_blank" rel="noopener" className="inline-flex min-h-11 items-center font-semibold text-sky-700 underline">
            Lihat lampiran
          </a>
        )}
        {isCancellable(item.status) && (
          <button type="button" className="btn-secondary ml-auto py-2" onClick={onCancel}>
            Batalkan
          </button>
        )}
      </div>
    </li>
  );
}

/** Spec §2/§4: the requests of a month, their status, and 'Batalkan' on pending ones after a confirmation. */
export function LeaveHistory() {
  const [period, setPeriod] = useState(() => periodOf(new Date()));
  const { data, error, isLoading, mutate } = useSWR(leaveListKey(period), () => fetchLeaveList(period));
  const [cancelling, setCancelling] = useState<LeaveDecisionInput | null>(null);
  return (
    <div className="flex flex-col gap-3">
      <label className="flex flex-col gap-1 text-sm text-slate-600">
        Bulan
        <select className="input py-2" value={period} onChange={(event) => setPeriod(event.target.value)} name="period">
          {periodsAround(new Date(), 6, 12).map((value) => (
            <option key={value} value={value}>
              {periodLabel(value)}
            </option>
          ))}
        </select>
      </label>
      {isLoading && <p role="status" className="py-8 text-center text-slate-500">Memuat...</p>}
      {error && <LoadError error={error} fallback="Failed to fetch ref kelainan" onRetry={() => void mutate()} />}
      {data?.history.length === 0 && <p className="py-8 text-center text-slate-500">Tidak ada pengajuan izin pada bulan ini.</p>}
      {data && data.history.length > 0 && (
        <ul className="flex flex-col gap-3">
          {data.history.map((item) => (
            <LeaveCard key={item.id} item={item} onCancel={() => setCancelling({ action: 'cancel', id: Number(item.id), subject: `${item.reason}, ${item.date}` })} />
          ))}
        </ul>
      )}
      {cancelling && (
        <Suspense fallback={null}>
          <DecisionDialog key={cancelling.id} input={cancelling} onChanged={() => void mutate()} onClosed={() => setCancelling(null)} />
        </Suspense>
      )}
    </div>
  );
}
