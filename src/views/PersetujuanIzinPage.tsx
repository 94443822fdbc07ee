import { useDecisionDialog } from './useDecisionDialog';
import useSWR from 'swr';
import { fetchLeaveInbox, LEAVE_INBOX_KEY } from '../api/leave';
import type { LeaveInboxItem } from '../contract/schemas';
import { LoadError } from '../ui/LoadError';
import { EmptyState } from '../ui/EmptyState';
import { Skeleton } from '../ui/Skeleton';
import { SubPage } from './shell/SubPage';
import { leaveDecisionInput } from '../domain/leave';
import { leaveDecisionActors } from '../leave/leave.actors';
import { DecisionButtons } from '../ui/DecisionButtons';
import { PersonCard } from '../ui/PersonCard';
import { Facts, Fact } from '../ui/Facts';

function RequestCard({ item, onDecide }: { item: LeaveInboxItem; onDecide: (action: 'approve' | 'reject') => void }) {
  return (
    <PersonCard person={item}>
      <Facts>
        <Fact term="Jenis">{item.reason}</Fact>
        <Fact term="Tanggal">{item.date}</Fact>
        <Fact term="Hari kerja">{item.working_days} hari</Fact>
        {item.quota_left !== null && <Fact term="Sisa kuota">{item.quota_left} hari kerja</Fact>}
        {item.year_totals.length > 0 && (
          <Fact term="Tahun ini" testId="year-totals">
            <ul>
              {item.year_totals.map((total) => (
                <li key={total.reason_code}>
                  {total.reason}: {total.days} hari
                  {total.pending_days > 0 && ` (+${total.pending_days} menunggu)`}
                </li>
              ))}
            </ul>
          </Fact>
        )}
        <Fact term="Keterangan">{item.description}</Fact>
      </Facts>
      {item.file && (
        <a href={item.file} target="_blank" rel="noopener" className="focus-ring mt-2 inline-flex min-h-11 items-center font-semibold text-brand underline">
          Lihat lampiran
        </a>
      )}
      <DecisionButtons onApprove={() => onDecide('approve')} onReject={() => onDecide('reject')} />
    </PersonCard>
  );
}

/** The supervisor's inbox: pending requests of everyone below them, to approve or reject. */
export function PersetujuanIzinPage() {
  const { data, error, isLoading, mutate } = useSWR(LEAVE_INBOX_KEY, fetchLeaveInbox);
  const { decide: setDeciding, dialog: decidingDialog } = useDecisionDialog('decision', leaveDecisionActors, () => void mutate());
  return (
    <SubPage title="Persetujuan Izin" subtitle="Pengajuan izin staf yang menunggu keputusan Anda" back="/info">
        {isLoading && <Skeleton rows={2} />}
        {error && <LoadError error={error} fallback="Daftar pengajuan izin tidak dapat dimuat." onRetry={() => void mutate()} />}
        {data?.length === 0 && <EmptyState icon="i-tabler-clipboard-check">Tidak ada pengajuan izin yang menunggu.</EmptyState>}
        {data && data.length > 0 && (
          <ul className="flex flex-col gap-3">
            {data.map((item) => (
              <RequestCard key={item.id} item={item} onDecide={(action) => setDeciding(leaveDecisionInput({ action, id: item.id }, `${item.name}: ${item.reason}, ${item.date}`))} />
            ))}
          </ul>
        )}
        {decidingDialog}
    </SubPage>
  );
}
