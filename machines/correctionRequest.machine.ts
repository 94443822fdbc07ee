import { assertEvent, assign, emit, setup } from 'xstate';
import type { CorrectionAnswer, CorrectionRequestInput } from '../src/contract/correctionRequests';
import type { AttachmentUploadResponse } from '../src/contract/schemas';
import { CORRECTION_TEXTS, type CorrectionDraft, correctionDraftErrors, type CorrectionField, correctionRequestOf } from '../src/domain/correctionRequests';
import { BUTTON } from '../src/domain/flow';
import type { LeaveAttachment } from '../src/domain/leave';
import { formEnd, formFrame, type FormState, formTailActions, formTailGuards, formTypes, NOTHING_SAID, saveFailureIn } from './formTail';
import { unprovided } from './unprovided';

export interface CorrectionFormInput {
  /** The draft to start from: empty, or a day (and record) chosen from the history. */
  draft: CorrectionDraft;
}

export interface CorrectionRequestContext extends FormState {
  draft: CorrectionDraft;
  errors: Partial<Record<CorrectionField, string>>;
  evidence: LeaveAttachment | null;
  /** The evidence's name on the server once uploaded: a retry does not upload it again. */
  uploadedFilename: string | null;
  /** Idempotency-Key of this request: the same for its retries, new once the form changes. */
  submissionKey: string | null;
}

export type CorrectionRequestEvent =
  | { type: 'form.edit'; field: CorrectionField; value: string }
  | { type: 'evidence.pick'; evidence: LeaveAttachment | null }
  | { type: 'form.submit'; key: string }
  | { type: 'flow.retry' }
  | { type: 'result.dismiss' }
  | { type: 'flow.cancel' };

/**
 * 'Ajukan Koreksi': the employee says which record of a recent day was forgotten or wrong, when and where it
 * happened and why, with an optional photo of evidence; checked, the photo uploaded once, sent once (its key kept for
 * retries). A refusal returns to the form as typed with the server's message; 'Coba Lagi' only when the connection
 * failed; 'Batal' from every step.
 */
export const correctionRequestMachine = setup({
  types: formTypes<CorrectionRequestContext, CorrectionRequestEvent, { type: 'corrections.changed' }, CorrectionFormInput>(),
  actors: {
    uploadEvidence: unprovided<AttachmentUploadResponse, LeaveAttachment>('uploadEvidence'),
    submitCorrection: unprovided<CorrectionAnswer, { request: CorrectionRequestInput; key: string }>('submitCorrection'),
  },
  guards: {
    ...formTailGuards,
    isDraftValid: ({ context }) => Object.keys(correctionDraftErrors(context.draft)).length === 0,
    hasUnsentEvidence: ({ context }) => context.evidence !== null && context.uploadedFilename === null,
  },
  actions: {
    ...formTailActions<CorrectionRequestContext, CorrectionRequestEvent>(CORRECTION_TEXTS.failed),
    editField: assign(({ context, event }) => {
      assertEvent(event, 'form.edit');
      return { draft: { ...context.draft, [event.field]: event.value }, errors: { ...context.errors, [event.field]: undefined }, submissionKey: null };
    }),
    pickEvidence: assign(({ event }) => {
      assertEvent(event, 'evidence.pick');
      return { evidence: event.evidence, uploadedFilename: null, submissionKey: null };
    }),
    showProblems: assign(({ context }) => ({ errors: correctionDraftErrors(context.draft) })),
    keepSubmissionKey: assign(({ context, event }) => {
      assertEvent(event, 'form.submit');
      return { error: null, submissionKey: context.submissionKey ?? event.key };
    }),
    keepUploadedFilename: assign((_, filename: string) => ({ uploadedFilename: filename })),
    announceChange: emit({ type: 'corrections.changed' as const }),
  },
}).createMachine({
  id: 'correctionRequest',
  context: ({ input }) => ({ draft: input.draft, errors: {}, evidence: null, uploadedFilename: null, submissionKey: null, ...NOTHING_SAID }),
  ...formFrame,
  states: {
    editing: {
      meta: { confirmLabel: CORRECTION_TEXTS.submit, cancelLabel: BUTTON.cancel },
      on: {
        'form.edit': { actions: 'editField' },
        'evidence.pick': { actions: 'pickEvidence' },
        'form.submit': [{ guard: 'isDraftValid', target: 'saving', actions: 'keepSubmissionKey' }, { actions: 'showProblems' }],
      },
    },
    saving: {
      initial: 'choosing',
      meta: { cancelLabel: BUTTON.cancel },
      states: {
        choosing: {
          always: [{ guard: 'hasUnsentEvidence', target: 'uploading' }, { target: 'submitting' }],
        },
        uploading: {
          tags: ['busy'],
          meta: { busyText: CORRECTION_TEXTS.uploading },
          invoke: {
            id: 'uploadEvidence',
            src: 'uploadEvidence',
            input: ({ context }) => context.evidence!,
            onDone: { target: 'submitting', actions: { type: 'keepUploadedFilename', params: ({ event }) => event.output.filename } },
            onError: saveFailureIn('correctionRequest'),
          },
        },
        submitting: {
          tags: ['busy'],
          meta: { busyText: CORRECTION_TEXTS.busy },
          invoke: {
            id: 'submitCorrection',
            src: 'submitCorrection',
            input: ({ context }) => ({ request: correctionRequestOf(context.draft, context.uploadedFilename), key: context.submissionKey! }),
            onDone: { target: '#correctionRequest.done', actions: ['keepAnswer', 'announceChange'] },
            onError: saveFailureIn('correctionRequest'),
          },
        },
      },
    },
    ...formEnd,
  },
});
