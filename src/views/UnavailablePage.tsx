import { Link } from 'wouter';

/** Signed-in routes whose screens are not built yet say so instead of pretending. */
export function UnavailablePage() {
  return (
    <main className="mx-auto max-w-md p-6 text-center">
      <p className="text-slate-700">Fitur ini belum tersedia di versi aplikasi ini.</p>
      <Link href="/dashboard" className="mt-4 inline-block text-sky-700 underline">
        Kembali ke Dashboard
      </Link>
    </main>
  );
}
