import { assertEvent, assign, emit, setup } from 'xstate';
import * as v from 'valibot';
import { type ShiftSwapRequest, ShiftSwapRequestSchema, type ShiftSwapSaved } from '../src/contract/shifts';
import { asCallFailure } from '../src/domain/attendance';
import { CONSOLE_TEXTS, type ConsoleStepMeta, SWAP_TEXTS } from '../src/domain/hrConsole';
import { unprovided } from './unprovided';

export type SwapMode = 'shift' | 'exchange';

export interface HrShiftSwapContext {
  employeeId: number | null;
  date: string;
  mode: SwapMode;
  /** A shift code of the employee's roster, or '-' for a day off. */
  shiftCode: string;
  partnerId: number | null;
  error: string | null;
  message: string | null;
}

const requestOf = (context: HrShiftSwapContext) =>
  v.safeParse(ShiftSwapRequestSchema, {
    employee_id: context.employeeId ?? undefined,
    date: context.date,
    ...(context.mode === 'shift' ? { shift_code: context.shiftCode || undefined } : { with_employee_id: context.partnerId ?? undefined }),
  });

const problemOf = (context: HrShiftSwapContext) => {
  if (context.employeeId === null) return SWAP_TEXTS.chooseEmployee;
  if (context.mode === 'shift' && !context.shiftCode) return SWAP_TEXTS.chooseShift;
  if (context.mode === 'exchange' && context.partnerId === null) return SWAP_TEXTS.choosePartner;
  const result = requestOf(context);
  return result.success ? null : result.issues[0].message;
};

/** Changing one day of a rostered employee: another shift or a day off, or an exchange with a colleague; 'Batal' from every step. */
export const hrShiftSwapMachine = setup({
  types: {
    context: {} as HrShiftSwapContext,
    events: {} as
      | { type: 'employee.choose'; id: number | null }
      | { type: 'date.edit'; value: string }
      | { type: 'mode.choose'; mode: SwapMode }
      | { type: 'shift.choose'; code: string }
      | { type: 'partner.choose'; id: number | null }
      | { type: 'swap.save' }
      | { type: 'swap.retry' }
      | { type: 'result.dismiss' }
      | { type: 'flow.cancel' },
    emitted: {} as { type: 'rosters.changed' },
    output: {} as { outcome: 'done' | 'cancelled' },
    meta: {} as ConsoleStepMeta,
  },
  actors: {
    swapShift: unprovided<ShiftSwapSaved, ShiftSwapRequest>('swapShift'),
  },
  guards: {
    isValid: ({ context }) => problemOf(context) === null,
  },
  actions: {
    edit: assign(({ event }) => {
      assertEvent(event, ['employee.choose', 'date.edit', 'mode.choose', 'shift.choose', 'partner.choose']);
      const change =
        event.type === 'employee.choose' ? { employeeId: event.id, shiftCode: '', partnerId: null }
        : event.type === 'date.edit' ? { date: event.value }
        : event.type === 'mode.choose' ? { mode: event.mode }
        : event.type === 'shift.choose' ? { shiftCode: event.code }
        : { partnerId: event.id };
      return { ...change, error: null };
    }),
    showProblem: assign(({ context }) => ({ error: problemOf(context) })),
    showFailure: assign((_, message: string) => ({ error: message })),
    announceChange: emit({ type: 'rosters.changed' as const }),
  },
}).createMachine({
  id: 'hrShiftSwap',
  context: { employeeId: null, date: '', mode: 'shift', shiftCode: '', partnerId: null, error: null, message: null },
  initial: 'editing',
  output: ({ context }) => ({ outcome: context.message ? 'done' : 'cancelled' }),
  on: { 'flow.cancel': '.closed' },
  states: {
    editing: {
      meta: { confirmLabel: 'Simpan', cancelLabel: 'Batal' },
      on: {
        'employee.choose': { actions: 'edit' },
        'date.edit': { actions: 'edit' },
        'mode.choose': { actions: 'edit' },
        'shift.choose': { actions: 'edit' },
        'partner.choose': { actions: 'edit' },
        'swap.save': [{ guard: 'isValid', target: 'saving' }, { actions: 'showProblem' }],
      },
    },
    saving: {
      tags: ['busy'],
      meta: { cancelLabel: 'Batal', busyText: 'Menyimpan...' },
      invoke: {
        id: 'swapShift',
        src: 'swapShift',
        input: ({ context }) => requestOf(context).output as ShiftSwapRequest,
        onDone: { target: 'done', actions: [assign({ message: ({ event }) => event.output.message }), 'announceChange'] },
        onError: { target: 'failed', actions: { type: 'showFailure', params: ({ event }) => asCallFailure(event.error).message ?? CONSOLE_TEXTS.saveFailed } },
      },
    },
    failed: {
      meta: { confirmLabel: 'Coba Lagi', cancelLabel: 'Batal' },
      on: { 'swap.retry': { target: 'saving', actions: assign({ error: null }) } },
    },
    done: {
      meta: { confirmLabel: 'OK' },
      on: { 'result.dismiss': 'closed' },
    },
    closed: { type: 'final' },
  },
});
