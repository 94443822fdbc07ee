import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { AnyMachineSnapshot, AnyStateMachine, InputFrom, OutputFrom } from 'xstate';
import { inspect } from '../app/inspector';
import type { StepMeta } from '../domain/flow';

/**
 * A flow's actor for a dialog or a form: the owner hears of each change the flow announces (`changed`) and of its end,
 * with the flow's output; the view gets the snapshot and the step's meta (its buttons and busy text).
 */
export function useFlow<Machine extends AnyStateMachine>(machine: Machine, input: InputFrom<Machine> | undefined, changed: string, onChanged: () => void, onClosed: (output: OutputFrom<Machine> | undefined) => void) {
  const actor = useActorRef(machine, { ...(input !== undefined && { input }), inspect });
  useEffect(() => {
    const subscriptions = [actor.on(changed, onChanged), actor.subscribe({ complete: () => onClosed((actor.getSnapshot() as AnyMachineSnapshot).output as OutputFrom<Machine> | undefined) })];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [actor, changed, onChanged, onClosed]);
  const state = useSelector(actor, (snapshot) => snapshot);
  const meta: StepMeta = Object.assign({}, ...Object.values((state as AnyMachineSnapshot).getMeta()));
  return { actor, state, meta };
}
