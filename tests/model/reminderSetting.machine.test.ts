/**
 * Akun's reminder switch (issue 48: "an employee can turn them off in Akun"; the house's rules: a failed save changes
 * nothing and says why, 'Coba Lagi' only when the connection failed, 'Batal' leaves it), against a table written from
 * that text. Nothing expected is read from the machine.
 */
import { type AnyMachineSnapshot, createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { ReminderSettingSaved } from '../../src/contract/schemas';
import { wholeMachineCases } from '../support/wholeMachineCases';
import { definedTransitions, importInHook, recordTransitions } from '../support/machineCoverage';
import { type ScriptedAnswer, scriptedCall } from '../support/scriptedCall';

let reminderSettingMachine: typeof import('../../machines/reminderSetting.machine').reminderSettingMachine;
importInHook(() => import('../../machines/reminderSetting.machine'), (module) => ({ reminderSettingMachine } = module));

const taken = new Set<string>();
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const metaOf = (snapshot: AnyMachineSnapshot) => Object.assign({}, ...Object.values(snapshot.getMeta())) as Record<string, string>;
const saved = (enabled: boolean): ReminderSettingSaved => ({ enabled, message: enabled ? 'Pengingat absen dinyalakan.' : 'Pengingat absen dimatikan.' });

function start(enabled: boolean, answers: ScriptedAnswer<ReminderSettingSaved>[]) {
  const { logic, calls } = scriptedCall(answers, { resolve: saved(!enabled) });
  const actor = createActor(reminderSettingMachine.provide({ actors: { saveReminder: logic } as never }), { input: { enabled }, inspect: recordTransitions(taken) });
  actor.start();
  return { actor, calls };
}

describe("Akun's reminder switch", () => {
  it.each([true, false])('turned from %s, saves the other and shows what was saved', async (enabled) => {
    const { actor, calls } = start(enabled, [{ resolve: saved(!enabled) }]);
    expect(actor.getSnapshot().context).toMatchObject({ enabled, error: null });
    actor.send({ type: 'reminder.toggle' });
    expect([actor.getSnapshot().hasTag('busy'), actor.getSnapshot().context.wanted]).toEqual([true, !enabled]);
    await settle();
    expect(calls.map((call) => call.input)).toEqual([{ enabled: !enabled }]);
    expect([actor.getSnapshot().value, actor.getSnapshot().context.enabled, actor.getSnapshot().context.message]).toEqual(['idle', !enabled, saved(!enabled).message]);
  });

  it('refused, stays as it was and says why, with no retry', async () => {
    const { actor } = start(true, [{ reject: { connection: false, message: 'Sesi berakhir.' } }]);
    actor.send({ type: 'reminder.toggle' });
    await settle();
    expect([actor.getSnapshot().value, actor.getSnapshot().context.enabled, actor.getSnapshot().context.error]).toEqual(['idle', true, 'Sesi berakhir.']);
    actor.send({ type: 'reminder.toggle' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it("offers 'Coba Lagi' when the connection failed, which saves the same again; 'Batal' leaves it as it was", async () => {
    const { actor, calls } = start(true, [{ reject: { connection: true, message: null } }, { reject: { connection: true, message: null } }]);
    actor.send({ type: 'reminder.toggle' });
    await settle();
    expect([actor.getSnapshot().value, actor.getSnapshot().context.error, metaOf(actor.getSnapshot())]).toEqual(['failed', 'Pengaturan pengingat gagal disimpan.', { confirmLabel: 'Coba Lagi', cancelLabel: 'Batal' }]);
    actor.send({ type: 'flow.retry' });
    expect(actor.getSnapshot().context.error).toBeNull();
    await settle();
    expect(calls.map((call) => call.input)).toEqual([{ enabled: false }, { enabled: false }]);
    actor.send({ type: 'flow.cancel' });
    expect([actor.getSnapshot().value, actor.getSnapshot().context.enabled, actor.getSnapshot().context.error]).toEqual(['idle', true, null]);
  });

  it('takes no second turn while one is saved', () => {
    const { actor, calls } = start(true, ['never']);
    actor.send({ type: 'reminder.toggle' });
    actor.send({ type: 'reminder.toggle' });
    expect([calls.length, actor.getSnapshot().context.wanted]).toEqual([1, false]);
  });
});

describe('the machine as a whole', () => {
  wholeMachineCases(() => reminderSettingMachine, 'reminderSetting', ['saveReminder']);

  it('took every transition it defines in the tests above', () => {
    expect(definedTransitions(reminderSettingMachine).filter((t) => !taken.has(t))).toEqual([]);
  });
});
