import { assign, emit, setup } from 'xstate';
import type { HrEmployeeStatusResponse } from '../src/contract/hr';
import { asCallFailure } from '../src/domain/flow';
import { CONSOLE_TEXTS, type StatusAction } from '../src/domain/hrConsole';
import { unprovided } from './unprovided';
import type { StepMeta } from '../src/domain/flow';

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

/** Deactivating, reactivating an employee or making them a new password: asked first, then saved; 'Batal' from every step. */
export const hrEmployeeStatusMachine = setup({
  // Stryker disable next-line all: types exist for TypeScript only; no machine can tell a mutant apart.
  types: {
    context: {} as HrEmployeeStatusContext,
    events: {} as { type: 'status.confirm' } | { type: 'flow.retry' } | { type: 'result.dismiss' } | { type: 'flow.cancel' },
    emitted: {} as { type: 'employees.changed' },
    input: {} as HrEmployeeStatusInput,
    output: {} as { outcome: 'done' | 'cancelled' },
    meta: {} as StepMeta,
  },
  actors: {
    changeStatus: unprovided<HrEmployeeStatusResponse & { password?: string | null }, { action: StatusAction; id: number }>('changeStatus'),
  },
  actions: {
    showFailure: assign((_, message: string) => ({ error: message })),
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
      meta: { cancelLabel: 'Batal' },
      on: { 'status.confirm': 'saving' },
    },
    saving: {
      tags: ['busy'],
      meta: { cancelLabel: 'Batal', busyText: 'Menyimpan...' },
      invoke: {
        id: 'changeStatus',
        src: 'changeStatus',
        input: ({ context }) => ({ action: context.action, id: context.employee.id }),
        onDone: { target: 'done', actions: [assign({ message: ({ event }) => event.output.message, password: ({ event }) => event.output.password ?? null }), 'announceChange'] },
        onError: { target: 'failed', actions: { type: 'showFailure', params: ({ event }) => asCallFailure(event.error).message ?? CONSOLE_TEXTS.saveFailed } },
      },
    },
    failed: {
      meta: { confirmLabel: 'Coba Lagi', cancelLabel: 'Batal' },
      on: { 'flow.retry': { target: 'saving', actions: assign({ error: null }) } },
    },
    done: {
      meta: { confirmLabel: 'OK' },
      on: { 'result.dismiss': 'closed' },
    },
    closed: { type: 'final' },
  },
});
