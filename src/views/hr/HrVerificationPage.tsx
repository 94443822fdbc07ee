import useSWR from 'swr';
import { fetchHrVerificationQueue, HR_VERIFICATION_KEY } from '../../api/hr';
import { hrFaceMatchApprovalActors, hrRecordVerificationActors } from '../../hr/console.actors';
import { hrCorrectionDecisionActors } from '../../attendance/correction.actors';
import { fetchHrCorrectionInbox, HR_CORRECTION_INBOX_KEY } from '../../api/correctionRequests';
import { CorrectionInbox } from '../verification/CorrectionInbox';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';
import { VerificationQueue } from '../verification/VerificationQueue';
import { ConsolePage } from './ConsolePage';

/** Every pending record and correction request of the whole company, with the supervisors' decisions (never HR's own). */
export function HrVerificationPage() {
  const { data, error, mutate } = useSWR(HR_VERIFICATION_KEY, fetchHrVerificationQueue);
  const corrections = useSWR(HR_CORRECTION_INBOX_KEY, fetchHrCorrectionInbox);
  return (
    <ConsolePage title="Verifikasi Absen">
      {error && !data && <LoadError error={error} fallback="Daftar verifikasi absen tidak dapat dimuat." onRetry={() => void mutate()} />}
      {!data && !error && <Loading />}
      {data && <VerificationQueue items={data} actors={hrRecordVerificationActors} bulkActors={hrFaceMatchApprovalActors} listClass="grid gap-3 md:grid-cols-2 xl:grid-cols-3" onChanged={() => void mutate()} />}
      {corrections.error && !corrections.data && <LoadError error={corrections.error} fallback="Pengajuan koreksi tidak dapat dimuat." onRetry={() => void corrections.mutate()} />}
      {corrections.data && <CorrectionInbox items={corrections.data} actors={hrCorrectionDecisionActors} listClass="grid gap-3 md:grid-cols-2 xl:grid-cols-3" onChanged={() => void corrections.mutate()} />}
    </ConsolePage>
  );
}
