import { Link } from 'wouter';

export function MenuCard({ href, title, description }: { href: string; title: string; description: string }) {
  return (
    <Link href={href} className="block rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 active:bg-slate-100">
      <span className="block font-semibold text-slate-800">{title}</span>
      <span className="mt-1 block text-sm text-slate-500">{description}</span>
    </Link>
  );
}
