import { assertEvent, assign, emit, setup } from 'xstate';
import type { RosterAssigned, RosterAssignment } from '../src/contract/shifts';
import { CONSOLE_TEXTS } from '../src/domain/hrConsole';
import { EDITING_META, formFrame, type FormState, formTail, formTailActions, type FormTailEvent, formTailGuards, formTypes, NOTHING_SAID } from './formTail';
import { unprovided } from './unprovided';

export interface HrRosterAssignmentContext extends FormState {
  /** The roster chosen; null: back to the weekly schedule. Undefined: nothing chosen yet. */
  rosterId: number | null | undefined;
  employeeIds: number[];
}

export type HrRosterAssignmentEvent =
  | { type: 'roster.choose'; rosterId: number | null }
  | { type: 'employee.toggle'; id: number }
  | FormTailEvent;

/** Putting employees on a roster (or back on their weekly schedule): choose, save, see it done; 'Batal' from every step. */
export const hrRosterAssignmentMachine = setup({
  types: formTypes<HrRosterAssignmentContext, HrRosterAssignmentEvent, { type: 'rosters.changed' }>(),
  actors: {
    assignRoster: unprovided<RosterAssigned, RosterAssignment>('assignRoster'),
  },
  guards: {
    ...formTailGuards,
    hasChoice: ({ context }) => context.rosterId !== undefined && context.employeeIds.length > 0,
  },
  actions: {
    ...formTailActions<HrRosterAssignmentContext, HrRosterAssignmentEvent>(CONSOLE_TEXTS.saveFailed),
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
  context: { rosterId: undefined, employeeIds: [], ...NOTHING_SAID },
  ...formFrame,
  states: {
    editing: {
      meta: EDITING_META,
      on: {
        'roster.choose': { actions: 'chooseRoster' },
        'employee.toggle': { actions: 'toggleEmployee' },
        'form.submit': [{ guard: 'hasChoice', target: 'saving' }, { actions: { type: 'showFailure', params: CONSOLE_TEXTS.chooseRosterAndPeople } }],
      },
    },
    ...formTail('assignRoster', 'Menyimpan...', ({ context }: { context: HrRosterAssignmentContext }) => ({ roster_id: context.rosterId ?? null, employee_ids: context.employeeIds })),
  },
});
