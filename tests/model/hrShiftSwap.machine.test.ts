/**
 * A one-off swap in the console (issue 39: "plus one-off swaps"): another shift or a day off, or an exchange with a
 * colleague, exactly one of them; 'Batal' from every step. Nothing expected is read from the machine.
 */
import { type AnyMachineSnapshot, createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { ShiftSwapSaved } from '../../src/contract/shifts';
import { recordEmitted } from '../support/emitted';
import { formTailCases } from '../support/formTailCases';
import { wholeMachineCases } from '../support/wholeMachineCases';
import { definedTransitions, importInHook, recordTransitions } from '../support/machineCoverage';
import { type ScriptedAnswer, scriptedCall } from '../support/scriptedCall';

let hrShiftSwapMachine: typeof import('../../machines/hrShiftSwap.machine').hrShiftSwapMachine;
importInHook(() => import('../../machines/hrShiftSwap.machine'), (module) => ({ hrShiftSwapMachine } = module));

const SAVED: ShiftSwapSaved = { message: 'Jadwal shift diubah.', days: [] };
const taken = new Set<string>();
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const metaOf = (snapshot: AnyMachineSnapshot) => Object.assign({}, ...Object.values(snapshot.getMeta())) as Record<string, string>;

function start(answers: ScriptedAnswer<ShiftSwapSaved>[] = [], input?: { employeeId: number; date: string }) {
  const { logic, calls } = scriptedCall(answers, { resolve: SAVED });
  const actor = createActor(hrShiftSwapMachine.provide({ actors: { swapShift: logic } as never }), { input, inspect: recordTransitions(taken) });
  const emitted = recordEmitted(actor);
  actor.start();
  return { actor, calls, emitted };
}

describe('a swap', () => {
  it('sends a day off for one employee, or an exchange with another, never both', async () => {
    const { actor, calls, emitted } = start();
    actor.send({ type: 'employee.choose', id: 31 });
    actor.send({ type: 'date.edit', value: '2026-12-03' });
    actor.send({ type: 'shift.choose', code: '-' });
    actor.send({ type: 'partner.choose', id: 32 });
    actor.send({ type: 'form.submit' });
    await settle();
    expect(calls.map((call) => call.input)).toEqual([{ employee_id: 31, date: '2026-12-03', shift_code: '-' }]);
    expect([actor.getSnapshot().value, actor.getSnapshot().context.message, metaOf(actor.getSnapshot()), emitted]).toEqual(['done', 'Jadwal shift diubah.', { confirmLabel: 'OK' }, [{ type: 'rosters.changed' }]]);
    actor.send({ type: 'result.dismiss' });
    expect([actor.getSnapshot().status, actor.getSnapshot().output]).toEqual(['done', { outcome: 'done' }]);

    const exchange = start();
    exchange.actor.send({ type: 'employee.choose', id: 31 });
    exchange.actor.send({ type: 'date.edit', value: '2026-12-03' });
    exchange.actor.send({ type: 'shift.choose', code: 'M' });
    exchange.actor.send({ type: 'mode.choose', mode: 'exchange' });
    exchange.actor.send({ type: 'partner.choose', id: 32 });
    exchange.actor.send({ type: 'form.submit' });
    await settle();
    expect(exchange.calls.map((call) => call.input)).toEqual([{ employee_id: 31, date: '2026-12-03', with_employee_id: 32 }]);
  });

  it('forgets the shift and partner chosen for another employee', () => {
    const { actor } = start();
    actor.send({ type: 'employee.choose', id: 31 });
    actor.send({ type: 'shift.choose', code: 'P' });
    actor.send({ type: 'partner.choose', id: 32 });
    actor.send({ type: 'employee.choose', id: 33 });
    expect(actor.getSnapshot().context).toMatchObject({ employeeId: 33, shiftCode: '', partnerId: null });
  });

  it.each([
    [[], 'Pilih pegawai ber-pola shift.'],
    [[{ type: 'employee.choose', id: 31 }, { type: 'date.edit', value: '2026-12-03' }], 'Pilih shift pengganti atau Libur.'],
    [[{ type: 'employee.choose', id: 31 }, { type: 'date.edit', value: '2026-12-03' }, { type: 'mode.choose', mode: 'exchange' }], 'Pilih pegawai untuk bertukar shift.'],
    [[{ type: 'employee.choose', id: 31 }, { type: 'date.edit', value: '3 Des' }, { type: 'shift.choose', code: 'P' }], 'Tanggal harus berformat yyyy-mm-dd.'],
  ] as const)('%j is not sent: "%s", cleared by the next choice', (events, message) => {
    const { actor, calls } = start();
    for (const event of events) actor.send(event);
    actor.send({ type: 'form.submit' });
    expect([actor.getSnapshot().value, actor.getSnapshot().context.error, calls]).toEqual(['editing', message, []]);
    actor.send({ type: 'date.edit', value: '2026-12-04' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  formTailCases({
    start: (answers) => start(answers),
    fill: (actor) => {
      actor.send({ type: 'employee.choose', id: 31 });
      actor.send({ type: 'date.edit', value: '2026-12-03' });
      actor.send({ type: 'shift.choose', code: 'P' });
    },
    generalFailure: 'Gagal menyimpan. Coba lagi.',
  });
});

describe('opened from a cell of the roster calendar', () => {
  it('starts with that employee and day chosen: the shift is all that is left to pick', async () => {
    const { actor, calls } = start([], { employeeId: 41, date: '2026-11-11' });
    expect(actor.getSnapshot().context).toMatchObject({ employeeId: 41, date: '2026-11-11', mode: 'shift', shiftCode: '', partnerId: null, error: null });
    actor.send({ type: 'form.submit' });
    expect([actor.getSnapshot().value, actor.getSnapshot().context.error]).toEqual(['editing', 'Pilih shift pengganti atau Libur.']);
    actor.send({ type: 'shift.choose', code: 'S' });
    actor.send({ type: 'form.submit' });
    await settle();
    expect(calls.map((call) => call.input)).toEqual([{ employee_id: 41, date: '2026-11-11', shift_code: 'S' }]);
  });

  it('opened from the button, chooses nobody and no day', () => {
    const { actor } = start();
    expect(actor.getSnapshot().context).toMatchObject({ employeeId: null, date: '' });
  });
});

describe('the machine as a whole', () => {
  wholeMachineCases(() => hrShiftSwapMachine, 'hrShiftSwap', ['swapShift']);

  it('took every transition it defines in the tests above', () => {
    expect(definedTransitions(hrShiftSwapMachine).filter((t) => !taken.has(t))).toEqual([]);
  });
});
