import { Link } from 'wouter';
import { isTokenValid } from '../auth/token';
import { useAuth } from '../auth/useAuth';
import { SubPage } from './shell/SubPage';

const TITLE = 'Tentang';

function AboutText() {
  return (
    <>
      <p className="text-ink">
        Absensi PDAM Tirta Kencana: aplikasi absensi pegawai untuk absen masuk dan pulang dengan foto wajah dan lokasi, lembur, pengajuan izin, pengumuman dan data diri.
      </p>
      <p className="text-sm text-ink-muted">Versi {import.meta.env.VITE_APP_VERSION ?? '0.1.0'}</p>
    </>
  );
}

/** Tentang (`/about`): inside the app's shell once signed in, a page of its own before. */
export default function AboutPage() {
  const signedIn = useAuth((state) => isTokenValid(state.token));
  if (signedIn) {
    return (
      <SubPage title={TITLE} back="/akun">
        <div className="card flex flex-col gap-3">
          <img src="/logo.svg" alt="" width={72} height={72} />
          <AboutText />
        </div>
      </SubPage>
    );
  }
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col gap-4 p-6">
      <img src="/logo.svg" alt="" width={72} height={72} />
      <h1 className="text-2xl font-bold text-ink">{TITLE}</h1>
      <AboutText />
      <Link href="/" className="focus-ring inline-flex min-h-11 items-center gap-1 self-start font-semibold text-brand underline">
        <span className="i-tabler-chevron-left" aria-hidden />
        Kembali
      </Link>
    </main>
  );
}
