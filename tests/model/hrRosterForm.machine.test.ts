/**
 * Creating and changing a rotating roster in the console (issue 39: "rotating shift patterns (a cycle of shifts and
 * days off, a start date)"; 'Batal' from every step; issue 51: "rosters editable in the console, with as many shift
 * rows as needed (add, remove), and every problem naming its row"), against the contract's messages. Nothing expected
 * is read from the machine.
 */
import { type AnyMachineSnapshot, createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { Roster, RosterSaved } from '../../src/contract/shifts';
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

function start(answers: ScriptedAnswer<RosterSaved>[] = [], roster: Roster | null = null) {
  const { logic, calls } = scriptedCall(answers, { resolve: SAVED });
  const actor = createActor(hrRosterFormMachine.provide({ actors: { saveRoster: logic } as never }), { input: { roster }, inspect: recordTransitions(taken) });
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
    expect(calls.map((call) => (call.input as { id: unknown }).id)).toEqual([null]);
    expect(calls.map((call) => (call.input as { roster: unknown }).roster)).toEqual([
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
    const sent = (calls[0]!.input as { roster: { shifts: { code: string; grace_minutes: number }[] } }).roster;
    expect(sent.shifts.map(({ code, grace_minutes }) => [code, grace_minutes])).toEqual([['P', 5], ['S', 5], ['M', 15]]);
  });

  it.each(['5a', 'a5', '1e1', '0x5'])('tolerance %j is no number: "Toleransi harus angka."', (grace) => {
    const { actor, calls } = start();
    named(actor);
    actor.send({ type: 'shift.edit', row: 0, column: 'grace_minutes', value: grace });
    actor.send({ type: 'form.submit' });
    expect([actor.getSnapshot().context.error, calls]).toEqual(['Shift ke-1: Toleransi harus angka.', []]);
  });

  it.each([
    [[['field', 'name', '']], 'Nama pola shift wajib diisi.'],
    [[['field', 'startDate', '01-12-2026']], 'Tanggal mulai pola harus berformat yyyy-mm-dd.'],
    [[['field', 'cycle', 'P X']], 'Siklus hanya boleh berisi kode shift yang ada atau - (libur).'],
    [[['field', 'cycle', '']], 'Siklus minimal 1 hari.'],
    [[['shift', 0, 'start_time', '7:00']], 'Shift ke-1: Jam mulai shift harus berformat HH:mm.'],
    [[['shift', 1, 'code', 'P']], 'Shift ke-1 dan ke-2 memakai kode P: kode shift tidak boleh kembar.'],
    [[['shift', 2, 'code', ' s ']], 'Shift ke-2 dan ke-3 memakai kode S: kode shift tidak boleh kembar.'],
    [[['shift', 2, 'grace_minutes', 'lima']], 'Shift ke-3: Toleransi harus angka.'],
    // Two shifts without a code are no twins: the first one lacks its code.
    [[['shift', 0, 'code', ''], ['shift', 1, 'code', '']], 'Shift ke-1: Kode shift: 1-3 huruf besar atau angka.'],
    // An empty row before it does not shift the numbers: the problem is in the fourth row as HR sees it.
    [[['shift', 0, 'code', ''], ['shift', 0, 'name', ''], ['shift', 0, 'start_time', ''], ['shift', 0, 'end_time', ''], ['shift', 3, 'name', 'Lembur'], ['field', 'cycle', 'S M']], 'Shift ke-4: Kode shift: 1-3 huruf besar atau angka.'],
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

const NIGHT_CREW: Roster = {
  id: 4,
  name: 'Regu Malam',
  start_date: '2026-11-02',
  shifts: [
    { code: 'M', name: 'Malam', start_time: '23:00', end_time: '07:00', grace_minutes: 10 },
    { code: 'P', name: 'Pagi', start_time: '07:00', end_time: '15:00', grace_minutes: 0 },
  ],
  cycle: ['M', 'M', '-', 'P'],
  employees: 3,
  archived: false,
};

describe('changing a roster, with as many rows as it needs', () => {
  it('starts from what the roster is and saves it under its id', async () => {
    const { actor, calls } = start([], NIGHT_CREW);
    expect(actor.getSnapshot().context).toMatchObject({
      id: 4,
      name: 'Regu Malam',
      startDate: '2026-11-02',
      cycle: 'M M - P',
      shifts: [
        { code: 'M', name: 'Malam', start_time: '23:00', end_time: '07:00', grace_minutes: '10' },
        { code: 'P', name: 'Pagi', start_time: '07:00', end_time: '15:00', grace_minutes: '0' },
      ],
    });
    actor.send({ type: 'field.edit', field: 'name', value: 'Regu Malam Baru' });
    actor.send({ type: 'form.submit' });
    await settle();
    expect(calls.map((call) => call.input)).toEqual([
      { id: 4, roster: { name: 'Regu Malam Baru', start_date: '2026-11-02', shifts: NIGHT_CREW.shifts, cycle: ['M', 'M', '-', 'P'] } },
    ]);
  });

  it('adds rows up to ten, each empty, and removes any but the last one', async () => {
    const { actor, calls } = start([], NIGHT_CREW);
    for (let added = 0; added < 9; added++) actor.send({ type: 'shift.add' });
    expect(actor.getSnapshot().context.shifts).toHaveLength(10);
    expect(actor.getSnapshot().context.shifts[9]).toEqual({ code: '', name: '', start_time: '', end_time: '', grace_minutes: '0' });
    actor.send({ type: 'shift.edit', row: 9, column: 'code', value: 'S' });
    actor.send({ type: 'shift.remove', row: 0 });
    expect(actor.getSnapshot().context.shifts.map((row) => row.code)).toEqual(['P', '', '', '', '', '', '', '', 'S']);
    for (let removed = 0; removed < 9; removed++) actor.send({ type: 'shift.remove', row: 0 });
    expect(actor.getSnapshot().context.shifts.map((row) => row.code)).toEqual(['S']);
    actor.send({ type: 'shift.edit', row: 0, column: 'name', value: 'Siang' });
    actor.send({ type: 'shift.edit', row: 0, column: 'start_time', value: '15:00' });
    actor.send({ type: 'shift.edit', row: 0, column: 'end_time', value: '23:00' });
    actor.send({ type: 'field.edit', field: 'cycle', value: 'S S -' });
    actor.send({ type: 'form.submit' });
    await settle();
    expect((calls[0]!.input as { roster: { shifts: unknown[] } }).roster.shifts).toEqual([{ code: 'S', name: 'Siang', start_time: '15:00', end_time: '23:00', grace_minutes: 0 }]);
  });

  it('takes no eleventh row, and clears a problem shown when a row is added or removed', () => {
    const { actor } = start([], NIGHT_CREW);
    actor.send({ type: 'field.edit', field: 'cycle', value: 'X' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.error).toBe('Siklus hanya boleh berisi kode shift yang ada atau - (libur).');
    actor.send({ type: 'shift.add' });
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.send({ type: 'form.submit' });
    actor.send({ type: 'shift.remove', row: 2 });
    expect(actor.getSnapshot().context.error).toBeNull();
    for (let added = 0; added < 12; added++) actor.send({ type: 'shift.add' });
    expect(actor.getSnapshot().context.shifts).toHaveLength(10);
  });
});

describe('the machine as a whole', () => {
  wholeMachineCases(() => hrRosterFormMachine, 'hrRosterForm', ['saveRoster']);

  it('took every transition it defines in the tests above', () => {
    expect(definedTransitions(hrRosterFormMachine).filter((t) => !taken.has(t))).toEqual([]);
  });
});
