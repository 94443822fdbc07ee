import type { ReactNode } from 'react';

/** Nothing to show: an icon and why, instead of a blank area. */
export function EmptyState({ children, icon = 'i-tabler-inbox' }: { children: ReactNode; icon?: string }) {
  return (
    <div className="flex flex-col items-center gap-2 px-4 py-10 text-center text-ink-muted">
      <span className={`${icon} text-4xl`} aria-hidden />
      <p>{children}</p>
    </div>
  );
}
