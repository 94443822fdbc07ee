import { useState } from 'react';

/** Copies `text` to the clipboard; the button and a screen reader then say it was copied. */
export function CopyButton({ text, label, copiedLabel, announcement }: { text: string; label: string; copiedLabel: string; announcement: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <>
      <button type="button" className="btn-secondary" onClick={() => void navigator.clipboard?.writeText(text).then(() => setCopied(true), () => setCopied(false))}>
        {copied ? copiedLabel : label}
      </button>
      <span className="sr-only" aria-live="polite">
        {copied ? announcement : ''}
      </span>
    </>
  );
}
