import useSWR from 'swr';
import { fetchHrVerificationQueue, HR_VERIFICATION_KEY } from '../../api/hr';
import { hrRecordVerificationActors } from '../../hr/console.actors';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';
import { VerificationQueue } from '../verification/VerificationQueue';
import { ConsolePage } from './ConsolePage';

/** Every pending record of the whole company, with the supervisors' three decisions (never HR's own records). */
export function HrVerificationPage() {
  const { data, error, mutate } = useSWR(HR_VERIFICATION_KEY, fetchHrVerificationQueue);
  return (
    <ConsolePage title="Verifikasi Absen">
      {error && !data && <LoadError error={error} fallback="Daftar verifikasi absen tidak dapat dimuat." onRetry={() => void mutate()} />}
      {!data && !error && <Loading />}
      {data && <VerificationQueue items={data} actors={hrRecordVerificationActors} listClass="grid gap-3 md:grid-cols-2 xl:grid-cols-3" onChanged={() => void mutate()} />}
    </ConsolePage>
  );
}
