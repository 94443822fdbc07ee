import { useDecisionDialog } from '../useDecisionDialog';
import { correctionDecisionActors } from '../../attendance/correction.actors';
import type { OwnCorrectionRequest } from '../../contract/correctionRequests';
import { CORRECTION_STATUS_LABELS, correctionDecisionInput } from '../../domain/correctionRequests';
import { longDate } from '../../format/indonesian';
import { ListSection } from '../../ui/ListSection';
import { StatusBadge, type Tone } from '../../ui/StatusBadge';

const TONES = { pending: 'pending', approved: 'ok', rejected: 'danger', withdrawn: 'info' } as const satisfies Record<OwnCorrectionRequest['status'], Tone>;

/** The employee's recent correction requests: what was asked, its status, the decider's note, and 'Tarik' while it waits. */
export function OwnCorrectionRequests({ requests, onChanged }: { requests: OwnCorrectionRequest[]; onChanged: () => void }) {
  const { decide: setWithdrawing, dialog: withdrawingDialog } = useDecisionDialog('correction-withdrawal', correctionDecisionActors, onChanged);
  return (
    <ListSection id="koreksi-saya" title="Pengajuan Saya" empty={{ icon: 'i-tabler-clock-edit', text: 'Belum ada pengajuan koreksi.' }} count={requests.length} after={withdrawingDialog}>
      {requests.map((request) => (
        <li key={request.id} className="card" data-testid="correction-request">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div>
              <p className="font-semibold text-ink">
                {request.label}, {longDate(request.date)}
              </p>
              <p className="text-sm text-ink">
                Jam {request.time}, {request.place}
                {request.recorded_time && ` (tercatat ${request.recorded_time.slice(0, 5)})`}
              </p>
            </div>
            <StatusBadge label={CORRECTION_STATUS_LABELS[request.status]} tone={TONES[request.status]} />
          </div>
          <p className="mt-2 text-sm text-ink">Alasan: {request.reason}</p>
          {request.decision_note && <p className="mt-2 rounded-control bg-canvas p-2 text-sm text-ink">Catatan atasan: {request.decision_note}</p>}
          {request.status === 'pending' && (
            <div className="mt-3 flex justify-end">
              <button
                type="button"
                className="btn-secondary"
                onClick={() => setWithdrawing(correctionDecisionInput({ id: request.id, action: 'withdraw' }, `${request.label}, ${longDate(request.date)}, jam ${request.time}`))}
              >
                Tarik
              </button>
            </div>
          )}
        </li>
      ))}
    </ListSection>
  );
}
