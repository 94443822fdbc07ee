import type { ReactNode } from 'react';

/** A list item about one employee's request or record: who (name, position, NUP), then what it is and what can be done. */
export function PersonCard({ person, children }: { person: { name: string; position: string; nup: string }; children: ReactNode }) {
  return (
    <li className="card">
      <h2 className="font-semibold text-ink">{person.name}</h2>
      <p className="text-sm text-ink-muted">
        {person.position} · NUP {person.nup}
      </p>
      {children}
    </li>
  );
}
