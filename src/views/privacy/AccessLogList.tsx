import type { AccessEntry } from '../../contract/privacy';
import { accessWhat } from '../../domain/privacy';
import { RECORD_LABELS } from '../../domain/verification';
import { fieldDate, wibDateTime } from '../../format/indonesian';
import { EmptyState } from '../../ui/EmptyState';

/** Who looked at someone's photos and positions, newest first (docs/privacy.md): for the employee ("Anda") or HR (the name). */
export function AccessLogList({ entries, whose, empty }: { entries: AccessEntry[]; whose?: string; empty: string }) {
  if (entries.length === 0) return <EmptyState icon="i-tabler-eye-off">{empty}</EmptyState>;
  return (
    <ul className="mt-2 flex flex-col divide-y divide-line/60" data-testid="access-log">
      {entries.map((entry) => {
        const record = entry.record ? { label: RECORD_LABELS[entry.record.kind][entry.record.direction], date: fieldDate(entry.record.date) } : null;
        return (
          <li key={`${entry.viewed_at}-${entry.viewer}-${entry.what}-${entry.record?.kind}-${entry.record?.date}-${entry.record?.direction}`} className="py-2 text-sm">
            <p className="text-ink">
              {entry.viewer} melihat {accessWhat(entry.what, record, whose)}
            </p>
            <p className="text-ink-muted">{wibDateTime(entry.viewed_at)}</p>
          </li>
        );
      })}
    </ul>
  );
}
