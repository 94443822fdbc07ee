/**
 * Cancelling a request (spec §4: only after confirmation) and a supervisor's approval or rejection (docs/api.md:
 * a rejection needs a note), against a table of what each shows and sends. Nothing expected is read from the machine.
 */
import { type AnyActorLogic, type AnyMachineSnapshot, createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { CallFailure } from '../../src/domain/flow';
import type { DecisionAction } from '../../src/domain/leave';
import { definedTransitions, importInHook, recordTransitions } from '../support/machineCoverage';
import { type ScriptedAnswer, scriptedCall } from '../support/scriptedCall';
import { recordEmitted } from '../support/emitted';

let leaveDecisionMachine: typeof import('../../machines/leaveDecision.machine').leaveDecisionMachine;
importInHook(() => import('../../machines/leaveDecision.machine'), (module) => ({ leaveDecisionMachine } = module));

const SUBJECT = 'Cuti Tahunan, 14 Desember 2026 - 18 Desember 2026';

/** Per action: the question and its button, the busy text, the success title, the failure title and fallback (spec §8). */
const TABLE: Record<DecisionAction, { question: string; confirm: string; busy: string; done: string; failedTitle: string; fallback: string }> = {
  cancel: {
    question: 'Batalkan pengajuan izin?',
    confirm: 'Ya, Batalkan',
    busy: 'Membatalkan pengajuan...',
    done: 'Pengajuan izin dibatalkan.',
    failedTitle: 'Pembatalan Gagal',
    fallback: 'Failed to delete izin',
  },
  approve: {
    question: 'Setujui pengajuan izin?',
    confirm: 'Setujui',
    busy: 'Menyimpan keputusan...',
    done: 'Pengajuan izin disetujui.',
    failedTitle: 'Keputusan Gagal Disimpan',
    fallback: 'Gagal menyimpan keputusan.',
  },
  reject: {
    question: 'Tolak pengajuan izin?',
    confirm: 'Tolak',
    busy: 'Menyimpan keputusan...',
    done: 'Pengajuan izin ditolak.',
    failedTitle: 'Keputusan Gagal Disimpan',
    fallback: 'Gagal menyimpan keputusan.',
  },
};
const ACTIONS: DecisionAction[] = ['cancel', 'approve', 'reject'];

type Answer = ScriptedAnswer<unknown>;
const taken = new Set<string>();

function start(action: DecisionAction, answers: Answer[] = []) {
  const { logic, calls } = scriptedCall(answers, { resolve: { message: 'OK' } });
  const actor = createActor(
    leaveDecisionMachine.provide({ actors: { decide: logic } as never }),
    {
      input: { action, id: 42, subject: SUBJECT },
      inspect: recordTransitions(taken),
    },
  );
  const emitted = recordEmitted(actor);
  actor.start();
  return { actor, calls, emitted };
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const metaOf = (snapshot: AnyMachineSnapshot) => Object.assign({}, ...Object.values(snapshot.getMeta())) as Record<string, string>;
const NOTES: Record<DecisionAction, string> = { cancel: '', approve: '  Selamat berlibur  ', reject: 'Tidak ada pengganti' };
const SENT_NOTES: Record<DecisionAction, string> = { cancel: '', approve: 'Selamat berlibur', reject: 'Tidak ada pengganti' };

describe.each(ACTIONS)('%s', (action) => {
  const row = TABLE[action];

  it('asks first, then sends, says it is done, announces the change, and closes as done', async () => {
    const { actor, calls, emitted } = start(action);
    expect(actor.getSnapshot().context).toMatchObject({ action, id: 42, subject: SUBJECT, note: '', noteError: null, alert: null });
    expect(metaOf(actor.getSnapshot())).toEqual({ cancelLabel: 'Batal' });
    expect(calls).toEqual([]);
    if (NOTES[action]) actor.send({ type: 'note.edit', value: NOTES[action] });
    actor.send({ type: 'decision.confirm' });
    const busy = actor.getSnapshot();
    expect([busy.hasTag('busy'), Object.keys(busy.children), metaOf(busy)]).toEqual([true, ['decide'], { cancelLabel: 'Batal' }]);
    await settle();
    expect(calls.map((call) => call.input)).toEqual([{ action, id: 42, note: SENT_NOTES[action] }]);
    expect(actor.getSnapshot().context.alert).toEqual({ kind: 'success', title: row.done, text: SUBJECT });
    expect(metaOf(actor.getSnapshot())).toEqual({ confirmLabel: 'OK' });
    expect(emitted).toEqual([{ type: 'leave.changed', action, id: 42 }]);
    actor.send({ type: 'alert.dismiss' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ outcome: 'done' });
    expect(actor.getSnapshot().context.alert).toBeNull();
  });

  it.each([
    [{ connection: false, message: 'Pengajuan izin ini sudah diputuskan atau dibatalkan.' }, 'Pengajuan izin ini sudah diputuskan atau dibatalkan.'],
    [{ connection: true, message: null }, row.fallback],
    ['boom' as unknown as CallFailure, row.fallback],
  ])('a failure %j shows "%s" with Coba Lagi and Batal; Coba Lagi sends again', async (failure, text) => {
    const { actor, calls, emitted } = start(action, [{ reject: failure }]);
    actor.send({ type: 'note.edit', value: 'Catatan' });
    actor.send({ type: 'decision.confirm' });
    await settle();
    expect(actor.getSnapshot().context.alert).toEqual({ kind: 'error', title: row.failedTitle, text });
    expect(metaOf(actor.getSnapshot())).toEqual({ confirmLabel: 'Coba Lagi', cancelLabel: 'Batal' });
    expect(emitted).toEqual([]);
    actor.send({ type: 'decision.retry' });
    expect(actor.getSnapshot().context.alert).toBeNull();
    await settle();
    expect(calls).toHaveLength(2);
    expect(emitted).toHaveLength(1);
  });

  it('a failure dismissed closes as cancelled', async () => {
    const { actor } = start(action, [{ reject: { connection: false, message: 'x' } }]);
    actor.send({ type: 'note.edit', value: 'Catatan' });
    actor.send({ type: 'decision.confirm' });
    await settle();
    actor.send({ type: 'alert.dismiss' });
    expect([actor.getSnapshot().status, actor.getSnapshot().output, actor.getSnapshot().context.alert]).toEqual(['done', { outcome: 'cancelled' }, null]);
  });

  it.each(['confirming', 'deciding', 'failed'])('"Batal" while %s closes as cancelled and stops the call', async (step) => {
    const { actor, calls, emitted } = start(action, [step === 'failed' ? { reject: { connection: true, message: null } } : 'never']);
    actor.send({ type: 'note.edit', value: 'Catatan' });
    if (step !== 'confirming') actor.send({ type: 'decision.confirm' });
    await settle();
    actor.send({ type: 'flow.cancel' });
    expect([actor.getSnapshot().status, actor.getSnapshot().output, actor.getSnapshot().context.alert]).toEqual(['done', { outcome: 'cancelled' }, null]);
    if (step === 'deciding') expect(calls[0]!.aborted()).toBe(true);
    expect(calls).toHaveLength(step === 'confirming' ? 0 : 1);
    expect(emitted).toEqual([]);
  });

  it('"Batal" after it was done still closes as done', async () => {
    const { actor } = start(action);
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
    ['cancel', '', null],
  ] as const)('%s with note %j: message %j', async (action, note, message) => {
    const { actor, calls } = start(action);
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
    const slots = leaveDecisionMachine.implementations.actors;
    expect(Object.keys(slots)).toEqual(['decide']);
    const actor = createActor(slots.decide as AnyActorLogic, { input: undefined });
    const failure = new Promise((resolve) => actor.subscribe({ error: resolve }));
    actor.start();
    expect(String(await failure)).toContain("'decide'");
  });

  it('took every transition it defines in the tests above', () => {
    expect(definedTransitions(leaveDecisionMachine).filter((t) => !taken.has(t))).toEqual([]);
  });
});
