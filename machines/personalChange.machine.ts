import { assertEvent, assign, emit, setup } from 'xstate';
import type { PersonalChangeAnswer, PersonalChangeInput, PersonalField } from '../src/contract/personalChanges';
import { BUTTON } from '../src/domain/flow';
import { EMPTY_PERSONAL_CHANGE, type PersonalChangeDraft, type PersonalChangeDraftField, PERSONAL_CHANGE_TEXTS, personalChangeDraftErrors, personalChangeRequestOf } from '../src/domain/personalChanges';
import { formEnd, formFrame, type FormState, formTailActions, formTailGuards, formTypes, NOTHING_SAID, saveFailure } from './formTail';
import { unprovided } from './unprovided';

export interface PersonalChangeInputData {
  /** Each field's value now, as the server keeps it as text; null when not known. */
  current: Partial<Record<PersonalField, string | null>>;
}

export interface PersonalChangeContext extends FormState, PersonalChangeInputData {
  draft: PersonalChangeDraft;
  errors: Partial<Record<PersonalChangeDraftField, string>>;
  /** Idempotency-Key of this request: the same for its retries, new once the form changes. */
  submissionKey: string | null;
}

export type PersonalChangeEvent =
  | { type: 'form.edit'; field: PersonalChangeDraftField; value: string }
  | { type: 'form.submit'; key: string }
  | { type: 'flow.retry' }
  | { type: 'result.dismiss' }
  | { type: 'flow.cancel' };

/**
 * 'Ajukan Perubahan Data': the employee picks a field of Informasi Data Diri (its value now filled in to be corrected),
 * types the right value and why; checked, sent once (its key kept for retries). A refusal returns to the form as typed
 * with the server's message; 'Coba Lagi' only when the connection failed; 'Batal' from every step.
 */
export const personalChangeMachine = setup({
  types: formTypes<PersonalChangeContext, PersonalChangeEvent, { type: 'personal.changed' }, PersonalChangeInputData>(),
  actors: {
    submitChange: unprovided<PersonalChangeAnswer, { request: PersonalChangeInput; key: string }>('submitChange'),
  },
  guards: {
    ...formTailGuards,
    isDraftValid: ({ context }) => Object.keys(personalChangeDraftErrors(context.draft, context.current)).length === 0,
  },
  actions: {
    ...formTailActions<PersonalChangeContext, PersonalChangeEvent>(PERSONAL_CHANGE_TEXTS.failed),
    editField: assign(({ context, event }) => {
      assertEvent(event, 'form.edit');
      const draft =
        event.field === 'field'
          ? { ...context.draft, field: event.value as PersonalField | '', value: (event.value && context.current[event.value as PersonalField]) || '' }
          : { ...context.draft, [event.field]: event.value };
      const errors = event.field === 'field' ? { ...context.errors, field: undefined, value: undefined } : { ...context.errors, [event.field]: undefined };
      return { draft, errors, submissionKey: null };
    }),
    showProblems: assign(({ context }) => ({ errors: personalChangeDraftErrors(context.draft, context.current) })),
    keepSubmissionKey: assign(({ context, event }) => {
      assertEvent(event, 'form.submit');
      return { error: null, submissionKey: context.submissionKey ?? event.key };
    }),
    announceChange: emit({ type: 'personal.changed' as const }),
  },
}).createMachine({
  id: 'personalChange',
  context: ({ input }) => ({ current: input.current, draft: EMPTY_PERSONAL_CHANGE, errors: {}, submissionKey: null, ...NOTHING_SAID }),
  ...formFrame,
  states: {
    editing: {
      meta: { confirmLabel: PERSONAL_CHANGE_TEXTS.submit, cancelLabel: BUTTON.cancel },
      on: {
        'form.edit': { actions: 'editField' },
        'form.submit': [{ guard: 'isDraftValid', target: 'saving', actions: 'keepSubmissionKey' }, { actions: 'showProblems' }],
      },
    },
    saving: {
      tags: ['busy'],
      meta: { cancelLabel: BUTTON.cancel, busyText: PERSONAL_CHANGE_TEXTS.busy },
      invoke: {
        id: 'submitChange',
        src: 'submitChange',
        input: ({ context }) => ({ request: personalChangeRequestOf(context.draft), key: context.submissionKey! }),
        onDone: { target: 'done', actions: ['keepAnswer', 'announceChange'] },
        onError: saveFailure,
      },
    },
    ...formEnd,
  },
});
