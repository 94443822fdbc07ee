/**
 * Putting employees on a roster in the console (issue 39: "assigns a night-shift roster"; 'Batal' from every step),
 * against expectations written from that text and docs/hr.md. Nothing expected is read from the machine.
 */
import { type AnyMachineSnapshot, createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { RosterAssigned } from '../../src/contract/shifts';
import { recordEmitted } from '../support/emitted';
import { formTailCases } from '../support/formTailCases';
import { wholeMachineCases } from '../support/wholeMachineCases';
import { definedTransitions, importInHook, recordTransitions } from '../support/machineCoverage';
import { type ScriptedAnswer, scriptedCall } from '../support/scriptedCall';

let hrRosterAssignmentMachine: typeof import('../../machines/hrRosterAssignment.machine').hrRosterAssignmentMachine;
importInHook(() => import('../../machines/hrRosterAssignment.machine'), (module) => ({ hrRosterAssignmentMachine } = module));

const DONE: RosterAssigned = { message: '2 pegawai diatur polanya.', employees: 2 };
const CHOOSE_FIRST = 'Pilih pola shift dan minimal satu pegawai.';
const taken = new Set<string>();
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const metaOf = (snapshot: AnyMachineSnapshot) => Object.assign({}, ...Object.values(snapshot.getMeta())) as Record<string, string>;

function start(answers: ScriptedAnswer<RosterAssigned>[] = []) {
  const { logic, calls } = scriptedCall(answers, { resolve: DONE });
  const actor = createActor(hrRosterAssignmentMachine.provide({ actors: { assignRoster: logic } as never }), { inspect: recordTransitions(taken) });
  const emitted = recordEmitted(actor);
  actor.start();
  return { actor, calls, emitted };
}

describe('putting employees on a roster', () => {
  it('saves the chosen roster for the chosen employees (a second toggle unchooses), says so and closes as done', async () => {
    const { actor, calls, emitted } = start();
    expect(metaOf(actor.getSnapshot())).toEqual({ confirmLabel: 'Simpan', cancelLabel: 'Batal' });
    actor.send({ type: 'roster.choose', rosterId: 3 });
    for (const id of [11, 12, 13, 12]) actor.send({ type: 'employee.toggle', id });
    actor.send({ type: 'form.submit' });
    expect([actor.getSnapshot().hasTag('busy'), metaOf(actor.getSnapshot())]).toEqual([true, { cancelLabel: 'Batal', busyText: 'Menyimpan...' }]);
    await settle();
    expect(calls.map((call) => call.input)).toEqual([{ roster_id: 3, employee_ids: [11, 13] }]);
    expect([actor.getSnapshot().value, actor.getSnapshot().context.message, metaOf(actor.getSnapshot())]).toEqual(['done', DONE.message, { confirmLabel: 'OK' }]);
    expect(emitted).toEqual([{ type: 'rosters.changed' }]);
    actor.send({ type: 'result.dismiss' });
    expect([actor.getSnapshot().status, actor.getSnapshot().output]).toEqual(['done', { outcome: 'done' }]);
  });

  it('puts them back on their weekly schedule with roster null', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'roster.choose', rosterId: null });
    actor.send({ type: 'employee.toggle', id: 5 });
    actor.send({ type: 'form.submit' });
    await settle();
    expect(calls.map((call) => call.input)).toEqual([{ roster_id: null, employee_ids: [5] }]);
  });

  it.each([
    ['no roster', [{ type: 'employee.toggle', id: 5 }]],
    ['no employee', [{ type: 'roster.choose', rosterId: 3 }]],
    ['an employee chosen and unchosen', [{ type: 'roster.choose', rosterId: 3 }, { type: 'employee.toggle', id: 5 }, { type: 'employee.toggle', id: 5 }]],
  ] as const)('saves nothing with %s, and says what to choose until something is chosen', (_, events) => {
    const { actor, calls } = start();
    for (const event of events) actor.send(event);
    actor.send({ type: 'form.submit' });
    expect([actor.getSnapshot().value, actor.getSnapshot().context.error, calls]).toEqual(['editing', CHOOSE_FIRST, []]);
    actor.send({ type: 'employee.toggle', id: 9 });
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.send({ type: 'form.submit' });
    actor.send({ type: 'roster.choose', rosterId: 4 });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  formTailCases({
    start: (answers) => start(answers),
    fill: (actor) => {
      actor.send({ type: 'roster.choose', rosterId: 3 });
      actor.send({ type: 'employee.toggle', id: 5 });
    },
    generalFailure: 'Gagal menyimpan. Coba lagi.',
  });
});

describe('the machine as a whole', () => {
  wholeMachineCases(() => hrRosterAssignmentMachine, 'hrRosterAssignment', ['assignRoster']);

  it('took every transition it defines in the tests above', () => {
    expect(definedTransitions(hrRosterAssignmentMachine).filter((t) => !taken.has(t))).toEqual([]);
  });
});
