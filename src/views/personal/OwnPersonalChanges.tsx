import { personalChangeDecisionActors } from '../../account/personalChange.actors';
import type { OwnPersonalChange } from '../../contract/personalChanges';
import { PERSONAL_CHANGE_STATUS_LABELS, PERSONAL_FIELD_LABELS, personalChangeDecisionInput } from '../../domain/personalChanges';
import { wibDateTime } from '../../format/indonesian';
import { ListSection } from '../../ui/ListSection';
import { StatusBadge, type Tone } from '../../ui/StatusBadge';
import { useDecisionDialog } from '../useDecisionDialog';
import { personalValueText } from './personalValue';

const TONES = { pending: 'pending', approved: 'ok', rejected: 'danger', withdrawn: 'info' } as const satisfies Record<OwnPersonalChange['status'], Tone>;

/** The employee's change requests, newest first: the field, from what to what, why, its status, HR's note, and 'Tarik' while it waits. */
export function OwnPersonalChanges({ requests, onChanged }: { requests: OwnPersonalChange[]; onChanged: () => void }) {
  const { decide: setWithdrawing, dialog } = useDecisionDialog('personal-change-withdrawal', personalChangeDecisionActors, onChanged);
  return (
    <ListSection id="perubahan-saya" title="Pengajuan Saya" empty={{ icon: 'i-tabler-id-badge-2', text: 'Belum ada pengajuan perubahan data.' }} count={requests.length} after={dialog}>
      {requests.map((request) => {
        const label = PERSONAL_FIELD_LABELS[request.field];
        return (
          <li key={request.id} className="card" data-testid="personal-change">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div>
                <p className="font-semibold text-ink">{label}</p>
                <p className="text-sm text-ink">
                  {personalValueText(request.field, request.old_value)} → {personalValueText(request.field, request.new_value)}
                </p>
                <p className="text-xs text-ink-muted">Diajukan {wibDateTime(request.created_at)}</p>
              </div>
              <StatusBadge label={PERSONAL_CHANGE_STATUS_LABELS[request.status]} tone={TONES[request.status]} />
            </div>
            <p className="mt-2 text-sm text-ink">Alasan: {request.reason}</p>
            {request.decision_note && <p className="mt-2 rounded-control bg-canvas p-2 text-sm text-ink">Catatan SDM: {request.decision_note}</p>}
            {request.status === 'pending' && (
              <div className="mt-3 flex justify-end">
                <button type="button" className="btn-secondary" onClick={() => setWithdrawing(personalChangeDecisionInput({ id: request.id, action: 'withdraw' }, `${label}: ${personalValueText(request.field, request.new_value)}`))}>
                  Tarik
                </button>
              </div>
            )}
          </li>
        );
      })}
    </ListSection>
  );
}
