import useSWR from 'swr';
import { fetchVerificationQueue, VERIFICATION_QUEUE_KEY } from '../api/verification';
import { LoadError } from '../ui/LoadError';
import { Skeleton } from '../ui/Skeleton';
import { SubPage } from './shell/SubPage';
import { PendingDevices } from './passkey/PendingDevices';
import { VerificationQueue } from './verification/VerificationQueue';
import { recordVerificationActors } from '../attendance/verification.actors';

/** The supervisor's queue: every record of their chain that waits for a person, to approve, accept at receipt or reject. */
export function VerifikasiAbsenPage() {
  const { data, error, isLoading, mutate } = useSWR(VERIFICATION_QUEUE_KEY, fetchVerificationQueue);
  return (
    <SubPage title="Verifikasi Absen" subtitle="Absen dan lembur staf yang menunggu keputusan Anda" back="/info">
      <PendingDevices />
      {isLoading && <Skeleton rows={2} />}
      {error && <LoadError error={error} fallback="Daftar verifikasi absen tidak dapat dimuat." onRetry={() => void mutate()} />}
      {data && <VerificationQueue items={data} actors={recordVerificationActors} listClass="flex flex-col gap-3" onChanged={() => void mutate()} />}
    </SubPage>
  );
}
