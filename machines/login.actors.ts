import { fromPromise } from 'xstate';
import { logIn } from '../src/api/auth';
import { serverMessage, statusOf } from '../src/api/http';
import type { LoginRequest, LoginResponse } from '../src/contract/schemas';
import type { LoginFailure } from './login.machine';

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
