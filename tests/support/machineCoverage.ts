import type { AnyStateMachine, AnyTransitionDefinition } from 'xstate';
import { getStateNodes } from 'xstate/graph';

/** A name for a transition, stable across runs: its state, its event and its place among that event's branches. */
export const transitionKey = (transition: AnyTransitionDefinition) => {
  const siblings = transition.source.transitions.get(transition.eventType) ?? transition.source.always ?? [];
  return `${transition.source.id} on ${transition.eventType || '(always)'} #${siblings.indexOf(transition)}`;
};

/** Every transition the machine defines, to check that the tests together took each one. */
export function definedTransitions(machine: AnyStateMachine): string[] {
  return [machine.root, ...getStateNodes(machine.root)].flatMap((node) => [
    ...[...node.transitions.values()].flat().map(transitionKey),
    ...(node.always ?? []).map(transitionKey),
  ]);
}
