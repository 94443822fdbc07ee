import useSWR from 'swr';
import { faceConsentActors } from '../account/account.actors';
import { FACE_CONSENT_KEY, fetchFaceConsent } from '../api/account';
import type { FaceConsentRequest } from '../contract/faces';
import { FACE_CONSENT_DECISIONS, FACE_CONSENT_NOTICE } from '../domain/faces';
import { DECISION_SAVING } from '../domain/flow';
import { longDate } from '../format/indonesian';
import { Button } from '../ui/Button';
import { LoadError } from '../ui/LoadError';
import { Loading } from '../ui/Loading';
import { SubPage } from './shell/SubPage';
import { useDecisionDialog } from './useDecisionDialog';

type Choice = keyof typeof FACE_CONSENT_DECISIONS;

/**
 * Akun → Pemeriksaan Wajah (docs/faces.md, "Consent"): the notice in plain Indonesian, the employee's answer and when,
 * and 'Saya Setuju', 'Tidak Setuju' or 'Tarik Persetujuan', each asked once more before it is saved.
 */
export function PemeriksaanWajahPage() {
  const { data, error, mutate } = useSWR(FACE_CONSENT_KEY, fetchFaceConsent);
  const { decide, dialog } = useDecisionDialog('pemeriksaan-wajah', faceConsentActors, () => void mutate());
  const ask = (choice: Choice) => {
    const request: FaceConsentRequest | 'withdraw' = choice === 'withdraw' ? 'withdraw' : { decision: choice, version: data!.version };
    decide({
      wording: { ...FACE_CONSENT_DECISIONS[choice], busyText: DECISION_SAVING.busyText, failedTitle: DECISION_SAVING.failedTitle, fallback: DECISION_SAVING.fallback },
      subject: 'Pemeriksaan wajah saat absen dan lembur',
      noteField: null,
      danger: choice === 'withdraw',
      reportsAnswer: false,
      request,
    });
  };
  const since = data?.decided_at ? ` sejak ${longDate(data.decided_at.slice(0, 10))}` : '';
  return (
    <SubPage title="Pemeriksaan Wajah" subtitle="Persetujuan Anda, sesuai UU Pelindungan Data Pribadi" back="/akun">
      {error && !data && <LoadError error={error} fallback="Persetujuan tidak dapat dimuat." onRetry={() => void mutate()} />}
      {!data && !error && <Loading />}
      {data && (
        <>
          <section className="card" aria-labelledby="consent-status" data-testid="face-consent">
            <h2 id="consent-status" className="font-semibold text-ink">
              {data.consent === 'agreed' ? `Anda menyetujui${since}` : data.consent === 'declined' ? `Anda tidak menyetujui${since}` : 'Anda belum menjawab'}
            </h2>
            <p className="mt-1 text-sm text-ink-muted">
              {data.consent === 'agreed'
                ? data.references > 0
                  ? `Foto rujukan: ${data.references}. Wajah Anda saat absen dibandingkan dengan foto itu.`
                  : 'Petugas SDM belum mengambil foto rujukan Anda.'
                : 'Absen Anda berjalan tanpa pemeriksaan wajah.'}
            </p>
          </section>
          <section className="card" aria-labelledby="consent-notice">
            <h2 id="consent-notice" className="font-semibold text-ink">
              Yang perlu Anda ketahui
            </h2>
            <ul className="mt-2 flex list-disc flex-col gap-2 pl-5 text-sm text-ink">
              {FACE_CONSENT_NOTICE.map((paragraph) => (
                <li key={paragraph}>{paragraph}</li>
              ))}
            </ul>
            <p className="mt-2 text-xs text-ink-muted">Versi pemberitahuan {longDate(data.version)}</p>
          </section>
          <div className="flex flex-col gap-2">
            {data.consent !== 'agreed' && (
              <Button icon="i-tabler-check" onClick={() => ask('agree')}>
                Saya Setuju
              </Button>
            )}
            {data.consent === null && (
              <Button variant="secondary" onClick={() => ask('decline')}>
                Tidak Setuju
              </Button>
            )}
            {data.consent === 'agreed' && (
              <Button variant="danger" onClick={() => ask('withdraw')}>
                Tarik Persetujuan
              </Button>
            )}
          </div>
        </>
      )}
      {dialog}
    </SubPage>
  );
}
