/**
 * Creating a rotating roster in the console (issue 39: "rotating shift patterns (a cycle of shifts and days off, a
 * start date)"; 'Batal' from every step), against the contract's messages. Nothing expected is read from the machine.
 */
import { type AnyMachineSnapshot, createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { RosterSaved } from '../../src/contract/shifts';
import { recordEmitted } from '../support/emitted';
import { formTailCases } from '../support/formTailCases';
import { wholeMachineCases } from '../support/wholeMachineCases';
import { definedTransitions, importInHook, recordTransitions } from '../support/machineCoverage';
import { type ScriptedAnswer, scriptedCall } from '../support/scriptedCall';

let hrRosterFormMachine: typeof import('../../machines/hrRosterForm.machine').hrRosterFormMachine;
importInHook(() => import('../../machines/hrRosterForm.machine'), (module) => ({ hrRosterFormMachine } = module));

const SAVED = { message: 'Pola shift ditambahkan.', roster: {} as never } satisfies RosterSaved;
const taken = new Set<string>();
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const metaOf = (snapshot: AnyMachineSnapshot) => Object.assign({}, ...Object.values(snapshot.getMeta())) as Record<string, string>;

function start(answers: ScriptedAnswer<RosterSaved>[] = []) {
  const { logic, calls } = scriptedCall(answers, { resolve: SAVED });
  const actor = createActor(hrRosterFormMachine.provide({ actors: { saveRoster: logic } as never }), { inspect: recordTransitions(taken) });
  const emitted = recordEmitted(actor);
  actor.start();
  return { actor, calls, emitted };
}
const named = (actor: ReturnType<typeof start>['actor']) => {
  actor.send({ type: 'field.edit', field: 'name', value: 'Regu C' });
  actor.send({ type: 'field.edit', field: 'startDate', value: '2026-12-01' });
};

describe('a new roster', () => {
  it("starts from the plant's three shifts and P P S S M M - -, and sends them as the contract names them", async () => {
    const { actor, calls, emitted } = start();
    expect(actor.getSnapshot().context).toMatchObject({ name: '', startDate: '', cycle: 'P P S S M M - -' });
    expect(metaOf(actor.getSnapshot())).toEqual({ confirmLabel: 'Simpan', cancelLabel: 'Batal' });
    named(actor);
    actor.send({ type: 'shift.edit', row: 3, column: 'code', value: 'l' });
    actor.send({ type: 'shift.edit', row: 3, column: 'name', value: 'Lembur Pagi' });
    actor.send({ type: 'shift.edit', row: 3, column: 'start_time', value: '06:00' });
    actor.send({ type: 'shift.edit', row: 3, column: 'end_time', value: '14:00' });
    actor.send({ type: 'field.edit', field: 'cycle', value: 'p, p s s m m - - l' });
    actor.send({ type: 'form.submit' });
    expect([actor.getSnapshot().hasTag('busy'), metaOf(actor.getSnapshot())]).toEqual([true, { cancelLabel: 'Batal', busyText: 'Menyimpan pola shift...' }]);
    await settle();
    expect(calls.map((call) => call.input)).toEqual([
      {
        name: 'Regu C',
        start_date: '2026-12-01',
        shifts: [
          { code: 'P', name: 'Pagi', start_time: '07:00', end_time: '15:00', grace_minutes: 5 },
          { code: 'S', name: 'Siang', start_time: '15:00', end_time: '23:00', grace_minutes: 5 },
          { code: 'M', name: 'Malam', start_time: '23:00', end_time: '07:00', grace_minutes: 5 },
          { code: 'L', name: 'Lembur Pagi', start_time: '06:00', end_time: '14:00', grace_minutes: 0 },
        ],
        cycle: ['P', 'P', 'S', 'S', 'M', 'M', '-', '-', 'L'],
      },
    ]);
    expect([actor.getSnapshot().value, actor.getSnapshot().context.message, emitted]).toEqual(['done', 'Pola shift ditambahkan.', [{ type: 'rosters.changed' }]]);
    actor.send({ type: 'result.dismiss' });
    expect([actor.getSnapshot().status, actor.getSnapshot().output]).toEqual(['done', { outcome: 'done' }]);
  });

  it('reads a row of spaces as no shift, and trims what HR typed around a code and a tolerance', async () => {
    const { actor, calls } = start();
    named(actor);
    actor.send({ type: 'shift.edit', row: 3, column: 'name', value: '   ' });
    actor.send({ type: 'shift.edit', row: 2, column: 'code', value: ' m ' });
    actor.send({ type: 'shift.edit', row: 2, column: 'grace_minutes', value: ' 15 ' });
    actor.send({ type: 'form.submit' });
    await settle();
    const sent = calls[0]!.input as { shifts: { code: string; grace_minutes: number }[] };
    expect(sent.shifts.map(({ code, grace_minutes }) => [code, grace_minutes])).toEqual([['P', 5], ['S', 5], ['M', 15]]);
  });

  it.each(['5a', 'a5', '1e1', '0x5'])('tolerance %j is no number: "Toleransi harus angka."', (grace) => {
    const { actor, calls } = start();
    named(actor);
    actor.send({ type: 'shift.edit', row: 0, column: 'grace_minutes', value: grace });
    actor.send({ type: 'form.submit' });
    expect([actor.getSnapshot().context.error, calls]).toEqual(['Toleransi harus angka.', []]);
  });

  it.each([
    [[['field', 'name', '']], 'Nama pola shift wajib diisi.'],
    [[['field', 'startDate', '01-12-2026']], 'Tanggal mulai pola harus berformat yyyy-mm-dd.'],
    [[['field', 'cycle', 'P X']], 'Siklus hanya boleh berisi kode shift yang ada atau - (libur).'],
    [[['field', 'cycle', '']], 'Siklus minimal 1 hari.'],
    [[['shift', 0, 'start_time', '7:00']], 'Jam mulai shift harus berformat HH:mm.'],
    [[['shift', 1, 'code', 'P']], 'Kode shift tidak boleh kembar.'],
    [[['shift', 2, 'grace_minutes', 'lima']], 'Toleransi harus angka.'],
  ] as const)('%j is not sent: "%s", cleared by the next edit', (edits, message) => {
    const { actor, calls } = start();
    named(actor);
    for (const edit of edits) {
      if (edit[0] === 'field') actor.send({ type: 'field.edit', field: edit[1], value: edit[2] });
      else actor.send({ type: 'shift.edit', row: edit[1], column: edit[2], value: edit[3] });
    }
    actor.send({ type: 'form.submit' });
    expect([actor.getSnapshot().value, actor.getSnapshot().context.error, calls]).toEqual(['editing', message, []]);
    actor.send({ type: 'shift.edit', row: 3, column: 'name', value: '' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  formTailCases({
    start: (answers) => start(answers),
    fill: named,
    generalFailure: 'Gagal menyimpan. Coba lagi.',
  });
});

describe('the machine as a whole', () => {
  wholeMachineCases(() => hrRosterFormMachine, 'hrRosterForm', ['saveRoster']);

  it('took every transition it defines in the tests above', () => {
    expect(definedTransitions(hrRosterFormMachine).filter((t) => !taken.has(t))).toEqual([]);
  });
});
