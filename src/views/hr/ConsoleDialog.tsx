import type { ReactNode } from 'react';
import { ModalDialog } from '../../ui/ModalDialog';
import type { StepMeta } from '../../domain/flow';
import { Notice } from '../../ui/Notice';

/** Whole class names, so that the style generator finds them. */
const WIDTHS = {
  24: 'w-[min(24rem,calc(100vw-2rem))]',
  28: 'w-[min(28rem,calc(100vw-2rem))]',
  32: 'w-[min(32rem,calc(100vw-2rem))]',
  40: 'w-[min(40rem,calc(100vw-2rem))]',
  44: 'w-[min(44rem,calc(100vw-2rem))]',
  48: 'w-[min(48rem,calc(100vw-2rem))]',
} as const;

export interface ConsoleDialogProps {
  /** A stable prefix for the dialog's element ids. */
  id: string;
  title: string;
  help: ReactNode;
  /** Its width in rem, never wider than the screen. */
  size: keyof typeof WIDTHS;
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
export function ConsoleDialog({ id, title, help, size, meta, busy, error, done, confirmDisabled, onConfirm, onCancel, children }: ConsoleDialogProps) {
  return (
    <ModalDialog open role="dialog" labelledBy={`${id}-title`} describedBy={`${id}-help`} onEscape={onCancel} className={`${WIDTHS[size]} p-6`}>
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
        <Notice tone="danger" className="mt-3">
          {error}
        </Notice>
      )}
      {done && (
        <Notice tone="ok" className="mt-3">
          {done}
        </Notice>
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
