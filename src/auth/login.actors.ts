import { fromPromise } from 'xstate';
import { logIn } from '../api/auth';
import { serverMessage, statusOf } from '../api/http';
import type { LoginRequest, LoginResponse } from '../contract/session';
import type { LoginFailure } from '../domain/login';

/** The real actors of the login flow, given to loginMachine.provide() by the login screen. */
export const loginActors = {
  logIn: fromPromise<LoginResponse, LoginRequest>(async ({ input, signal }) => {
    try {
      return await logIn(input, signal);
    } catch (error) {
      throw { status: statusOf(error), message: serverMessage(error) } satisfies LoginFailure;
    }
  }),
  /** Push registration arrives with the push issue; until then there is no push token. */
  registerPush: fromPromise<string | null, void>(async () => null),
};
