import { ACCEPT_AT_RECEIPT_HINT, DECISION_LABELS } from '../domain/verification';

interface DecisionButtonsProps {
  onApprove: () => void;
  onReject: () => void;
  /** A record's third decision: counted at the time it reached the server. */
  onAcceptAtReceipt?: () => void;
  approveLabel?: string;
  rejectLabel?: string;
  /** Words for the third button when it is another decision than acceptance at receipt (shown without that explanation). */
  acceptAtReceiptLabel?: string;
}

/**
 * Every decision screen's buttons in one order (issue 51): 'Setujui' first, then 'Terima Jam Diterima' with its line
 * of explanation where it is offered, then 'Tolak'.
 */
export function DecisionButtons({ onApprove, onReject, onAcceptAtReceipt, approveLabel = DECISION_LABELS.approve, rejectLabel = DECISION_LABELS.reject, acceptAtReceiptLabel }: DecisionButtonsProps) {
  return (
    <div className={`mt-3 grid gap-2 ${onAcceptAtReceipt ? 'grid-cols-1' : 'grid-cols-2'}`}>
      <button type="button" className="btn-primary" onClick={onApprove}>
        {approveLabel}
      </button>
      {onAcceptAtReceipt && (
        <>
          <button type="button" className="btn-secondary" onClick={onAcceptAtReceipt}>
            {acceptAtReceiptLabel ?? DECISION_LABELS.accept_at_receipt}
          </button>
          {!acceptAtReceiptLabel && <p className="text-xs text-ink-muted">{ACCEPT_AT_RECEIPT_HINT}</p>}
        </>
      )}
      <button type="button" className="btn-secondary" onClick={onReject}>
        {rejectLabel}
      </button>
    </div>
  );
}
