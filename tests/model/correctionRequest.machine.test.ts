/**
 * The employee's correction request (issue 48, "Pengajuan Koreksi Absen": a forgotten or wrong clock-in or clock-out
 * of a recent day, "the time it happened, the place chosen from the employee's offices or 'Di luar kantor', a reason,
 * an optional photo of evidence"; issue 47's form tail), against tables written from that text. Nothing expected is
 * read from the machine.
 */
import { type AnyMachineSnapshot, createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { CorrectionAnswer } from '../../src/contract/correctionRequests';
import { recordEmitted } from '../support/emitted';
import { formTailCases } from '../support/formTailCases';
import { wholeMachineCases } from '../support/wholeMachineCases';
import { definedTransitions, importInHook, recordTransitions } from '../support/machineCoverage';
import { type ScriptedAnswer, scriptedCall } from '../support/scriptedCall';

let correctionRequestMachine: typeof import('../../machines/correctionRequest.machine').correctionRequestMachine;
importInHook(() => import('../../machines/correctionRequest.machine'), (module) => ({ correctionRequestMachine } = module));

const SENT: CorrectionAnswer = { message: 'Pengajuan koreksi terkirim dan menunggu persetujuan atasan.' };
const EMPTY = { date: '', direction: '', time: '', place: '', reason: '' } as const;
const PHOTO = { file: new Blob(['foto'], { type: 'image/jpeg' }), name: 'bukti.jpg' };
const taken = new Set<string>();
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const metaOf = (snapshot: AnyMachineSnapshot) => Object.assign({}, ...Object.values(snapshot.getMeta())) as Record<string, string>;

function start(options: { submits?: ScriptedAnswer<CorrectionAnswer>[]; uploads?: ScriptedAnswer<{ filename: string }>[]; draft?: Partial<Record<keyof typeof EMPTY, string>> } = {}) {
  const submit = scriptedCall(options.submits ?? [], { resolve: SENT });
  const upload = scriptedCall(options.uploads ?? [], { resolve: { filename: 'bukti-1.jpg' } });
  const actor = createActor(correctionRequestMachine.provide({ actors: { submitCorrection: submit.logic, uploadEvidence: upload.logic } as never }), {
    input: { draft: { ...EMPTY, ...options.draft } as never },
    inspect: recordTransitions(taken),
  });
  const emitted = recordEmitted(actor);
  actor.start();
  return { actor, calls: submit.calls, uploads: upload.calls, emitted };
}

type Actor = ReturnType<typeof start>['actor'];
const fill = (actor: Actor, fields: Partial<Record<keyof typeof EMPTY, string>> = {}) => {
  const filled = { date: '2026-11-23', direction: 'in', time: '07:25', place: '3', reason: '  Lupa absen, sudah di loket  ', ...fields };
  for (const [field, value] of Object.entries(filled)) actor.send({ type: 'form.edit', field: field as keyof typeof EMPTY, value });
};

describe('asking for a correction', () => {
  it('opens on the day chosen from the history, sends what was typed once with its key, and says it was sent', async () => {
    const { actor, calls, uploads, emitted } = start({ draft: { date: '2026-11-23' } });
    expect(actor.getSnapshot().context.draft).toEqual({ ...EMPTY, date: '2026-11-23' });
    expect(metaOf(actor.getSnapshot())).toEqual({ confirmLabel: 'Kirim Pengajuan', cancelLabel: 'Batal' });
    fill(actor);
    actor.send({ type: 'form.submit', key: 'kunci-1' });
    expect([actor.getSnapshot().hasTag('busy'), Object.keys(actor.getSnapshot().children), metaOf(actor.getSnapshot())]).toEqual([true, ['submitCorrection'], { cancelLabel: 'Batal', busyText: 'Mengirim pengajuan...' }]);
    await settle();
    expect(uploads).toEqual([]);
    expect(calls.map((call) => call.input)).toEqual([
      { request: { date: '2026-11-23', direction: 'in', time: '07:25', office_id: 3, reason: 'Lupa absen, sudah di loket', filename: null }, key: 'kunci-1' },
    ]);
    expect([actor.getSnapshot().value, actor.getSnapshot().context.message, metaOf(actor.getSnapshot())]).toEqual(['done', SENT.message, { confirmLabel: 'OK' }]);
    expect(emitted).toEqual([{ type: 'corrections.changed' }]);
    actor.send({ type: 'result.dismiss' });
    expect([actor.getSnapshot().status, actor.getSnapshot().output]).toEqual(['done', { outcome: 'done' }]);
  });

  it("sends 'Di luar kantor' as no office", async () => {
    const { actor, calls } = start();
    fill(actor, { place: 'luar', direction: 'out', time: '16:05' });
    actor.send({ type: 'form.submit', key: 'k' });
    await settle();
    expect(calls[0]!.input).toMatchObject({ request: { direction: 'out', time: '16:05', office_id: null } });
  });

  it.each([
    [{ date: '' }, 'date', 'Pilih tanggalnya.'],
    [{ direction: '' }, 'direction', 'Pilih absen masuk atau pulang.'],
    [{ time: '' }, 'time', 'Isi jamnya, misalnya 07:25.'],
    [{ time: '7:25' }, 'time', 'Isi jamnya, misalnya 07:25.'],
    [{ time: '24:00' }, 'time', 'Isi jamnya, misalnya 07:25.'],
    [{ place: '' }, 'place', 'Pilih tempatnya.'],
    [{ reason: '   ' }, 'reason', 'Alasan wajib diisi.'],
  ] as const)('with %j it says at %s "%s" and sends nothing', (fields, field, message) => {
    const { actor, calls } = start();
    fill(actor, fields);
    actor.send({ type: 'form.submit', key: 'k' });
    expect([actor.getSnapshot().value, actor.getSnapshot().context.errors, calls]).toEqual(['editing', { [field]: message }, []]);
    actor.send({ type: 'form.edit', field, value: 'x' });
    expect(actor.getSnapshot().context.errors[field]).toBeUndefined();
  });

  it('clears only the message of the field edited', () => {
    const { actor } = start();
    fill(actor, { date: '', reason: '' });
    actor.send({ type: 'form.submit', key: 'k' });
    actor.send({ type: 'form.edit', field: 'date', value: '2026-11-24' });
    expect(actor.getSnapshot().context.errors).toEqual({ date: undefined, reason: 'Alasan wajib diisi.' });
  });

  it('uploads the evidence once, before the request, and not again when the request is tried again', async () => {
    const { actor, calls, uploads } = start({ submits: [{ reject: { connection: true, message: null } }] });
    fill(actor);
    actor.send({ type: 'evidence.pick', evidence: PHOTO });
    actor.send({ type: 'form.submit', key: 'kunci-2' });
    expect([actor.getSnapshot().hasTag('busy'), Object.keys(actor.getSnapshot().children), metaOf(actor.getSnapshot())]).toEqual([true, ['uploadEvidence'], { cancelLabel: 'Batal', busyText: 'Mengunggah foto bukti...' }]);
    await settle();
    await settle();
    expect([actor.getSnapshot().value, uploads.map((upload) => upload.input)]).toEqual(['failed', [PHOTO]]);
    actor.send({ type: 'flow.retry' });
    await settle();
    expect(uploads).toHaveLength(1);
    expect(calls.map((call) => call.input)).toEqual([
      { request: expect.objectContaining({ filename: 'bukti-1.jpg' }), key: 'kunci-2' },
      { request: expect.objectContaining({ filename: 'bukti-1.jpg' }), key: 'kunci-2' },
    ]);
    expect(actor.getSnapshot().value).toBe('done');
  });

  it("offers 'Coba Lagi' when the upload's connection failed, which uploads it again", async () => {
    const { actor, calls, uploads } = start({ uploads: [{ reject: { connection: true, message: null } }] });
    fill(actor);
    actor.send({ type: 'evidence.pick', evidence: PHOTO });
    actor.send({ type: 'form.submit', key: 'k' });
    await settle();
    expect([actor.getSnapshot().value, actor.getSnapshot().context.error, calls]).toEqual(['failed', 'Pengajuan koreksi gagal dikirim.', []]);
    actor.send({ type: 'flow.retry' });
    await settle();
    await settle();
    expect([uploads.length, calls.length, actor.getSnapshot().value]).toEqual([2, 1, 'done']);
  });

  it('returns a refused upload to the form with its message, and sends no request', async () => {
    const { actor, calls } = start({ uploads: [{ reject: { connection: false, message: 'Foto terlalu besar.' } }] });
    fill(actor);
    actor.send({ type: 'evidence.pick', evidence: PHOTO });
    actor.send({ type: 'form.submit', key: 'k' });
    await settle();
    expect([actor.getSnapshot().value, actor.getSnapshot().context.error, calls]).toEqual(['editing', 'Foto terlalu besar.', []]);
  });

  it('sends a changed form under a new key, and a new photo uploaded again', async () => {
    const { actor, calls, uploads } = start({ submits: [{ reject: { connection: false, message: 'Jam itu belum terjadi.' } }] });
    fill(actor);
    actor.send({ type: 'evidence.pick', evidence: PHOTO });
    actor.send({ type: 'form.submit', key: 'kunci-a' });
    await settle();
    await settle();
    actor.send({ type: 'form.edit', field: 'time', value: '07:20' });
    actor.send({ type: 'evidence.pick', evidence: { ...PHOTO, name: 'lain.jpg' } });
    actor.send({ type: 'form.submit', key: 'kunci-b' });
    await settle();
    await settle();
    expect(uploads).toHaveLength(2);
    expect(calls.map((call) => (call.input as { key: string }).key)).toEqual(['kunci-a', 'kunci-b']);
  });

  formTailCases({
    start: (answers) => start({ submits: answers }),
    fill: (actor) => fill(actor),
    generalFailure: 'Pengajuan koreksi gagal dikirim.',
    saveLabel: 'Kirim Pengajuan',
    submit: { type: 'form.submit', key: 'kunci-tail' },
    keptOnSubmit: ['submissionKey'],
  });
});

describe('the machine as a whole', () => {
  wholeMachineCases(() => correctionRequestMachine, 'correctionRequest', ['uploadEvidence', 'submitCorrection']);

  it('took every transition it defines in the tests above', () => {
    expect(definedTransitions(correctionRequestMachine).filter((t) => !taken.has(t))).toEqual([]);
  });
});
