/**
 * The overtime order form (issue 48, "Surat Perintah Lembur": "A supervisor orders overtime for staff in the chain
 * (date, planned start and end, the task) … The employee may also ask for one (task, planned hours)"; issue 47's form
 * tail), against a table written from that text. Nothing expected is read from the machine.
 */
import { type AnyMachineSnapshot, createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { OvertimeOrderAnswer } from '../../src/contract/overtimeOrders';
import { recordEmitted } from '../support/emitted';
import { formTailCases } from '../support/formTailCases';
import { wholeMachineCases } from '../support/wholeMachineCases';
import { definedTransitions, importInHook, recordTransitions } from '../support/machineCoverage';
import { type ScriptedAnswer, scriptedCall } from '../support/scriptedCall';

let overtimeOrderFormMachine: typeof import('../../machines/overtimeOrderForm.machine').overtimeOrderFormMachine;
importInHook(() => import('../../machines/overtimeOrderForm.machine'), (module) => ({ overtimeOrderFormMachine } = module));

const SENT: OvertimeOrderAnswer = { message: 'Perintah lembur terkirim dan menunggu persetujuan pegawai.' };
const taken = new Set<string>();
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const metaOf = (snapshot: AnyMachineSnapshot) => Object.assign({}, ...Object.values(snapshot.getMeta())) as Record<string, string>;
type Field = 'employee' | 'date' | 'start_time' | 'end_time' | 'task';

function start(forSomeone: boolean, answers: ScriptedAnswer<OvertimeOrderAnswer>[] = []) {
  const { logic, calls } = scriptedCall(answers, { resolve: SENT });
  const actor = createActor(overtimeOrderFormMachine.provide({ actors: { sendOrder: logic } as never }), { input: { forSomeone }, inspect: recordTransitions(taken) });
  const emitted = recordEmitted(actor);
  actor.start();
  return { actor, calls, emitted };
}

type Actor = ReturnType<typeof start>['actor'];
const fill = (actor: Actor, fields: Partial<Record<Field, string>> = {}) => {
  for (const [field, value] of Object.entries({ employee: '12', date: '2026-11-28', start_time: '08:00', end_time: '12:00', task: '  Perbaikan pipa  ', ...fields })) {
    actor.send({ type: 'form.edit', field: field as Field, value });
  }
};

describe('ordering or asking for overtime', () => {
  it("sends a supervisor's order with the employee, and says it was sent", async () => {
    const { actor, calls, emitted } = start(true);
    expect(metaOf(actor.getSnapshot())).toEqual({ confirmLabel: 'Kirim', cancelLabel: 'Batal' });
    fill(actor);
    actor.send({ type: 'form.submit' });
    expect(metaOf(actor.getSnapshot())).toEqual({ cancelLabel: 'Batal', busyText: 'Mengirim...' });
    await settle();
    expect(calls.map((call) => call.input)).toEqual([{ employee_id: 12, date: '2026-11-28', start_time: '08:00', end_time: '12:00', task: 'Perbaikan pipa' }]);
    expect([actor.getSnapshot().value, actor.getSnapshot().context.message, emitted]).toEqual(['done', SENT.message, [{ type: 'orders.changed' }]]);
    actor.send({ type: 'result.dismiss' });
    expect(actor.getSnapshot().output).toEqual({ outcome: 'done' });
  });

  it("sends an employee's own request without anyone named", async () => {
    const { actor, calls } = start(false);
    fill(actor, { employee: '' });
    actor.send({ type: 'form.submit' });
    await settle();
    expect(calls.map((call) => call.input)).toEqual([{ date: '2026-11-28', start_time: '08:00', end_time: '12:00', task: 'Perbaikan pipa' }]);
  });

  it.each([
    [true, { employee: '' }, 'employee', 'Pilih pegawainya.'],
    [true, { date: '' }, 'date', 'Pilih tanggalnya.'],
    [false, { start_time: '8:00' }, 'start_time', 'Isi jam mulai, misalnya 17:00.'],
    [false, { end_time: '' }, 'end_time', 'Isi jam selesai, misalnya 20:00.'],
    [false, { task: '   ' }, 'task', 'Tugas lembur wajib diisi.'],
  ] as const)('for someone %s with %j it says at %s "%s" and sends nothing', (forSomeone, fields, field, message) => {
    const { actor, calls } = start(forSomeone);
    fill(actor, fields);
    actor.send({ type: 'form.submit' });
    expect([actor.getSnapshot().value, actor.getSnapshot().context.errors, calls]).toEqual(['editing', { [field]: message }, []]);
    actor.send({ type: 'form.edit', field, value: 'x' });
    expect(actor.getSnapshot().context.errors[field]).toBeUndefined();
  });

  formTailCases({
    start: (answers) => start(true, answers),
    fill: (actor) => fill(actor),
    generalFailure: 'Perintah lembur gagal dikirim.',
    saveLabel: 'Kirim',
  });
});

describe('the machine as a whole', () => {
  wholeMachineCases(() => overtimeOrderFormMachine, 'overtimeOrderForm', ['sendOrder']);

  it('took every transition it defines in the tests above', () => {
    expect(definedTransitions(overtimeOrderFormMachine).filter((t) => !taken.has(t))).toEqual([]);
  });
});
