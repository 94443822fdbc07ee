import { lazy, Suspense, useState } from 'react';
import useSWR from 'swr';
import type { RecordVerificationInput } from '../../machines/recordVerification.machine';
import { fetchVerificationQueue, VERIFICATION_QUEUE_KEY } from '../api/verification';
import { mediumDate } from '../format/indonesian';
import { EmptyState } from '../ui/EmptyState';
import { LoadError } from '../ui/LoadError';
import { Skeleton } from '../ui/Skeleton';
import { SubPage } from './shell/SubPage';
import { RecordCard } from './verification/RecordCard';
import { PendingDevices } from './passkey/PendingDevices';

const RecordDecisionDialog = lazy(() => import('./verification/RecordDecisionDialog'));

/** The supervisor's queue: every record of their chain that waits for a person, to approve, accept at receipt or reject. */
export function VerifikasiAbsenPage() {
  const { data, error, isLoading, mutate } = useSWR(VERIFICATION_QUEUE_KEY, fetchVerificationQueue);
  const [deciding, setDeciding] = useState<RecordVerificationInput | null>(null);
  return (
    <SubPage title="Verifikasi Absen" subtitle="Absen dan lembur staf yang menunggu keputusan Anda" back="/info">
      <PendingDevices />
      {isLoading && <Skeleton rows={2} />}
      {error && <LoadError error={error} fallback="Daftar verifikasi absen tidak dapat dimuat." onRetry={() => void mutate()} />}
      {data?.length === 0 && <EmptyState icon="i-tabler-shield-check">Tidak ada absen yang menunggu verifikasi.</EmptyState>}
      {data && data.length > 0 && (
        <ul className="flex flex-col gap-3">
          {data.map((item) => (
            <RecordCard
              key={`${item.kind}-${item.id}`}
              item={item}
              onDecide={(decision) => setDeciding({ kind: item.kind, id: item.id, decision, subject: `${item.name}: ${item.label}, ${mediumDate(item.date)}` })}
            />
          ))}
        </ul>
      )}
      {deciding && (
        <Suspense fallback={null}>
          <RecordDecisionDialog key={`${deciding.kind}-${deciding.id}-${deciding.decision}`} input={deciding} onChanged={() => void mutate()} onClosed={() => setDeciding(null)} />
        </Suspense>
      )}
    </SubPage>
  );
}
