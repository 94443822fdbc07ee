/**
 * Setting an employee's yearly leave quota in the console (issue 39: "quotas per employee ... and year"): a whole
 * number of days from 0 to 60, never below what is approved; 'Batal' from every step. Nothing expected is read
 * from the machine.
 */
import { type AnyMachineSnapshot, createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { recordEmitted } from '../support/emitted';
import { formTailCases } from '../support/formTailCases';
import { wholeMachineCases } from '../support/wholeMachineCases';
import { definedTransitions, importInHook, recordTransitions } from '../support/machineCoverage';
import { type ScriptedAnswer, scriptedCall } from '../support/scriptedCall';

let hrQuotaMachine: typeof import('../../machines/hrQuota.machine').hrQuotaMachine;
importInHook(() => import('../../machines/hrQuota.machine'), (module) => ({ hrQuotaMachine } = module));

const SAVED = { message: 'Kuota cuti disimpan.' };
const taken = new Set<string>();
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const metaOf = (snapshot: AnyMachineSnapshot) => Object.assign({}, ...Object.values(snapshot.getMeta())) as Record<string, string>;

function start(answers: ScriptedAnswer<{ message: string }>[] = [], used = 5) {
  const { logic, calls } = scriptedCall(answers, { resolve: SAVED });
  const actor = createActor(hrQuotaMachine.provide({ actors: { setQuota: logic } as never }), { input: { employeeId: 13, year: 2026, leaveTypeCode: 'CUTI', days: 12, used }, inspect: recordTransitions(taken) });
  const emitted = recordEmitted(actor);
  actor.start();
  return { actor, calls, emitted };
}

describe("an employee's leave quota", () => {
  it.each(['', 'x'])('%j is no number of days also when nothing is approved yet, and is not sent', (text) => {
    const { actor, calls } = start([], 0);
    actor.send({ type: 'days.edit', value: text });
    actor.send({ type: 'form.submit' });
    expect([actor.getSnapshot().value, calls]).toEqual(['editing', []]);
  });

  it('starts from the quota, sends the new one, says so and announces it', async () => {
    const { actor, calls, emitted } = start();
    expect([actor.getSnapshot().context.text, metaOf(actor.getSnapshot())]).toEqual(['12', { confirmLabel: 'Simpan', cancelLabel: 'Batal' }]);
    actor.send({ type: 'days.edit', value: ' 14 ' });
    actor.send({ type: 'form.submit' });
    expect([actor.getSnapshot().hasTag('busy'), metaOf(actor.getSnapshot())]).toEqual([true, { cancelLabel: 'Batal', busyText: 'Menyimpan kuota...' }]);
    await settle();
    expect(calls.map((call) => call.input)).toEqual([{ employee_id: 13, year: 2026, days: 14, leave_type_code: 'CUTI' }]);
    expect([actor.getSnapshot().value, actor.getSnapshot().context.message, emitted]).toEqual(['done', 'Kuota cuti disimpan.', [{ type: 'quotas.changed' }]]);
    actor.send({ type: 'result.dismiss' });
    expect([actor.getSnapshot().status, actor.getSnapshot().output]).toEqual(['done', { outcome: 'done' }]);
  });

  it.each([
    ['abc', 'Kuota harus bilangan bulat 0-60 hari.'],
    ['', 'Kuota harus bilangan bulat 0-60 hari.'],
    ['12.5', 'Kuota harus bilangan bulat 0-60 hari.'],
    ['61', 'Kuota harus bilangan bulat 0-60 hari.'],
    ['-1', 'Kuota harus bilangan bulat 0-60 hari.'],
    ['4', 'Kuota tidak boleh kurang dari yang sudah terpakai (5 hari).'],
  ])('%j is not saved: "%s", cleared by the next edit', (text, message) => {
    const { actor, calls } = start();
    actor.send({ type: 'days.edit', value: text });
    actor.send({ type: 'form.submit' });
    expect([actor.getSnapshot().value, actor.getSnapshot().context.error, calls]).toEqual(['editing', message, []]);
    actor.send({ type: 'days.edit', value: '5' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it.each(['5', '60', '0'])('%j days is sent only when it is not below the 5 days approved', async (text) => {
    const { actor, calls } = start();
    actor.send({ type: 'days.edit', value: text });
    actor.send({ type: 'form.submit' });
    await settle();
    expect(calls.length).toBe(text === '0' ? 0 : 1);
  });

  formTailCases({
    start: (answers) => start(answers),
    fill: (actor) => actor.send({ type: 'days.edit', value: '12' }),
    generalFailure: 'Gagal menyimpan. Coba lagi.',
  });
});

describe('the machine as a whole', () => {
  wholeMachineCases(() => hrQuotaMachine, 'hrQuota', ['setQuota']);

  it('took every transition it defines in the tests above', () => {
    expect(definedTransitions(hrQuotaMachine).filter((t) => !taken.has(t))).toEqual([]);
  });
});
