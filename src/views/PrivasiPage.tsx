import useSWR from 'swr';
import { Link } from 'wouter';
import { ACCESS_LOG_KEY, fetchAccessLog, fetchPrivacyNotice, markPrivacyNoticeRead, PRIVACY_NOTICE_KEY } from '../api/account';
import { privacyNotice } from '../domain/privacy';
import { fieldDate, wibDateTime } from '../format/indonesian';
import { LoadError } from '../ui/LoadError';
import { Loading } from '../ui/Loading';
import { SubPage } from './shell/SubPage';
import { AccessLogList } from './privacy/AccessLogList';
import { DataExportSection } from './privacy/DataExportSection';

/**
 * Akun → Privasi dan Data Saya (docs/privacy.md): what the app keeps of the employee and why, who may see it, and who
 * did: every view by someone else of their record photos, positions and reference photos.
 */
export function PrivasiPage() {
  const { data, error, mutate } = useSWR(ACCESS_LOG_KEY, fetchAccessLog);
  // Opening the page is reading the notice shown: its first read is kept, and the dashboard's pointer to it goes.
  const notice = useSWR(PRIVACY_NOTICE_KEY, fetchPrivacyNotice);
  const shown = notice.data;
  useSWR(shown && !shown.read_at ? [`${PRIVACY_NOTICE_KEY}/dibaca`, shown.version] : null, ([, version]) => markPrivacyNoticeRead(version), {
    revalidateOnFocus: false,
    onSuccess: (state) => void notice.mutate(state, { revalidate: false }),
  });
  return (
    <SubPage title="Privasi dan Data Saya" subtitle="Data Anda yang disimpan, dan siapa yang melihatnya" back="/akun">
      <section className="card" aria-labelledby="privacy-notice">
        <h2 id="privacy-notice" className="font-semibold text-ink">
          Data yang disimpan
        </h2>
        {notice.error && !shown && <LoadError error={notice.error} fallback="Pemberitahuan privasi tidak dapat dimuat." onRetry={() => void notice.mutate()} />}
        {!shown && !notice.error && <Loading />}
        {shown && (
          <>
            <ul className="mt-2 flex list-disc flex-col gap-2 pl-5 text-sm text-ink">
              {privacyNotice(shown).map((paragraph) => (
                <li key={paragraph}>{paragraph}</li>
              ))}
            </ul>
            <p className="mt-2 text-xs text-ink-muted">
              Versi pemberitahuan {fieldDate(shown.version_date)}
              {shown.read_at && `, pertama Anda baca ${wibDateTime(shown.read_at)}`}
            </p>
          </>
        )}
        <div className="mt-3 flex flex-wrap gap-x-6">
          <Link href="/pemeriksaan-wajah" className="inline-flex min-h-11 items-center font-semibold text-brand underline">
            Persetujuan pemeriksaan wajah
          </Link>
          <Link href="/perubahan-data" className="inline-flex min-h-11 items-center font-semibold text-brand underline">
            Ajukan perubahan data diri
          </Link>
        </div>
      </section>
      <DataExportSection />
      <section className="card" aria-labelledby="access-log">
        <h2 id="access-log" className="font-semibold text-ink">
          Siapa yang melihat data Anda
        </h2>
        {error && !data && <LoadError error={error} fallback="Catatan akses tidak dapat dimuat." onRetry={() => void mutate()} />}
        {!data && !error && <Loading />}
        {data && <AccessLogList entries={data} empty="Belum ada orang lain yang melihat foto atau posisi Anda." />}
      </section>
    </SubPage>
  );
}
