import type { AnyActorRef, AnyMachineSnapshot } from 'xstate';
import { expect } from 'vitest';
import type { ImportFile } from '../../src/domain/hrConsole';

const metaOf = (snapshot: AnyMachineSnapshot) => Object.assign({}, ...Object.values(snapshot.getMeta())) as Record<string, string>;

/**
 * The walk every import shares (issue 39: "a preview of every problem, row and column named, before anything is
 * written"): the bad file is previewed with its problem and 'Impor' refused, nothing started; the fixed file chosen
 * forgets that preview and is previewed in turn. It ends at 'reviewing' with the fixed file's preview, before 'Impor'.
 */
export async function previewBadThenFixed(flow: {
  actor: AnyActorRef;
  settle: () => Promise<unknown>;
  previews: { input: unknown }[];
  started: unknown[];
  steps: { previewing: object; reviewing: object };
  bad: ImportFile;
  fixed: ImportFile;
  withProblem: unknown;
}) {
  const { actor, settle, steps } = flow;
  const snapshot = () => actor.getSnapshot() as AnyMachineSnapshot;
  actor.send({ type: 'file.choose', file: flow.bad });
  expect([snapshot().value, snapshot().hasTag('busy'), metaOf(snapshot())]).toEqual(['previewing', true, steps.previewing]);
  await settle();
  expect([snapshot().value, snapshot().context.preview, metaOf(snapshot())]).toEqual(['reviewing', flow.withProblem, steps.reviewing]);
  actor.send({ type: 'import.confirm' });
  expect([snapshot().value, flow.started]).toEqual(['reviewing', []]);

  actor.send({ type: 'file.choose', file: flow.fixed });
  expect(snapshot().context.preview).toBeNull();
  await settle();
  expect(flow.previews.map((call) => call.input)).toEqual([flow.bad, flow.fixed]);
}

/**
 * After a failed preview or import of the fixed file: the step says the failure with 'Periksa Lagi', which previews
 * the same file again with the problem cleared; nothing is announced.
 */
export async function failedThenCheckedAgain(flow: {
  actor: AnyActorRef;
  settle: () => Promise<unknown>;
  previews: { input: unknown }[];
  emitted: unknown[];
  steps: { failed: object };
  fixed: ImportFile;
  text: string;
}) {
  const { actor, settle } = flow;
  const snapshot = () => actor.getSnapshot() as AnyMachineSnapshot;
  expect([snapshot().value, snapshot().context.error, metaOf(snapshot())]).toEqual(['failed', flow.text, flow.steps.failed]);
  actor.send({ type: 'flow.retry' });
  expect([snapshot().value, snapshot().context.error]).toEqual(['previewing', null]);
  await settle();
  expect(flow.previews.map((entry) => entry.input)).toEqual([flow.fixed, flow.fixed]);
  expect(flow.emitted).toEqual([]);
}
