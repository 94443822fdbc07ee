import { useDecisionDialog } from '../useDecisionDialog';
import type { VerificationQueueItem } from '../../contract/schemas';
import { faceMatchApprovalInput, isApprovableByFace, recordDecisionInput } from '../../domain/verification';
import { mediumDate } from '../../format/indonesian';
import { EmptyState } from '../../ui/EmptyState';
import type { DecisionFlowDialogProps } from '../DecisionFlowDialog';
import { RecordCard } from './RecordCard';

const subjectOf = (item: VerificationQueueItem) => `${item.name}: ${item.label}, ${mediumDate(item.date)}`;
/** The flags the card shows: the decision carries them, so a record doubted since is not decided blind. */
const codesOf = (item: VerificationQueueItem) => item.flags.map((flag) => flag.code);

/**
 * The records that wait for a person (a supervisor's chain, or the whole company for HR), each decided in its dialog,
 * whose report stays open when the last record goes.
 */
export function VerificationQueue({
  items,
  actors,
  bulkActors,
  listClass,
  onChanged,
}: {
  items: VerificationQueueItem[];
  actors: DecisionFlowDialogProps['actors'];
  /** 'Setujui yang Wajahnya Cocok': the records whose face matched and whose flags are all soft, at once. */
  bulkActors: DecisionFlowDialogProps['actors'];
  listClass: string;
  onChanged: () => void;
}) {
  const { decide: setDeciding, dialog: decidingDialog } = useDecisionDialog('record-decision', actors, onChanged);
  const { decide: approveMatched, dialog: bulkDialog } = useDecisionDialog('face-match-approval', bulkActors, onChanged);
  const matched = items.filter(isApprovableByFace);
  return (
    <>
      {matched.length > 0 && (
        <button
          type="button"
          className="btn-secondary mb-3 w-full md:w-auto"
          onClick={() => approveMatched(faceMatchApprovalInput(matched.map((item) => ({ kind: item.kind, id: item.id, flags_seen: codesOf(item), subject: subjectOf(item) }))))}
        >
          Setujui yang Wajahnya Cocok ({matched.length})
        </button>
      )}
      {items.length === 0 ? (
        <EmptyState icon="i-tabler-shield-check">Tidak ada absen yang menunggu verifikasi.</EmptyState>
      ) : (
        <ul className={listClass}>
          {items.map((item) => (
            <RecordCard
              key={`${item.kind}-${item.id}`}
              item={item}
              onDecide={(decision, clockOut) => setDeciding(recordDecisionInput({ kind: item.kind, id: item.id, decision, flags_seen: codesOf(item), clock_out: clockOut }, subjectOf(item)))}
            />
          ))}
        </ul>
      )}
      {decidingDialog}
      {bulkDialog}
    </>
  );
}
