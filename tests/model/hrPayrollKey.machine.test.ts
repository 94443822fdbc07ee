/**
 * Making a payroll key in the console, against a table written from the text: "HR makes a named key in the
 * console (`POST /hr/payroll-keys` { name } → { key } shown once ...)"; a name is required and at most 100
 * characters (docs/hr.md, "Payroll sheet"); 'Batal' from every step. Nothing expected is read from the machine.
 */
import { type AnyMachineSnapshot, createActor, getNextSnapshot } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { describe, expect, it } from 'vitest';
import type { PayrollKeyMade } from '../../src/contract/payroll';
import type { CallFailure } from '../../src/domain/flow';
import { recordEmitted } from '../support/emitted';
import { formTailCases } from '../support/formTailCases';
import { definedTransitions, importInHook, recordTransitions } from '../support/machineCoverage';
import { type ScriptedAnswer, scriptedCall } from '../support/scriptedCall';
import { wholeMachineCases } from '../support/wholeMachineCases';

let hrPayrollKeyMachine: typeof import('../../machines/hrPayrollKey.machine').hrPayrollKeyMachine;
importInHook(() => import('../../machines/hrPayrollKey.machine'), (module) => ({ hrPayrollKeyMachine } = module));

const MADE: PayrollKeyMade = { message: 'Kunci penggajian dibuat. Salin sekarang: kunci ini tidak akan ditampilkan lagi.', id: 4, name: 'Sistem Gaji SAP', key: 'pk_7f3a9c2e51d04b88' };
const OFFLINE: CallFailure = { connection: true, message: null };
/** Per step: its buttons and what it says while busy. */
const STEPS = {
  editing: { confirmLabel: 'Buat Kunci', cancelLabel: 'Batal' },
  saving: { cancelLabel: 'Batal', busyText: 'Membuat kunci...' },
  failed: { confirmLabel: 'Coba Lagi', cancelLabel: 'Batal' },
  done: { confirmLabel: 'OK' },
} as const;

const taken = new Set<string>();
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const metaOf = (snapshot: AnyMachineSnapshot) => Object.assign({}, ...Object.values(snapshot.getMeta())) as Record<string, string>;

function start(answers: ScriptedAnswer<PayrollKeyMade>[] = []) {
  const { logic, calls } = scriptedCall(answers, { resolve: MADE });
  const actor = createActor(hrPayrollKeyMachine.provide({ actors: { makeKey: logic } as never }), { inspect: recordTransitions(taken) });
  const emitted = recordEmitted(actor);
  actor.start();
  return { actor, calls, emitted };
}

describe('making a payroll key', () => {
  it("opens empty on 'Buat Kunci' and 'Batal', with no key", () => {
    const { actor } = start();
    expect([actor.getSnapshot().context.name, actor.getSnapshot().context.key, metaOf(actor.getSnapshot())]).toEqual(['', null, STEPS.editing]);
  });

  it('sends the name trimmed, then keeps the key made and the answer, and announces the change', async () => {
    const { actor, calls, emitted } = start();
    actor.send({ type: 'name.edit', value: '  Sistem Gaji SAP ' });
    actor.send({ type: 'form.submit' });
    expect([actor.getSnapshot().hasTag('busy'), metaOf(actor.getSnapshot())]).toEqual([true, STEPS.saving]);
    await settle();
    expect(calls.map((call) => call.input)).toEqual([{ name: 'Sistem Gaji SAP' }]);
    const { context } = actor.getSnapshot();
    expect([actor.getSnapshot().value, context.key, context.message, metaOf(actor.getSnapshot()), emitted]).toEqual([
      'done',
      'pk_7f3a9c2e51d04b88',
      'Kunci penggajian dibuat. Salin sekarang: kunci ini tidak akan ditampilkan lagi.',
      STEPS.done,
      [{ type: 'payrollKeys.changed' }],
    ]);
    actor.send({ type: 'result.dismiss' });
    expect([actor.getSnapshot().status, actor.getSnapshot().output]).toEqual(['done', { outcome: 'done' }]);
  });

  it.each([
    ['', 'Nama kunci wajib diisi.'],
    ['   ', 'Nama kunci wajib diisi.'],
    ['x'.repeat(101), 'Nama kunci maksimal 100 karakter.'],
  ])('%j is not sent: "%s", cleared by the next edit', (name, message) => {
    const { actor, calls } = start();
    actor.send({ type: 'name.edit', value: name });
    actor.send({ type: 'form.submit' });
    expect([actor.getSnapshot().value, actor.getSnapshot().context.error, calls]).toEqual(['editing', message, []]);
    actor.send({ type: 'name.edit', value: 'Sistem Gaji' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it.each([
    ['x', 1],
    ['x'.repeat(100), 1],
  ])('a name of %j is sent', async (name, sent) => {
    const { actor, calls } = start();
    actor.send({ type: 'name.edit', value: name });
    actor.send({ type: 'form.submit' });
    await settle();
    expect(calls.length).toBe(sent);
  });

  formTailCases({
    start: (answers) => start(answers),
    fill: (actor) => actor.send({ type: 'name.edit', value: 'Sistem Gaji SAP' }),
    generalFailure: 'Gagal menyimpan. Coba lagi.',
    saveLabel: 'Buat Kunci',
  });
});

describe('the machine as a whole', () => {
  wholeMachineCases(() => hrPayrollKeyMachine, 'hrPayrollKey', ['makeKey']);

  it("reaches every step with its buttons, and every step but the last can be left with 'Batal'", () => {
    const events = [
      { type: 'name.edit', value: 'Sistem Gaji SAP' },
      { type: 'form.submit' },
      { type: 'flow.retry' },
      { type: 'result.dismiss' },
      { type: 'xstate.done.actor.makeKey', output: MADE },
      { type: 'xstate.error.actor.makeKey', error: OFFLINE },
    ] as never[];
    const paths = getShortestPaths(hrPayrollKeyMachine, {
      events,
      serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.name, snapshot.context.key]),
    });
    const reached = [...new Set(paths.map((path) => path.state.value as string))].sort();
    expect(reached).toEqual(['closed', 'done', 'editing', 'failed', 'saving']);
    for (const path of paths.filter((entry) => entry.state.status === 'active')) {
      expect(metaOf(path.state)).toEqual(STEPS[path.state.value as keyof typeof STEPS]);
      expect(getNextSnapshot(hrPayrollKeyMachine, path.state, { type: 'flow.cancel' }).value).toBe('closed');
    }
  });

  it('took every transition it defines in the tests above', () => {
    expect(definedTransitions(hrPayrollKeyMachine).filter((t) => !taken.has(t))).toEqual([]);
  });
});
