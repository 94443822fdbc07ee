import { useCallback, useMemo, useState } from 'react';
import useSWR from 'swr';
import { useLocation, useSearch } from 'wouter';
import { CORRECTION_REQUESTS_KEY, fetchCorrectionRequests } from '../api/correctionRequests';
import { CORRECTION_TEXTS, type CorrectionDraft, EMPTY_CORRECTION } from '../domain/correctionRequests';
import { LoadError } from '../ui/LoadError';
import { Skeleton } from '../ui/Skeleton';
import { CorrectionForm } from './corrections/CorrectionForm';
import { OwnCorrectionRequests } from './corrections/OwnCorrectionRequests';
import { SubPage } from './shell/SubPage';

/** Where the page was opened from the history (?tanggal=YYYY-MM-DD&absen=in|out): that day and record chosen. */
function draftFrom(search: string, days: readonly string[]): CorrectionDraft {
  const query = new URLSearchParams(search);
  const date = query.get('tanggal') ?? '';
  const direction = query.get('absen');
  return { ...EMPTY_CORRECTION, date: days.includes(date) ? date : '', direction: direction === 'in' || direction === 'out' ? direction : '' };
}

/** Pengajuan Koreksi Absen (docs/hr.md, "Correction requests"): the form, and the employee's recent requests. */
export function PengajuanKoreksiPage() {
  const [, navigate] = useLocation();
  const search = useSearch();
  const { data, error, mutate } = useSWR(CORRECTION_REQUESTS_KEY, fetchCorrectionRequests);
  // Each sent request starts a new, empty form; 'Batal' goes back to the history.
  const [round, setRound] = useState(0);
  const draft = useMemo(() => (round === 0 && data ? draftFrom(search, data.days) : EMPTY_CORRECTION), [round, data, search]);
  const refresh = useCallback(() => void mutate(), [mutate]);
  const closed = useCallback((sent: boolean) => (sent ? setRound((value) => value + 1) : navigate('/riwayat-absen')), [navigate]);
  return (
    <SubPage title={CORRECTION_TEXTS.title} back="/riwayat-absen">
      {error && !data && <LoadError error={error} fallback="Pengajuan koreksi tidak dapat dimuat." onRetry={refresh} />}
      {!data && !error && <Skeleton rows={2} />}
      {data && (
        <>
          <CorrectionForm key={round} choices={data} draft={draft} onChanged={refresh} onClosed={closed} />
          <OwnCorrectionRequests requests={data.requests} onChanged={refresh} />
        </>
      )}
    </SubPage>
  );
}
