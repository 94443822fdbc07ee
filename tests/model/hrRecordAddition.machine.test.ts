/**
 * HR adding a record nobody made (issue 48: "HR can also add a missing record directly"; issue 47's form tail; 'Batal'
 * from every step), against a table written from that text and docs/hr.md. Nothing expected is read from the machine.
 */
import { type AnyMachineSnapshot, createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { RecordAdditionResponse } from '../../src/contract/hr';
import { recordEmitted } from '../support/emitted';
import { formTailCases } from '../support/formTailCases';
import { wholeMachineCases } from '../support/wholeMachineCases';
import { definedTransitions, importInHook, recordTransitions } from '../support/machineCoverage';
import { type ScriptedAnswer, scriptedCall } from '../support/scriptedCall';

let hrRecordAdditionMachine: typeof import('../../machines/hrRecordAddition.machine').hrRecordAdditionMachine;
importInHook(() => import('../../machines/hrRecordAddition.machine'), (module) => ({ hrRecordAdditionMachine } = module));

const DONE = { message: 'Absen ditambahkan.', record: {} as never } satisfies RecordAdditionResponse;
const taken = new Set<string>();
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const metaOf = (snapshot: AnyMachineSnapshot) => Object.assign({}, ...Object.values(snapshot.getMeta())) as Record<string, string>;
type Field = 'date' | 'direction' | 'time' | 'place' | 'reason';

function start(answers: ScriptedAnswer<RecordAdditionResponse>[] = []) {
  const { logic, calls } = scriptedCall(answers, { resolve: DONE });
  const actor = createActor(hrRecordAdditionMachine.provide({ actors: { addRecord: logic } as never }), { input: { employeeId: 17 }, inspect: recordTransitions(taken) });
  const emitted = recordEmitted(actor);
  actor.start();
  return { actor, calls, emitted };
}

const fill = (actor: ReturnType<typeof start>['actor'], fields: Partial<Record<Field, string>> = {}) => {
  const filled = { date: '2026-11-24', direction: 'in', time: '07:40', place: '2', reason: '  Mesin absen mati  ', ...fields };
  for (const [field, value] of Object.entries(filled)) actor.send({ type: 'field.edit', field: field as Field, value });
};

describe('adding a record', () => {
  it("sends the employee's day, direction, time, place and the trimmed reason, and says it is done", async () => {
    const { actor, calls, emitted } = start();
    expect(metaOf(actor.getSnapshot())).toEqual({ confirmLabel: 'Tambah Absen', cancelLabel: 'Batal' });
    fill(actor);
    actor.send({ type: 'form.submit' });
    expect([actor.getSnapshot().hasTag('busy'), metaOf(actor.getSnapshot())]).toEqual([true, { cancelLabel: 'Batal', busyText: 'Menyimpan absen...' }]);
    await settle();
    expect(calls.map((call) => call.input)).toEqual([{ employee_id: 17, date: '2026-11-24', direction: 'in', time: '07:40', office_id: 2, note: 'Mesin absen mati' }]);
    expect([actor.getSnapshot().value, actor.getSnapshot().context.message]).toEqual(['done', 'Absen ditambahkan.']);
    expect(emitted).toEqual([{ type: 'records.changed' }]);
    actor.send({ type: 'result.dismiss' });
    expect(actor.getSnapshot().output).toEqual({ outcome: 'done' });
  });

  it("sends 'Di luar kantor' as no office", async () => {
    const { actor, calls } = start();
    fill(actor, { place: 'luar', direction: 'out' });
    actor.send({ type: 'form.submit' });
    await settle();
    expect(calls[0]!.input).toMatchObject({ direction: 'out', office_id: null });
  });

  it.each([
    [{ date: '' }, 'date', 'Pilih tanggalnya.'],
    [{ direction: '' }, 'direction', 'Pilih absen masuk atau pulang.'],
    [{ time: '7.40' }, 'time', 'Isi jamnya, misalnya 07:25.'],
    [{ place: '' }, 'place', 'Pilih tempatnya.'],
    [{ reason: ' ' }, 'reason', 'Alasan wajib diisi.'],
  ] as const)('with %j it says at %s "%s", sends nothing, and clears it once edited', (fields, field, message) => {
    const { actor, calls } = start();
    fill(actor, fields);
    actor.send({ type: 'form.submit' });
    expect([actor.getSnapshot().value, actor.getSnapshot().context.problems, calls]).toEqual(['editing', { [field]: message }, []]);
    actor.send({ type: 'field.edit', field, value: 'x' });
    expect(actor.getSnapshot().context.problems[field]).toBeUndefined();
  });

  it('clears only the message of the field edited', () => {
    const { actor } = start();
    fill(actor, { date: '', reason: '' });
    actor.send({ type: 'form.submit' });
    actor.send({ type: 'field.edit', field: 'date', value: '2026-11-24' });
    expect(actor.getSnapshot().context.problems).toEqual({ date: undefined, reason: 'Alasan wajib diisi.' });
  });

  formTailCases({
    start: (answers) => start(answers),
    fill: (actor) => fill(actor),
    generalFailure: 'Gagal menyimpan. Coba lagi.',
    saveLabel: 'Tambah Absen',
  });
});

describe('the machine as a whole', () => {
  wholeMachineCases(() => hrRecordAdditionMachine, 'hrRecordAddition', ['addRecord']);

  it('took every transition it defines in the tests above', () => {
    expect(definedTransitions(hrRecordAdditionMachine).filter((t) => !taken.has(t))).toEqual([]);
  });
});
