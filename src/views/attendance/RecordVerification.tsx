import type { VerificationFields } from '../../contract/schemas';
import { correctionBadge, correctionSentence, VERIFICATION_BADGES, verificationSentence } from '../../domain/verification';
import { wibTime } from '../../format/indonesian';
import { StatusBadge, type Tone } from '../../ui/StatusBadge';

const TONES = { verified: 'ok', pending: 'warn', accepted_at_receipt: 'info', rejected: 'danger' } as const satisfies Record<VerificationFields['verification'], Tone>;

/**
 * What happened to one record, honestly: "Tercatat" when the server saw it; otherwise its state, why in one plain
 * sentence, and the claimed and received times when they differ.
 */
export function RecordVerification({ record, testId }: { record: VerificationFields; testId?: string }) {
  const claimed = wibTime(record.checked_at);
  const received = wibTime(record.received_at);
  const quiet = record.verification === 'verified' && record.flags.length === 0;
  if (record.correction) {
    return (
      <div className="flex flex-col items-center gap-1 text-center" data-testid={testId}>
        <StatusBadge label={correctionBadge(record.correction)} tone={record.verification === 'rejected' ? 'danger' : 'info'} wrap />
        <p className="text-xs text-ink">{correctionSentence(record.verification, record.correction)}</p>
        {record.correction.original_checked_at && <p className="text-xs text-ink-muted">Semula {wibTime(record.correction.original_checked_at)}</p>}
      </div>
    );
  }
  return (
    <div className="flex flex-col items-center gap-1 text-center" data-testid={testId}>
      <StatusBadge label={VERIFICATION_BADGES[record.verification]} tone={TONES[record.verification]} wrap />
      {!quiet && <p className="text-xs text-ink">{verificationSentence(record)}</p>}
      {!quiet && claimed !== received && (
        <p className="text-xs text-ink-muted">
          Jam absen {claimed}, diterima {received}
        </p>
      )}
    </div>
  );
}
