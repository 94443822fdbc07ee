import * as v from 'valibot';
import { assertEvent, assign, emit, setup } from 'xstate';
import { type LoginRequest, LoginRequestSchema, type LoginResponse } from '../src/contract/session';
import type { LoginField, LoginFailure } from '../src/domain/login';
import { inOurWords } from '../src/domain/screenWords';
import { unprovided } from './unprovided';

export interface LoginAlert {
  kind: 'success' | 'error';
  title: string;
  text: string;
}

export interface LoginContext {
  username: string;
  password: string;
  errors: Partial<Record<LoginField, string>>;
  alert: LoginAlert | null;
}

export type LoginEvent =
  | { type: 'form.edit'; field: LoginField; value: string }
  | { type: 'form.submit' }
  | { type: 'alert.dismiss' };

export type LoginEmitted =
  | { type: 'session.started'; session: LoginResponse }
  | { type: 'push.registered'; token: string | null }
  | { type: 'navigate'; to: string };

export const LOGIN_MESSAGES = {
  rejectedTitle: 'Login Gagal',
  rejectedFallback: 'Periksa kembali username dan password Anda!',
  failedTitle: 'Terjadi Kesalahan',
  failedFallback: 'Login Failed! Please check your credentials.',
  successTitle: 'Login Berhasil',
} as const;

const asFailure = (error: unknown): LoginFailure =>
  error !== null && typeof error === 'object' && 'status' in error
    ? { status: typeof error.status === 'number' ? error.status : null, message: 'message' in error && typeof error.message === 'string' ? error.message : null }
    : { status: null, message: null };

function validationErrors(context: LoginContext): LoginContext['errors'] {
  const result = v.safeParse(LoginRequestSchema, { username: context.username, password: context.password });
  if (result.success) return {};
  const errors: LoginContext['errors'] = {};
  for (const issue of result.issues) {
    const field = v.getDotPath(issue) as LoginField | null;
    if (field && !errors[field]) errors[field] = inOurWords(issue.message);
  }
  return errors;
}

export const loginMachine = setup({
  // Stryker disable next-line all: types exist for TypeScript only; no machine can tell a mutant apart.
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    emitted: {} as LoginEmitted,
  },
  actors: {
    logIn: unprovided<LoginResponse, LoginRequest>('logIn'),
    registerPush: unprovided<string | null>('registerPush'),
  },
  guards: {
    isFormValid: ({ context }) => Object.keys(validationErrors(context)).length === 0,
    isRejectedCredentials: (_, failure: LoginFailure) => failure.status === 400,
  },
  actions: {
    editField: assign(({ context, event }) => {
      assertEvent(event, 'form.edit');
      return { [event.field]: event.value, errors: { ...context.errors, [event.field]: undefined } };
    }),
    clearErrors: assign({ errors: {} }),
    showErrors: assign(({ context }) => ({ errors: validationErrors(context) })),
    showFailure: assign((_, alert: LoginAlert) => ({ alert })),
    showWelcome: assign({ alert: { kind: 'success', title: LOGIN_MESSAGES.successTitle, text: 'Selamat datang!' } }),
    clearAlert: assign({ alert: null }),
    announceSession: emit((_, session: LoginResponse) => ({ type: 'session.started' as const, session })),
    announcePushToken: emit((_, token: string | null) => ({ type: 'push.registered' as const, token })),
    goToDashboard: emit({ type: 'navigate', to: '/dashboard' }),
  },
  delays: {
    successAlertDuration: 1500,
  },
}).createMachine({
  id: 'login',
  context: { username: '', password: '', errors: {}, alert: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'form.edit': { actions: 'editField' },
        'form.submit': [{ guard: 'isFormValid', target: 'authenticating', actions: 'clearErrors' }, { actions: 'showErrors' }],
      },
    },
    authenticating: {
      tags: ['busy'],
      invoke: {
        id: 'logIn',
        src: 'logIn',
        input: ({ context }) => v.parse(LoginRequestSchema, { username: context.username, password: context.password }),
        onDone: { target: 'registeringPush', actions: { type: 'announceSession', params: ({ event }) => event.output } },
        onError: [
          {
            guard: { type: 'isRejectedCredentials', params: ({ event }) => asFailure(event.error) },
            target: 'failed',
            actions: {
              type: 'showFailure',
              params: ({ event }) => ({
                kind: 'error',
                title: LOGIN_MESSAGES.rejectedTitle,
                text: asFailure(event.error).message || LOGIN_MESSAGES.rejectedFallback,
              }),
            },
          },
          {
            target: 'failed',
            actions: {
              type: 'showFailure',
              params: ({ event }) => ({
                kind: 'error',
                title: LOGIN_MESSAGES.failedTitle,
                text: asFailure(event.error).message || LOGIN_MESSAGES.failedFallback,
              }),
            },
          },
        ],
      },
    },
    registeringPush: {
      tags: ['busy'],
      invoke: {
        id: 'registerPush',
        src: 'registerPush',
        onDone: { target: 'succeeded', actions: { type: 'announcePushToken', params: ({ event }) => event.output } },
        onError: { target: 'succeeded', actions: { type: 'announcePushToken', params: null } },
      },
    },
    succeeded: {
      tags: ['busy'],
      entry: 'showWelcome',
      after: { successAlertDuration: 'done' },
    },
    failed: {
      on: { 'alert.dismiss': { target: 'editing', actions: 'clearAlert' } },
    },
    done: {
      type: 'final',
      entry: ['clearAlert', 'goToDashboard'],
    },
  },
});
