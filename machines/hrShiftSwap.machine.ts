import { assertEvent, assign, emit, setup } from 'xstate';
import * as v from 'valibot';
import { type ShiftSwapRequest, ShiftSwapRequestSchema, type ShiftSwapSaved } from '../src/contract/shifts';
import { CONSOLE_TEXTS, SWAP_TEXTS } from '../src/domain/hrConsole';
import { formEditing, formFrame, type FormState, formTail, formTailActions, type FormTailEvent, formTailGuards, formTypes, NOTHING_SAID } from './formTail';
import { unprovided } from './unprovided';

export type SwapMode = 'shift' | 'exchange';

export interface HrShiftSwapContext extends FormState {
  employeeId: number | null;
  date: string;
  mode: SwapMode;
  /** A shift code of the employee's roster, or '-' for a day off. */
  shiftCode: string;
  partnerId: number | null;
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

/** The employee and day chosen in the roster calendar, if the dialog was opened from one of its cells. */
export interface HrShiftSwapInput {
  employeeId: number;
  date: string;
}

export type HrShiftSwapEvent =
  | { type: 'employee.choose'; id: number | null }
  | { type: 'date.edit'; value: string }
  | { type: 'mode.choose'; mode: SwapMode }
  | { type: 'shift.choose'; code: string }
  | { type: 'partner.choose'; id: number | null }
  | FormTailEvent;

/** Changing one day of a rostered employee: another shift or a day off, or an exchange with a colleague; 'Batal' from every step. */
export const hrShiftSwapMachine = setup({
  types: formTypes<HrShiftSwapContext, HrShiftSwapEvent, { type: 'rosters.changed' }, HrShiftSwapInput | undefined>(),
  actors: {
    swapShift: unprovided<ShiftSwapSaved, ShiftSwapRequest>('swapShift'),
  },
  guards: {
    ...formTailGuards,
    isValid: ({ context }) => problemOf(context) === null,
  },
  actions: {
    ...formTailActions<HrShiftSwapContext, HrShiftSwapEvent>(CONSOLE_TEXTS.saveFailed),
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
    announceChange: emit({ type: 'rosters.changed' as const }),
  },
}).createMachine({
  id: 'hrShiftSwap',
  context: ({ input }) => ({ employeeId: input?.employeeId ?? null, date: input?.date ?? '', mode: 'shift', shiftCode: '', partnerId: null, ...NOTHING_SAID }),
  ...formFrame,
  states: {
    editing: formEditing({
      'employee.choose': { actions: 'edit' },
      'date.edit': { actions: 'edit' },
      'mode.choose': { actions: 'edit' },
      'shift.choose': { actions: 'edit' },
      'partner.choose': { actions: 'edit' },
    }),
    ...formTail('swapShift', 'Menyimpan...', ({ context }: { context: HrShiftSwapContext }) => requestOf(context).output as ShiftSwapRequest),
  },
});
