import { CopyButton } from './CopyButton';
import { type Handover, printSlips } from './handoverSlip';

/** A new password shown once, with 'Salin' and a printable slip to hand over (issue 51), and a new phone's code. */
export function HandoverDetails({ handover }: { handover: Handover }) {
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
        <CopyButton text={handover.password} label="Salin Password" copiedLabel="Tersalin" announcement="Password tersalin." />
        <button type="button" className="btn-secondary" onClick={() => printSlips([handover])}>
          Cetak Slip
        </button>
      </div>
    </div>
  );
}
