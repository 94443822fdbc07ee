import { assertEvent, assign, emit, setup } from 'xstate';
import * as v from 'valibot';
import { type RosterRequest, RosterRequestSchema, type RosterSaved } from '../src/contract/shifts';
import { asCallFailure } from '../src/domain/attendance';
import { CONSOLE_TEXTS, type ConsoleStepMeta } from '../src/domain/hrConsole';
import { unprovided } from './unprovided';

export type ShiftColumn = 'code' | 'name' | 'start_time' | 'end_time' | 'grace_minutes';
export type ShiftRow = Record<ShiftColumn, string>;

export interface HrRosterFormContext {
  name: string;
  startDate: string;
  /** Up to four shifts; a row left empty is no shift. */
  shifts: ShiftRow[];
  /** The cycle as typed: shift codes and '-' for a day off, separated by spaces or commas. */
  cycle: string;
  error: string | null;
  message: string | null;
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

/** Creating a rotating roster: its shifts and cycle checked by the contract, then saved; 'Batal' from every step. */
export const hrRosterFormMachine = setup({
  types: {
    context: {} as HrRosterFormContext,
    events: {} as
      | { type: 'field.edit'; field: 'name' | 'startDate' | 'cycle'; value: string }
      | { type: 'shift.edit'; row: number; column: ShiftColumn; value: string }
      | { type: 'roster.save' }
      | { type: 'roster.retry' }
      | { type: 'result.dismiss' }
      | { type: 'flow.cancel' },
    emitted: {} as { type: 'rosters.changed' },
    output: {} as { outcome: 'done' | 'cancelled' },
    meta: {} as ConsoleStepMeta,
  },
  actors: {
    saveRoster: unprovided<RosterSaved, RosterRequest>('saveRoster'),
  },
  guards: {
    isValid: ({ context }) => requestOf(context).success,
  },
  actions: {
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
    showFailure: assign((_, message: string) => ({ error: message })),
    announceChange: emit({ type: 'rosters.changed' as const }),
  },
}).createMachine({
  id: 'hrRosterForm',
  context: { name: '', startDate: '', shifts: THREE_SHIFTS, cycle: 'P P S S M M - -', error: null, message: null },
  initial: 'editing',
  output: ({ context }) => ({ outcome: context.message ? 'done' : 'cancelled' }),
  on: { 'flow.cancel': '.closed' },
  states: {
    editing: {
      meta: { confirmLabel: 'Simpan', cancelLabel: 'Batal' },
      on: {
        'field.edit': { actions: 'editField' },
        'shift.edit': { actions: 'editShift' },
        'roster.save': [{ guard: 'isValid', target: 'saving' }, { actions: 'showProblem' }],
      },
    },
    saving: {
      tags: ['busy'],
      meta: { cancelLabel: 'Batal', busyText: 'Menyimpan pola shift...' },
      invoke: {
        id: 'saveRoster',
        src: 'saveRoster',
        input: ({ context }) => requestOf(context).output as RosterRequest,
        onDone: { target: 'done', actions: [assign({ message: ({ event }) => event.output.message }), 'announceChange'] },
        onError: { target: 'failed', actions: { type: 'showFailure', params: ({ event }) => asCallFailure(event.error).message ?? CONSOLE_TEXTS.saveFailed } },
      },
    },
    failed: {
      meta: { confirmLabel: 'Coba Lagi', cancelLabel: 'Batal' },
      on: { 'roster.retry': { target: 'saving', actions: assign({ error: null }) } },
    },
    done: {
      meta: { confirmLabel: 'OK' },
      on: { 'result.dismiss': 'closed' },
    },
    closed: { type: 'final' },
  },
});
