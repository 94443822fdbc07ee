import { fromPromise } from 'xstate';
import type { CallFailure } from '../../src/domain/flow';

/** What a faked server call does next: answer, fail, or never settle. */
export type ScriptedAnswer<T> = { resolve: T } | { reject: CallFailure } | 'never';

/**
 * An actor for a machine's one server call that plays `answers` in order (then `otherwise`) and records each call's
 * input and whether the machine aborted it.
 */
export function scriptedCall<T>(answers: ScriptedAnswer<T>[], otherwise: ScriptedAnswer<T>) {
  const calls: { input: unknown; aborted: () => boolean }[] = [];
  const queue = [...answers];
  const logic = fromPromise(({ input, signal }) => {
    calls.push({ input, aborted: () => signal.aborted });
    const answer = queue.shift() ?? otherwise;
    if (answer === 'never') return new Promise<T>(() => {});
    return 'resolve' in answer ? Promise.resolve(answer.resolve) : Promise.reject(answer.reject);
  });
  return { logic, calls };
}
