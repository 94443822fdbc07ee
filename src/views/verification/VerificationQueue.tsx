import { lazy, Suspense, useState } from 'react';
import type { VerificationQueueItem } from '../../contract/schemas';
import type { DecisionInput } from '../../domain/flow';
import { recordDecisionInput } from '../../domain/verification';
import { mediumDate } from '../../format/indonesian';
import { EmptyState } from '../../ui/EmptyState';
import type { DecisionFlowDialogProps } from '../DecisionFlowDialog';
import { RecordCard } from './RecordCard';

const DecisionFlowDialog = lazy(() => import('../DecisionFlowDialog'));

/**
 * The records that wait for a person (a supervisor's chain, or the whole company for HR), each decided in its dialog,
 * whose report stays open when the last record goes.
 */
export function VerificationQueue({ items, actors, listClass, onChanged }: { items: VerificationQueueItem[]; actors: DecisionFlowDialogProps['actors']; listClass: string; onChanged: () => void }) {
  const [deciding, setDeciding] = useState<DecisionInput | null>(null);
  return (
    <>
      {items.length === 0 ? (
        <EmptyState icon="i-tabler-shield-check">Tidak ada absen yang menunggu verifikasi.</EmptyState>
      ) : (
        <ul className={listClass}>
          {items.map((item) => (
            <RecordCard
              key={`${item.kind}-${item.id}`}
              item={item}
              onDecide={(decision) => setDeciding(recordDecisionInput({ kind: item.kind, id: item.id, decision }, `${item.name}: ${item.label}, ${mediumDate(item.date)}`))}
            />
          ))}
        </ul>
      )}
      {deciding && (
        <Suspense fallback={null}>
          <DecisionFlowDialog id="record-decision" key={JSON.stringify(deciding.request)} input={deciding} actors={actors} onChanged={onChanged} onClosed={() => setDeciding(null)} />
        </Suspense>
      )}
    </>
  );
}
