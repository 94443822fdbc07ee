import useSWR from 'swr';
import { Link } from 'wouter';
import { fetchPrivacyNotice, PRIVACY_NOTICE_KEY } from '../../api/account';

/** Until the employee has read this version of the privacy notice, the dashboard points to it (docs/privacy.md). */
export function PrivacyNoticeLink() {
  const { data } = useSWR(PRIVACY_NOTICE_KEY, fetchPrivacyNotice);
  if (!data || data.read_at !== null) return null;
  return (
    <section className="card" aria-labelledby="privacy-link">
      <h2 id="privacy-link" className="font-semibold text-ink">
        Data pribadi Anda
      </h2>
      <p className="mt-1 text-sm text-ink-muted">Baca data apa yang disimpan aplikasi ini, untuk apa, dan siapa yang dapat melihatnya.</p>
      <Link href="/privasi" className="focus-ring mt-2 inline-flex min-h-11 items-center font-semibold text-brand underline">
        Privasi dan Data Saya
      </Link>
    </section>
  );
}
