import { useState } from 'react';
import useSWR from 'swr';
import { fetchHrEmployees, fetchRosters, hrEmployeesKey, HR_ROSTERS_KEY } from '../../api/hr';
import { DAY_OFF, type Roster } from '../../contract/shifts';
import type { HrArchivingInput } from '../../../machines/hrArchiving.machine';
import { ArchivingButtons, HrArchivingDialog } from './HrArchivingDialog';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';
import { ConsolePage } from './ConsolePage';
import { HrRosterAssignmentDialog } from './HrRosterAssignmentDialog';
import { HrRosterFormDialog } from './HrRosterFormDialog';
import { mediumDate } from '../../format/indonesian';
import { HrShiftSwapDialog } from './HrShiftSwapDialog';

/** Rotating shift patterns and who follows them; putting employees on one (or back on their weekly schedule). */
export function HrRostersPage() {
  const { data, error, mutate } = useSWR(HR_ROSTERS_KEY, fetchRosters);
  const [assigning, setAssigning] = useState(false);
  const [open, setOpen] = useState<'form' | 'swap' | null>(null);
  const [changing, setChanging] = useState<Roster | null>(null);
  const people = useSWR(hrEmployeesKey('active=1'), fetchHrEmployees);
  const [archiving, setArchiving] = useState<HrArchivingInput | null>(null);
  const inUse = data?.filter((roster) => !roster.archived) ?? [];
  const archived = data?.filter((roster) => roster.archived) ?? [];
  const edit = (roster: Roster) => {
    setChanging(roster);
    setOpen('form');
  };
  const card = (roster: Roster, Heading: 'h2' | 'h3' = 'h2') => (
    <li key={roster.id} className="card" data-testid="roster">
      <Heading className="font-semibold text-ink">{roster.name}</Heading>
      <p className="text-sm text-ink-muted">
        Mulai {mediumDate(roster.start_date)} · {roster.employees} pegawai
      </p>
      <p className="mt-2 font-mono text-sm text-ink" aria-label="Siklus">
        {roster.cycle.map((code) => (code === DAY_OFF ? 'Libur' : code)).join(' → ')}
      </p>
      <ul className="mt-2 text-sm text-ink">
        {roster.shifts.map((shift) => (
          <li key={shift.code}>
            {shift.code}: {shift.name} {shift.start_time}–{shift.end_time}
            {shift.grace_minutes > 0 && ` (toleransi ${shift.grace_minutes} menit)`}
          </li>
        ))}
      </ul>
      <div className="mt-2 flex flex-wrap gap-1">
        {!roster.archived && (
          <button type="button" className="btn-ghost" aria-label={`Ubah ${roster.name}`} onClick={() => edit(roster)}>
            Ubah
          </button>
        )}
        <ArchivingButtons thing="roster" subject={roster} archived={roster.archived} onChoose={setArchiving} />
      </div>
    </li>
  );
  return (
    <ConsolePage
      title="Pola Shift"
      actions={
        <div className="flex flex-wrap gap-2">
          <button type="button" className="btn-secondary" onClick={() => setOpen('form')}>
            Tambah Pola Shift
          </button>
          <button type="button" className="btn-secondary" disabled={!data || !people.data} onClick={() => setOpen('swap')}>
            Tukar Shift
          </button>
          <button type="button" className="btn-primary" disabled={!data} onClick={() => setAssigning(true)}>
            Atur Pola Pegawai
          </button>
        </div>
      }
    >
      {error && !data && <LoadError error={error} fallback="Pola shift tidak dapat dimuat." onRetry={() => void mutate()} />}
      {!data && !error && <Loading />}
      {data && data.length === 0 && <p className="text-ink-muted">Belum ada pola shift.</p>}
      {inUse.length > 0 && <ul className="grid gap-3 md:grid-cols-2">{inUse.map((roster) => card(roster))}</ul>}
      {archived.length > 0 && (
        <section className="mt-6" aria-labelledby="archived-rosters">
          <h2 id="archived-rosters" className="text-lg font-semibold text-ink">
            Diarsipkan
          </h2>
          <p className="mb-3 text-sm text-ink-muted">Pegawai yang mengikutinya tetap memakainya; tidak bisa dipasang pada pegawai lain.</p>
          <ul className="grid gap-3 md:grid-cols-2">{archived.map((roster) => card(roster, 'h3'))}</ul>
        </section>
      )}
      {assigning && data && (
        <HrRosterAssignmentDialog
          rosters={inUse}
          onChanged={() => {
            void mutate();
            void people.mutate();
          }}
          onClosed={() => setAssigning(false)}
        />
      )}
      {archiving && <HrArchivingDialog input={archiving} onChanged={() => void mutate()} onClosed={() => setArchiving(null)} />}
      {open === 'form' && (
        <HrRosterFormDialog
          roster={changing}
          onChanged={() => void mutate()}
          onClosed={() => {
            setOpen(null);
            setChanging(null);
          }}
        />
      )}
      {open === 'swap' && data && people.data && <HrShiftSwapDialog rosters={data} people={people.data} onChanged={() => void mutate()} onClosed={() => setOpen(null)} />}
    </ConsolePage>
  );
}
