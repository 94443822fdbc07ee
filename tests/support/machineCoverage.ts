import { beforeAll, expect, it } from 'vitest';
import type { AnyStateMachine, AnyTransitionDefinition, InspectionEvent } from 'xstate';
import { getStateNodes } from 'xstate/graph';

/** A name for a transition, stable across runs: its state, its event and its place among that event's branches. */
export const transitionKey = (transition: AnyTransitionDefinition) => {
  const siblings = transition.source.transitions.get(transition.eventType) ?? transition.source.always ?? [];
  return `${transition.source.id} on ${transition.eventType || '(always)'} #${siblings.indexOf(transition)}`;
};

/** An actor's `inspect` option that adds every transition the actor takes to `taken`. */
export const recordTransitions = (taken: Set<string>) => (event: InspectionEvent) => {
  if (event.type === '@xstate.microstep') for (const t of event._transitions) taken.add(transitionKey(t));
};

/** Every transition the machine defines, to check that the tests together took each one. */
export function definedTransitions(machine: AnyStateMachine): string[] {
  return [machine.root, ...getStateNodes(machine.root)].flatMap((node) => [
    ...[...node.transitions.values()].flat().map(transitionKey),
    ...(node.always ?? []).map(transitionKey),
  ]);
}

/**
 * Imports a machine's module in a beforeAll hook and adds a test that it could be built: a machine that throws while
 * being built then fails a test instead of the whole file (which a mutation tool would not count as killed).
 */
export function importInHook<Module>(load: () => Promise<Module>, use: (module: Module) => void) {
  let failure: unknown;
  beforeAll(async () => {
    try {
      use(await load());
    } catch (error) {
      failure = error;
    }
  });
  it('the machine can be built', () => expect(failure).toBeUndefined());
}
