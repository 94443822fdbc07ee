/**
 * 'Ajukan Perubahan Data' (issue 50: "the employee asks HR to correct a field of Informasi Data Diri (old value, new
 * value, reason)"; issue 47's form tail: a refusal back to the form as typed, 'Coba Lagi' only for a lost connection,
 * 'Batal' from every step), against tables written from that text. Nothing expected is read from the machine.
 */
import { type AnyMachineSnapshot, createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { PersonalChangeAnswer } from '../../src/contract/personalChanges';
import { recordEmitted } from '../support/emitted';
import { formTailCases } from '../support/formTailCases';
import { wholeMachineCases } from '../support/wholeMachineCases';
import { definedTransitions, importInHook, recordTransitions } from '../support/machineCoverage';
import { type ScriptedAnswer, scriptedCall } from '../support/scriptedCall';

let personalChangeMachine: typeof import('../../machines/personalChange.machine').personalChangeMachine;
importInHook(() => import('../../machines/personalChange.machine'), (module) => ({ personalChangeMachine } = module));

const SENT: PersonalChangeAnswer = { message: 'Pengajuan perubahan data terkirim dan menunggu keputusan SDM.' };
const CURRENT = { birth_place: 'Kendal', birth_date: '1990-04-12', contact: null, dependent_children: '1' };
const taken = new Set<string>();
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const metaOf = (snapshot: AnyMachineSnapshot) => Object.assign({}, ...Object.values(snapshot.getMeta())) as Record<string, string>;

function start(options: { submits?: ScriptedAnswer<PersonalChangeAnswer>[] } = {}) {
  const submit = scriptedCall(options.submits ?? [], { resolve: SENT });
  const actor = createActor(personalChangeMachine.provide({ actors: { submitChange: submit.logic } as never }), { input: { current: CURRENT }, inspect: recordTransitions(taken) });
  const emitted = recordEmitted(actor);
  actor.start();
  return { actor, calls: submit.calls, emitted };
}

type Actor = ReturnType<typeof start>['actor'];
type Field = 'field' | 'value' | 'reason';
const fill = (actor: Actor, fields: Partial<Record<Field, string>> = {}) => {
  const filled = { field: 'birth_place', value: '  Semarang ', reason: '  Salah ketik waktu data awal ', ...fields };
  for (const [field, value] of Object.entries(filled)) actor.send({ type: 'form.edit', field: field as Field, value });
};

describe('asking HR to correct a field', () => {
  it('opens empty, sends the field, the value and the reason once with its key, and says it was sent', async () => {
    const { actor, calls, emitted } = start();
    expect(actor.getSnapshot().context.draft).toEqual({ field: '', value: '', reason: '' });
    expect(metaOf(actor.getSnapshot())).toEqual({ confirmLabel: 'Kirim Pengajuan', cancelLabel: 'Batal' });
    fill(actor);
    actor.send({ type: 'form.submit', key: 'kunci-1' });
    expect([actor.getSnapshot().hasTag('busy'), Object.keys(actor.getSnapshot().children), metaOf(actor.getSnapshot())]).toEqual([true, ['submitChange'], { cancelLabel: 'Batal', busyText: 'Mengirim pengajuan...' }]);
    await settle();
    expect(calls.map((call) => call.input)).toEqual([{ request: { field: 'birth_place', new_value: 'Semarang', reason: 'Salah ketik waktu data awal' }, key: 'kunci-1' }]);
    expect([actor.getSnapshot().value, actor.getSnapshot().context.message, metaOf(actor.getSnapshot())]).toEqual(['done', SENT.message, { confirmLabel: 'OK' }]);
    expect(emitted).toEqual([{ type: 'personal.changed' }]);
    actor.send({ type: 'result.dismiss' });
    expect([actor.getSnapshot().status, actor.getSnapshot().output]).toEqual(['done', { outcome: 'done' }]);
  });

  it.each([
    ['birth_place', 'Kendal'],
    ['birth_date', '1990-04-12'],
    ['dependent_children', '1'],
    ['contact', ''],
  ])('fills in the value %s has now when it is chosen: %j', (field, value) => {
    const { actor } = start();
    actor.send({ type: 'form.edit', field: 'value', value: 'sisa ketikan' });
    actor.send({ type: 'form.edit', field: 'field', value: field });
    expect(actor.getSnapshot().context.draft).toEqual({ field, value, reason: '' });
  });

  it('empties the value when no field is chosen again', () => {
    const { actor } = start();
    actor.send({ type: 'form.edit', field: 'field', value: 'birth_place' });
    actor.send({ type: 'form.edit', field: 'field', value: '' });
    expect(actor.getSnapshot().context.draft).toEqual({ field: '', value: '', reason: '' });
  });

  it.each([
    [{ field: '' }, { field: 'Pilih data yang ingin diubah.' }],
    [{ value: '  ' }, { value: 'Isi data yang benar.' }],
    [{ value: 'Kendal' }, { value: 'Data baru sama dengan data saat ini.' }],
    [{ field: 'dependent_children', value: 'dua' }, { value: 'Tulis jumlahnya dengan angka, misalnya 2.' }],
    [{ field: 'dependent_children', value: '1' }, { value: 'Data baru sama dengan data saat ini.' }],
    [{ field: 'birth_date', value: '1990-02-30' }, { value: expect.any(String) }],
    [{ reason: '   ' }, { reason: 'Alasan wajib diisi.' }],
  ] as const)('with %j it says %j and sends nothing', (fields, errors) => {
    const { actor, calls } = start();
    fill(actor, fields);
    actor.send({ type: 'form.submit', key: 'k' });
    expect([actor.getSnapshot().value, actor.getSnapshot().context.errors, calls]).toEqual(['editing', errors, []]);
  });

  it('clears only the message of the field edited; choosing another field clears its value\'s too', () => {
    const { actor } = start();
    fill(actor, { value: '', reason: '' });
    actor.send({ type: 'form.submit', key: 'k' });
    actor.send({ type: 'form.edit', field: 'reason', value: 'Salah' });
    expect(actor.getSnapshot().context.errors).toEqual({ value: 'Isi data yang benar.', reason: undefined });
    actor.send({ type: 'form.submit', key: 'k' });
    actor.send({ type: 'form.edit', field: 'reason', value: '' });
    actor.send({ type: 'form.submit', key: 'k' });
    expect(actor.getSnapshot().context.errors).toEqual({ value: 'Isi data yang benar.', reason: 'Alasan wajib diisi.' });
    actor.send({ type: 'form.edit', field: 'field', value: 'religion' });
    expect(actor.getSnapshot().context.errors.reason).toBe('Alasan wajib diisi.');
    expect(actor.getSnapshot().context.errors.value).toBeUndefined();
  });

  it('sends a changed form under a new key, the same form again under the same one', async () => {
    const { actor, calls } = start({ submits: [{ reject: { connection: true, message: null } }, { reject: { connection: false, message: 'Sudah ada pengajuan perubahan Tempat Lahir yang menunggu keputusan SDM.' } }] });
    fill(actor);
    actor.send({ type: 'form.submit', key: 'kunci-a' });
    await settle();
    actor.send({ type: 'flow.retry' });
    await settle();
    expect([actor.getSnapshot().value, actor.getSnapshot().context.error, actor.getSnapshot().context.draft.value]).toEqual(['editing', 'Sudah ada pengajuan perubahan Tempat Lahir yang menunggu keputusan SDM.', '  Semarang ']);
    actor.send({ type: 'form.edit', field: 'value', value: 'Ungaran' });
    actor.send({ type: 'form.submit', key: 'kunci-b' });
    await settle();
    expect(calls.map((call) => (call.input as { key: string }).key)).toEqual(['kunci-a', 'kunci-a', 'kunci-b']);
  });

  formTailCases({
    start: (answers) => start({ submits: answers }),
    fill: (actor) => fill(actor),
    generalFailure: 'Pengajuan perubahan data gagal dikirim.',
    saveLabel: 'Kirim Pengajuan',
    submit: { type: 'form.submit', key: 'kunci-tail' },
    keptOnSubmit: ['submissionKey'],
  });
});

describe('the machine as a whole', () => {
  wholeMachineCases(() => personalChangeMachine, 'personalChange', ['submitChange']);

  it('took every transition it defines in the tests above', () => {
    expect(definedTransitions(personalChangeMachine).filter((t) => !taken.has(t))).toEqual([]);
  });
});
