import { useCallback, useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { useLocation } from 'wouter';
import { fetchPersonalChanges, PERSONAL_CHANGES_KEY } from '../api/personalChanges';
import { PERSONAL_DATA_KEY } from '../api/personalData';
import { PERSONAL_CHANGE_TEXTS } from '../domain/personalChanges';
import { LoadError } from '../ui/LoadError';
import { Skeleton } from '../ui/Skeleton';
import { OwnPersonalChanges } from './personal/OwnPersonalChanges';
import { PersonalChangeForm } from './personal/PersonalChangeForm';
import { SubPage } from './shell/SubPage';

/** Informasi Data Diri → 'Ajukan Perubahan Data' (docs/privacy.md, "Corrections"): the form, and the employee's requests. */
export function PerubahanDataPage() {
  const [, navigate] = useLocation();
  const { mutate: revalidate } = useSWRConfig();
  const { data, error, mutate } = useSWR(PERSONAL_CHANGES_KEY, fetchPersonalChanges);
  // Each sent request starts a new, empty form; 'Batal' goes back to Informasi Data Diri.
  const [round, setRound] = useState(0);
  const refresh = useCallback(() => {
    void mutate();
    void revalidate(PERSONAL_DATA_KEY);
  }, [mutate, revalidate]);
  const closed = useCallback((sent: boolean) => (sent ? setRound((value) => value + 1) : navigate('/informasi-data-diri')), [navigate]);
  return (
    <SubPage title={PERSONAL_CHANGE_TEXTS.title} back="/informasi-data-diri">
      {error && !data && <LoadError error={error} fallback="Pengajuan perubahan data tidak dapat dimuat." onRetry={refresh} />}
      {!data && !error && <Skeleton rows={2} />}
      {data && (
        <>
          <PersonalChangeForm key={round} current={data.current} onChanged={refresh} onClosed={closed} />
          <OwnPersonalChanges requests={data.requests} onChanged={refresh} />
        </>
      )}
    </SubPage>
  );
}
