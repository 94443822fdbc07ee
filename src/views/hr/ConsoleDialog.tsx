import type { ReactNode } from 'react';
import { ModalDialog } from '../../ui/ModalDialog';
import type { StepMeta } from '../../domain/flow';

export interface ConsoleDialogProps {
  /** A stable prefix for the dialog's element ids. */
  id: string;
  title: string;
  help: ReactNode;
  /** Its width class. */
  width: string;
  /** The step's buttons and busy text (the machine's meta). */
  meta: StepMeta;
  busy: boolean;
  error: ReactNode;
  /** What a finished flow says (a message, a password shown once). */
  done?: ReactNode;
  confirmDisabled?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  children: ReactNode;
}

/** One console flow in a modal dialog: its fields, what it is doing, what went wrong or right, and its buttons. */
export function ConsoleDialog({ id, title, help, width, meta, busy, error, done, confirmDisabled, onConfirm, onCancel, children }: ConsoleDialogProps) {
  return (
    <ModalDialog open role="dialog" labelledBy={`${id}-title`} describedBy={`${id}-help`} onEscape={onCancel} className={`${width} p-6`}>
      <h2 id={`${id}-title`} className="text-lg font-semibold text-ink">
        {title}
      </h2>
      <div id={`${id}-help`} className="mt-1 text-sm text-ink-muted">
        {help}
      </div>
      {children}
      {busy && (
        <p role="status" className="mt-3 text-ink-muted">
          {meta.busyText}
        </p>
      )}
      {error && (
        <div role="alert" className="mt-3 rounded-lg bg-tone-danger-bg p-3 text-sm text-tone-danger-fg">
          {error}
        </div>
      )}
      {done && (
        <div role="status" className="mt-3 rounded-lg bg-tone-ok-bg p-3 text-sm text-tone-ok-fg">
          {done}
        </div>
      )}
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        {meta.cancelLabel && (
          <button type="button" className="btn-secondary" onClick={onCancel}>
            {meta.cancelLabel}
          </button>
        )}
        {meta.confirmLabel && (
          <button type="button" className="btn-primary" disabled={confirmDisabled} onClick={onConfirm}>
            {meta.confirmLabel}
          </button>
        )}
      </div>
    </ModalDialog>
  );
}
