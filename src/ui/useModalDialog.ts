import { useEffect, useRef } from 'react';

/**
 * A native modal <dialog> shown while `open`: the browser moves focus in and makes the page behind inert; when it
 * closes, or its owner removes it, focus goes back to the control that opened it.
 */
export function useModalDialog(open: boolean) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      element.showModal();
    }
    if (!open && element.open) {
      element.close();
      opener.current?.focus();
    }
  }, [open]);
  useEffect(() => () => opener.current?.focus(), []);
  return dialog;
}
