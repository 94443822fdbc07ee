import { useState } from 'react';
import useSWRInfinite from 'swr/infinite';
import { fetchAudit, hrAuditKey } from '../../api/hr';
import type { AuditEntry } from '../../contract/hr';
import { AUDIT_ENTITIES } from '../../domain/hrConsole';
import { wibDate, wibTime } from '../../format/indonesian';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';
import { ConsolePage } from './ConsolePage';

const PAGE = 100;
const changes = (entry: AuditEntry) =>
  JSON.stringify({ ...(entry.before && { sebelum: entry.before }), ...(entry.after && { sesudah: entry.after }) });

/** Every change HR made, newest first, filtered by what and when; a hundred at a time. */
export function HrAuditPage() {
  const [entity, setEntity] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const filters = { entity, ...(/^\d{4}-\d{2}-\d{2}$/.test(from) && { from }), ...(/^\d{4}-\d{2}-\d{2}$/.test(to) && { to }) };
  const { data, error, size, setSize, mutate, isValidating } = useSWRInfinite(
    (_index: number, previous: AuditEntry[] | null) =>
      previous && previous.length < PAGE ? null : hrAuditKey(new URLSearchParams({ ...filters, ...(previous && { before_id: String(previous.at(-1)!.id) }) }).toString()),
    fetchAudit,
  );
  const entries = data?.flat() ?? [];
  const more = data !== undefined && data.at(-1)?.length === PAGE;

  return (
    <ConsolePage title="Log Audit">
      <div className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1 text-sm font-semibold text-ink-muted">
          Jenis data
          <select className="input" value={entity} onChange={(event) => setEntity(event.target.value)}>
            {AUDIT_ENTITIES.map(([code, label]) => (
              <option key={code} value={code}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm font-semibold text-ink-muted">
          Dari (yyyy-mm-dd)
          <input className="input" value={from} onChange={(event) => setFrom(event.target.value)} />
        </label>
        <label className="flex flex-col gap-1 text-sm font-semibold text-ink-muted">
          Sampai (yyyy-mm-dd)
          <input className="input" value={to} onChange={(event) => setTo(event.target.value)} />
        </label>
      </div>
      {error && !data && <LoadError error={error} fallback="Log audit tidak dapat dimuat." onRetry={() => void mutate()} />}
      {!data && !error && <Loading />}
      {data && entries.length === 0 && <p className="text-ink-muted">Belum ada perubahan.</p>}
      {entries.length > 0 && (
        <ul className="card divide-y divide-line p-0" aria-label="Perubahan">
          {entries.map((entry) => (
            <li key={entry.id} className="px-3 py-2 text-sm" data-testid="audit-entry">
              <p className="text-ink">
                <span className="font-semibold">{entry.action}</span> · {entry.entity} {entry.entity_id} · oleh {entry.actor?.name ?? 'perintah admin'}
              </p>
              <p className="text-ink-muted">
                {wibDate(entry.at)} {wibTime(entry.at)}
              </p>
              <p className="break-all font-mono text-xs text-ink">{changes(entry)}</p>
            </li>
          ))}
        </ul>
      )}
      {more && (
        <button type="button" className="btn-secondary self-start" disabled={isValidating} onClick={() => void setSize(size + 1)}>
          Muat lebih banyak
        </button>
      )}
    </ConsolePage>
  );
}
