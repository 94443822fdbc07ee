import { ModalDialog } from './ModalDialog';

export interface AlertDialogProps {
  open: boolean;
  kind: 'success' | 'error' | 'info';
  title: string;
  text: string;
  /** Without a button the alert closes when its owner says so (e.g. after 1.5 s). */
  confirmLabel?: string;
  onConfirm?: () => void;
  /** Another way forward beside the confirm button (e.g. 'Simpan, Kirim Nanti' beside 'Coba Lagi'). */
  alternativeLabel?: string;
  onAlternative?: () => void;
  /** A second, quieter button (e.g. 'Batal' beside 'Coba Lagi'). */
  cancelLabel?: string;
  onCancel?: () => void;
}

const ICONS = { success: '✓', error: '!', info: 'i' } as const;
const TONES = { success: 'bg-tone-ok-bg text-tone-ok-fg', error: 'bg-tone-danger-bg text-tone-danger-fg', info: 'bg-brand-soft text-brand' };

/** A modal alert: Escape does what its quieter button (or its only one) does. */
export function AlertDialog({ open, kind, title, text, confirmLabel, onConfirm, alternativeLabel, onAlternative, cancelLabel, onCancel }: AlertDialogProps) {
  return (
    <ModalDialog
      open={open}
      role="alertdialog"
      labelledBy="alert-title"
      describedBy="alert-text"
      onEscape={onCancel ?? onConfirm}
      className="w-[min(22rem,calc(100vw-2rem))] p-6 text-center"
    >
      <div className={`mx-auto mb-3 h-14 w-14 flex items-center justify-center rounded-full text-2xl font-bold ${TONES[kind]}`} aria-hidden>
        {ICONS[kind]}
      </div>
      <h2 id="alert-title" className="text-lg font-semibold text-ink">
        {title}
      </h2>
      <p id="alert-text" className="mt-2 whitespace-pre-line text-ink-muted">
        {text}
      </p>
      {confirmLabel && (
        <button type="button" autoFocus className="btn-primary mt-5 w-full" onClick={onConfirm}>
          {confirmLabel}
        </button>
      )}
      {alternativeLabel && (
        <button type="button" className="btn-secondary mt-2 w-full" onClick={onAlternative}>
          {alternativeLabel}
        </button>
      )}
      {cancelLabel && (
        <button type="button" className="mt-2 w-full rounded-xl py-3 font-semibold text-ink-muted" onClick={onCancel}>
          {cancelLabel}
        </button>
      )}
    </ModalDialog>
  );
}
