import type { ReactNode } from 'react';
import { trapTab } from './trapTab';
import { useModalDialog } from './useModalDialog';

export interface ModalDialogProps {
  open: boolean;
  /** 'alertdialog' for a message that interrupts, 'dialog' for a question with a form. */
  role: 'dialog' | 'alertdialog';
  labelledBy: string;
  describedBy: string;
  /** Escape: the browser would close the dialog itself; the owner decides instead (its 'Batal'). */
  onEscape?: () => void;
  /** Width and padding. */
  className: string;
  children: ReactNode;
}

/** A modal on the native <dialog>: focus moves in and back (useModalDialog), Tab stays inside (trapTab). */
export function ModalDialog({ open, role, labelledBy, describedBy, onEscape, className, children }: ModalDialogProps) {
  const dialog = useModalDialog(open);
  return (
    <dialog
      ref={dialog}
      role={role}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      className={`m-auto rounded-2xl border-0 shadow-xl backdrop:bg-black/40 ${className}`}
      onKeyDown={trapTab}
      onCancel={(event) => {
        event.preventDefault();
        onEscape?.();
      }}
    >
      {children}
    </dialog>
  );
}

/** A dialog's only way out when it asks nothing: one button at its end ('Batal', 'Tutup'). */
export function DialogDismiss({ label, onClick, spacing }: { label: string; onClick: () => void; spacing: string }) {
  return (
    <div className={`flex justify-end ${spacing}`}>
      <button type="button" className="btn-secondary" onClick={onClick}>
        {label}
      </button>
    </div>
  );
}
