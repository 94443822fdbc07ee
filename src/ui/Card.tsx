import type { ReactNode } from 'react';

/** The white, rounded surface every screen groups its content on. */
export function Card({ children, className = '', as: Element = 'section', label }: { children: ReactNode; className?: string; as?: 'section' | 'li' | 'div' | 'article'; label?: string }) {
  return (
    <Element className={`card ${className}`} aria-label={label}>
      {children}
    </Element>
  );
}
