import { assign, emit, setup } from 'xstate';
import type { HrEmployeeStatusResponse } from '../src/contract/hr';
import { asCallFailure, BUTTON, retryCanHelp, type StepMeta } from '../src/domain/flow';
import { CONSOLE_TEXTS, type StatusAction } from '../src/domain/hrConsole';
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
  guards: {
    retryCanHelp: ({ event }) => retryCanHelp((event as { error?: unknown }).error),
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
        onError: [
          { guard: 'retryCanHelp', target: 'failed', actions: { type: 'showFailure', params: ({ event }) => asCallFailure(event.error).message ?? CONSOLE_TEXTS.saveFailed } },
          { target: 'refused', actions: [{ type: 'showFailure', params: ({ event }) => asCallFailure(event.error).message ?? CONSOLE_TEXTS.saveFailed }, 'announceChange'] },
        ],
      },
    },
    failed: {
      meta: { confirmLabel: BUTTON.retry, cancelLabel: BUTTON.cancel },
      on: { 'flow.retry': { target: 'saving', actions: assign({ error: null }) } },
    },
    /** Refused (decided by someone else first, or not HR's to change): said, the list reloaded, never retried. */
    refused: {
      meta: { confirmLabel: BUTTON.ok },
      on: { 'result.dismiss': 'closed' },
    },
    done: {
      meta: { confirmLabel: BUTTON.ok },
      on: { 'result.dismiss': 'closed' },
    },
    closed: { type: 'final' },
  },
});
