import type { ReactNode } from 'react';
import { EmptyState } from './EmptyState';

interface ListSectionProps {
  id: string;
  title: string;
  /** The heading's size: a section of a page (`text-lg`) or of a card's column. */
  titleClass?: string;
  /** What an empty list says, with its icon. */
  empty: { icon: string; text: string };
  count: number;
  listClass?: string;
  /** The list's items (`li`), drawn when there are some. */
  children: ReactNode;
  /** What stands beside the list: its decision dialog. */
  after?: ReactNode;
}

/** A titled list of requests on a page: its items, or what an empty one says, and its dialog beside it. */
export function ListSection({ id, title, titleClass = 'font-semibold text-ink', empty, count, listClass = 'flex flex-col gap-3', children, after }: ListSectionProps) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className={titleClass}>
        {title}
      </h2>
      {count === 0 ? <EmptyState icon={empty.icon}>{empty.text}</EmptyState> : <ul className={listClass}>{children}</ul>}
      {after}
    </section>
  );
}
