import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import useSWR from 'swr';
import useSWRInfinite from 'swr/infinite';
import { fileDownloadMachine } from './fileDownloadMachine';
import { fetchAudit, fetchHrEmployees, hrAuditKey, hrEmployeesKey } from '../../api/hr';
import { inspect } from '../../app/inspector';
import type { AuditEntry } from '../../contract/hr';
import { AUDIT_ENTITIES } from '../../domain/hrConsole';
import { auditChanges, auditMoment, auditSentence } from '../../format/auditEntry';
import { hrAuditDownloadActors } from '../../hr/console.actors';
import { DateField } from '../../ui/DateField';
import { LoadError } from '../../ui/LoadError';
import { Notice } from '../../ui/Notice';
import { Loading } from '../../ui/Loading';
import { PersonSelect } from '../../ui/PersonSelect';
import { ConsolePage } from './ConsolePage';
import { FileDownloadButtons } from './FileDownloadButtons';

const PAGE = 100;
const providedMachine = fileDownloadMachine(hrAuditDownloadActors);

/** The fields an entry names, before and after, as a small table. */
function Changes({ entry }: { entry: AuditEntry }) {
  const rows = auditChanges(entry);
  if (rows.length === 0) return null;
  return (
    <table className="mt-1 w-full max-w-2xl text-left text-xs">
      <caption className="sr-only">Perubahan: {auditSentence(entry)}</caption>
      <thead className="text-ink-muted">
        <tr>
          <th scope="col" className="py-1 pr-3 font-semibold">
            Data
          </th>
          <th scope="col" className="py-1 pr-3 font-semibold">
            Sebelum
          </th>
          <th scope="col" className="py-1 font-semibold">
            Sesudah
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.field} className="align-top">
            <th scope="row" className="py-0.5 pr-3 font-normal text-ink-muted">
              {row.field}
            </th>
            <td className="break-all py-0.5 pr-3 text-ink">{row.before}</td>
            <td className="break-all py-0.5 text-ink">{row.after}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Every change that affects pay or access, newest first, filtered by what, who and when; a hundred at a time. */
export function HrAuditPage() {
  const [entity, setEntity] = useState('');
  const [actor, setActor] = useState<number | null>(null);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const people = useSWR(hrEmployeesKey(''), fetchHrEmployees).data ?? [];
  const filters = { entity, ...(actor !== null && { actor_id: String(actor) }), ...(from && { from }), ...(to && { to }) };
  const { data, error, size, setSize, mutate, isValidating } = useSWRInfinite(
    (_index: number, previous: AuditEntry[] | null) =>
      previous && previous.length < PAGE ? null : hrAuditKey(new URLSearchParams({ ...filters, ...(previous && { before_id: String(previous.at(-1)!.id) }) }).toString()),
    fetchAudit,
  );
  const entries = data?.flat() ?? [];
  const more = data !== undefined && data.at(-1)?.length === PAGE;
  const download = useActorRef(providedMachine, { inspect });
  const downloadError = useSelector(download, (snapshot) => snapshot.context.error);

  return (
    <ConsolePage
      title="Log Audit"
      actions={<FileDownloadButtons download={download} query={new URLSearchParams(filters).toString()} formats={['xlsx']} />}
    >
      {downloadError && <Notice tone="danger">{downloadError}</Notice>}
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
        <PersonSelect label="Oleh" none="Siapa saja" value={actor} people={people.map((person) => ({ ...person, detail: person.username }))} onChange={setActor} className="flex min-w-56 flex-col gap-1 text-sm font-semibold text-ink-muted" />
        <div className="min-w-56 text-sm">
          <DateField label="Dari tanggal" name="from" value={from} max={to || undefined} onChange={setFrom} />
        </div>
        <div className="min-w-56 text-sm">
          <DateField label="Sampai tanggal" name="to" value={to} min={from || undefined} onChange={setTo} />
        </div>
      </div>
      {error && !data && <LoadError error={error} fallback="Log audit tidak dapat dimuat." onRetry={() => void mutate()} />}
      {!data && !error && <Loading />}
      {data && entries.length === 0 && <p className="text-ink-muted">Belum ada perubahan.</p>}
      {entries.length > 0 && (
        <ul className="card divide-y divide-line p-0" aria-label="Perubahan">
          {entries.map((entry) => (
            <li key={entry.id} className="px-3 py-2 text-sm" data-testid="audit-entry">
              <p className="font-semibold text-ink">{auditSentence(entry)}</p>
              <p className="text-ink-muted">{auditMoment(entry)}</p>
              <Changes entry={entry} />
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
