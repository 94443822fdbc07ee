import { Link } from 'wouter';

export function AboutPage() {
  return (
    <main className="mx-auto max-w-md p-6">
      <h1 className="text-2xl font-semibold text-slate-800">About</h1>
      <Link href="/" className="mt-4 inline-block text-sky-700 underline">
        Kembali
      </Link>
    </main>
  );
}
