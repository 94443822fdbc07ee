import type { ReactNode } from 'react';

/** A card's facts, each a term and what it says (a request's or a record's details). */
export function Facts({ children }: { children: ReactNode }) {
  return <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">{children}</dl>;
}

/** One fact of a card: the term, muted, then what it says. */
export function Fact({ term, children, figures = false, testId }: { term: string; children: ReactNode; figures?: boolean; testId?: string }) {
  return (
    <>
      <dt className="text-ink-muted">{term}</dt>
      <dd className={figures ? 'time-figures text-ink' : 'text-ink'} data-testid={testId}>
        {children}
      </dd>
    </>
  );
}

/** A photo a decision rests on, with its caption under it. */
export function EvidencePhoto({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <figure className="flex flex-col items-center gap-1 text-xs text-ink-muted">
      {children}
      <figcaption>{caption}</figcaption>
    </figure>
  );
}
