import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import useSWR from 'swr';
import { hrHolidaysMachine } from '../../../machines/hrHolidays.machine';
import { inspect } from '../../app/inspector';
import { fetchHolidays, hrHolidaysKey } from '../../api/hr';
import { HOLIDAY_KINDS, type HolidayKind } from '../../contract/shifts';
import { DateField } from '../../ui/DateField';
import { HrHolidayImportDialog } from './HrHolidayImportDialog';
import { HOLIDAY_KIND_LABELS } from '../../domain/shifts';
import { mediumDate } from '../../format/indonesian';
import { hrHolidaysActors } from '../../hr/console.actors';
import { AlertDialog } from '../../ui/AlertDialog';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';
import { ConsolePage } from './ConsolePage';
import { Notice } from '../../ui/Notice';

const providedMachine = hrHolidaysMachine.provide({ actors: hrHolidaysActors });

/** Holidays of a year (national, cuti bersama, the company's): added after a check, removed after a question, imported a year at a time. */
export function HrHolidaysPage() {
  const [year, setYear] = useState(() => new Date().getFullYear());
  const { data, error, mutate } = useSWR(hrHolidaysKey(year), fetchHolidays);
  const actor = useActorRef(providedMachine, { inspect });
  useEffect(() => {
    const subscription = actor.on('holidays.changed', () => void mutate());
    return () => subscription.unsubscribe();
  }, [actor, mutate]);
  const state = useSelector(actor, (snapshot) => snapshot);
  const { form, removing, error: flowError, message } = state.context;
  const busy = state.hasTag('busy');
  const years = [year - 1, year, year + 1];
  const [importing, setImporting] = useState(false);

  return (
    <ConsolePage title="Hari Libur">
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex max-w-40 flex-col gap-1 text-sm font-semibold text-ink-muted">
          <label htmlFor="holiday-year">Tahun</label>
          <select id="holiday-year" className="input" value={year} onChange={(event) => setYear(Number(event.target.value))}>
            {years.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </div>
        <button type="button" className="btn-secondary" onClick={() => setImporting(true)}>
          Impor Hari Libur
        </button>
      </div>
      {importing && <HrHolidayImportDialog onChanged={() => void mutate()} onClosed={() => setImporting(false)} />}
      <form
        className="card flex flex-wrap items-end gap-3"
        aria-label="Tambah hari libur"
        onSubmit={(event) => {
          event.preventDefault();
          actor.send({ type: 'holiday.add' });
        }}
      >
        <div className="min-w-52 text-sm font-semibold">
          <DateField label="Tanggal" name="holiday-date" value={form.date} onChange={(date) => actor.send({ type: 'form.edit', field: 'date', value: date })} />
        </div>
        <label className="flex min-w-60 flex-1 flex-col gap-1 text-sm font-semibold text-ink">
          Nama
          <input className="input" value={form.name} disabled={busy} onChange={(event) => actor.send({ type: 'form.edit', field: 'name', value: event.target.value })} />
        </label>
        <label className="flex flex-col gap-1 text-sm font-semibold text-ink">
          Jenis
          <select className="input" value={form.kind} disabled={busy} onChange={(event) => actor.send({ type: 'form.kind', kind: event.target.value as HolidayKind })}>
            {HOLIDAY_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {HOLIDAY_KIND_LABELS[kind]}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="btn-primary" disabled={busy}>
          {state.matches('adding') ? 'Menyimpan...' : 'Tambah'}
        </button>
        {state.matches('adding') && (
          <button type="button" className="btn-secondary" onClick={() => actor.send({ type: 'flow.cancel' })}>
            Batal
          </button>
        )}
      </form>
      {flowError && (
        <Notice tone="danger">
          {flowError}
        </Notice>
      )}
      {message && (
        <Notice tone="ok">
          {message}
        </Notice>
      )}
      {error && !data && <LoadError error={error} fallback="Hari libur tidak dapat dimuat." onRetry={() => void mutate()} />}
      {!data && !error && <Loading />}
      {data && (
        <ul className="card divide-y divide-line p-0" aria-label={`Hari libur ${year}`}>
          {data.length === 0 && <li className="p-3 text-ink-muted">Belum ada hari libur tahun ini.</li>}
          {data.map((holiday) => (
            <li key={holiday.date} className="flex flex-wrap items-center justify-between gap-2 px-3 py-1" data-testid="holiday">
              <span className="text-ink">
                <span className="font-semibold">{mediumDate(holiday.date)}</span> · {holiday.name} · {HOLIDAY_KIND_LABELS[holiday.kind]}
              </span>
              <button type="button" className="btn-ghost" aria-label={`Hapus ${holiday.name}`} disabled={busy} onClick={() => actor.send({ type: 'holiday.remove', date: holiday.date })}>
                Hapus
              </button>
            </li>
          ))}
        </ul>
      )}
      <AlertDialog
        open={state.matches('confirmingRemoval') || state.matches('removing')}
        kind="info"
        title="Hapus hari libur?"
        text={removing ? `${mediumDate(removing)} akan menjadi hari biasa. Pengajuan cuti yang sudah ada tidak dihitung ulang.` : ''}
        confirmLabel={state.matches('removing') ? 'Menghapus...' : 'Hapus'}
        cancelLabel="Batal"
        onConfirm={() => actor.send({ type: 'removal.confirm' })}
        onCancel={() => actor.send({ type: 'flow.cancel' })}
      />
    </ConsolePage>
  );
}
