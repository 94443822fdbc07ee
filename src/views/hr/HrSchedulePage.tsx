import { useState } from 'react';
import useSWR from 'swr';
import { fetchHrEmployees, fetchRosterCalendar, fetchRosters, hrEmployeesKey, HR_ROSTERS_KEY, rosterCalendarKey } from '../../api/hr';
import { addDays, daysBetween, mondayOf, monthOf } from '../../contract/calendar';
import type { CalendarDay, RosterCalendar } from '../../contract/hr';
import { CALENDAR_TEXTS } from '../../domain/hrConsole';
import { dayRange, longDate, periodLabel, wibDate, weekdayShort } from '../../format/indonesian';
import type { HrShiftSwapInput } from '../../../machines/hrShiftSwap.machine';
import { DataTable } from '../../ui/DataTable';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';
import { ConsolePage } from './ConsolePage';
import { HrShiftSwapDialog } from './HrShiftSwapDialog';
import { TeamFilters } from './TeamFilters';

type Span = 'week' | 'month';

/** The days a span shows around a date: its Monday to Sunday, or its calendar month. */
function daysOf(span: Span, anchor: string): { from: string; days: number } {
  if (span === 'week') return { from: mondayOf(anchor), days: 7 };
  const { first, last } = monthOf(anchor.slice(0, 7).replace('-', ''));
  return { from: first, days: daysBetween(first, last) + 1 };
}

/** Each shift's tone in the grid, by the order its code first appears (contrast AA on every pair). */
const SHIFT_TONES = ['bg-tone-info-bg text-tone-info-fg', 'bg-tone-ok-bg text-tone-ok-fg', 'bg-tone-pending-bg text-tone-pending-fg', 'bg-brand-soft text-brand-strong'];
const OFF_TONE = 'bg-canvas text-ink-muted';
const LEAVE_TONE = 'bg-tone-warn-bg text-tone-warn-fg';

/** Each shift code's tone, by the order it first appears. */
type Shifts = Map<string, string>;

/** The shifts the calendar shows: each code's tone, and each shift once for the legend (one code, several hours: 'R'). */
function shiftsOf(calendar: RosterCalendar): { tones: Shifts; legend: { code: string; words: string }[] } {
  const tones: Shifts = new Map();
  const legend = new Map<string, { code: string; words: string }>();
  for (const employee of calendar.employees)
    for (const day of employee.days) {
      if (day.code === null) continue;
      if (!tones.has(day.code)) tones.set(day.code, SHIFT_TONES[tones.size % SHIFT_TONES.length]!);
      const words = `${day.name} ${day.start_time}–${day.end_time}`;
      legend.set(`${day.code} ${words}`, { code: day.code, words });
    }
  return { tones, legend: [...legend.values()] };
}

/** What a cell shows: the leave, the day off or the shift's code, in its tone. */
function markOf(day: CalendarDay, shifts: Shifts): { text: string; tone: string } {
  if (day.leave) return { text: CALENDAR_TEXTS.leave, tone: LEAVE_TONE };
  if (day.code === null) return { text: CALENDAR_TEXTS.off, tone: OFF_TONE };
  return { text: day.code, tone: shifts.get(day.code) ?? OFF_TONE };
}

/** A day in words for a screen reader, starting with what the cell shows: then the shift, leave, a change, a holiday. */
function dayWords(day: CalendarDay, shifts: Shifts, holiday: string | undefined): string {
  if (!day.employed) return CALENDAR_TEXTS.outside;
  const parts = [markOf(day, shifts).text];
  if (day.leave) parts.push(day.leave);
  if (day.code !== null) parts.push(`${day.name} ${day.start_time}–${day.end_time}`);
  if (day.changed) parts.push(CALENDAR_TEXTS.changed);
  if (holiday) parts.push(`hari libur ${holiday}`);
  return parts.join(', ');
}

function DayMark({ day, shifts }: { day: CalendarDay; shifts: Shifts }) {
  if (!day.employed) return <span aria-hidden>·</span>;
  const { text, tone } = markOf(day, shifts);
  return (
    <span aria-hidden className={`relative flex h-11 w-11 items-center justify-center rounded-control text-xs font-bold ${tone}`}>
      {text}
      {day.changed && <span className="absolute right-1 top-1 h-1.5 w-1.5 rounded-full bg-ink" />}
    </span>
  );
}

/** Who works which shift, a week or a month at a time, per office or department; a rostered employee's day is changed from its cell. */
export function HrSchedulePage() {
  const [span, setSpan] = useState<Span>('week');
  const today = wibDate(new Date().toISOString());
  const [anchor, setAnchor] = useState(today);
  const [officeId, setOfficeId] = useState('');
  const [department, setDepartment] = useState('');
  const [changing, setChanging] = useState<HrShiftSwapInput | null>(null);
  const { from, days } = daysOf(span, anchor);
  const to = addDays(from, days - 1);
  const query = new URLSearchParams({ from, days: String(days), department, ...(officeId && { office_id: officeId }) }).toString();
  // A day changed elsewhere in the console shows when the page opens again.
  const { data, error, mutate } = useSWR(rosterCalendarKey(query), fetchRosterCalendar, { keepPreviousData: true, dedupingInterval: 0 });
  const rosters = useSWR(HR_ROSTERS_KEY, fetchRosters);
  const people = useSWR(hrEmployeesKey('active=1'), fetchHrEmployees);
  const move = (direction: 1 | -1) => setAnchor(span === 'week' ? addDays(from, 7 * direction) : direction === 1 ? addDays(to, 1) : addDays(from, -1));
  const title = span === 'week' ? dayRange(from, to) : periodLabel(from.slice(0, 7).replace('-', ''));
  const holidays = new Map((data?.holidays ?? []).map((holiday) => [holiday.date, holiday.name]));
  const { tones: shifts, legend } = data ? shiftsOf(data) : { tones: new Map<string, string>(), legend: [] };
  const shown = data && data.from === from && data.days === days ? data : undefined;

  return (
    <ConsolePage title="Jadwal Shift">
      <div className="flex flex-wrap items-end gap-3">
        <div role="group" aria-label="Tampilan" className="flex gap-1">
          {(['week', 'month'] as const).map((choice) => (
            <button key={choice} type="button" className={choice === span ? 'btn-primary' : 'btn-secondary'} aria-pressed={choice === span} onClick={() => setSpan(choice)}>
              {CALENDAR_TEXTS[choice]}
            </button>
          ))}
        </div>
        <TeamFilters officeId={officeId} department={department} onOffice={setOfficeId} onDepartment={setDepartment} />
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <button type="button" className="btn-ghost" aria-label={CALENDAR_TEXTS.previous[span]} onClick={() => move(-1)}>
          <span className="i-tabler-chevron-left" aria-hidden />
        </button>
        <h2 className="min-w-52 text-center text-lg font-bold text-ink" aria-live="polite" data-testid="calendar-title">
          {title}
        </h2>
        <button type="button" className="btn-ghost" aria-label={CALENDAR_TEXTS.next[span]} onClick={() => move(1)}>
          <span className="i-tabler-chevron-right" aria-hidden />
        </button>
        <button type="button" className="btn-secondary" onClick={() => setAnchor(today)}>
          {CALENDAR_TEXTS.today}
        </button>
      </div>
      <p className="text-sm text-ink-muted">{CALENDAR_TEXTS.help}</p>
      {error && !shown && <LoadError error={error} fallback={CALENDAR_TEXTS.loadFailed} onRetry={() => void mutate()} />}
      {!shown && !error && <Loading />}
      {shown && shown.employees.length === 0 && <p className="text-ink-muted">{CALENDAR_TEXTS.empty}</p>}
      {shown && shown.employees.length > 0 && (
        <>
          <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink" aria-label="Keterangan">
            {legend.map(({ code, words }) => (
              <li key={`${code} ${words}`}>
                <span className={`mr-1 rounded px-1.5 font-bold ${shifts.get(code)}`}>{code}</span>
                {words}
              </li>
            ))}
            {Object.values(CALENDAR_TEXTS.legend).map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
          {shown.more > 0 && <p className="text-sm text-ink">{CALENDAR_TEXTS.more(shown.employees.length, shown.more)}</p>}
          <DataTable
            label={`Jadwal shift ${title}`}
            minWidth={span === 'week' ? 'min-w-[32rem]' : 'min-w-[96rem]'}
            columns={[
              { label: 'Pegawai', className: 'sticky left-0 z-1 bg-canvas' },
              ...Array.from({ length: days }, (_, index) => {
                const date = addDays(from, index);
                const holiday = holidays.get(date);
                return {
                  label: `${longDate(date)}${holiday ? `, hari libur ${holiday}` : ''}`,
                  className: `px-1 text-center ${holiday ? 'bg-tone-danger-bg text-tone-danger-fg' : ''} ${date === today ? 'underline' : ''}`,
                  head: (
                    <span title={holiday}>
                      <span className="block text-xs font-normal">{weekdayShort(date)}</span>
                      {Number(date.slice(8))}
                      <span className="sr-only">{` ${longDate(date)}${holiday ? `, hari libur ${holiday}` : ''}`}</span>
                    </span>
                  ),
                };
              }),
            ]}
          >
            {shown.employees.map((employee) => (
              <tr key={employee.id} data-testid="calendar-row">
                <th scope="row" className="sticky left-0 z-1 bg-surface px-3 py-1 text-left font-semibold text-ink">
                  {employee.name}
                  <span className="block text-xs font-normal text-ink-muted">{employee.department ?? '-'}</span>
                </th>
                {employee.days.map((day) => {
                  const words = `${employee.name}, ${longDate(day.date)}: ${dayWords(day, shifts, holidays.get(day.date))}`;
                  const changeable = employee.roster_id !== null && day.employed && rosters.data && people.data;
                  return (
                    <td key={day.date} className={`px-0.5 py-0.5 ${holidays.has(day.date) ? 'bg-tone-danger-bg' : ''}`}>
                      {changeable ? (
                        <button type="button" className="focus-ring block rounded-control" aria-label={`${words}. Ubah`} onClick={() => setChanging({ employeeId: employee.id, date: day.date })}>
                          <DayMark day={day} shifts={shifts} />
                        </button>
                      ) : (
                        <>
                          <DayMark day={day} shifts={shifts} />
                          <span className="sr-only">{words}</span>
                        </>
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </DataTable>
        </>
      )}
      {changing && rosters.data && people.data && (
        <HrShiftSwapDialog chosen={changing} rosters={rosters.data} people={people.data} onChanged={() => void mutate()} onClosed={() => setChanging(null)} />
      )}
    </ConsolePage>
  );
}
