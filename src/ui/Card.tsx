import type { ReactNode } from 'react';

/** The white, rounded surface every screen groups its content on. */
export function Card({ children, className = '', as: Element = 'section', label }: { children: ReactNode; className?: string; as?: 'section' | 'li' | 'div' | 'article'; label?: string }) {
  return (
    <Element className={`card ${className}`} aria-label={label}>
      {children}
    </Element>
  );
}

/** A card with a heading of its own that names it for screen readers (`id` is the heading's). */
export function TitledCard({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section className="card flex flex-col gap-3" aria-labelledby={id}>
      <h2 id={id} className="text-lg font-bold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}
