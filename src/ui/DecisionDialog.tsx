import { AlertDialog } from './AlertDialog';
import { ModalDialog } from './ModalDialog';

export interface DecisionDialogProps {
  /** A stable prefix for the dialog's element ids. */
  id: string;
  open: boolean;
  question: string;
  subject: string;
  /** The note's field, or none when the decision takes no note. */
  note?: { label: string; value: string; error: string | null; onChange: (value: string) => void };
  busy: boolean;
  busyText: string;
  confirmLabel: string;
  danger?: boolean;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** The result or failure over the finished question. */
  alert: { kind: 'success' | 'error' | 'info'; title: string; text: string } | null;
  alertConfirmLabel?: string;
  alertCancelLabel?: string;
  onAlertConfirm: () => void;
  onAlertCancel: () => void;
}

/** A decision asked in a modal dialog (with its note), then its result or failure in an alert: the views only fill it. */
export function DecisionDialog(props: DecisionDialogProps) {
  const { id, note } = props;
  return (
    <>
      <ModalDialog open={props.open} role="dialog" labelledBy={`${id}-title`} describedBy={`${id}-subject`} onEscape={props.onCancel} className="w-[min(24rem,calc(100vw-2rem))] p-6">
        <h2 id={`${id}-title`} className="text-lg font-semibold text-ink">
          {props.question}
        </h2>
        <p id={`${id}-subject`} className="mt-2 whitespace-pre-line text-ink">
          {props.subject}
        </p>
        {note && (
          <label className="mt-4 flex flex-col gap-1 text-sm font-medium text-ink">
            {note.label}
            <textarea
              className="input min-h-24"
              value={note.value}
              disabled={props.busy}
              aria-invalid={note.error !== null}
              aria-describedby={note.error ? `${id}-note-error` : undefined}
              onChange={(event) => note.onChange(event.target.value)}
            />
          </label>
        )}
        {note?.error && (
          <p id={`${id}-note-error`} className="mt-1 text-sm text-tone-danger-fg">
            {note.error}
          </p>
        )}
        {props.busy && (
          <p role="status" className="mt-3 text-ink-muted">
            {props.busyText}
          </p>
        )}
        <div className="mt-5 flex flex-col gap-2">
          <button type="button" className={props.danger ? 'btn-danger' : 'btn-primary'} disabled={props.busy} onClick={props.onConfirm}>
            {props.confirmLabel}
          </button>
          <button type="button" className="btn-secondary" onClick={props.onCancel}>
            {props.cancelLabel}
          </button>
        </div>
      </ModalDialog>
      <AlertDialog
        open={props.alert !== null}
        kind={props.alert?.kind ?? 'info'}
        title={props.alert?.title ?? ''}
        text={props.alert?.text ?? ''}
        confirmLabel={props.alertConfirmLabel}
        onConfirm={props.onAlertConfirm}
        cancelLabel={props.alertCancelLabel}
        onCancel={props.onAlertCancel}
      />
    </>
  );
}
