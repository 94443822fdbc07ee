import { Link } from 'wouter';
import { BrandBar } from './BrandBar';
import { UserIdentity } from './UserIdentity';

/** Header of a sub-screen: a back link (where there is one), the page's h1 and subtitle, and the user's photo, name and NUP. */
export function PageHeader({ title, subtitle, back }: { title: string; subtitle?: string; back: string | null }) {
  return (
    <header className="bg-brand px-4 pb-5 pt-[max(0.75rem,env(safe-area-inset-top))] text-brand-on">
      <div className="flex items-center justify-between gap-2">
        {back !== null && (
          <Link href={back} className="focus-ring -ml-2 inline-flex min-h-11 min-w-11 items-center gap-1 rounded-control px-2 font-semibold text-white">
            <span className="i-tabler-chevron-left" aria-hidden />
            Kembali
          </Link>
        )}
        <BrandBar />
      </div>
      <h1 className="mt-2 text-xl font-bold">{title}</h1>
      {subtitle && <p className="text-sm text-brand-muted">{subtitle}</p>}
      <div className="mt-3">
        <UserIdentity />
      </div>
    </header>
  );
}
