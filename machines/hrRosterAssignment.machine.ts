import { assertEvent, assign, emit, setup } from 'xstate';
import type { RosterAssigned, RosterAssignment } from '../src/contract/shifts';
import { asCallFailure } from '../src/domain/attendance';
import { CONSOLE_TEXTS, type ConsoleStepMeta } from '../src/domain/hrConsole';
import { unprovided } from './unprovided';

export interface HrRosterAssignmentContext {
  /** The roster chosen; null: back to the weekly schedule. Undefined: nothing chosen yet. */
  rosterId: number | null | undefined;
  employeeIds: number[];
  message: string | null;
  error: string | null;
}

export type HrRosterAssignmentEvent =
  | { type: 'roster.choose'; rosterId: number | null }
  | { type: 'employee.toggle'; id: number }
  | { type: 'assignment.save' }
  | { type: 'assignment.retry' }
  | { type: 'result.dismiss' }
  | { type: 'flow.cancel' };

/** Putting employees on a roster (or back on their weekly schedule): choose, save, see it done; 'Batal' from every step. */
export const hrRosterAssignmentMachine = setup({
  types: {
    context: {} as HrRosterAssignmentContext,
    events: {} as HrRosterAssignmentEvent,
    emitted: {} as { type: 'rosters.changed' },
    output: {} as { outcome: 'done' | 'cancelled' },
    meta: {} as ConsoleStepMeta,
  },
  actors: {
    assignRoster: unprovided<RosterAssigned, RosterAssignment>('assignRoster'),
  },
  guards: {
    hasChoice: ({ context }) => context.rosterId !== undefined && context.employeeIds.length > 0,
  },
  actions: {
    chooseRoster: assign(({ event }) => {
      assertEvent(event, 'roster.choose');
      return { rosterId: event.rosterId, error: null };
    }),
    toggleEmployee: assign(({ context, event }) => {
      assertEvent(event, 'employee.toggle');
      const chosen = context.employeeIds.includes(event.id);
      return { employeeIds: chosen ? context.employeeIds.filter((id) => id !== event.id) : [...context.employeeIds, event.id], error: null };
    }),
    showFailure: assign((_, message: string) => ({ error: message })),
    announceChange: emit({ type: 'rosters.changed' as const }),
  },
}).createMachine({
  id: 'hrRosterAssignment',
  context: { rosterId: undefined, employeeIds: [], message: null, error: null },
  initial: 'editing',
  output: ({ context }) => ({ outcome: context.message ? 'done' : 'cancelled' }),
  on: { 'flow.cancel': '.closed' },
  states: {
    editing: {
      meta: { confirmLabel: 'Simpan', cancelLabel: 'Batal' },
      on: {
        'roster.choose': { actions: 'chooseRoster' },
        'employee.toggle': { actions: 'toggleEmployee' },
        'assignment.save': [{ guard: 'hasChoice', target: 'saving' }, { actions: { type: 'showFailure', params: CONSOLE_TEXTS.chooseRosterAndPeople } }],
      },
    },
    saving: {
      tags: ['busy'],
      meta: { cancelLabel: 'Batal', busyText: 'Menyimpan...' },
      invoke: {
        id: 'assignRoster',
        src: 'assignRoster',
        input: ({ context }) => ({ roster_id: context.rosterId ?? null, employee_ids: context.employeeIds }),
        onDone: { target: 'done', actions: [assign({ message: ({ event }) => event.output.message }), 'announceChange'] },
        onError: { target: 'failed', actions: { type: 'showFailure', params: ({ event }) => asCallFailure(event.error).message ?? CONSOLE_TEXTS.saveFailed } },
      },
    },
    failed: {
      meta: { confirmLabel: 'Coba Lagi', cancelLabel: 'Batal' },
      on: { 'assignment.retry': { target: 'saving', actions: assign({ error: null }) } },
    },
    done: {
      meta: { confirmLabel: 'OK' },
      on: { 'result.dismiss': 'closed' },
    },
    closed: { type: 'final' },
  },
});
