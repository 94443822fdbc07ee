import useSWR from 'swr';
import { fetchVerificationQueue, VERIFICATION_QUEUE_KEY } from '../api/verification';
import { LoadError } from '../ui/LoadError';
import { Skeleton } from '../ui/Skeleton';
import { SubPage } from './shell/SubPage';
import { PendingDevices } from './passkey/PendingDevices';
import { VerificationQueue } from './verification/VerificationQueue';
import { faceMatchApprovalActors, recordVerificationActors } from '../attendance/verification.actors';
import { correctionDecisionActors } from '../attendance/correction.actors';
import { CORRECTION_INBOX_KEY, fetchCorrectionInbox } from '../api/correctionRequests';
import { CorrectionInbox } from './verification/CorrectionInbox';

/** The supervisor's queue: every record of their chain that waits for a person, to approve, accept at receipt or reject. */
export function VerifikasiAbsenPage() {
  const { data, error, isLoading, mutate } = useSWR(VERIFICATION_QUEUE_KEY, fetchVerificationQueue);
  const corrections = useSWR(CORRECTION_INBOX_KEY, fetchCorrectionInbox);
  return (
    <SubPage title="Verifikasi Absen" subtitle="Absen, lembur dan pengajuan koreksi staf yang menunggu keputusan Anda" back="/info">
      <PendingDevices />
      {isLoading && <Skeleton rows={2} />}
      {error && <LoadError error={error} fallback="Daftar verifikasi absen tidak dapat dimuat." onRetry={() => void mutate()} />}
      {data && <VerificationQueue items={data} actors={recordVerificationActors} bulkActors={faceMatchApprovalActors} listClass="flex flex-col gap-3" onChanged={() => void mutate()} />}
      {corrections.error && !corrections.data && <LoadError error={corrections.error} fallback="Pengajuan koreksi tidak dapat dimuat." onRetry={() => void corrections.mutate()} />}
      {corrections.data && (
        <CorrectionInbox
          items={corrections.data}
          actors={correctionDecisionActors}
          listClass="flex flex-col gap-3"
          onChanged={() => {
            void corrections.mutate();
            void mutate();
          }}
        />
      )}
    </SubPage>
  );
}
