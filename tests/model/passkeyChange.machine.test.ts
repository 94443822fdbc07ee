/**
 * A supervisor or HR approving a waiting device or revoking one, and HR exempting an employee or ending it, against
 * a table of what each asks, sends and reports (docs/passkeys.md). Nothing expected is read from the machine.
 */
import { type AnyActorLogic, type AnyMachineSnapshot, createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { PasskeyChange } from '../../src/domain/passkey';
import { definedTransitions, importInHook, recordTransitions } from '../support/machineCoverage';
import { recordEmitted } from '../support/emitted';
import { type ScriptedAnswer, scriptedCall } from '../support/scriptedCall';

let passkeyChangeMachine: typeof import('../../machines/passkeyChange.machine').passkeyChangeMachine;
importInHook(() => import('../../machines/passkeyChange.machine'), (module) => ({ passkeyChangeMachine } = module));

const SUBJECT = 'Budi Santoso: Chrome di Android';
/** `text`: what the result says under its title; a code's result shows the server's message, which holds the code. */
const TABLE: { change: PasskeyChange; done: string; text?: string }[] = [
  { change: { kind: 'device', id: 'credential-2', decision: 'approve' }, done: 'Perangkat disetujui.' },
  { change: { kind: 'device', id: 'credential-2', decision: 'revoke' }, done: 'Perangkat dicabut.' },
  { change: { kind: 'exemption', employeeId: 15, exempt: true }, done: 'Pegawai dibebaskan dari tanda tangan perangkat.' },
  { change: { kind: 'exemption', employeeId: 15, exempt: false }, done: 'Pembebasan tanda tangan perangkat dicabut.' },
  { change: { kind: 'code', employeeId: 15, days: 14 }, done: 'Kode pendaftaran dibuat', text: `${SUBJECT}. OK` },
];
const FAILED_TITLE = 'Keputusan Gagal Disimpan';
const FALLBACK = 'Gagal menyimpan keputusan.';

const taken = new Set<string>();
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const metaOf = (snapshot: AnyMachineSnapshot) => Object.assign({}, ...Object.values(snapshot.getMeta())) as Record<string, string>;

function start(change: PasskeyChange, answers: ScriptedAnswer<{ message: string }>[] = []) {
  const { logic, calls } = scriptedCall(answers, { resolve: { message: 'OK' } });
  const actor = createActor(passkeyChangeMachine.provide({ actors: { changePasskeys: logic } as never }), {
    input: { change, subject: SUBJECT },
    inspect: recordTransitions(taken),
  });
  const emitted = recordEmitted(actor);
  actor.start();
  return { actor, calls, emitted };
}

describe.each(TABLE.map((row) => [JSON.stringify(row.change), row] as const))('%s', (_, { change, done, text: doneText = SUBJECT }) => {
  it('asks first, then sends, says it is done and announces the change', async () => {
    const { actor, calls, emitted } = start(change);
    expect(metaOf(actor.getSnapshot())).toEqual({ cancelLabel: 'Batal' });
    expect(calls).toEqual([]);
    actor.send({ type: 'decision.confirm' });
    expect([actor.getSnapshot().hasTag('busy'), Object.keys(actor.getSnapshot().children), metaOf(actor.getSnapshot())]).toEqual([true, ['changePasskeys'], { cancelLabel: 'Batal' }]);
    await settle();
    expect(calls.map((call) => call.input)).toEqual([change]);
    expect(actor.getSnapshot().context.alert).toEqual({ kind: 'success', title: done, text: doneText });
    expect(metaOf(actor.getSnapshot())).toEqual({ confirmLabel: 'OK' });
    expect(emitted).toEqual([{ type: 'passkeys.changed' }]);
    actor.send({ type: 'alert.dismiss' });
    expect([actor.getSnapshot().status, actor.getSnapshot().context.alert]).toEqual(['done', null]);
  });

  it.each([
    [{ connection: false, message: 'Anda tidak berhak memutuskan perangkat pegawai ini.' }, 'Anda tidak berhak memutuskan perangkat pegawai ini.'],
    [{ connection: true, message: null }, FALLBACK],
  ])('a failure %j reads "%s" with Coba Lagi and Batal; Coba Lagi sends again, dismissing closes', async (failure, text) => {
    const { actor, calls, emitted } = start(change, [{ reject: failure }]);
    actor.send({ type: 'decision.confirm' });
    await settle();
    expect(actor.getSnapshot().context.alert).toEqual({ kind: 'error', title: FAILED_TITLE, text });
    expect(metaOf(actor.getSnapshot())).toEqual({ confirmLabel: 'Coba Lagi', cancelLabel: 'Batal' });
    actor.send({ type: 'decision.retry' });
    expect(actor.getSnapshot().context.alert).toBeNull();
    await settle();
    expect([calls.length, emitted.length]).toEqual([2, 1]);
    const failed = start(change, [{ reject: failure }]);
    failed.actor.send({ type: 'decision.confirm' });
    await settle();
    failed.actor.send({ type: 'alert.dismiss' });
    expect([failed.actor.getSnapshot().status, failed.actor.getSnapshot().context.alert, failed.emitted]).toEqual(['done', null, []]);
  });

  it.each(['confirming', 'changing', 'failed'])("'Batal' while %s closes and stops the call", async (step) => {
    const { actor, calls, emitted } = start(change, [step === 'failed' ? { reject: { connection: true, message: null } } : 'never']);
    if (step !== 'confirming') actor.send({ type: 'decision.confirm' });
    await settle();
    actor.send({ type: 'flow.cancel' });
    expect([actor.getSnapshot().status, actor.getSnapshot().context.alert, emitted]).toEqual(['done', null, []]);
    expect(calls).toHaveLength(step === 'confirming' ? 0 : 1);
    if (step === 'changing') expect(calls[0]!.aborted()).toBe(true);
  });
});

describe('the machine as a whole', () => {
  it('runs nothing it was not given', async () => {
    const slots = passkeyChangeMachine.implementations.actors;
    expect(Object.keys(slots)).toEqual(['changePasskeys']);
    const actor = createActor(slots.changePasskeys as AnyActorLogic, { input: undefined });
    const failure = new Promise((resolve) => actor.subscribe({ error: resolve }));
    actor.start();
    expect(String(await failure)).toContain("'changePasskeys'");
  });

  it('took every transition it defines in the tests above', () => {
    expect(definedTransitions(passkeyChangeMachine).filter((t) => !taken.has(t))).toEqual([]);
  });
});
