/**
 * Deactivating and reactivating an employee in the console (issue 39: "deactivate" is a flow with 'Batal' from every
 * step), against a table written from that text and docs/hr.md. Nothing expected is read from the machine.
 */
import { type AnyMachineSnapshot, createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { HrEmployeeStatusResponse } from '../../src/contract/hr';
import type { StatusAction } from '../../src/domain/hrConsole';
import { recordEmitted } from '../support/emitted';
import { definedTransitions, importInHook, recordTransitions } from '../support/machineCoverage';
import { type ScriptedAnswer, scriptedCall } from '../support/scriptedCall';
import { wholeMachineCases } from '../support/wholeMachineCases';

let hrEmployeeStatusMachine: typeof import('../../machines/hrEmployeeStatus.machine').hrEmployeeStatusMachine;
importInHook(() => import('../../machines/hrEmployeeStatus.machine'), (module) => ({ hrEmployeeStatusMachine } = module));

const EMPLOYEE = { id: 7, name: 'Maya Sari' };
const ANSWERS: Record<StatusAction, HrEmployeeStatusResponse & { password?: string }> = {
  deactivate: { message: 'Pegawai dinonaktifkan. Semua sesinya berakhir.', employee: {} as never },
  reactivate: { message: 'Pegawai diaktifkan kembali.', employee: {} as never },
  reset: { message: 'Password baru dibuat. Semua sesinya berakhir.', employee: {} as never, password: 'Abcdefghijkl' },
};
const taken = new Set<string>();
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const metaOf = (snapshot: AnyMachineSnapshot) => Object.assign({}, ...Object.values(snapshot.getMeta())) as Record<string, string>;

function start(action: StatusAction, answers: ScriptedAnswer<HrEmployeeStatusResponse & { password?: string }>[] = []) {
  const { logic, calls } = scriptedCall(answers, { resolve: ANSWERS[action] });
  const actor = createActor(hrEmployeeStatusMachine.provide({ actors: { changeStatus: logic } as never }), { input: { action, employee: EMPLOYEE }, inspect: recordTransitions(taken) });
  const emitted = recordEmitted(actor);
  actor.start();
  return { actor, calls, emitted };
}

describe.each(['deactivate', 'reactivate', 'reset'] as const)('%s', (action) => {
  it('asks first, then saves, says so, announces the change and closes as done', async () => {
    const { actor, calls, emitted } = start(action);
    expect([actor.getSnapshot().value, metaOf(actor.getSnapshot()), calls]).toEqual(['confirming', { cancelLabel: 'Batal' }, []]);
    actor.send({ type: 'status.confirm' });
    expect([actor.getSnapshot().hasTag('busy'), metaOf(actor.getSnapshot())]).toEqual([true, { cancelLabel: 'Batal', busyText: 'Menyimpan...' }]);
    expect(Object.keys(actor.getSnapshot().children)).toEqual(['changeStatus']);
    await settle();
    expect(calls.map((call) => call.input)).toEqual([{ action, id: 7 }]);
    expect([actor.getSnapshot().value, actor.getSnapshot().context.message, metaOf(actor.getSnapshot())]).toEqual(['done', ANSWERS[action].message, { confirmLabel: 'OK' }]);
    // Only a reset makes a password, shown once.
    expect(actor.getSnapshot().context.password).toBe(action === 'reset' ? 'Abcdefghijkl' : null);
    expect(emitted).toEqual([{ type: 'employees.changed' }]);
    actor.send({ type: 'result.dismiss' });
    expect([actor.getSnapshot().status, actor.getSnapshot().output]).toEqual(['done', { outcome: 'done' }]);
  });

  // Issue 47: 'Coba Lagi' only where a retry can help; a refusal is said, the list reloaded, and the dialog closes.
  it('a lost connection says so with Coba Lagi, which saves again', async () => {
    const { actor, calls, emitted } = start(action, [{ reject: { connection: true, message: null } }]);
    actor.send({ type: 'status.confirm' });
    await settle();
    expect([actor.getSnapshot().value, actor.getSnapshot().context.error, metaOf(actor.getSnapshot())]).toEqual(['failed', 'Gagal menyimpan. Coba lagi.', { confirmLabel: 'Coba Lagi', cancelLabel: 'Batal' }]);
    actor.send({ type: 'flow.retry' });
    expect(actor.getSnapshot().context.error).toBeNull();
    await settle();
    expect([calls.length, actor.getSnapshot().value, emitted.length]).toEqual([2, 'done', 1]);
  });

  it.each([
    [{ connection: false, message: 'Pegawai ini sudah nonaktif.' }, 'Pegawai ini sudah nonaktif.'],
    [{ connection: false, message: null }, 'Gagal menyimpan. Coba lagi.'],
  ])('a refusal %j says "%s" with only OK, reloads the list and closes as cancelled', async (failure, text) => {
    const { actor, calls, emitted } = start(action, [{ reject: failure }]);
    actor.send({ type: 'status.confirm' });
    await settle();
    expect([actor.getSnapshot().value, actor.getSnapshot().context.error, metaOf(actor.getSnapshot()), emitted]).toEqual(['refused', text, { confirmLabel: 'OK' }, [{ type: 'employees.changed' }]]);
    actor.send({ type: 'flow.retry' });
    expect([actor.getSnapshot().value, calls.length]).toEqual(['refused', 1]);
    actor.send({ type: 'result.dismiss' });
    expect([actor.getSnapshot().status, actor.getSnapshot().output]).toEqual(['done', { outcome: 'cancelled' }]);
  });

  it.each(['confirming', 'saving', 'failed'])("'Batal' while %s closes as cancelled and stops the call", async (step) => {
    const { actor, calls, emitted } = start(action, [step === 'failed' ? { reject: { connection: true, message: null } } : 'never']);
    if (step !== 'confirming') actor.send({ type: 'status.confirm' });
    await settle();
    expect(actor.getSnapshot().value).toBe(step);
    actor.send({ type: 'flow.cancel' });
    expect([actor.getSnapshot().status, actor.getSnapshot().output]).toEqual(['done', { outcome: 'cancelled' }]);
    if (step === 'saving') expect(calls[0]!.aborted()).toBe(true);
    expect(calls).toHaveLength(step === 'confirming' ? 0 : 1);
    expect(emitted).toEqual([]);
  });
});

describe('the machine as a whole', () => {
  wholeMachineCases(() => hrEmployeeStatusMachine, 'hrEmployeeStatus', ['changeStatus']);

  it('took every transition it defines in the tests above', () => {
    expect(definedTransitions(hrEmployeeStatusMachine).filter((t) => !taken.has(t))).toEqual([]);
  });
});
