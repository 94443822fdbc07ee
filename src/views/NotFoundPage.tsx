import { Link } from 'wouter';

/** An unknown path: 'Halaman tidak ditemukan' and a way back (issue 51: no English on screen). */
export function NotFoundPage() {
  return (
    <main className="mx-auto flex max-w-md flex-col items-center gap-2 p-6 text-center">
      <h1 className="text-xl font-bold text-ink">Halaman tidak ditemukan</h1>
      <p className="text-ink-muted">Alamat ini tidak ada di aplikasi.</p>
      <Link href="/" className="focus-ring inline-flex min-h-11 items-center font-semibold text-brand underline">
        Ke halaman awal
      </Link>
    </main>
  );
}
