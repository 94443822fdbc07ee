/**
 * A supervisor's decision on a pending record (the "Verifikasi Absen"): Setujui counts at the claimed time,
 * Terima Jam Diterima at the received time, Tolak voids it and needs a note; 'Batal' from every step; a lost
 * connection can be tried again, a refusal (decided by someone else first) cannot. Expectations come from this table,
 * never from the machine.
 */
import { type AnyActorLogic, type AnyMachineSnapshot, createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { RecordDecision } from '../../src/contract/verification';
import { definedTransitions, importInHook, recordTransitions } from '../support/machineCoverage';
import { type ScriptedAnswer, scriptedCall } from '../support/scriptedCall';
import { recordEmitted } from '../support/emitted';

let recordVerificationMachine: typeof import('../../machines/recordVerification.machine').recordVerificationMachine;
importInHook(() => import('../../machines/recordVerification.machine'), (module) => ({ recordVerificationMachine } = module));

const SUBJECT = 'Siti Rahmawati: Absen Masuk, 23 November 2026';
const TABLE: Record<RecordDecision, { done: string }> = {
  approve: { done: 'Absen disetujui.' },
  accept_at_receipt: { done: 'Absen diterima pada jam diterima.' },
  reject: { done: 'Absen ditolak.' },
};
const DECISIONS: RecordDecision[] = ['approve', 'accept_at_receipt', 'reject'];
const FAILED_TITLE = 'Keputusan Gagal Disimpan';
const FALLBACK = 'Gagal menyimpan keputusan.';
const ALREADY = 'Data absen ini sudah diputuskan.';

const taken = new Set<string>();
function start(decision: RecordDecision, answers: ScriptedAnswer<unknown>[] = [], kind: 'attendance' | 'overtime' = 'attendance') {
  const { logic, calls } = scriptedCall(answers, { resolve: { message: 'OK' } });
  const actor = createActor(recordVerificationMachine.provide({ actors: { decide: logic } as never }), {
    input: { kind, id: 7, decision, subject: SUBJECT },
    inspect: recordTransitions(taken),
  });
  const emitted = recordEmitted(actor);
  actor.start();
  return { actor, calls, emitted };
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const metaOf = (snapshot: AnyMachineSnapshot) => Object.assign({}, ...Object.values(snapshot.getMeta())) as Record<string, string>;
const ending = (actor: ReturnType<typeof start>['actor']) => [actor.getSnapshot().status, actor.getSnapshot().output, actor.getSnapshot().context.alert];

describe.each(DECISIONS)('%s', (decision) => {
  it('asks first, sends the record, the decision and the trimmed note, says it is done, reloads the queue, closes as done', async () => {
    const { actor, calls, emitted } = start(decision, [], 'overtime');
    expect(actor.getSnapshot().context).toMatchObject({ kind: 'overtime', id: 7, decision, note: '', noteError: null, alert: null });
    expect(metaOf(actor.getSnapshot())).toEqual({ cancelLabel: 'Batal' });
    actor.send({ type: 'note.edit', value: '  Sudah dicek di lapangan  ' });
    actor.send({ type: 'decision.confirm' });
    expect([actor.getSnapshot().hasTag('busy'), Object.keys(actor.getSnapshot().children), metaOf(actor.getSnapshot())]).toEqual([true, ['decide'], { cancelLabel: 'Batal' }]);
    await settle();
    expect(calls.map((call) => call.input)).toEqual([{ kind: 'overtime', id: 7, decision, note: 'Sudah dicek di lapangan' }]);
    expect(actor.getSnapshot().context.alert).toEqual({ kind: 'success', title: TABLE[decision].done, text: SUBJECT });
    expect(metaOf(actor.getSnapshot())).toEqual({ confirmLabel: 'OK' });
    expect(emitted).toEqual([{ type: 'queue.changed', kind: 'overtime', id: 7 }]);
    actor.send({ type: 'alert.dismiss' });
    expect(ending(actor)).toEqual(['done', { outcome: 'done' }, null]);
  });

  it.each([
    [null, FALLBACK],
    ['Server tidak menjawab.', 'Server tidak menjawab.'],
  ])('a lost connection (message %j) says "%s", offers Coba Lagi and Batal, and Coba Lagi sends again', async (message, text) => {
    const { actor, calls, emitted } = start(decision, [{ reject: { connection: true, message } }]);
    actor.send({ type: 'note.edit', value: 'Catatan' });
    actor.send({ type: 'decision.confirm' });
    await settle();
    expect(actor.getSnapshot().context.alert).toEqual({ kind: 'error', title: FAILED_TITLE, text });
    expect(metaOf(actor.getSnapshot())).toEqual({ confirmLabel: 'Coba Lagi', cancelLabel: 'Batal' });
    expect(emitted).toEqual([]);
    actor.send({ type: 'decision.retry' });
    expect(actor.getSnapshot().context.alert).toBeNull();
    await settle();
    expect(calls).toHaveLength(2);
    expect(emitted).toHaveLength(1);
  });

  it('a refusal (someone decided first) says why, offers only OK, reloads the queue, and closes as cancelled', async () => {
    const { actor, calls, emitted } = start(decision, [{ reject: { connection: false, message: ALREADY } }]);
    actor.send({ type: 'note.edit', value: 'Catatan' });
    actor.send({ type: 'decision.confirm' });
    await settle();
    expect(actor.getSnapshot().context.alert).toEqual({ kind: 'error', title: FAILED_TITLE, text: ALREADY });
    expect(metaOf(actor.getSnapshot())).toEqual({ confirmLabel: 'OK' });
    expect(emitted).toEqual([{ type: 'queue.changed', kind: 'attendance', id: 7 }]);
    actor.send({ type: 'decision.retry' });
    expect(calls).toHaveLength(1);
    actor.send({ type: 'alert.dismiss' });
    expect(ending(actor)).toEqual(['done', { outcome: 'cancelled' }, null]);
  });

  it('a failure dismissed closes as cancelled', async () => {
    const { actor } = start(decision, [{ reject: { connection: true, message: null } }]);
    actor.send({ type: 'note.edit', value: 'Catatan' });
    actor.send({ type: 'decision.confirm' });
    await settle();
    actor.send({ type: 'alert.dismiss' });
    expect(ending(actor)).toEqual(['done', { outcome: 'cancelled' }, null]);
  });

  it.each(['confirming', 'deciding', 'failed', 'refused'])('"Batal" while %s closes as cancelled and stops the call', async (step) => {
    const answer: ScriptedAnswer<unknown> =
      step === 'failed' ? { reject: { connection: true, message: null } } : step === 'refused' ? { reject: { connection: false, message: ALREADY } } : 'never';
    const { actor, calls } = start(decision, [answer]);
    actor.send({ type: 'note.edit', value: 'Catatan' });
    if (step !== 'confirming') actor.send({ type: 'decision.confirm' });
    await settle();
    actor.send({ type: 'flow.cancel' });
    expect(ending(actor)).toEqual(['done', { outcome: 'cancelled' }, null]);
    if (step === 'deciding') expect(calls[0]!.aborted()).toBe(true);
    expect(calls).toHaveLength(step === 'confirming' ? 0 : 1);
  });

  it('"Batal" after it was done still closes as done', async () => {
    const { actor } = start(decision);
    actor.send({ type: 'note.edit', value: 'Catatan' });
    actor.send({ type: 'decision.confirm' });
    await settle();
    actor.send({ type: 'flow.cancel' });
    expect(actor.getSnapshot().output).toEqual({ outcome: 'done' });
  });
});

describe('a rejection needs a note', () => {
  it.each([
    ['reject', '', 'Tuliskan alasan penolakan.'],
    ['reject', '   ', 'Tuliskan alasan penolakan.'],
    ['approve', '', null],
    ['accept_at_receipt', '', null],
  ] as const)('%s with note %j: message %j', async (decision, note, message) => {
    const { actor, calls } = start(decision);
    actor.send({ type: 'note.edit', value: note });
    actor.send({ type: 'decision.confirm' });
    await settle();
    expect(actor.getSnapshot().context.noteError).toBe(message);
    expect(calls).toHaveLength(message ? 0 : 1);
  });

  it('typing clears the message', () => {
    const { actor } = start('reject');
    actor.send({ type: 'decision.confirm' });
    actor.send({ type: 'note.edit', value: 'A' });
    expect(actor.getSnapshot().context).toMatchObject({ note: 'A', noteError: null });
  });
});

describe('the machine as a whole', () => {
  it('runs nothing it was not given', async () => {
    const slots = recordVerificationMachine.implementations.actors;
    expect(Object.keys(slots)).toEqual(['decide']);
    const actor = createActor(slots.decide as AnyActorLogic, { input: undefined });
    const failure = new Promise((resolve) => actor.subscribe({ error: resolve }));
    actor.start();
    expect(String(await failure)).toContain("'decide'");
  });

  it('took every transition it defines in the tests above', () => {
    expect(definedTransitions(recordVerificationMachine).filter((t) => !taken.has(t))).toEqual([]);
  });
});
