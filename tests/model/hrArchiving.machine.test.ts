/**
 * Archiving, using again and deleting an office or a roster in the console, against a table written from issue 51
 * ("Offices and rosters in use can be archived (kept for history, offered no more); unused ones deleted") and docs/hr.md
 * ("Archiving": asked first, a refusal said with only 'OK', 'Coba Lagi' only after a lost connection, 'Batal' from
 * every step). Nothing expected is read from the machine.
 */
import { type AnyMachineSnapshot, createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { ArchiveAction, ArchivedThing } from '../../src/domain/hrConsole';
import { recordEmitted } from '../support/emitted';
import { definedTransitions, importInHook, recordTransitions } from '../support/machineCoverage';
import { type ScriptedAnswer, scriptedCall } from '../support/scriptedCall';
import { wholeMachineCases } from '../support/wholeMachineCases';

let hrArchivingMachine: typeof import('../../machines/hrArchiving.machine').hrArchivingMachine;
importInHook(() => import('../../machines/hrArchiving.machine'), (module) => ({ hrArchivingMachine } = module));

const SUBJECT = { id: 7, name: 'Pos Pompa Lama' };
const taken = new Set<string>();
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const metaOf = (snapshot: AnyMachineSnapshot) => Object.assign({}, ...Object.values(snapshot.getMeta())) as Record<string, string>;

function start(thing: ArchivedThing, action: ArchiveAction, answers: ScriptedAnswer<{ message: string }>[] = []) {
  const { logic, calls } = scriptedCall(answers, { resolve: { message: 'Kantor diarsipkan.' } });
  const actor = createActor(hrArchivingMachine.provide({ actors: { changeArchive: logic } as never }), { input: { thing, action, subject: SUBJECT }, inspect: recordTransitions(taken) });
  const emitted = recordEmitted(actor);
  actor.start();
  return { actor, calls, emitted };
}

describe('archiving, using again, deleting', () => {
  it.each([
    ['office', 'archive'],
    ['office', 'restore'],
    ['office', 'delete'],
    ['roster', 'archive'],
    ['roster', 'restore'],
    ['roster', 'delete'],
  ] as const)('asks first, then %s %s is done, said, the list told, and closed', async (thing, action) => {
    const { actor, calls, emitted } = start(thing, action);
    expect([actor.getSnapshot().value, metaOf(actor.getSnapshot()), calls]).toEqual(['confirming', { cancelLabel: 'Batal' }, []]);
    actor.send({ type: 'archiving.confirm' });
    expect([actor.getSnapshot().hasTag('busy'), metaOf(actor.getSnapshot())]).toEqual([true, { cancelLabel: 'Batal', busyText: 'Menyimpan...' }]);
    expect(Object.keys(actor.getSnapshot().children)).toEqual(['changeArchive']);
    await settle();
    expect(calls.map((call) => call.input)).toEqual([{ thing, action, id: 7 }]);
    expect([actor.getSnapshot().value, actor.getSnapshot().context.message, metaOf(actor.getSnapshot())]).toEqual(['done', 'Kantor diarsipkan.', { confirmLabel: 'OK' }]);
    expect(emitted).toEqual([{ type: 'archive.changed' }]);
    actor.send({ type: 'result.dismiss' });
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('a lost connection says so with Coba Lagi, which asks the server again', async () => {
    const { actor, calls, emitted } = start('office', 'delete', [{ reject: { connection: true, message: null } }]);
    actor.send({ type: 'archiving.confirm' });
    await settle();
    expect([actor.getSnapshot().value, actor.getSnapshot().context.error, metaOf(actor.getSnapshot()), emitted]).toEqual(['failed', 'Gagal menyimpan. Coba lagi.', { confirmLabel: 'Coba Lagi', cancelLabel: 'Batal' }, []]);
    actor.send({ type: 'flow.retry' });
    expect(actor.getSnapshot().context.error).toBeNull();
    await settle();
    expect([calls.length, actor.getSnapshot().value, emitted.length]).toEqual([2, 'done', 1]);
  });

  it.each([
    [{ connection: false, message: 'Kantor ini sudah punya riwayat (pegawai atau absen). Arsipkan saja agar riwayatnya tetap utuh.' }, 'Kantor ini sudah punya riwayat (pegawai atau absen). Arsipkan saja agar riwayatnya tetap utuh.'],
    [{ connection: false, message: null }, 'Gagal menyimpan. Coba lagi.'],
  ])('a refusal %j says "%s" with only OK, reloads the list and closes', async (failure, text) => {
    const { actor, calls, emitted } = start('office', 'delete', [{ reject: failure }]);
    actor.send({ type: 'archiving.confirm' });
    await settle();
    expect([actor.getSnapshot().value, actor.getSnapshot().context.error, metaOf(actor.getSnapshot()), emitted]).toEqual(['refused', text, { confirmLabel: 'OK' }, [{ type: 'archive.changed' }]]);
    actor.send({ type: 'flow.retry' });
    expect([actor.getSnapshot().value, calls.length]).toEqual(['refused', 1]);
    actor.send({ type: 'result.dismiss' });
    expect(actor.getSnapshot().status).toBe('done');
  });

  it.each(['confirming', 'saving', 'failed'])("'Batal' while %s closes and stops the call, telling the list nothing", async (step) => {
    const { actor, calls, emitted } = start('roster', 'archive', [step === 'failed' ? { reject: { connection: true, message: null } } : 'never']);
    if (step !== 'confirming') actor.send({ type: 'archiving.confirm' });
    await settle();
    expect(actor.getSnapshot().value).toBe(step);
    actor.send({ type: 'flow.cancel' });
    expect([actor.getSnapshot().status, actor.getSnapshot().context.message]).toEqual(['done', null]);
    if (step === 'saving') expect(calls[0]!.aborted()).toBe(true);
    expect(calls).toHaveLength(step === 'confirming' ? 0 : 1);
    expect(emitted).toEqual([]);
  });
});

describe('the machine as a whole', () => {
  wholeMachineCases(() => hrArchivingMachine, 'hrArchiving', ['changeArchive']);

  it('took every transition it defines in the tests above', () => {
    expect(definedTransitions(hrArchivingMachine).filter((t) => !taken.has(t))).toEqual([]);
  });
});
