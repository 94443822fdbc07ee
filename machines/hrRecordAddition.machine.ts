import { assertEvent, assign, emit, setup } from 'xstate';
import type { RecordAdditionRequest, RecordAdditionResponse } from '../src/contract/hr';
import { type CorrectionDraft, correctionDraftErrors, type CorrectionField, correctionRequestOf, EMPTY_CORRECTION } from '../src/domain/correctionRequests';
import { BUTTON } from '../src/domain/flow';
import { ADDITION_TEXTS, CONSOLE_TEXTS } from '../src/domain/hrConsole';
import { formFrame, type FormState, formTail, formTailActions, type FormTailEvent, formTailGuards, formTypes, NOTHING_SAID } from './formTail';
import { unprovided } from './unprovided';

export interface HrRecordAdditionInput {
  employeeId: number;
}

export interface HrRecordAdditionContext extends FormState {
  employeeId: number;
  fields: CorrectionDraft;
  problems: Partial<Record<CorrectionField, string>>;
}

export type HrRecordAdditionEvent = { type: 'field.edit'; field: CorrectionField; value: string } | FormTailEvent;

/** HR adding a clock-in or clock-out nobody recorded: the day, which, when, where, and a reason, which is required; 'Batal' from every step. */
export const hrRecordAdditionMachine = setup({
  types: formTypes<HrRecordAdditionContext, HrRecordAdditionEvent, { type: 'records.changed' }, HrRecordAdditionInput>(),
  actors: {
    addRecord: unprovided<RecordAdditionResponse, RecordAdditionRequest>('addRecord'),
  },
  guards: {
    ...formTailGuards,
    isValid: ({ context }) => Object.keys(correctionDraftErrors(context.fields)).length === 0,
  },
  actions: {
    ...formTailActions<HrRecordAdditionContext, HrRecordAdditionEvent>(CONSOLE_TEXTS.saveFailed),
    editField: assign(({ context, event }) => {
      assertEvent(event, 'field.edit');
      return { fields: { ...context.fields, [event.field]: event.value }, problems: { ...context.problems, [event.field]: undefined } };
    }),
    showProblem: assign(({ context }) => ({ problems: correctionDraftErrors(context.fields) })),
    announceChange: emit({ type: 'records.changed' as const }),
  },
}).createMachine({
  id: 'hrRecordAddition',
  context: ({ input }) => ({ employeeId: input.employeeId, fields: EMPTY_CORRECTION, problems: {}, ...NOTHING_SAID }),
  ...formFrame,
  states: {
    editing: {
      meta: { confirmLabel: ADDITION_TEXTS.save, cancelLabel: BUTTON.cancel },
      on: {
        'field.edit': { actions: 'editField' },
        'form.submit': [{ guard: 'isValid', target: 'saving' }, { actions: 'showProblem' }],
      },
    },
    ...formTail('addRecord', ADDITION_TEXTS.busy, ({ context }: { context: HrRecordAdditionContext }) => {
      const { date, direction, time, office_id, reason } = correctionRequestOf(context.fields, null);
      return { employee_id: context.employeeId, date, direction, time, office_id, note: reason };
    }),
  },
});
