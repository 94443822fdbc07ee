import { Link } from 'wouter';
import { UserIdentity } from './UserIdentity';

/** Header of a sub-screen: title, back link, and the user's name and NUP. */
export function PageHeader({ title, subtitle, back }: { title: string; subtitle?: string; back: string }) {
  return (
    <header className="bg-sky-700 px-5 pb-5 pt-4 text-white">
      <Link href={back} className="text-sm text-sky-100">
        ← Kembali
      </Link>
      <h1 className="mt-2 text-xl font-bold">{title}</h1>
      {subtitle && <p className="text-sm text-sky-100">{subtitle}</p>}
      <UserIdentity nameClassName="mt-2 font-semibold" />
    </header>
  );
}
