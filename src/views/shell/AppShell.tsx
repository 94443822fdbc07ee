import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { BrandBar } from './BrandBar';
import { UserIdentity } from './UserIdentity';

const TABS = [
  { href: '/dashboard', label: 'Dashboard', icon: 'i-tabler-home' },
  { href: '/info', label: 'Info', icon: 'i-tabler-info-circle' },
  { href: '/lainnya', label: 'Lainnya', icon: 'i-tabler-layout-grid' },
  { href: '/akun', label: 'Akun', icon: 'i-tabler-user-circle' },
] as const;

/** The main screens: the brand and the user in the header, the page (with its own h1), the bottom navigation. */
export function AppShell({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  return (
    <div className="mx-auto min-h-dvh max-w-2xl flex flex-col bg-canvas">
      <header className="bg-brand px-4 pb-5 pt-[max(0.75rem,env(safe-area-inset-top))] text-brand-on">
        <BrandBar />
        <div className="mt-3">
          <UserIdentity />
        </div>
      </header>
      <main className="flex-1 px-4 pb-28 pt-4">{children}</main>
      <nav aria-label="Navigasi utama" className="fixed bottom-0 left-1/2 w-full max-w-2xl -translate-x-1/2 border-t border-line bg-surface pb-[env(safe-area-inset-bottom)]">
        <ul className="grid grid-cols-4">
          {TABS.map((tab) => {
            const active = location === tab.href;
            return (
              <li key={tab.href}>
                <Link
                  href={tab.href}
                  aria-current={active ? 'page' : undefined}
                  className={`focus-ring flex min-h-14 flex-col items-center justify-center gap-0.5 text-xs ${active ? 'font-bold text-brand' : 'text-ink-muted'}`}
                >
                  <span className={`${tab.icon} text-2xl`} aria-hidden />
                  {tab.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}
