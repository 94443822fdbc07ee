import { assertEvent, assign, emit, setup } from 'xstate';
import * as v from 'valibot';
import { type PayrollKeyMade, type PayrollKeyRequest, PayrollKeyRequestSchema } from '../src/contract/payroll';
import { BUTTON } from '../src/domain/flow';
import { CONSOLE_TEXTS } from '../src/domain/hrConsole';
import { PAYROLL_WORDS } from '../src/domain/payroll';
import { formFrame, type FormState, formTail, formTailActions, type FormTailEvent, formTailGuards, formTypes, NOTHING_SAID, submitWhenValid } from './formTail';
import { unprovided } from './unprovided';

export interface HrPayrollKeyContext extends FormState {
  name: string;
  /** The key made, kept only while the dialog is open: the server shows it this once. */
  key: string | null;
}

export type HrPayrollKeyEvent = { type: 'name.edit'; value: string } | FormTailEvent;

/** The name's problem by the contract's rules (required, at most 100 characters), or null. */
const problemOf = (name: string) => {
  const checked = v.safeParse(PayrollKeyRequestSchema, { name });
  return checked.success ? null : checked.issues[0].message;
};

/** Making a named payroll key: the name checked, the key made, then shown once until 'OK'; 'Batal' from every step. */
export const hrPayrollKeyMachine = setup({
  types: formTypes<HrPayrollKeyContext, HrPayrollKeyEvent, { type: 'payrollKeys.changed' }>(),
  actors: {
    makeKey: unprovided<PayrollKeyMade, PayrollKeyRequest>('makeKey'),
  },
  guards: {
    ...formTailGuards,
    isValid: ({ context }) => problemOf(context.name) === null,
  },
  actions: {
    ...formTailActions<HrPayrollKeyContext, HrPayrollKeyEvent>(CONSOLE_TEXTS.saveFailed),
    keepAnswer: assign(({ event }) => {
      const made = (event as unknown as { output: PayrollKeyMade }).output;
      return { message: made.message, key: made.key, error: null };
    }),
    editName: assign(({ event }) => {
      assertEvent(event, 'name.edit');
      return { name: event.value, error: null };
    }),
    showProblem: assign(({ context }) => ({ error: problemOf(context.name) })),
    announceChange: emit({ type: 'payrollKeys.changed' as const }),
  },
}).createMachine({
  id: 'hrPayrollKey',
  context: { name: '', key: null, ...NOTHING_SAID },
  ...formFrame,
  states: {
    editing: {
      meta: { confirmLabel: PAYROLL_WORDS.make, cancelLabel: BUTTON.cancel },
      on: { 'name.edit': { actions: 'editName' }, 'form.submit': submitWhenValid },
    },
    ...formTail('makeKey', PAYROLL_WORDS.making, ({ context }: { context: HrPayrollKeyContext }) => ({ name: context.name.trim() })),
  },
});
