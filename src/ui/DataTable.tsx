import type { ReactNode } from 'react';

/**
 * A console table: scrolls sideways in its own focusable region (named `label`) when the screen is narrow, with a
 * caption for screen readers and a header row of `columns`; the rows are the children.
 */
export function DataTable({ label, columns, minWidth, children }: { label: string; columns: string[]; minWidth: string; children: ReactNode }) {
  return (
    <div className="card focus-ring overflow-x-auto p-0" tabIndex={0} role="region" aria-label={label}>
      <table className={`w-full ${minWidth} text-left text-sm`}>
        <caption className="sr-only">{label}</caption>
        <thead className="bg-canvas text-ink-muted">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-3 py-2 font-semibold">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">{children}</tbody>
      </table>
    </div>
  );
}
