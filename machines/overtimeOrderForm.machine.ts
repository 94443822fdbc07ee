import { assertEvent, assign, emit, setup } from 'xstate';
import type { OvertimeAsk, OvertimeOrderAnswer, OvertimeOrderInput } from '../src/contract/overtimeOrders';
import { BUTTON } from '../src/domain/flow';
import { EMPTY_OVERTIME_ORDER, OVERTIME_ORDER_TEXTS, type OvertimeOrderDraft, overtimeOrderErrors, type OvertimeOrderField } from '../src/domain/overtimeOrders';
import { formFrame, type FormState, formTail, formTailActions, formTailGuards, formTypes, NOTHING_SAID } from './formTail';
import { unprovided } from './unprovided';

export interface OvertimeOrderFormInput {
  /** A supervisor's order names one of their staff; an employee's request is their own (false). */
  forSomeone: boolean;
}

export interface OvertimeOrderFormContext extends FormState {
  forSomeone: boolean;
  draft: OvertimeOrderDraft;
  errors: Partial<Record<OvertimeOrderField, string>>;
}

export type OvertimeOrderFormEvent = { type: 'form.edit'; field: OvertimeOrderField; value: string } | { type: 'form.submit' } | { type: 'flow.retry' } | { type: 'result.dismiss' } | { type: 'flow.cancel' };

/**
 * Overtime ordered before it is worked (docs/hr.md, "Overtime orders"): a supervisor's order for one of their staff,
 * or an employee's own request: the day, the planned hours and the task, checked, then sent. A refusal returns to
 * the form as typed with the server's message; 'Coba Lagi' only when the connection failed; 'Batal' from every step.
 */
export const overtimeOrderFormMachine = setup({
  types: formTypes<OvertimeOrderFormContext, OvertimeOrderFormEvent, { type: 'orders.changed' }, OvertimeOrderFormInput>(),
  actors: {
    sendOrder: unprovided<OvertimeOrderAnswer, OvertimeOrderInput | OvertimeAsk>('sendOrder'),
  },
  guards: {
    ...formTailGuards,
    isValid: ({ context }) => Object.keys(overtimeOrderErrors(context.draft, context.forSomeone)).length === 0,
  },
  actions: {
    ...formTailActions<OvertimeOrderFormContext, OvertimeOrderFormEvent>(OVERTIME_ORDER_TEXTS.failed),
    editField: assign(({ context, event }) => {
      assertEvent(event, 'form.edit');
      return { draft: { ...context.draft, [event.field]: event.value }, errors: { ...context.errors, [event.field]: undefined } };
    }),
    showProblem: assign(({ context }) => ({ errors: overtimeOrderErrors(context.draft, context.forSomeone) })),
    announceChange: emit({ type: 'orders.changed' as const }),
  },
}).createMachine({
  id: 'overtimeOrderForm',
  context: ({ input }) => ({ forSomeone: input.forSomeone, draft: EMPTY_OVERTIME_ORDER, errors: {}, ...NOTHING_SAID }),
  ...formFrame,
  states: {
    editing: {
      meta: { confirmLabel: OVERTIME_ORDER_TEXTS.send, cancelLabel: BUTTON.cancel },
      on: {
        'form.edit': { actions: 'editField' },
        'form.submit': [{ guard: 'isValid', target: 'saving' }, { actions: 'showProblem' }],
      },
    },
    ...formTail('sendOrder', OVERTIME_ORDER_TEXTS.busy, ({ context }: { context: OvertimeOrderFormContext }) => {
      const { employee, task, ...planned } = context.draft;
      const work = { ...planned, task: task.trim() };
      return context.forSomeone ? { employee_id: Number(employee), ...work } : work;
    }),
  },
});
