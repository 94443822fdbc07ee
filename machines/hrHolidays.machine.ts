import { assertEvent, assign, emit, setup } from 'xstate';
import * as v from 'valibot';
import { type HolidayRequest, HolidayRequestSchema } from '../src/contract/shifts';
import { failureMessage } from '../src/domain/flow';
import { CONSOLE_TEXTS } from '../src/domain/hrConsole';
import { unprovided } from './unprovided';

export interface HrHolidaysContext {
  form: { date: string; name: string; kind: HolidayRequest['kind'] };
  /** The holiday asked to be removed. */
  removing: string | null;
  error: string | null;
  message: string | null;
}

export type HrHolidaysEvent =
  | { type: 'form.edit'; field: 'date' | 'name'; value: string }
  | { type: 'form.kind'; kind: HolidayRequest['kind'] }
  | { type: 'holiday.add' }
  | { type: 'holiday.remove'; date: string }
  | { type: 'removal.confirm' }
  | { type: 'flow.cancel' };

const EMPTY_FORM = { date: '', name: '', kind: 'company' as const };
const formProblem = (form: HrHolidaysContext['form']) => {
  const result = v.safeParse(HolidayRequestSchema, form);
  return result.success ? null : result.issues[0].message;
};

/** Adding a holiday (checked first) and removing one (asked first); 'Batal' stops either. */
export const hrHolidaysMachine = setup({
  // Stryker disable next-line all: types exist for TypeScript only; no machine can tell a mutant apart.
  types: {
    context: {} as HrHolidaysContext,
    events: {} as HrHolidaysEvent,
    emitted: {} as { type: 'holidays.changed' },
  },
  actors: {
    addHoliday: unprovided<{ message: string }, HolidayRequest>('addHoliday'),
    removeHoliday: unprovided<{ message: string }, { date: string }>('removeHoliday'),
  },
  guards: {
    isFormValid: ({ context }) => formProblem(context.form) === null,
  },
  actions: {
    editForm: assign(({ context, event }) => {
      assertEvent(event, ['form.edit', 'form.kind']);
      const form = event.type === 'form.kind' ? { ...context.form, kind: event.kind } : { ...context.form, [event.field]: event.value };
      return { form, error: null, message: null };
    }),
    showFormProblem: assign(({ context }) => ({ error: formProblem(context.form), message: null })),
    showFailure: assign((_, message: string) => ({ error: message, message: null })),
    showDone: assign((_, message: string) => ({ message, error: null, removing: null })),
    announceChange: emit({ type: 'holidays.changed' as const }),
  },
}).createMachine({
  id: 'hrHolidays',
  context: { form: EMPTY_FORM, removing: null, error: null, message: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'form.edit': { actions: 'editForm' },
        'form.kind': { actions: 'editForm' },
        'holiday.add': [{ guard: 'isFormValid', target: 'adding' }, { actions: 'showFormProblem' }],
        'holiday.remove': {
          target: 'confirmingRemoval',
          actions: assign(({ event }) => ({ removing: event.date, error: null, message: null })),
        },
      },
    },
    adding: {
      tags: ['busy'],
      invoke: {
        id: 'addHoliday',
        src: 'addHoliday',
        input: ({ context }) => v.parse(HolidayRequestSchema, context.form),
        onDone: { target: 'idle', actions: [{ type: 'showDone', params: ({ event }) => event.output.message }, assign({ form: EMPTY_FORM }), 'announceChange'] },
        onError: { target: 'idle', actions: { type: 'showFailure', params: ({ event }) => failureMessage(event.error, CONSOLE_TEXTS.saveFailed) } },
      },
      on: { 'flow.cancel': 'idle' },
    },
    confirmingRemoval: {
      on: {
        'removal.confirm': 'removing',
        'flow.cancel': { target: 'idle', actions: assign({ removing: null }) },
      },
    },
    removing: {
      tags: ['busy'],
      invoke: {
        id: 'removeHoliday',
        src: 'removeHoliday',
        input: ({ context }) => ({ date: context.removing! }),
        onDone: { target: 'idle', actions: [{ type: 'showDone', params: ({ event }) => event.output.message }, 'announceChange'] },
        onError: { target: 'idle', actions: [{ type: 'showFailure', params: ({ event }) => failureMessage(event.error, CONSOLE_TEXTS.saveFailed) }, assign({ removing: null })] },
      },
      on: { 'flow.cancel': { target: 'idle', actions: assign({ removing: null }) } },
    },
  },
});
