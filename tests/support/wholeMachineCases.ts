import { expect, it } from 'vitest';
import { type AnyActorLogic, type AnyStateMachine, createActor } from 'xstate';

/**
 * What every machine owes the inspector and the view that provides it: its name, and exactly the actor slots the view
 * fills, each of which, left unfilled, fails naming itself instead of running anything.
 */
export function wholeMachineCases(machine: () => AnyStateMachine, id: string, slots: string[]) {
  it(`is named '${id}' for the inspector`, () => {
    expect(machine().id).toBe(id);
  });

  it(`asks the view for exactly ${slots.join(', ')}, and runs nothing it was not given`, async () => {
    const given = machine().implementations.actors;
    expect(Object.keys(given)).toEqual(slots);
    for (const slot of slots) {
      const actor = createActor(given[slot] as AnyActorLogic, { input: undefined });
      const failure = new Promise((resolve) => actor.subscribe({ error: resolve }));
      actor.start();
      expect(String(await failure)).toContain(`'${slot}'`);
    }
  });
}
