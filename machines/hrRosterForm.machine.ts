import { assertEvent, assign, emit, setup } from 'xstate';
import * as v from 'valibot';
import { type RosterRequest, RosterRequestSchema, type RosterSaved } from '../src/contract/shifts';
import { CONSOLE_TEXTS } from '../src/domain/hrConsole';
import { formEditing, formFrame, type FormState, formTail, formTailActions, type FormTailEvent, formTailGuards, formTypes, NOTHING_SAID } from './formTail';
import { unprovided } from './unprovided';

export type ShiftColumn = 'code' | 'name' | 'start_time' | 'end_time' | 'grace_minutes';
export type ShiftRow = Record<ShiftColumn, string>;

export interface HrRosterFormContext extends FormState {
  name: string;
  startDate: string;
  /** Up to four shifts; a row left empty is no shift. */
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

const requestOf = (context: HrRosterFormContext) =>
  v.safeParse(RosterRequestSchema, {
    name: context.name,
    start_date: context.startDate,
    shifts: context.shifts
      .filter((row) => Object.entries(row).some(([column, value]) => column !== 'grace_minutes' && value.trim() !== ''))
      .map((row) => ({ ...row, code: row.code.trim().toUpperCase(), grace_minutes: /^\d+$/.test(row.grace_minutes.trim()) ? Number(row.grace_minutes) : Number.NaN })),
    cycle: context.cycle
      .split(/[\s,]+/)
      .filter(Boolean)
      .map((code) => code.toUpperCase()),
  });

export type HrRosterFormEvent =
  | { type: 'field.edit'; field: 'name' | 'startDate' | 'cycle'; value: string }
      | { type: 'shift.edit'; row: number; column: ShiftColumn; value: string }
  | FormTailEvent;

/** Creating a rotating roster: its shifts and cycle checked by the contract, then saved; 'Batal' from every step. */
export const hrRosterFormMachine = setup({
  types: formTypes<HrRosterFormContext, HrRosterFormEvent, { type: 'rosters.changed' }>(),
  actors: {
    saveRoster: unprovided<RosterSaved, RosterRequest>('saveRoster'),
  },
  guards: {
    ...formTailGuards,
    isValid: ({ context }) => requestOf(context).success,
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
    showProblem: assign(({ context }) => {
      const result = requestOf(context);
      return { error: result.success ? null : result.issues[0].message };
    }),
    announceChange: emit({ type: 'rosters.changed' as const }),
  },
}).createMachine({
  id: 'hrRosterForm',
  context: { name: '', startDate: '', shifts: THREE_SHIFTS, cycle: 'P P S S M M - -', ...NOTHING_SAID },
  ...formFrame,
  states: {
    editing: formEditing({
      'field.edit': { actions: 'editField' },
      'shift.edit': { actions: 'editShift' },
    }),
    ...formTail('saveRoster', 'Menyimpan pola shift...', ({ context }: { context: HrRosterFormContext }) => requestOf(context).output as RosterRequest),
  },
});
