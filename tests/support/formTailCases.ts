import { expect, it } from 'vitest';
import type { AnyActorRef, AnyMachineSnapshot } from 'xstate';
import type { ScriptedAnswer } from './scriptedCall';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const metaOf = (snapshot: AnyMachineSnapshot) => Object.assign({}, ...Object.values(snapshot.getMeta())) as Record<string, string>;
const snapshotOf = (actor: AnyActorRef) => actor.getSnapshot() as AnyMachineSnapshot;

export interface FormUnderTest<Actor extends AnyActorRef> {
  actor: Actor;
  calls: { input: unknown; aborted: () => boolean }[];
  emitted: unknown[];
}

/**
 * What issue 47 asks of every form after 'Simpan', the same table for each: a refusal returns to the form with what
 * was typed and the server's message (no 'Coba Lagi': the same request would be refused again); a connection failure
 * offers 'Coba Lagi', which sends the same request again; 'Batal' from every step closes it as cancelled, stops the
 * call and announces nothing. `start` opens the form with the server's answers; `fill` types a valid form.
 */
export function formTailCases<Actor extends AnyActorRef>(options: {
  start: (answers: ScriptedAnswer<never>[]) => FormUnderTest<Actor>;
  fill: (actor: Actor) => void;
  /** What the form says when a failure brings no message of its own. */
  generalFailure: string;
  /** The form's save button, when it is not plain 'Simpan'. */
  saveLabel?: string;
  /** The form's submit event, when it carries more than its type (an Idempotency-Key the view makes). */
  submit?: { type: 'form.submit' } & Record<string, unknown>;
  /** Context the submit itself keeps beside what was typed (that key), left out of "everything typed". */
  keptOnSubmit?: string[];
}) {
  const submitted = (answers: ScriptedAnswer<never>[]) => {
    const form = options.start(answers);
    options.fill(form.actor);
    const typed = snapshotOf(form.actor).context;
    form.actor.send(options.submit ?? { type: 'form.submit' });
    return { ...form, typed };
  };
  const typedPart = (context: Record<string, unknown>) => Object.fromEntries(Object.entries(context).filter(([field]) => field !== 'error' && !options.keptOnSubmit?.includes(field)));

  it('opens with nothing said yet: no problem, no answer', () => {
    expect(snapshotOf(options.start([]).actor).context).toMatchObject({ error: null, message: null });
  });

  it('returns a refusal to the form with everything typed and the server\'s message, and saves nothing', async () => {
    const { actor, calls, emitted, typed } = submitted([{ reject: { connection: false, message: 'Ditolak oleh server.' } }]);
    await settle();
    const snapshot = snapshotOf(actor);
    expect([snapshot.value, snapshot.context.error, metaOf(snapshot)]).toEqual(['editing', 'Ditolak oleh server.', { confirmLabel: options.saveLabel ?? 'Simpan', cancelLabel: 'Batal' }]);
    expect(typedPart(snapshot.context)).toEqual(typedPart(typed));
    expect([calls.length, emitted]).toEqual([1, []]);
  });

  it.each([
    [{ connection: false, message: null }, 'editing', options.generalFailure],
    [{ connection: true, message: null }, 'failed', options.generalFailure],
    [{ connection: true, message: 'Server sedang sibuk.' }, 'failed', 'Server sedang sibuk.'],
  ])('a failure %j goes to %s saying its message', async (failure, step, text) => {
    const { actor } = submitted([{ reject: failure }]);
    await settle();
    expect([snapshotOf(actor).value, snapshotOf(actor).context.error]).toEqual([step, text]);
  });

  it("offers 'Coba Lagi' when the connection failed, which sends the same request again", async () => {
    const { actor, calls } = submitted([{ reject: { connection: true, message: null } }]);
    await settle();
    expect(metaOf(snapshotOf(actor))).toEqual({ confirmLabel: 'Coba Lagi', cancelLabel: 'Batal' });
    actor.send({ type: 'flow.retry' });
    expect(snapshotOf(actor).context.error).toBeNull();
    await settle();
    expect([calls.length, calls[1]!.input, snapshotOf(actor).value]).toEqual([2, calls[0]!.input, 'done']);
  });

  it.each(['editing', 'saving', 'failed'])("'Batal' while %s closes as cancelled and stops the call", async (step) => {
    const form = step === 'editing' ? options.start([]) : submitted([step === 'failed' ? { reject: { connection: true, message: null } } : 'never']);
    await settle();
    expect(snapshotOf(form.actor).matches(step)).toBe(true);
    form.actor.send({ type: 'flow.cancel' });
    expect([snapshotOf(form.actor).status, snapshotOf(form.actor).output]).toEqual(['done', { outcome: 'cancelled' }]);
    if (step === 'saving') expect(form.calls[0]!.aborted()).toBe(true);
    expect(form.emitted).toEqual([]);
  });
}
