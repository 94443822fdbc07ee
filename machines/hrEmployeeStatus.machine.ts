import { assign, type DoneActorEvent, emit, setup } from 'xstate';
import type { HrEmployeeStatusResponse } from '../src/contract/hr';
import { CONSOLE_TEXTS, type StatusAction } from '../src/domain/hrConsole';
import { confirmedCallFrame, type ConfirmedCallEvent, type FormState, formTypes, formTailActions, formTailGuards } from './formTail';
import { unprovided } from './unprovided';

export interface HrEmployeeStatusInput {
  action: StatusAction;
  employee: { id: number; name: string };
}

export interface HrEmployeeStatusContext extends HrEmployeeStatusInput, FormState {
  /** A new password (a reset), shown once. */
  password: string | null;
}

type HrEmployeeStatusEvent = ConfirmedCallEvent<'status.confirm'>;

/** Deactivating, reactivating an employee or making them a new password: asked first, then saved; 'Batal' from every step. */
export const hrEmployeeStatusMachine = setup({
  types: formTypes<HrEmployeeStatusContext, HrEmployeeStatusEvent, { type: 'employees.changed' }, HrEmployeeStatusInput>(),
  actors: {
    changeStatus: unprovided<HrEmployeeStatusResponse & { password?: string | null }, { action: StatusAction; id: number }>('changeStatus'),
  },
  guards: formTailGuards,
  actions: {
    ...formTailActions<HrEmployeeStatusContext, HrEmployeeStatusEvent>(CONSOLE_TEXTS.saveFailed),
    keepPassword: assign({ password: ({ event }) => (event as unknown as DoneActorEvent<{ password?: string | null }>).output.password ?? null }),
    announceChange: emit({ type: 'employees.changed' as const }),
  },
}).createMachine({
  id: 'hrEmployeeStatus',
  context: ({ input }) => ({ ...input, message: null, password: null, error: null }),
  ...confirmedCallFrame({
    confirm: 'status.confirm',
    busy: 'saving',
    src: 'changeStatus',
    busyText: 'Menyimpan...',
    input: ({ context }: { context: HrEmployeeStatusContext }) => ({ action: context.action, id: context.employee.id }),
    onDone: ['keepAnswer', 'keepPassword', 'announceChange'],
  }),
});
