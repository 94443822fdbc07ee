import type { ReactNode } from 'react';
import { PageHeader } from './PageHeader';

/** A screen below the main tabs: its header with the h1 and back link (none where there is nowhere to go back to), and the main landmark. */
export function SubPage({ title, subtitle, back, children }: { title: string; subtitle?: string; back: string | null; children: ReactNode }) {
  return (
    <div className="mx-auto min-h-dvh max-w-2xl bg-canvas">
      <PageHeader title={title} subtitle={subtitle} back={back} />
      <main className="flex flex-col gap-3 p-4 pb-10">{children}</main>
    </div>
  );
}
