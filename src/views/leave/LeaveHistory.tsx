import { useState } from 'react';
import { useDecisionDialog } from '../useDecisionDialog';
import useSWR from 'swr';
import { fetchLatestLeave, fetchLeaveList, LATEST_LEAVE_KEY, leaveListKey } from '../../api/leave';
import type { LeaveHistoryItem } from '../../contract/schemas';
import { isCancellable, leaveDecisionInput } from '../../domain/leave';
import { leaveDecisionActors } from '../../leave/leave.actors';
import { periodsAround } from '../../format/indonesian';
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

/** 'Riwayat' opens on the latest requests, any month (issue 51: one for next month shows at once), or one month's. */
const LATEST = { value: 'terbaru', label: 'Terbaru' } as const;

/** docs/product.md §2/§4: the requests, their status, and 'Batalkan' on pending ones after a confirmation. */
export function LeaveHistory() {
  const [period, setPeriod] = useState<string>(LATEST.value);
  const latest = period === LATEST.value;
  const { data, error, isLoading, mutate } = useSWR(latest ? LATEST_LEAVE_KEY : leaveListKey(period), async () => ({ history: latest ? await fetchLatestLeave() : (await fetchLeaveList(period)).history }));
  const { decide: setCancelling, dialog: cancellingDialog } = useDecisionDialog('decision', leaveDecisionActors, () => void mutate());
  return (
    <div className="flex flex-col gap-3">
      <MonthPicker value={period} periods={periodsAround(new Date(), 6, 12)} onChange={setPeriod} first={LATEST} />
      {isLoading && <Skeleton rows={2} />}
      {error && <LoadError error={error} fallback="Riwayat izin tidak dapat dimuat." onRetry={() => void mutate()} />}
      {data?.history.length === 0 && <EmptyState icon="i-tabler-file-description">{latest ? 'Belum ada pengajuan izin.' : 'Tidak ada pengajuan izin pada bulan ini.'}</EmptyState>}
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
