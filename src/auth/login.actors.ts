import { fromPromise } from 'xstate';
import type { LoginRequest, LoginResponse } from '../contract/session';
import type { LoginFailure } from '../domain/login';

/**
 * The real actors of the login flow, given to loginMachine.provide() by the login screen. The HTTP client loads
 * when 'Masuk' is pressed, so the first screens carry no more JavaScript than they show.
 */
export const loginActors = {
  logIn: fromPromise<LoginResponse, LoginRequest>(async ({ input, signal }) => {
    const [{ logIn }, { serverMessage, statusOf }, { deviceKeyFor, rememberDeviceKey }] = await Promise.all([
      import('../api/auth'),
      import('../api/http'),
      import('./deviceKey'),
    ]);
    try {
      const deviceKey = await deviceKeyFor(input.username);
      const answer = await logIn(deviceKey ? { ...input, device_key: deviceKey } : input, signal);
      if (answer.device_key) await rememberDeviceKey(input.username, answer.device_key);
      return answer;
    } catch (error) {
      throw { status: statusOf(error), message: serverMessage(error) } satisfies LoginFailure;
    }
  }),
};
