import { fromPromise } from 'xstate';
import type { DecisionCall } from '../domain/flow';
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

/**
 * A decision's call as the decision flow's actor: the flow passes the request it was given (built for this call by
 * the same domain module) and the note, without reading the request.
 */
export const deciding = <Request>(call: (request: Request, note: string, signal: AbortSignal) => Promise<{ message: string }>) =>
  calling(({ request, note }: DecisionCall, signal) => call(request as Request, note, signal));
