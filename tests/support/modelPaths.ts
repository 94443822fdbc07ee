import {
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyTransitionDefinition,
  createActor,
  fromPromise,
} from 'xstate';
import { getAdjacencyMap, getShortestPaths, getStateNodes } from 'xstate/graph';
import { expect } from 'vitest';

/** An invoked actor that never settles: in model tests the model's done/error events decide instead. */
export const pendingActor = <Output, Input = void>() => fromPromise<Output, Input>(() => new Promise<Output>(() => {}));

export interface ModelOptions {
  /** The events to try in a state; the traversal keeps those the machine accepts. */
  events: (snapshot: AnyMachineSnapshot) => AnyEventObject[];
  /** What makes two snapshots different for the test (state value and the context that matters). */
  serializeState: (snapshot: AnyMachineSnapshot) => string;
}

export interface ModelStep {
  event: AnyEventObject;
  state: AnyMachineSnapshot;
}

export const transitionKey = (transition: AnyTransitionDefinition) => {
  const siblings = transition.source.transitions.get(transition.eventType) ?? transition.source.always ?? [];
  return `${transition.source.id} on ${transition.eventType || '(always)'} #${siblings.indexOf(transition)}`;
};

export function definedTransitions(machine: AnyStateMachine): string[] {
  return [machine.root, ...getStateNodes(machine.root)].flatMap((node) => [
    ...[...node.transitions.values()].flat().map(transitionKey),
    ...(node.always ?? []).map(transitionKey),
  ]);
}

export function definedStates(machine: AnyStateMachine): string[] {
  return [machine.root.id, ...getStateNodes(machine.root).map((node) => node.id)];
}

/** The events of the `after` timers of the active states, so traversal can take delayed transitions. */
export function delayedEvents(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  return snapshot._nodes.flatMap((node) => node.after.map((transition) => ({ type: transition.eventType })));
}

/**
 * Paths through the real machine that together take every edge the traversal finds:
 * the shortest path to each state, then each accepted event out of it.
 */
export function edgeCoveringPaths(machine: AnyStateMachine, options: ModelOptions): ModelStep[][] {
  const traversal = { events: options.events, serializeState: (s: AnyMachineSnapshot) => options.serializeState(s), limit: 200_000 };
  const shortest = new Map(
    getShortestPaths(machine, traversal).map((path) => [options.serializeState(path.state), path.steps as ModelStep[]]),
  );
  const paths: ModelStep[][] = [];
  for (const [key, { state, transitions }] of Object.entries(getAdjacencyMap(machine, traversal))) {
    const head = shortest.get(key);
    if (!head) continue;
    for (const edge of Object.values(transitions) as ModelStep[]) {
      if (state.status === 'active' && state.can(edge.event)) paths.push([...head, edge]);
    }
  }
  return paths;
}

export interface PathRun {
  taken: Set<string>;
  visited: Set<string>;
  emitted: AnyEventObject[];
}

/**
 * Replays a path on a running actor of the machine (its actors and delays provided by the test),
 * checking after each step that the actor is where the model says and what `check` expects.
 */
export function runPath(
  machine: AnyStateMachine,
  steps: ModelStep[],
  check: (step: ModelStep, actual: AnyMachineSnapshot, emitted: AnyEventObject[], previous: AnyMachineSnapshot) => void,
): PathRun {
  const run: PathRun = { taken: new Set(), visited: new Set(), emitted: [] };
  const actor = createActor(machine, {
    inspect: (event) => {
      if (event.type === '@xstate.microstep') for (const t of event._transitions) run.taken.add(transitionKey(t));
    },
  });
  actor.on('*', (event) => void run.emitted.push(event));
  actor.start();
  const visit = () => {
    for (const node of actor.getSnapshot()._nodes) run.visited.add(node.id);
  };
  visit();
  for (const step of steps) {
    if (step.event.type === 'xstate.init') continue;
    const previous = actor.getSnapshot();
    actor.send(step.event);
    visit();
    const actual = actor.getSnapshot();
    if (JSON.stringify(actual.value) !== JSON.stringify(step.state.value)) {
      throw new Error(`After ${step.event.type} the actor is in ${JSON.stringify(actual.value)}, the model says ${JSON.stringify(step.state.value)}`);
    }
    check(step, actual, run.emitted, previous);
  }
  actor.stop();
  return run;
}

/** Runs every path with its checks, then asserts that together they visited every state and took every transition. */
export function expectEveryPathAndFullCoverage(machine: AnyStateMachine, paths: ModelStep[][], check: Parameters<typeof runPath>[2]) {
  const taken = new Set<string>();
  const visited = new Set<string>();
  for (const path of paths) {
    const run = runPath(machine, path, check);
    run.taken.forEach((t) => taken.add(t));
    run.visited.forEach((s) => visited.add(s));
  }
  expect([...visited].sort()).toEqual(definedStates(machine).sort());
  expect([...taken].sort()).toEqual(definedTransitions(machine).sort());
}
