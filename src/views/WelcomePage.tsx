import { Link } from 'wouter';
import { InstallCard } from './shell/InstallCard';

/** Top-aligned, so that the install card, which appears only once the phone offers it, moves nothing above it. */
export function WelcomePage() {
  return (
    <main className="mx-auto min-h-dvh max-w-md flex flex-col items-center gap-6 px-6 pb-8 pt-[12vh] text-center">
      <img src="/logo.svg" alt="Logo PDAM Tirta Kencana" width={112} height={112} />
      <div>
        <h1 className="text-2xl font-bold text-ink">Selamat Datang di Absensi</h1>
        <p className="mt-2 text-ink-muted">
          Aplikasi absensi pegawai PDAM Tirta Kencana: absen masuk dan pulang dengan foto wajah dan lokasi, lembur,
          pengajuan izin, dan pengumuman perusahaan.
        </p>
        <p className="mt-4 text-ink">Silahkan masuk untuk menggunakan aplikasi absen.</p>
      </div>
      <Link href="/login" className="btn-primary w-full">
        Masuk
      </Link>
      <InstallCard />
    </main>
  );
}
