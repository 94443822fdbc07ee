import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { UserIdentity } from './UserIdentity';

const TABS = [
  { href: '/dashboard', label: 'Dashboard', icon: 'M3 12l9-8 9 8M5 10v10h5v-6h4v6h5V10' },
  { href: '/info', label: 'Info', icon: 'M12 8h.01M11 12h1v5h1M12 3a9 9 0 100 18 9 9 0 000-18z' },
  { href: '/lainnya', label: 'Lainnya', icon: 'M4 6h16M4 12h16M4 18h16' },
  { href: '/akun', label: 'Akun', icon: 'M12 12a4 4 0 100-8 4 4 0 000 8zm-7 9a7 7 0 0114 0' },
] as const;

/** The main screens: a header with the user's name and NUP, and the bottom navigation. */
export function AppShell({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  return (
    <div className="mx-auto min-h-dvh max-w-md flex flex-col bg-slate-50">
      <header className="bg-sky-700 px-5 pb-5 pt-6 text-white">
        <UserIdentity nameClassName="text-lg font-semibold" />
      </header>
      <main className="flex-1 px-4 pb-24 pt-4">{children}</main>
      <nav aria-label="Navigasi utama" className="fixed bottom-0 left-1/2 w-full max-w-md -translate-x-1/2 border-t border-slate-200 bg-white">
        <ul className="grid grid-cols-4">
          {TABS.map((tab) => {
            const active = location === tab.href;
            return (
              <li key={tab.href}>
                <Link
                  href={tab.href}
                  aria-current={active ? 'page' : undefined}
                  className={`flex flex-col items-center gap-0.5 py-2 text-xs ${active ? 'text-sky-700 font-semibold' : 'text-slate-500'}`}
                >
                  <svg viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden>
                    <path d={tab.icon} />
                  </svg>
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
