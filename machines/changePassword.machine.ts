import { assertEvent, assign, emit, setup } from 'xstate';
import type { ChangePasswordRequest, ChangePasswordResponse } from '../src/contract/schemas';
import { type PasswordChangeAlert, type PasswordDraft, type PasswordErrors, type PasswordField, passwordDraftErrors } from '../src/domain/account';
import { asCallFailure, retryCanHelp } from '../src/domain/flow';
import { unprovided } from './unprovided';

export interface ChangePasswordContext {
  draft: PasswordDraft;
  errors: PasswordErrors;
  alert: PasswordChangeAlert | null;
}

export type ChangePasswordEvent =
  | { type: 'password.edit'; field: PasswordField; value: string }
  | { type: 'password.submit' }
  | { type: 'flow.retry' }
  | { type: 'alert.dismiss' }
  | { type: 'flow.cancel' };

/** The new token of this session: the others have ended. */
export type ChangePasswordEmitted = { type: 'session.renewed'; token: string };

export const FAILED_TITLE = 'Password Gagal Diganti';
export const FAILED_FALLBACK = 'Gagal mengganti password.';
export const DONE_TITLE = 'Password Berhasil Diganti';

/**
 * Akun → 'Ubah Password': fill in, check, send, report; 'Batal' leaves from any step. A refusal (the old password
 * wrong) is said over the form as typed, to be changed ('Ubah'); only a lost connection offers 'Coba Lagi'.
 */
export const changePasswordMachine = setup({
  // Stryker disable next-line all: types exist for TypeScript only; no machine can tell a mutant apart.
  types: {
    context: {} as ChangePasswordContext,
    events: {} as ChangePasswordEvent,
    emitted: {} as ChangePasswordEmitted,
  },
  actors: {
    changePassword: unprovided<ChangePasswordResponse, ChangePasswordRequest>('changePassword'),
  },
  guards: {
    isDraftValid: ({ context }) => Object.keys(passwordDraftErrors(context.draft)).length === 0,
    retryCanHelp: ({ event }) => retryCanHelp((event as { error?: unknown }).error),
  },
  actions: {
    editDraft: assign(({ context, event }) => {
      assertEvent(event, 'password.edit');
      const { [event.field]: _fixed, ...errors } = context.errors;
      return { draft: { ...context.draft, [event.field]: event.value }, errors };
    }),
    showErrors: assign(({ context }) => ({ errors: passwordDraftErrors(context.draft) })),
    showDone: assign((_, text: string) => ({ alert: { kind: 'success', title: DONE_TITLE, text } satisfies PasswordChangeAlert })),
    showFailure: assign((_, message: string | null) => ({ alert: { kind: 'error', title: FAILED_TITLE, text: message ?? FAILED_FALLBACK } satisfies PasswordChangeAlert })),
    clearAlert: assign({ alert: null }),
    renewSession: emit((_, token: string) => ({ type: 'session.renewed' as const, token })),
  },
}).createMachine({
  id: 'changePassword',
  context: { draft: { oldPassword: '', newPassword: '', confirmation: '' }, errors: {}, alert: null },
  initial: 'editing',
  on: { 'flow.cancel': '.closed' },
  states: {
    editing: {
      on: {
        'password.edit': { actions: 'editDraft' },
        'password.submit': [{ guard: 'isDraftValid', target: 'saving' }, { actions: 'showErrors' }],
        'alert.dismiss': { actions: 'clearAlert' },
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'changePassword',
        src: 'changePassword',
        input: ({ context }) => ({ old_password: context.draft.oldPassword, new_password: context.draft.newPassword }),
        onDone: {
          target: 'done',
          actions: [
            { type: 'renewSession', params: ({ event }) => event.output.token },
            { type: 'showDone', params: ({ event }) => event.output.message },
          ],
        },
        onError: [
          { guard: 'retryCanHelp', target: 'failed', actions: { type: 'showFailure', params: ({ event }) => asCallFailure(event.error).message } },
          { target: 'editing', actions: { type: 'showFailure', params: ({ event }) => asCallFailure(event.error).message } },
        ],
      },
    },
    failed: {
      on: {
        'flow.retry': { target: 'saving', actions: 'clearAlert' },
        'alert.dismiss': { target: 'editing', actions: 'clearAlert' },
      },
    },
    done: {
      on: { 'alert.dismiss': 'closed' },
    },
    closed: { type: 'final', entry: 'clearAlert' },
  },
});
