import type { ReactNode } from 'react';

/** One console page: its h1 and the main landmark. */
export function ConsolePage({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <main className="mx-auto flex w-full max-w-6xl flex-col gap-4 p-4 lg:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-ink">{title}</h1>
        {actions}
      </div>
      {children}
    </main>
  );
}
