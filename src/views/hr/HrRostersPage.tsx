import { useState } from 'react';
import useSWR from 'swr';
import { fetchHrEmployees, fetchRosters, hrEmployeesKey, HR_ROSTERS_KEY } from '../../api/hr';
import { DAY_OFF } from '../../contract/shifts';
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
  const people = useSWR(hrEmployeesKey('active=1'), fetchHrEmployees);
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
      {data && data.length > 0 && (
        <ul className="grid gap-3 md:grid-cols-2">
          {data.map((roster) => (
            <li key={roster.id} className="card" data-testid="roster">
              <h2 className="font-semibold text-ink">{roster.name}</h2>
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
            </li>
          ))}
        </ul>
      )}
      {assigning && data && (
        <HrRosterAssignmentDialog
          rosters={data}
          onChanged={() => {
            void mutate();
            void people.mutate();
          }}
          onClosed={() => setAssigning(false)}
        />
      )}
      {open === 'form' && <HrRosterFormDialog onChanged={() => void mutate()} onClosed={() => setOpen(null)} />}
      {open === 'swap' && data && people.data && <HrShiftSwapDialog rosters={data} people={people.data} onChanged={() => void mutate()} onClosed={() => setOpen(null)} />}
    </ConsolePage>
  );
}
