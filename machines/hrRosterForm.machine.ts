import { assertEvent, assign, emit, setup } from 'xstate';
import * as v from 'valibot';
import { type Roster, type RosterRequest, RosterRequestSchema, type RosterSaved } from '../src/contract/shifts';
import { CONSOLE_TEXTS } from '../src/domain/hrConsole';
import { formEditing, formFrame, type FormState, formTail, formTailActions, type FormTailEvent, formTailGuards, formTypes, NOTHING_SAID } from './formTail';
import { unprovided } from './unprovided';

export type ShiftColumn = 'code' | 'name' | 'start_time' | 'end_time' | 'grace_minutes';
export type ShiftRow = Record<ShiftColumn, string>;

export interface HrRosterFormContext extends FormState {
  /** The roster being changed; null: a new one. */
  id: number | null;
  name: string;
  startDate: string;
  /** One to ten shifts; a row left empty is no shift. */
  shifts: ShiftRow[];
  /** The cycle as typed: shift codes and '-' for a day off, separated by spaces or commas. */
  cycle: string;
}

const EMPTY_ROW: ShiftRow = { code: '', name: '', start_time: '', end_time: '', grace_minutes: '0' };
/** The plant's three shifts, as HR most often starts. */
const THREE_SHIFTS: ShiftRow[] = [
  { code: 'P', name: 'Pagi', start_time: '07:00', end_time: '15:00', grace_minutes: '5' },
  { code: 'S', name: 'Siang', start_time: '15:00', end_time: '23:00', grace_minutes: '5' },
  { code: 'M', name: 'Malam', start_time: '23:00', end_time: '07:00', grace_minutes: '5' },
  EMPTY_ROW,
];

/** As many shift rows as the contract takes. */
export const MAX_SHIFT_ROWS = 10;

const isFilled = (row: ShiftRow) => Object.entries(row).some(([column, value]) => column !== 'grace_minutes' && value.trim() !== '');

/** The rows that hold a shift, with their place in the form (1-based), as HR sees them. */
const filledRows = (context: HrRosterFormContext) =>
  context.shifts.map((row, index) => ({ row, number: index + 1 })).filter(({ row }) => isFilled(row));

const requestOf = (context: HrRosterFormContext) =>
  v.safeParse(RosterRequestSchema, {
    name: context.name,
    start_date: context.startDate,
    shifts: filledRows(context).map(({ row }) => ({
      ...row,
      code: row.code.trim().toUpperCase(),
      grace_minutes: /^\d+$/.test(row.grace_minutes.trim()) ? Number(row.grace_minutes) : Number.NaN,
    })),
    cycle: context.cycle
      .split(/[\s,]+/)
      .filter(Boolean)
      .map((code) => code.toUpperCase()),
  });

/** The first problem, naming the shift row it is in ('Shift ke-2: …'); null: none. */
function problemOf(context: HrRosterFormContext): string | null {
  const rows = filledRows(context);
  const code = (row: ShiftRow) => row.code.trim().toUpperCase();
  const twin = rows.find((entry, index) => code(entry.row) !== '' && rows.slice(0, index).some((earlier) => code(earlier.row) === code(entry.row)));
  if (twin) {
    const first = rows.find((entry) => code(entry.row) === code(twin.row))!;
    return `Shift ke-${first.number} dan ke-${twin.number} memakai kode ${code(twin.row)}: kode shift tidak boleh kembar.`;
  }
  const result = requestOf(context);
  if (result.success) return null;
  const [issue] = result.issues;
  const [list, item] = issue.path ?? [];
  const inRow = list?.key === 'shifts' && typeof item?.key === 'number' ? rows[item.key] : undefined;
  return inRow ? `Shift ke-${inRow.number}: ${issue.message}` : issue.message;
}

const rowsOf = (roster: Roster): ShiftRow[] =>
  roster.shifts.map((shift) => ({ code: shift.code, name: shift.name, start_time: shift.start_time, end_time: shift.end_time, grace_minutes: String(shift.grace_minutes) }));

export type HrRosterFormEvent =
  | { type: 'field.edit'; field: 'name' | 'startDate' | 'cycle'; value: string }
  | { type: 'shift.edit'; row: number; column: ShiftColumn; value: string }
  /** One more empty shift row, up to MAX_SHIFT_ROWS. */
  | { type: 'shift.add' }
  /** A row taken out; the last one stays. */
  | { type: 'shift.remove'; row: number }
  | FormTailEvent;

/**
 * Creating or changing a rotating roster: as many shift rows as it needs, every problem naming its row, checked by the
 * contract, then saved; 'Batal' from every step.
 */
export const hrRosterFormMachine = setup({
  types: formTypes<HrRosterFormContext, HrRosterFormEvent, { type: 'rosters.changed' }, { roster: Roster | null }>(),
  actors: {
    saveRoster: unprovided<RosterSaved, { id: number | null; roster: RosterRequest }>('saveRoster'),
  },
  guards: {
    ...formTailGuards,
    isValid: ({ context }) => problemOf(context) === null,
    canAddRow: ({ context }) => context.shifts.length < MAX_SHIFT_ROWS,
    canRemoveRow: ({ context }) => context.shifts.length > 1,
  },
  actions: {
    ...formTailActions<HrRosterFormContext, HrRosterFormEvent>(CONSOLE_TEXTS.saveFailed),
    editField: assign(({ event }) => {
      assertEvent(event, 'field.edit');
      return { [event.field]: event.value, error: null };
    }),
    editShift: assign(({ context, event }) => {
      assertEvent(event, 'shift.edit');
      return { shifts: context.shifts.map((row, index) => (index === event.row ? { ...row, [event.column]: event.value } : row)), error: null };
    }),
    addRow: assign(({ context }) => ({ shifts: [...context.shifts, EMPTY_ROW], error: null })),
    removeRow: assign(({ context, event }) => {
      assertEvent(event, 'shift.remove');
      return { shifts: context.shifts.filter((_, index) => index !== event.row), error: null };
    }),
    showProblem: assign(({ context }) => ({ error: problemOf(context) })),
    announceChange: emit({ type: 'rosters.changed' as const }),
  },
}).createMachine({
  id: 'hrRosterForm',
  context: ({ input }) => {
    const { roster } = input;
    return roster
      ? { id: roster.id, name: roster.name, startDate: roster.start_date, shifts: rowsOf(roster), cycle: roster.cycle.join(' '), ...NOTHING_SAID }
      : { id: null, name: '', startDate: '', shifts: THREE_SHIFTS, cycle: 'P P S S M M - -', ...NOTHING_SAID };
  },
  ...formFrame,
  states: {
    editing: formEditing({
      'field.edit': { actions: 'editField' },
      'shift.edit': { actions: 'editShift' },
      'shift.add': { guard: 'canAddRow', actions: 'addRow' },
      'shift.remove': { guard: 'canRemoveRow', actions: 'removeRow' },
    }),
    ...formTail('saveRoster', 'Menyimpan pola shift...', ({ context }: { context: HrRosterFormContext }) => ({
      id: context.id,
      roster: requestOf(context).output as RosterRequest,
    })),
  },
});
