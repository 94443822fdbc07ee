/**
 * HR correcting a record (issue 39: "correct a record (time, status) with a required reason"; 'Batal' from every
 * step), against a table written from that text and docs/hr.md. Nothing expected is read from the machine.
 */
import { type AnyMachineSnapshot, createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { RecordCorrectionResponse } from '../../src/contract/hr';
import { recordEmitted } from '../support/emitted';
import { formTailCases } from '../support/formTailCases';
import { wholeMachineCases } from '../support/wholeMachineCases';
import { definedTransitions, importInHook, recordTransitions } from '../support/machineCoverage';
import { type ScriptedAnswer, scriptedCall } from '../support/scriptedCall';

let hrRecordCorrectionMachine: typeof import('../../machines/hrRecordCorrection.machine').hrRecordCorrectionMachine;
importInHook(() => import('../../machines/hrRecordCorrection.machine'), (module) => ({ hrRecordCorrectionMachine } = module));

const DONE = { message: 'Absen dikoreksi.', record: {} as never } satisfies RecordCorrectionResponse;
const NOTE_REQUIRED = 'Alasan koreksi wajib diisi.';
const BAD_TIME = 'Jam harus berformat HH:mm.';
const taken = new Set<string>();
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const metaOf = (snapshot: AnyMachineSnapshot) => Object.assign({}, ...Object.values(snapshot.getMeta())) as Record<string, string>;

function start(answers: ScriptedAnswer<RecordCorrectionResponse>[] = []) {
  const { logic, calls } = scriptedCall(answers, { resolve: DONE });
  const actor = createActor(hrRecordCorrectionMachine.provide({ actors: { correctRecord: logic } as never }), {
    input: { id: 42, time: '07:50:13', version: 'v-42' },
    inspect: recordTransitions(taken),
  });
  const emitted = recordEmitted(actor);
  actor.start();
  return { actor, calls, emitted };
}

describe('correcting a record', () => {
  it("starts from the record's time, sends the time, the status and the trimmed reason, says it is done", async () => {
    const { actor, calls, emitted } = start();
    expect(actor.getSnapshot().context).toMatchObject({ time: '07:50', status: 'counts', note: '', timeError: null, noteError: null });
    expect(metaOf(actor.getSnapshot())).toEqual({ confirmLabel: 'Simpan Koreksi', cancelLabel: 'Batal' });
    actor.send({ type: 'time.edit', value: '07:25' });
    actor.send({ type: 'status.choose', status: 'void' });
    actor.send({ type: 'note.edit', value: '  Diabsenkan rekan  ' });
    actor.send({ type: 'form.submit' });
    expect([actor.getSnapshot().hasTag('busy'), metaOf(actor.getSnapshot())]).toEqual([true, { cancelLabel: 'Batal', busyText: 'Menyimpan koreksi...' }]);
    await settle();
    expect(calls.map((call) => call.input)).toEqual([{ id: 42, time: '07:25', status: 'void', note: 'Diabsenkan rekan', version: 'v-42' }]);
    expect([actor.getSnapshot().value, actor.getSnapshot().context.message, metaOf(actor.getSnapshot())]).toEqual(['done', 'Absen dikoreksi.', { confirmLabel: 'OK' }]);
    expect(emitted).toEqual([{ type: 'records.changed' }]);
    actor.send({ type: 'result.dismiss' });
    expect([actor.getSnapshot().status, actor.getSnapshot().output]).toEqual(['done', { outcome: 'done' }]);
  });

  it.each([
    ['07:25', '', null, NOTE_REQUIRED],
    ['07:25', '   ', null, NOTE_REQUIRED],
    ['7:25', 'Alasan', BAD_TIME, null],
    ['24:00', 'Alasan', BAD_TIME, null],
    ['07:60', '', BAD_TIME, NOTE_REQUIRED],
    ['', 'Alasan', BAD_TIME, null],
  ])('time %j with reason %j: time message %j, reason message %j, nothing sent', (time, note, timeError, noteError) => {
    const { actor, calls } = start();
    actor.send({ type: 'time.edit', value: time });
    actor.send({ type: 'note.edit', value: note });
    actor.send({ type: 'form.submit' });
    expect([actor.getSnapshot().value, actor.getSnapshot().context.timeError, actor.getSnapshot().context.noteError, calls]).toEqual(['editing', timeError, noteError, []]);
  });

  it('clears a message as its field is edited', () => {
    const { actor } = start();
    actor.send({ type: 'time.edit', value: 'x' });
    actor.send({ type: 'form.submit' });
    actor.send({ type: 'time.edit', value: '07:00' });
    expect(actor.getSnapshot().context).toMatchObject({ timeError: null, noteError: NOTE_REQUIRED });
    actor.send({ type: 'note.edit', value: 'A' });
    expect(actor.getSnapshot().context.noteError).toBeNull();
  });

  formTailCases({
    start: (answers) => start(answers),
    fill: (actor) => actor.send({ type: 'note.edit', value: 'Alasan' }),
    generalFailure: 'Gagal menyimpan. Coba lagi.',
    saveLabel: 'Simpan Koreksi',
  });
});

describe('the machine as a whole', () => {
  wholeMachineCases(() => hrRecordCorrectionMachine, 'hrRecordCorrection', ['correctRecord']);

  it('took every transition it defines in the tests above', () => {
    expect(definedTransitions(hrRecordCorrectionMachine).filter((t) => !taken.has(t))).toEqual([]);
  });
});
