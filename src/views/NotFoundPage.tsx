import { Link } from 'wouter';

/** docs/product.md §2: a plain 'Not Found' paragraph; a heading for screen readers and a way back. */
export function NotFoundPage() {
  return (
    <main className="mx-auto flex max-w-md flex-col items-center gap-2 p-6 text-center">
      <h1 className="sr-only">Halaman tidak ditemukan</h1>
      <p className="text-ink-muted">Not Found</p>
      <Link href="/" className="focus-ring inline-flex min-h-11 items-center font-semibold text-brand underline">
        Ke halaman awal
      </Link>
    </main>
  );
}
