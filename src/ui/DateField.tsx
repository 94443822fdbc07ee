import { addDays } from 'date-fns/addDays';
import { addMonths } from 'date-fns/addMonths';
import { endOfMonth } from 'date-fns/endOfMonth';
import { endOfWeek } from 'date-fns/endOfWeek';
import { format } from 'date-fns/format';
import { id } from 'date-fns/locale/id';
import { parseISO } from 'date-fns/parseISO';
import { startOfMonth } from 'date-fns/startOfMonth';
import { startOfWeek } from 'date-fns/startOfWeek';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { fieldDate, isoDateOf, parseTypedDate } from '../format/indonesian';
import { DialogDismiss, ModalDialog } from './ModalDialog';
import { BUTTON } from '../domain/flow';

/** docs/product.md §1: weeks start on Monday. */
const MONDAY = { weekStartsOn: 1 } as const;
const WEEKDAYS = ['Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu', 'Minggu'];
const UNREADABLE = 'Tanggal tidak dikenali. Tulis seperti 24 November 2026.';

interface DateFieldProps {
  label: string;
  name: string;
  /** yyyy-mm-dd, or '' for none. */
  value: string;
  onChange: (date: string) => void;
  min?: string;
  max?: string;
  /** The owner's own message for this field (e.g. a form's validation), described like the field's own. */
  errorId?: string;
  invalid?: boolean;
  disabled?: boolean;
}

function outOfRange(date: string, min?: string, max?: string): string | null {
  if (min && date < min) return `Tanggal tidak boleh sebelum ${fieldDate(min)}.`;
  if (max && date > max) return `Tanggal tidak boleh setelah ${fieldDate(max)}.`;
  return null;
}

/**
 * A date in Indonesian whatever the phone's language: typed ('24 November 2026', '24/11/2026') or picked from a
 * calendar whose weeks start on Monday. The calendar is a modal dialog with a grid of day buttons, moved through with
 * the arrow keys, Page Up/Down (month; with Shift, year), Home/End (week); days outside min/max are marked
 * unavailable but stay reachable; Escape or 'Batal' closes it and returns focus.
 */
export function DateField({ label, name, value, onChange, min, max, errorId, invalid, disabled }: DateFieldProps) {
  const ids = useId();
  const [text, setText] = useState(value ? fieldDate(value) : '');
  const [problem, setProblem] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  useEffect(() => setText(value ? fieldDate(value) : ''), [value]);

  const commit = () => {
    if (text.trim() === '') {
      setProblem(null);
      if (value !== '') onChange('');
      return;
    }
    const date = parseTypedDate(text);
    const wrong = date ? outOfRange(date, min, max) : UNREADABLE;
    setProblem(wrong);
    if (wrong || !date) return;
    setText(fieldDate(date));
    if (date !== value) onChange(date);
  };
  const describedBy = [`${ids}-hint`, problem ? `${ids}-problem` : null, errorId].filter(Boolean).join(' ');

  return (
    <div className="flex min-w-0 flex-1 flex-col gap-1">
      <label htmlFor={`${ids}-input`} className="font-medium text-ink">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={`${ids}-input`}
          name={name}
          className="input min-w-0 flex-1 px-2"
          inputMode="text"
          autoComplete="off"
          value={text}
          disabled={disabled}
          aria-invalid={Boolean(problem) || invalid}
          aria-describedby={describedBy}
          onChange={(event) => setText(event.target.value)}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            commit();
          }}
        />
        <button type="button" className="btn-secondary shrink-0 px-3" disabled={disabled} aria-label={`Pilih ${label.toLowerCase()} dari kalender`} onClick={() => setOpen(true)}>
          <span className="i-tabler-calendar text-xl" aria-hidden />
        </button>
      </div>
      <span id={`${ids}-hint`} className="sr-only">
        Contoh: 24 November 2026
      </span>
      {problem && (
        <p id={`${ids}-problem`} className="text-sm text-tone-danger-fg">
          {problem}
        </p>
      )}
      {open && (
        <Calendar
          title={label}
          selected={value}
          min={min}
          max={max}
          onPick={(date) => {
            setOpen(false);
            setProblem(null);
            onChange(date);
          }}
          onCancel={() => setOpen(false)}
        />
      )}
    </div>
  );
}

/** The selected day, else today brought within min and max. */
function startingDay(selected: string, min?: string, max?: string): string {
  if (selected) return selected;
  const today = isoDateOf(new Date());
  if (min && today < min) return min;
  if (max && today > max) return max;
  return today;
}

function Calendar({ title, selected, min, max, onPick, onCancel }: { title: string; selected: string; min?: string; max?: string; onPick: (date: string) => void; onCancel: () => void }) {
  const ids = useId();
  const [focused, setFocused] = useState(() => parseISO(startingDay(selected, min, max)));
  const grid = useRef<HTMLTableElement>(null);
  const focusedIso = isoDateOf(focused);
  useEffect(() => grid.current?.querySelector<HTMLButtonElement>(`[data-date="${focusedIso}"]`)?.focus(), [focusedIso]);

  const first = startOfWeek(startOfMonth(focused), MONDAY);
  const last = endOfWeek(endOfMonth(focused), MONDAY);
  const days: Date[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) days.push(day);
  const weeks = Array.from({ length: days.length / 7 }, (_, week) => days.slice(week * 7, week * 7 + 7));
  const today = isoDateOf(new Date());
  const isAllowed = (date: string) => outOfRange(date, min, max) === null;

  const move = (event: KeyboardEvent) => {
    const weekday = (focused.getDay() + 6) % 7;
    const steps: Record<string, () => Date> = {
      ArrowLeft: () => addDays(focused, -1),
      ArrowRight: () => addDays(focused, 1),
      ArrowUp: () => addDays(focused, -7),
      ArrowDown: () => addDays(focused, 7),
      PageUp: () => addMonths(focused, event.shiftKey ? -12 : -1),
      PageDown: () => addMonths(focused, event.shiftKey ? 12 : 1),
      Home: () => addDays(focused, -weekday),
      End: () => addDays(focused, 6 - weekday),
    };
    const step = steps[event.key];
    if (!step) return;
    event.preventDefault();
    setFocused(step());
  };

  return (
    // As wide as a 320 px screen allows, so that each of the seven days is a 44 px target.
    <ModalDialog open role="dialog" labelledBy={`${ids}-title`} describedBy={`${ids}-month`} onEscape={onCancel} className="w-[min(24rem,100vw)] max-w-none p-0 pb-3">
      <h2 id={`${ids}-title`} className="px-4 pt-4 text-lg font-bold text-ink">
        {title}
      </h2>
      <div className="mt-2 flex items-center justify-between gap-2 px-3">
        <button type="button" className="btn-secondary px-3" aria-label="Bulan sebelumnya" onClick={() => setFocused(addMonths(focused, -1))}>
          <span className="i-tabler-chevron-left text-xl" aria-hidden />
        </button>
        <p id={`${ids}-month`} className="font-semibold text-ink" aria-live="polite">
          {format(focused, 'MMMM yyyy', { locale: id })}
        </p>
        <button type="button" className="btn-secondary px-3" aria-label="Bulan berikutnya" onClick={() => setFocused(addMonths(focused, 1))}>
          <span className="i-tabler-chevron-right text-xl" aria-hidden />
        </button>
      </div>
      <table ref={grid} className="mt-2 w-full table-fixed border-collapse text-center" aria-labelledby={`${ids}-month`} onKeyDown={move}>
        <thead>
          <tr>
            {WEEKDAYS.map((weekday) => (
              <th key={weekday} scope="col" abbr={weekday} className="pb-1 text-xs font-semibold text-ink-muted">
                {weekday.slice(0, 3)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={isoDateOf(week[0]!)}>
              {week.map((day) => {
                const date = isoDateOf(day);
                const inMonth = day.getMonth() === focused.getMonth();
                const allowed = isAllowed(date);
                return (
                  <td key={date} className="p-0">
                    <button
                      type="button"
                      data-date={date}
                      tabIndex={date === focusedIso ? 0 : -1}
                      aria-disabled={!allowed || undefined}
                      aria-label={format(day, 'EEEE, d MMMM yyyy', { locale: id })}
                      aria-pressed={date === selected}
                      aria-current={date === today ? 'date' : undefined}
                      onClick={() => allowed && onPick(date)}
                      className={`focus-ring h-11 w-full rounded-control text-sm ${
                        date === selected ? 'bg-brand font-bold text-white' : inMonth && allowed ? 'text-ink' : 'text-ink-muted'
                      } ${allowed ? '' : 'line-through'} ${date === today && date !== selected ? 'ring-1 ring-brand' : ''}`}
                    >
                      {day.getDate()}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <DialogDismiss label={BUTTON.cancel} onClick={onCancel} spacing="mt-3 px-3" />
    </ModalDialog>
  );
}
