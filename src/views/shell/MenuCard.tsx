import type { ReactNode } from 'react';
import { Link } from 'wouter';

export interface MenuEntry {
  href: string;
  title: string;
  description: string;
  icon: string;
}

/** A card on Info and Lainnya leading to a screen: an icon, its name and what it holds. */
export function MenuCard({ href, title, description, icon, count }: MenuEntry & { count?: number }) {
  return (
    <Link href={href} className="card focus-ring flex items-center gap-4 active:bg-canvas">
      <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-control bg-brand-soft text-brand">
        <span className={`${icon} text-2xl`} aria-hidden />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block font-semibold text-ink">{title}</span>
        <span className="mt-0.5 block text-sm text-ink-muted">{description}</span>
      </span>
      {count !== undefined && count > 0 && (
        <span className="rounded-full bg-tone-warn-bg px-2.5 py-0.5 text-sm font-bold text-tone-warn-fg" aria-label={`${count} menunggu`}>
          {count}
        </span>
      )}
      <span className="i-tabler-chevron-right text-ink-muted" aria-hidden />
    </Link>
  );
}

/** Info and Lainnya: the page's name, then a card for each of its screens (`entries`, then `children`). */
export function MenuPage({ title, entries, children }: { title: string; entries: readonly MenuEntry[]; children?: ReactNode }) {
  return (
    <div className="flex flex-col gap-3">
      <h1 className="text-xl font-bold text-ink">{title}</h1>
      {entries.map((entry) => (
        <MenuCard key={entry.href} {...entry} />
      ))}
      {children}
    </div>
  );
}
