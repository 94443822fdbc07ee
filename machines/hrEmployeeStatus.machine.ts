import { assign, emit, setup } from 'xstate';
import type { HrEmployeeStatusResponse } from '../src/contract/hr';
import { BUTTON, type StepMeta } from '../src/domain/flow';
import { CONSOLE_TEXTS, type StatusAction } from '../src/domain/hrConsole';
import { confirmedCallFailure, flowEnd, REFUSED_STEP, formTailActions, formTailGuards } from './formTail';
import { unprovided } from './unprovided';

export interface HrEmployeeStatusInput {
  action: StatusAction;
  employee: { id: number; name: string };
}

export interface HrEmployeeStatusContext extends HrEmployeeStatusInput {
  message: string | null;
  /** A new password (a reset), shown once. */
  password: string | null;
  error: string | null;
}

type HrEmployeeStatusEvent = { type: 'status.confirm' } | { type: 'flow.retry' } | { type: 'result.dismiss' } | { type: 'flow.cancel' };

/** Deactivating, reactivating an employee or making them a new password: asked first, then saved; 'Batal' from every step. */
export const hrEmployeeStatusMachine = setup({
  // Stryker disable next-line all: types exist for TypeScript only; no machine can tell a mutant apart.
  types: {
    context: {} as HrEmployeeStatusContext,
    events: {} as HrEmployeeStatusEvent,
    emitted: {} as { type: 'employees.changed' },
    input: {} as HrEmployeeStatusInput,
    output: {} as { outcome: 'done' | 'cancelled' },
    meta: {} as StepMeta,
  },
  actors: {
    changeStatus: unprovided<HrEmployeeStatusResponse & { password?: string | null }, { action: StatusAction; id: number }>('changeStatus'),
  },
  guards: formTailGuards,
  actions: {
    ...formTailActions<HrEmployeeStatusContext, HrEmployeeStatusEvent>(CONSOLE_TEXTS.saveFailed),
    announceChange: emit({ type: 'employees.changed' as const }),
  },
}).createMachine({
  id: 'hrEmployeeStatus',
  context: ({ input }) => ({ ...input, message: null, password: null, error: null }),
  initial: 'confirming',
  output: ({ context }) => ({ outcome: context.message ? 'done' : 'cancelled' }),
  on: { 'flow.cancel': '.closed' },
  states: {
    confirming: {
      meta: { cancelLabel: BUTTON.cancel },
      on: { 'status.confirm': 'saving' },
    },
    saving: {
      tags: ['busy'],
      meta: { cancelLabel: BUTTON.cancel, busyText: 'Menyimpan...' },
      invoke: {
        id: 'changeStatus',
        src: 'changeStatus',
        input: ({ context }) => ({ action: context.action, id: context.employee.id }),
        onDone: { target: 'done', actions: [assign({ message: ({ event }) => event.output.message, password: ({ event }) => event.output.password ?? null }), 'announceChange'] },
        onError: confirmedCallFailure,
      },
    },
    refused: REFUSED_STEP,
    ...flowEnd('saving'),
  },
});
