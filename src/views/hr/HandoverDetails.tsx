import { useState } from 'react';
import { type Handover, handoverSlipHtml } from './handoverSlip';

/** Opens the slip in a window of its own and asks the browser to print it. */
function printSlip(handover: Handover) {
  const slip = window.open('', '_blank', 'width=640,height=720');
  if (!slip) return;
  slip.document.write(handoverSlipHtml(handover));
  slip.document.close();
  slip.focus();
  slip.print();
}

/** A new password shown once, with 'Salin' and a printable slip to hand over (issue 51), and a new phone's code. */
export function HandoverDetails({ handover }: { handover: Handover }) {
  const [copied, setCopied] = useState(false);
  return (
    <div className="flex flex-col gap-2">
      <p>
        Password: <span className="font-mono text-lg tracking-wider">{handover.password}</span> (ditampilkan sekali ini; sampaikan ke pegawainya)
      </p>
      {handover.code && (
        <p>
          Kode pendaftaran ponsel: <span className="font-mono">{handover.code.code}</span>, berlaku sampai {handover.code.until}. Serahkan langsung bersama password: dengan
          kode ini ponsel pertamanya langsung aktif.
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className="btn-secondary"
          onClick={() => void navigator.clipboard?.writeText(handover.password).then(() => setCopied(true), () => setCopied(false))}
        >
          {copied ? 'Tersalin' : 'Salin Password'}
        </button>
        <button type="button" className="btn-secondary" onClick={() => printSlip(handover)}>
          Cetak Slip
        </button>
      </div>
      <span className="sr-only" aria-live="polite">
        {copied ? 'Password tersalin.' : ''}
      </span>
    </div>
  );
}
