import { assertEvent, assign, emit, setup } from 'xstate';
import { formatLeaveDate } from '../src/contract/leaveDate';
import type { AttachmentUploadResponse, LeaveInsertResponse, LeaveOption, LeaveRequestInput } from '../src/contract/schemas';
import { asCallFailure, BUTTON, type CallFailure, retryCanHelp, type StepMeta } from '../src/domain/flow';
import {
  EMPTY_DRAFT,
  type LeaveAlert,
  type LeaveAttachment,
  type LeaveDraft,
  type LeaveField,
  type LeaveQuotaRequest,
  type LeaveQuotaView,
  leaveDraftErrors,
  QUOTA_REASON,
} from '../src/domain/leave';
import { unprovided } from './unprovided';

export interface LeaveFormInput {
  options: LeaveOption[];
}

export interface LeaveFormContext {
  options: LeaveOption[];
  draft: LeaveDraft;
  attachment: LeaveAttachment | null;
  /** The attachment's name on the server once uploaded; a retry does not upload it again. */
  uploadedFilename: string | null;
  errors: Partial<Record<LeaveField, string>>;
  quota: LeaveQuotaView | null;
  alert: LeaveAlert | null;
  /** Idempotency-Key of this submission: the same for its retries, new once the form changes. */
  submissionKey: string | null;
}

export type LeaveFormEvent =
  | { type: 'form.edit'; field: keyof LeaveDraft; value: string }
  | { type: 'attachment.pick'; attachment: LeaveAttachment | null }
  | { type: 'form.submit'; key: string }
  | { type: 'flow.retry' }
  | { type: 'flow.cancel' }
  | { type: 'alert.dismiss' };

export type LeaveFormEmitted = { type: 'leave.submitted' };

export const LEAVE_MESSAGES = {
  success: 'Pengajuan Izin Berhasil!',
  successText: 'Pengajuan Anda menunggu persetujuan atasan.',
  failedTitle: 'Pengajuan Izin Gagal!',
  failedText: (message: string) => `Terjadi kesalahan: ${message}`,
  /** docs/product.md §8's fallback of the leave calls. */
  fallback: 'Data izin tidak dapat dimuat.',
  uploadFailed: (message: string) => `Upload lampiran gagal: ${message}`,
  kept: 'Isian formulir tetap tersimpan di sini. Kirim lagi saat koneksi tersedia.',
} as const;

const RETRY_META: StepMeta = { confirmLabel: BUTTON.retry, cancelLabel: BUTTON.cancel };

const QUOTA_FIELDS: readonly LeaveField[] = ['alasan', 'tanggal_awal', 'tanggal_akhir'];

function failureText(failure: CallFailure, describe: (message: string) => string = (message) => message): string {
  const text = LEAVE_MESSAGES.failedText(describe(failure.message ?? LEAVE_MESSAGES.fallback));
  return failure.connection ? `${text} ${LEAVE_MESSAGES.kept}` : text;
}

export const leaveFormMachine = setup({
  // Stryker disable next-line all: types exist for TypeScript only; no machine can tell a mutant apart.
  types: {
    context: {} as LeaveFormContext,
    events: {} as LeaveFormEvent,
    emitted: {} as LeaveFormEmitted,
    input: {} as LeaveFormInput,
    meta: {} as StepMeta,
  },
  actors: {
    fetchQuota: unprovided<LeaveQuotaView, LeaveQuotaRequest>('fetchQuota'),
    uploadAttachment: unprovided<AttachmentUploadResponse, LeaveAttachment>('uploadAttachment'),
    submitLeave: unprovided<LeaveInsertResponse, { request: LeaveRequestInput; key: string }>('submitLeave'),
  },
  guards: {
    retryCanHelp: ({ event }) => retryCanHelp((event as { error?: unknown }).error),
    isDraftValid: ({ context }) => Object.keys(leaveDraftErrors(context.draft, context.attachment !== null, context.options)).length === 0,
    hasUnsentAttachment: ({ context }) => context.attachment !== null && context.uploadedFilename === null,
    isQuotaReason: ({ context }) => context.draft.alasan === QUOTA_REASON,
    isQuotaEdit: (_, edit: { field: LeaveField }) => QUOTA_FIELDS.includes(edit.field),
  },
  actions: {
    editField: assign(({ context, event }) => {
      assertEvent(event, 'form.edit');
      return { draft: { ...context.draft, [event.field]: event.value }, errors: { ...context.errors, [event.field]: undefined }, submissionKey: null };
    }),
    pickAttachment: assign(({ context, event }) => {
      assertEvent(event, 'attachment.pick');
      return { attachment: event.attachment, uploadedFilename: null, errors: { ...context.errors, lampiran: undefined }, submissionKey: null };
    }),
    showErrors: assign(({ context }) => ({ errors: leaveDraftErrors(context.draft, context.attachment !== null, context.options) })),
    keepSubmissionKey: assign(({ context, event }) => {
      assertEvent(event, 'form.submit');
      return { errors: {}, submissionKey: context.submissionKey ?? event.key };
    }),
    showQuota: assign((_, quota: LeaveQuotaView) => ({ quota })),
    clearQuota: assign({ quota: null }),
    keepUploadedFilename: assign((_, filename: string) => ({ uploadedFilename: filename })),
    showFailure: assign((_, text: string) => ({ alert: { kind: 'error', title: LEAVE_MESSAGES.failedTitle, text } satisfies LeaveAlert })),
    showSuccess: assign({ alert: { kind: 'success', title: LEAVE_MESSAGES.success, text: LEAVE_MESSAGES.successText } }),
    clearAlert: assign({ alert: null }),
    clearForm: assign({ draft: EMPTY_DRAFT, attachment: null, uploadedFilename: null, errors: {}, submissionKey: null }),
    announceSubmitted: emit({ type: 'leave.submitted' }),
  },
}).createMachine({
  id: 'leaveForm',
  context: ({ input }) => ({
    options: input.options,
    draft: EMPTY_DRAFT,
    attachment: null,
    uploadedFilename: null,
    errors: {},
    quota: null,
    alert: null,
    submissionKey: null,
  }),
  initial: 'filling',
  states: {
    filling: {
      type: 'parallel',
      states: {
        form: {
          on: {
            'form.edit': { actions: 'editField' },
            'attachment.pick': { actions: 'pickAttachment' },
          },
        },
        quota: {
          initial: 'choosing',
          on: {
            'form.edit': {
              guard: { type: 'isQuotaEdit', params: ({ event }) => ({ field: event.field }) },
              target: '.choosing',
            },
          },
          states: {
            choosing: {
              always: [{ guard: 'isQuotaReason', target: 'loading' }, { target: 'hidden' }],
            },
            hidden: { entry: 'clearQuota' },
            loading: {
              tags: ['quotaLoading'],
              invoke: {
                id: 'fetchQuota',
                src: 'fetchQuota',
                input: ({ context }) => ({ startDate: context.draft.tanggal_awal || null, endDate: context.draft.tanggal_akhir || null }),
                onDone: { target: 'shown', actions: { type: 'showQuota', params: ({ event }) => event.output } },
                onError: { target: 'hidden' },
              },
            },
            shown: {},
          },
        },
      },
      on: {
        'form.submit': [
          { guard: 'isDraftValid', target: 'sending', actions: 'keepSubmissionKey' },
          { actions: 'showErrors' },
        ],
      },
    },
    sending: {
      initial: 'choosing',
      on: { 'flow.cancel': { target: 'filling' } },
      states: {
        choosing: {
          always: [{ guard: 'hasUnsentAttachment', target: 'uploading' }, { target: 'submitting' }],
        },
        uploading: {
          tags: ['busy'],
          meta: { busyText: 'Mengunggah lampiran...', cancelLabel: 'Batal' },
          invoke: {
            id: 'uploadAttachment',
            src: 'uploadAttachment',
            input: ({ context }) => context.attachment!,
            onDone: { target: 'submitting', actions: { type: 'keepUploadedFilename', params: ({ event }) => event.output.filename } },
            onError: [
              {
                guard: 'retryCanHelp',
                target: '#leaveForm.failed',
                actions: { type: 'showFailure', params: ({ event }) => failureText(asCallFailure(event.error), LEAVE_MESSAGES.uploadFailed) },
              },
              { target: '#leaveForm.refused', actions: { type: 'showFailure', params: ({ event }) => failureText(asCallFailure(event.error), LEAVE_MESSAGES.uploadFailed) } },
            ],
          },
        },
        submitting: {
          tags: ['busy'],
          meta: { busyText: 'Mengirim pengajuan...', cancelLabel: 'Batal' },
          invoke: {
            id: 'submitLeave',
            src: 'submitLeave',
            input: ({ context }) => ({
              request: {
                reason: context.draft.alasan,
                description: context.draft.keterangan,
                start_date: formatLeaveDate(context.draft.tanggal_awal),
                end_date: formatLeaveDate(context.draft.tanggal_akhir),
                filename: context.uploadedFilename,
              },
              key: context.submissionKey!,
            }),
            onDone: { target: '#leaveForm.succeeded' },
            onError: [
              { guard: 'retryCanHelp', target: '#leaveForm.failed', actions: { type: 'showFailure', params: ({ event }) => failureText(asCallFailure(event.error)) } },
              { target: '#leaveForm.refused', actions: { type: 'showFailure', params: ({ event }) => failureText(asCallFailure(event.error)) } },
            ],
          },
        },
      },
    },
    failed: {
      meta: RETRY_META,
      on: {
        'flow.retry': { target: 'sending', actions: 'clearAlert' },
        'alert.dismiss': { target: 'filling', actions: 'clearAlert' },
        'flow.cancel': { target: 'filling', actions: 'clearAlert' },
      },
    },
    /** Refused: the same request would be refused again, so the form comes back as typed, to be changed. */
    refused: {
      meta: { confirmLabel: 'Ubah' },
      on: {
        'alert.dismiss': { target: 'filling', actions: 'clearAlert' },
        'flow.cancel': { target: 'filling', actions: 'clearAlert' },
      },
    },
    succeeded: {
      meta: { confirmLabel: BUTTON.ok },
      entry: ['showSuccess', 'announceSubmitted'],
      on: {
        'alert.dismiss': { target: 'filling', actions: ['clearAlert', 'clearForm'] },
      },
    },
  },
});
