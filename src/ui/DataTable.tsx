import type { ReactNode } from 'react';

/** A column of a DataTable: its heading (drawn as `head` where given), whether it holds numbers (aligned right), its heading's classes. */
export type DataColumn = string | { label: string; numeric?: true; head?: ReactNode; className?: string };

const labelOf = (column: DataColumn) => (typeof column === 'string' ? column : column.label);

/**
 * A console table: scrolls sideways in its own focusable region (named `label`) when the screen is narrow, with a
 * caption for screen readers, a header row of `columns`, the rows as children and, where given, a footer row.
 */
export function DataTable({ label, columns, minWidth, foot, children }: { label: string; columns: DataColumn[]; minWidth: string; foot?: ReactNode; children: ReactNode }) {
  return (
    <div className="card focus-ring overflow-x-auto p-0" tabIndex={0} role="region" aria-label={label}>
      <table className={`w-full ${minWidth} text-left text-sm`}>
        <caption className="sr-only">{label}</caption>
        <thead className="bg-canvas text-ink-muted">
          <tr>
            {columns.map((column) => (
              <th key={labelOf(column)} scope="col" className={`px-3 py-2 font-semibold ${typeof column === 'string' ? '' : (column.className ?? (column.numeric ? 'text-right' : ''))}`}>
                {typeof column === 'string' ? column : (column.head ?? column.label)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">{children}</tbody>
        {foot && <tfoot className="bg-canvas font-semibold text-ink">{foot}</tfoot>}
      </table>
    </div>
  );
}
