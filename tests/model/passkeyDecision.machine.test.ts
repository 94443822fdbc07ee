/**
 * A supervisor or HR approving a waiting device or revoking one, against a table of what each shows and sends
 * (docs/passkeys.md). Nothing expected is read from the machine.
 */
import { type AnyActorLogic, type AnyMachineSnapshot, createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { definedTransitions, importInHook, recordTransitions } from '../support/machineCoverage';
import { recordEmitted } from '../support/emitted';
import { type ScriptedAnswer, scriptedCall } from '../support/scriptedCall';

let passkeyDecisionMachine: typeof import('../../machines/passkeyDecision.machine').passkeyDecisionMachine;
importInHook(() => import('../../machines/passkeyDecision.machine'), (module) => ({ passkeyDecisionMachine } = module));

const SUBJECT = 'Budi Santoso: Chrome di Android';
const TABLE = {
  approve: { done: 'Perangkat disetujui.' },
  revoke: { done: 'Perangkat dicabut.' },
} as const;
const FAILED_TITLE = 'Keputusan Gagal Disimpan';
const FALLBACK = 'Gagal menyimpan keputusan.';

const taken = new Set<string>();
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const metaOf = (snapshot: AnyMachineSnapshot) => Object.assign({}, ...Object.values(snapshot.getMeta())) as Record<string, string>;

function start(decision: 'approve' | 'revoke', answers: ScriptedAnswer<{ message: string }>[] = []) {
  const { logic, calls } = scriptedCall(answers, { resolve: { message: 'OK' } });
  const actor = createActor(passkeyDecisionMachine.provide({ actors: { decidePasskey: logic } as never }), {
    input: { id: 'credential-2', decision, subject: SUBJECT },
    inspect: recordTransitions(taken),
  });
  const emitted = recordEmitted(actor);
  actor.start();
  return { actor, calls, emitted };
}

describe.each(['approve', 'revoke'] as const)('%s', (decision) => {
  it('asks first, then sends, says it is done and announces the change', async () => {
    const { actor, calls, emitted } = start(decision);
    expect(metaOf(actor.getSnapshot())).toEqual({ cancelLabel: 'Batal' });
    expect(calls).toEqual([]);
    actor.send({ type: 'decision.confirm' });
    expect([actor.getSnapshot().hasTag('busy'), Object.keys(actor.getSnapshot().children)]).toEqual([true, ['decidePasskey']]);
    await settle();
    expect(calls.map((call) => call.input)).toEqual([{ id: 'credential-2', decision }]);
    expect(actor.getSnapshot().context.alert).toEqual({ kind: 'success', title: TABLE[decision].done, text: SUBJECT });
    expect(metaOf(actor.getSnapshot())).toEqual({ confirmLabel: 'OK' });
    expect(emitted).toEqual([{ type: 'devices.changed' }]);
    actor.send({ type: 'alert.dismiss' });
    expect([actor.getSnapshot().status, actor.getSnapshot().context.alert]).toEqual(['done', null]);
  });

  it.each([
    [{ connection: false, message: 'Anda tidak berhak memutuskan perangkat pegawai ini.' }, 'Anda tidak berhak memutuskan perangkat pegawai ini.'],
    [{ connection: true, message: null }, FALLBACK],
  ])('a failure %j reads "%s" with Coba Lagi and Batal', async (failure, text) => {
    const { actor, calls, emitted } = start(decision, [{ reject: failure }]);
    actor.send({ type: 'decision.confirm' });
    await settle();
    expect(actor.getSnapshot().context.alert).toEqual({ kind: 'error', title: FAILED_TITLE, text });
    expect(metaOf(actor.getSnapshot())).toEqual({ confirmLabel: 'Coba Lagi', cancelLabel: 'Batal' });
    actor.send({ type: 'decision.retry' });
    await settle();
    expect([calls.length, emitted.length]).toEqual([2, 1]);
    const failed = start(decision, [{ reject: failure }]);
    failed.actor.send({ type: 'decision.confirm' });
    await settle();
    failed.actor.send({ type: 'alert.dismiss' });
    expect([failed.actor.getSnapshot().status, failed.emitted]).toEqual(['done', []]);
  });

  it.each(['confirming', 'deciding', 'failed'])("'Batal' while %s closes and stops the call", async (step) => {
    const { actor, calls, emitted } = start(decision, [step === 'failed' ? { reject: { connection: true, message: null } } : 'never']);
    if (step !== 'confirming') actor.send({ type: 'decision.confirm' });
    await settle();
    actor.send({ type: 'flow.cancel' });
    expect([actor.getSnapshot().status, actor.getSnapshot().context.alert, emitted]).toEqual(['done', null, []]);
    if (step === 'deciding') expect(calls[0]!.aborted()).toBe(true);
  });
});

describe('the machine as a whole', () => {
  it('runs nothing it was not given', async () => {
    const slots = passkeyDecisionMachine.implementations.actors;
    expect(Object.keys(slots)).toEqual(['decidePasskey']);
    const actor = createActor(slots.decidePasskey as AnyActorLogic, { input: undefined });
    const failure = new Promise((resolve) => actor.subscribe({ error: resolve }));
    actor.start();
    expect(String(await failure)).toContain("'decidePasskey'");
  });

  it('took every transition it defines in the tests above', () => {
    expect(definedTransitions(passkeyDecisionMachine).filter((t) => !taken.has(t))).toEqual([]);
  });
});
