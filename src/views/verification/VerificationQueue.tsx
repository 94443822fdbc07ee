import { useDecisionDialog } from '../useDecisionDialog';
import type { VerificationQueueItem } from '../../contract/schemas';
import { recordDecisionInput } from '../../domain/verification';
import { mediumDate } from '../../format/indonesian';
import { EmptyState } from '../../ui/EmptyState';
import type { DecisionFlowDialogProps } from '../DecisionFlowDialog';
import { RecordCard } from './RecordCard';

/**
 * The records that wait for a person (a supervisor's chain, or the whole company for HR), each decided in its dialog,
 * whose report stays open when the last record goes.
 */
export function VerificationQueue({ items, actors, listClass, onChanged }: { items: VerificationQueueItem[]; actors: DecisionFlowDialogProps['actors']; listClass: string; onChanged: () => void }) {
  const { decide: setDeciding, dialog: decidingDialog } = useDecisionDialog('record-decision', actors, onChanged);
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
      {decidingDialog}
    </>
  );
}
