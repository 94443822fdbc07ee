import { lazy, Suspense, useState } from 'react';
import useSWR from 'swr';
import type { RecordVerificationInput } from '../../../machines/recordVerification.machine';
import { fetchHrVerificationQueue, HR_VERIFICATION_KEY } from '../../api/hr';
import { mediumDate } from '../../format/indonesian';
import { hrRecordVerificationActors } from '../../hr/console.actors';
import { EmptyState } from '../../ui/EmptyState';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';
import { RecordCard } from '../verification/RecordCard';
import { ConsolePage } from './ConsolePage';

const RecordDecisionDialog = lazy(() => import('../verification/RecordDecisionDialog'));

/** Every pending record of the whole company, with the supervisors' three decisions (never HR's own records). */
export function HrVerificationPage() {
  const { data, error, mutate } = useSWR(HR_VERIFICATION_KEY, fetchHrVerificationQueue);
  const [deciding, setDeciding] = useState<RecordVerificationInput | null>(null);
  return (
    <ConsolePage title="Verifikasi Absen">
      {error && !data && <LoadError error={error} fallback="Daftar verifikasi absen tidak dapat dimuat." onRetry={() => void mutate()} />}
      {!data && !error && <Loading />}
      {data?.length === 0 && <EmptyState icon="i-tabler-shield-check">Tidak ada absen yang menunggu verifikasi.</EmptyState>}
      {data && data.length > 0 && (
        <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
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
          <RecordDecisionDialog
            key={`${deciding.kind}-${deciding.id}-${deciding.decision}`}
            input={deciding}
            actors={hrRecordVerificationActors}
            onChanged={() => void mutate()}
            onClosed={() => setDeciding(null)}
          />
        </Suspense>
      )}
    </ConsolePage>
  );
}
