import { fromPromise } from 'xstate';
import { toCallFailure } from './callFailure';

/** A call to the server as an actor: its failures, whatever they were, leave as one CallFailure. */
export const calling = <Output, Input>(call: (input: Input, signal: AbortSignal) => Promise<Output>) =>
  fromPromise<Output, Input>(async ({ input, signal }) => {
    try {
      return await call(input, signal);
    } catch (error) {
      throw toCallFailure(error);
    }
  });
