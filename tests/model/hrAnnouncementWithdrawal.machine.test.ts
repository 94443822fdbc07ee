/**
 * Withdrawing an announcement in the console, against a table written from docs/hr.md ("Announcements": asked first,
 * 'Batal' from every step, the list told of the change). Nothing expected is read from the machine.
 */
import { type AnyMachineSnapshot, createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { recordEmitted } from '../support/emitted';
import { definedTransitions, importInHook, recordTransitions } from '../support/machineCoverage';
import { type ScriptedAnswer, scriptedCall } from '../support/scriptedCall';
import { wholeMachineCases } from '../support/wholeMachineCases';

let hrAnnouncementWithdrawalMachine: typeof import('../../machines/hrAnnouncementWithdrawal.machine').hrAnnouncementWithdrawalMachine;
importInHook(() => import('../../machines/hrAnnouncementWithdrawal.machine'), (module) => ({ hrAnnouncementWithdrawalMachine } = module));

const ANNOUNCEMENT = { id: 12, title: 'Salah Kirim' };
const WITHDRAWN = { message: 'Pengumuman ditarik: tidak lagi tampil bagi pegawai.' };
const taken = new Set<string>();
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const metaOf = (snapshot: AnyMachineSnapshot) => Object.assign({}, ...Object.values(snapshot.getMeta())) as Record<string, string>;

function start(answers: ScriptedAnswer<{ message: string }>[] = []) {
  const { logic, calls } = scriptedCall(answers, { resolve: WITHDRAWN });
  const actor = createActor(hrAnnouncementWithdrawalMachine.provide({ actors: { withdrawAnnouncement: logic } as never }), { input: { announcement: ANNOUNCEMENT }, inspect: recordTransitions(taken) });
  const emitted = recordEmitted(actor);
  actor.start();
  return { actor, calls, emitted };
}

describe('withdrawing an announcement', () => {
  it('asks first, then withdraws it, says so, tells the list and closes', async () => {
    const { actor, calls, emitted } = start();
    expect([actor.getSnapshot().value, metaOf(actor.getSnapshot()), calls]).toEqual(['confirming', { cancelLabel: 'Batal' }, []]);
    actor.send({ type: 'withdrawal.confirm' });
    expect([actor.getSnapshot().hasTag('busy'), metaOf(actor.getSnapshot())]).toEqual([true, { cancelLabel: 'Batal', busyText: 'Menarik...' }]);
    expect(Object.keys(actor.getSnapshot().children)).toEqual(['withdrawAnnouncement']);
    await settle();
    expect(calls.map((call) => call.input)).toEqual([12]);
    expect([actor.getSnapshot().value, actor.getSnapshot().context.message, metaOf(actor.getSnapshot())]).toEqual(['done', WITHDRAWN.message, { confirmLabel: 'OK' }]);
    expect(emitted).toEqual([{ type: 'announcements.changed' }]);
    actor.send({ type: 'result.dismiss' });
    expect(actor.getSnapshot().status).toBe('done');
  });

  // Issue 47: 'Coba Lagi' only where a retry can help; a refusal is said, the list reloaded, and the dialog closes.
  it('a lost connection says so with Coba Lagi, which withdraws again', async () => {
    const { actor, calls, emitted } = start([{ reject: { connection: true, message: null } }]);
    actor.send({ type: 'withdrawal.confirm' });
    await settle();
    expect([actor.getSnapshot().value, actor.getSnapshot().context.error, metaOf(actor.getSnapshot()), emitted]).toEqual(['failed', 'Pengumuman gagal ditarik. Coba lagi.', { confirmLabel: 'Coba Lagi', cancelLabel: 'Batal' }, []]);
    actor.send({ type: 'flow.retry' });
    expect(actor.getSnapshot().context.error).toBeNull();
    await settle();
    expect([calls.length, actor.getSnapshot().value, emitted.length]).toEqual([2, 'done', 1]);
  });

  it.each([
    [{ connection: false, message: 'Pengumuman ini sudah ditarik.' }, 'Pengumuman ini sudah ditarik.'],
    [{ connection: false, message: null }, 'Pengumuman gagal ditarik. Coba lagi.'],
  ])('a refusal %j says "%s" with only OK, reloads the list and closes', async (failure, text) => {
    const { actor, calls, emitted } = start([{ reject: failure }]);
    actor.send({ type: 'withdrawal.confirm' });
    await settle();
    expect([actor.getSnapshot().value, actor.getSnapshot().context.error, metaOf(actor.getSnapshot()), emitted]).toEqual(['refused', text, { confirmLabel: 'OK' }, [{ type: 'announcements.changed' }]]);
    actor.send({ type: 'flow.retry' });
    expect([actor.getSnapshot().value, calls.length]).toEqual(['refused', 1]);
    actor.send({ type: 'result.dismiss' });
    expect(actor.getSnapshot().status).toBe('done');
  });

  it.each(['confirming', 'withdrawing', 'failed'])("'Batal' while %s closes and stops the call, telling the list nothing", async (step) => {
    const { actor, calls, emitted } = start([step === 'failed' ? { reject: { connection: true, message: null } } : 'never']);
    if (step !== 'confirming') actor.send({ type: 'withdrawal.confirm' });
    await settle();
    expect(actor.getSnapshot().value).toBe(step);
    actor.send({ type: 'flow.cancel' });
    expect([actor.getSnapshot().status, actor.getSnapshot().context.message]).toEqual(['done', null]);
    if (step === 'withdrawing') expect(calls[0]!.aborted()).toBe(true);
    expect(calls).toHaveLength(step === 'confirming' ? 0 : 1);
    expect(emitted).toEqual([]);
  });
});

describe('the machine as a whole', () => {
  wholeMachineCases(() => hrAnnouncementWithdrawalMachine, 'hrAnnouncementWithdrawal', ['withdrawAnnouncement']);

  it('took every transition it defines in the tests above', () => {
    expect(definedTransitions(hrAnnouncementWithdrawalMachine).filter((t) => !taken.has(t))).toEqual([]);
  });
});
