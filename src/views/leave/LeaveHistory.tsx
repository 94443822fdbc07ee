import { useState } from 'react';
import { useDecisionDialog } from '../useDecisionDialog';
import useSWR from 'swr';
import { fetchLeaveList, leaveListKey } from '../../api/leave';
import type { LeaveHistoryItem } from '../../contract/schemas';
import { isCancellable, leaveDecisionInput } from '../../domain/leave';
import { leaveDecisionActors } from '../../leave/leave.actors';
import { periodOf, periodsAround } from '../../format/indonesian';
import { EmptyState } from '../../ui/EmptyState';
import { LoadError } from '../../ui/LoadError';
import { MonthPicker } from '../../ui/MonthPicker';
import { Skeleton } from '../../ui/Skeleton';
import { LeaveStatusBadge } from './LeaveStatusBadge';

function LeaveCard({ item, onCancel }: { item: LeaveHistoryItem; onCancel: () => void }) {
  return (
    <li className="card">
      <div className="flex items-start justify-between gap-2">
        <div>
          <h2 className="font-semibold text-ink">{item.reason}</h2>
          <p className="text-sm text-ink-muted">{item.date}</p>
          {item.working_days !== null && <p className="text-sm text-ink-muted">{item.working_days} hari kerja</p>}
        </div>
        <LeaveStatusBadge status={item.status} />
      </div>
      <p className="mt-2 text-ink">{item.description}</p>
      {item.note && <p className="mt-2 rounded-control bg-canvas p-2 text-sm text-ink">Catatan atasan: {item.note}</p>}
      <div className="mt-3 flex flex-wrap items-center gap-3">
        {item.file && (
          <a href={item.file} target="_blank" rel="noopener" className="focus-ring inline-flex min-h-11 items-center gap-1 font-semibold text-brand underline">
            Lihat lampiran
          </a>
        )}
        {isCancellable(item.status) && (
          <button type="button" className="btn-secondary ml-auto" onClick={onCancel}>
            Batalkan
          </button>
        )}
      </div>
    </li>
  );
}

/** docs/product.md §2/§4: the requests of a month, their status, and 'Batalkan' on pending ones after a confirmation. */
export function LeaveHistory() {
  const [period, setPeriod] = useState(() => periodOf(new Date()));
  const { data, error, isLoading, mutate } = useSWR(leaveListKey(period), () => fetchLeaveList(period));
  const { decide: setCancelling, dialog: cancellingDialog } = useDecisionDialog('decision', leaveDecisionActors, () => void mutate());
  return (
    <div className="flex flex-col gap-3">
      <MonthPicker value={period} periods={periodsAround(new Date(), 6, 12)} onChange={setPeriod} />
      {isLoading && <Skeleton rows={2} />}
      {error && <LoadError error={error} fallback="Failed to fetch ref kelainan" onRetry={() => void mutate()} />}
      {data?.history.length === 0 && <EmptyState icon="i-tabler-file-description">Tidak ada pengajuan izin pada bulan ini.</EmptyState>}
      {data && data.history.length > 0 && (
        <ul className="flex flex-col gap-3">
          {data.history.map((item) => (
            <LeaveCard key={item.id} item={item} onCancel={() => setCancelling(leaveDecisionInput({ action: 'cancel', id: Number(item.id) }, `${item.reason}, ${item.date}`))} />
          ))}
        </ul>
      )}
      {cancellingDialog}
    </div>
  );
}
