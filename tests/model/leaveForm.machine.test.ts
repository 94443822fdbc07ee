/**
 * The leave form against tables written from docs/product.md §2 (Pengajuan izin), §4 (leave status, quota), §5 (form
 * validation) and §8 (leave messages), and docs/decisions.md (attachment rule, kept form, retries). Nothing expected
 * is read from the machine.
 */
import { type AnyActorLogic, type AnyMachineSnapshot, createActor, fromPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { LeaveOption } from '../../src/contract/schemas';
import type { CallFailure } from '../../src/domain/flow';
import { definedTransitions, importInHook, recordTransitions } from '../support/machineCoverage';
import { recordEmitted } from '../support/emitted';

let leaveFormMachine: typeof import('../../machines/leaveForm.machine').leaveFormMachine;
importInHook(() => import('../../machines/leaveForm.machine'), (module) => ({ leaveFormMachine } = module));

const OPTIONS: LeaveOption[] = [
  { value: 'CUTI', label: 'Cuti Tahunan', attachment_after_days: null },
  { value: 'SAKIT', label: 'Sakit', attachment_after_days: 1 },
  { value: 'IZIN', label: 'Izin Keperluan Pribadi', attachment_after_days: null },
  { value: 'NIKAH', label: 'Cuti Menikah', attachment_after_days: 0 },
];
const REQUIRED = {
  alasan: 'Pilih alasan izin',
  tanggal_awal: 'Isi tanggal mulai.',
  tanggal_akhir: 'Isi tanggal akhir.',
  keterangan: 'Masukkan keterangan',
};
const FAILED_TITLE = 'Pengajuan Izin Gagal!';
const KEPT = 'Isian formulir tetap tersimpan di sini. Kirim lagi saat koneksi tersedia.';
const PDF = { file: new Blob(['%PDF-1.4'], { type: 'application/pdf' }), name: 'surat-dokter.pdf' };

type Answer = { resolve: unknown } | { reject: CallFailure } | 'never';
interface World {
  /** One answer for every quota call, or one per call in order. */
  quota?: Answer | Answer[];
  upload?: Answer[];
  submit?: Answer[];
}
interface Call {
  src: string;
  input: unknown;
  aborted?: () => boolean;
}

const taken = new Set<string>();

function start(world: World = {}, options = OPTIONS) {
  const calls: Call[] = [];
  const queues = { upload: [...(world.upload ?? [])], submit: [...(world.submit ?? [])], quota: Array.isArray(world.quota) ? [...world.quota] : null };
  const answering = (src: string, next: () => Answer | undefined) =>
    fromPromise(({ input, signal }: { input: unknown; signal: AbortSignal }) => {
      calls.push({ src, input, aborted: () => signal.aborted });
      const answer = next() ?? { resolve: src === 'uploadAttachment' ? { filename: 'lampiran-1' } : { message: 'Pengajuan Izin Berhasil!', id: 7 } };
      if (answer === 'never') return new Promise(() => {});
      return 'resolve' in answer ? Promise.resolve(answer.resolve) : Promise.reject(answer.reject);
    });
  const actor = createActor(
    leaveFormMachine.provide({
      actors: {
        fetchQuota: answering('fetchQuota', () => (queues.quota ? queues.quota.shift() : (world.quota as Answer | undefined)) ?? { resolve: { left: 9, workingDays: 5 } }),
        uploadAttachment: answering('uploadAttachment', () => queues.upload.shift()),
        submitLeave: answering('submitLeave', () => queues.submit.shift()),
      } as never,
    }),
    {
      input: { options },
      inspect: recordTransitions(taken),
    },
  );
  const emitted = recordEmitted(actor);
  actor.start();
  const fill = (draft: Partial<Record<'alasan' | 'tanggal_awal' | 'tanggal_akhir' | 'keterangan', string>>) => {
    for (const [field, value] of Object.entries(draft)) actor.send({ type: 'form.edit', field: field as 'alasan', value });
  };
  return { actor, calls, emitted, fill };
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const metaOf = (snapshot: AnyMachineSnapshot) => Object.assign({}, ...Object.values(snapshot.getMeta())) as Record<string, string>;
const callsOf = (calls: Call[], src: string) => calls.filter((call) => call.src === src).map((call) => call.input);
const GOOD = { alasan: 'IZIN', tanggal_awal: '2026-12-14', tanggal_akhir: '2026-12-18', keterangan: 'Urusan keluarga' };

describe('form validation (docs/product.md §5)', () => {
  it.each([
    [{}, null, REQUIRED],
    [{ ...GOOD, keterangan: '   ' }, null, { keterangan: REQUIRED.keterangan }],
    [{ ...GOOD, alasan: '' }, null, { alasan: REQUIRED.alasan }],
    [{ ...GOOD, tanggal_awal: '' }, null, { tanggal_awal: REQUIRED.tanggal_awal }],
    [{ ...GOOD, tanggal_akhir: '' }, null, { tanggal_akhir: REQUIRED.tanggal_akhir }],
    [{ ...GOOD, tanggal_awal: '2026-12-18', tanggal_akhir: '2026-12-14' }, null, { tanggal_akhir: 'Tanggal akhir tidak boleh sebelum tanggal awal.' }],
    [{ ...GOOD, alasan: 'SAKIT', tanggal_akhir: '2026-12-15' }, null, { lampiran: 'Lampiran wajib untuk Sakit lebih dari 1 hari.' }],
    [{ ...GOOD, alasan: 'NIKAH', tanggal_akhir: '2026-12-14' }, null, { lampiran: 'Lampiran wajib untuk Cuti Menikah.' }],
    [{ ...GOOD, alasan: 'SAKIT', tanggal_akhir: '2026-12-14' }, null, {}],
    [{ ...GOOD, alasan: 'SAKIT', tanggal_akhir: '2026-12-15' }, PDF, {}],
    [{ ...GOOD, alasan: 'IZIN' }, null, {}],
    [{ ...GOOD, alasan: 'SAKIT', tanggal_akhir: '2026-12-15', keterangan: '' }, PDF, { keterangan: REQUIRED.keterangan }],
  ])('%j with attachment %j: errors %j', async (draft, attachment, errors) => {
    const { actor, calls, fill } = start();
    fill(draft);
    if (attachment) actor.send({ type: 'attachment.pick', attachment });
    actor.send({ type: 'form.submit', key: 'k1' });
    await settle();
    const valid = Object.keys(errors).length === 0;
    expect(actor.getSnapshot().context.errors).toEqual(valid ? {} : errors);
    expect(callsOf(calls, 'submitLeave')).toHaveLength(valid ? 1 : 0);
    expect(callsOf(calls, 'uploadAttachment')).toHaveLength(valid && attachment ? 1 : 0);
  });

  it('editing a field clears its own message only; picking an attachment clears the attachment message', () => {
    const { actor, fill } = start();
    fill({ alasan: 'SAKIT', tanggal_awal: '2026-12-14', tanggal_akhir: '2026-12-16' });
    actor.send({ type: 'form.submit', key: 'k1' });
    expect(actor.getSnapshot().context.errors).toEqual({ keterangan: REQUIRED.keterangan, lampiran: 'Lampiran wajib untuk Sakit lebih dari 1 hari.' });
    actor.send({ type: 'attachment.pick', attachment: PDF });
    expect(actor.getSnapshot().context.errors).toStrictEqual({ keterangan: REQUIRED.keterangan, lampiran: undefined });
    fill({ keterangan: 'Demam' });
    expect(actor.getSnapshot().context.errors).toStrictEqual({ keterangan: undefined, lampiran: undefined });
  });

  it('starts empty, with the reasons it was given and nothing to show', () => {
    const { actor } = start();
    expect(actor.getSnapshot().context).toStrictEqual({
      options: OPTIONS,
      draft: { alasan: '', tanggal_awal: '', tanggal_akhir: '', keterangan: '' },
      attachment: null,
      uploadedFilename: null,
      errors: {},
      quota: null,
      alert: null,
      submissionKey: null,
    });
  });
});

describe('the CUTI quota (docs/product.md §4: shown only for CUTI, cleared otherwise or on error)', () => {
  it('asks for the quota when CUTI is chosen and again when a date changes, with the dates so far', async () => {
    const { actor, calls, fill } = start({ quota: { resolve: { left: 9, workingDays: 5 } } });
    fill({ keterangan: 'Liburan' });
    expect(callsOf(calls, 'fetchQuota')).toEqual([]);
    fill({ alasan: 'CUTI' });
    expect([actor.getSnapshot().hasTag('quotaLoading'), Object.keys(actor.getSnapshot().children)]).toEqual([true, ['fetchQuota']]);
    await settle();
    expect(actor.getSnapshot().context.quota).toEqual({ left: 9, workingDays: 5 });
    expect(actor.getSnapshot().hasTag('quotaLoading')).toBe(false);
    fill({ tanggal_awal: '2026-12-14' });
    fill({ tanggal_akhir: '2026-12-18' });
    fill({ keterangan: 'Liburan keluarga' });
    await settle();
    expect(callsOf(calls, 'fetchQuota')).toEqual([
      { startDate: null, endDate: null },
      { startDate: '2026-12-14', endDate: null },
      { startDate: '2026-12-14', endDate: '2026-12-18' },
    ]);
    fill({ alasan: 'IZIN' });
    expect(actor.getSnapshot().context.quota).toBeNull();
    await settle();
    expect(callsOf(calls, 'fetchQuota')).toHaveLength(3);
  });

  it('clears a shown quota when it cannot be loaded', async () => {
    const { actor, fill } = start({ quota: [{ resolve: { left: 9, workingDays: null } }, { reject: { connection: true, message: null } }] });
    fill({ alasan: 'CUTI' });
    await settle();
    expect(actor.getSnapshot().context.quota).toEqual({ left: 9, workingDays: null });
    fill({ tanggal_awal: '2026-12-14' });
    await settle();
    expect([actor.getSnapshot().context.quota, actor.getSnapshot().hasTag('quotaLoading')]).toEqual([null, false]);
  });

  it('drops an answer that comes after the reason changed', async () => {
    const { actor, calls, fill } = start({ quota: 'never' });
    fill({ alasan: 'CUTI' });
    fill({ alasan: 'SAKIT' });
    expect(calls[0]!.aborted!()).toBe(true);
    expect(actor.getSnapshot().context.quota).toBeNull();
  });

  it('shows a quota of another answer as it came', async () => {
    const { actor, fill } = start({ quota: { resolve: { left: 0, workingDays: null } } });
    fill({ alasan: 'CUTI' });
    await settle();
    expect(actor.getSnapshot().context.quota).toEqual({ left: 0, workingDays: null });
  });
});

const refused = (message: string | null): CallFailure => ({ connection: false, message });
const unreachable: CallFailure = { connection: true, message: 'Tidak dapat terhubung ke server. Periksa koneksi internet Anda.' };

describe('sending (docs/product.md §7 calls, §8 messages)', () => {
  it.each([
    ['no attachment, accepted', null, [], [], ['submitLeave'], null],
    ['an attachment, accepted', PDF, [{ resolve: { filename: 'lampiran-9' } }], [], ['uploadAttachment', 'submitLeave'], 'lampiran-9'],
  ] as const)('%s: uploads, sends the dates as Indonesian text, thanks, and empties the form after OK', async (_, attachment, upload, submit, order, filename) => {
    const { actor, calls, emitted, fill } = start({ upload: [...upload], submit: [...submit] });
    fill({ ...GOOD, alasan: 'CUTI', tanggal_awal: '2026-03-05', tanggal_akhir: '2026-03-06' });
    if (attachment) actor.send({ type: 'attachment.pick', attachment });
    actor.send({ type: 'form.submit', key: 'kunci-1' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await settle();
    expect(calls.filter((c) => c.src !== 'fetchQuota').map((c) => c.src)).toEqual(order);
    if (attachment) expect(callsOf(calls, 'uploadAttachment')).toEqual([PDF]);
    expect(callsOf(calls, 'submitLeave')).toEqual([
      { request: { reason: 'CUTI', description: 'Urusan keluarga', start_date: '05 Maret 2026', end_date: '06 Maret 2026', filename }, key: 'kunci-1' },
    ]);
    const snapshot = actor.getSnapshot();
    expect(snapshot.context.alert).toEqual({ kind: 'success', title: 'Pengajuan Izin Berhasil!', text: 'Pengajuan Anda menunggu persetujuan atasan.' });
    expect(metaOf(snapshot).confirmLabel).toBe('OK');
    expect(emitted).toEqual([{ type: 'leave.submitted' }]);
    actor.send({ type: 'alert.dismiss' });
    expect(actor.getSnapshot().context).toMatchObject({
      draft: { alasan: '', tanggal_awal: '', tanggal_akhir: '', keterangan: '' },
      attachment: null,
      uploadedFilename: null,
      alert: null,
      submissionKey: null,
      quota: null,
    });
    fill({ keterangan: 'Pengajuan berikutnya' });
    expect(actor.getSnapshot().context.draft.keterangan).toBe('Pengajuan berikutnya');
  });

  // Issue 47: a refusal returns to the form as typed; 'Coba Lagi' only where a retry can help.
  it.each([
    ['a refusal with a message', [{ reject: refused('Sudah ada pengajuan izin pada tanggal tersebut.') }], 'Terjadi kesalahan: Sudah ada pengajuan izin pada tanggal tersebut.'],
    ['a refusal without a message', [{ reject: refused(null) }], 'Terjadi kesalahan: Data izin tidak dapat dimuat.'],
    ['a failure of another shape', [{ reject: 'boom' as unknown as CallFailure }], 'Terjadi kesalahan: Data izin tidak dapat dimuat.'],
  ])('%s: says so over the form as typed, with "Ubah" and no "Coba Lagi"', async (_, submit, text) => {
    const { actor, calls, emitted, fill } = start({ submit: [...submit] as Answer[] });
    fill(GOOD);
    actor.send({ type: 'form.submit', key: 'kunci-1' });
    await settle();
    const snapshot = actor.getSnapshot();
    expect(snapshot.context.alert).toEqual({ kind: 'error', title: FAILED_TITLE, text });
    expect(metaOf(snapshot)).toEqual({ confirmLabel: 'Ubah' });
    expect(snapshot.hasTag('busy')).toBe(false);
    actor.send({ type: 'flow.retry' });
    expect(callsOf(calls, 'submitLeave')).toHaveLength(1);
    actor.send({ type: 'alert.dismiss' });
    expect([actor.getSnapshot().context.alert, actor.getSnapshot().context.draft, emitted]).toEqual([null, GOOD, []]);
    actor.send({ type: 'form.submit', key: 'kunci-2' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
  });

  it('no connection: says so, keeps the form, and "Coba Lagi" sends it again with the same key', async () => {
    const { actor, calls, emitted, fill } = start({ submit: [{ reject: unreachable }] as Answer[] });
    fill(GOOD);
    actor.send({ type: 'form.submit', key: 'kunci-1' });
    await settle();
    const snapshot = actor.getSnapshot();
    expect(snapshot.context.alert).toEqual({ kind: 'error', title: FAILED_TITLE, text: `Terjadi kesalahan: Tidak dapat terhubung ke server. Periksa koneksi internet Anda. ${KEPT}` });
    expect(metaOf(snapshot)).toMatchObject({ confirmLabel: 'Coba Lagi', cancelLabel: 'Batal' });
    expect(snapshot.hasTag('busy')).toBe(false);
    expect(snapshot.context.draft).toEqual(GOOD);
    expect(emitted).toEqual([]);
    actor.send({ type: 'flow.retry' });
    expect(actor.getSnapshot().context.alert).toBeNull();
    await settle();
    expect(callsOf(calls, 'submitLeave').map((call) => (call as { key: string }).key)).toEqual(['kunci-1', 'kunci-1']);
    expect(emitted).toEqual([{ type: 'leave.submitted' }]);
  });

  it('a refused upload says so over the form; a lost one offers "Coba Lagi", which uploads again, then sends', async () => {
    const { actor, calls, fill } = start({ upload: [{ reject: refused('Isi lampiran tidak sesuai dengan jenisnya.') }, { reject: { connection: true, message: null } }] });
    fill(GOOD);
    actor.send({ type: 'attachment.pick', attachment: PDF });
    actor.send({ type: 'form.submit', key: 'kunci-1' });
    await settle();
    expect(actor.getSnapshot().context.alert).toEqual({ kind: 'error', title: FAILED_TITLE, text: 'Terjadi kesalahan: Upload lampiran gagal: Isi lampiran tidak sesuai dengan jenisnya.' });
    expect(metaOf(actor.getSnapshot())).toEqual({ confirmLabel: 'Ubah' });
    actor.send({ type: 'alert.dismiss' });
    actor.send({ type: 'form.submit', key: 'kunci-2' });
    await settle();
    expect(metaOf(actor.getSnapshot())).toMatchObject({ confirmLabel: 'Coba Lagi' });
    actor.send({ type: 'flow.retry' });
    await settle();
    expect(calls.map((c) => c.src)).toEqual(['uploadAttachment', 'uploadAttachment', 'uploadAttachment', 'submitLeave']);
    expect(actor.getSnapshot().context.alert?.kind).toBe('success');
  });

  it('an upload without connection says the form is kept', async () => {
    const { actor, fill } = start({ upload: [{ reject: { connection: true, message: null } }] });
    fill(GOOD);
    actor.send({ type: 'attachment.pick', attachment: PDF });
    actor.send({ type: 'form.submit', key: 'kunci-1' });
    await settle();
    expect(actor.getSnapshot().context.alert?.text).toBe(`Terjadi kesalahan: Upload lampiran gagal: Data izin tidak dapat dimuat. ${KEPT}`);
  });

  it('after an upload that worked, a retry only sends, with the uploaded name', async () => {
    const { actor, calls, fill } = start({ upload: [{ resolve: { filename: 'lampiran-3' } }], submit: [{ reject: unreachable }] });
    fill(GOOD);
    actor.send({ type: 'attachment.pick', attachment: PDF });
    actor.send({ type: 'form.submit', key: 'kunci-1' });
    await settle();
    actor.send({ type: 'flow.retry' });
    await settle();
    expect(calls.map((c) => c.src)).toEqual(['uploadAttachment', 'submitLeave', 'submitLeave']);
    expect(callsOf(calls, 'submitLeave').map((call) => (call as { request: { filename: string } }).request.filename)).toEqual(['lampiran-3', 'lampiran-3']);
  });

  it('a new attachment is uploaded again, and a changed form gets a new key', async () => {
    const { actor, calls, fill } = start({ upload: [{ resolve: { filename: 'lampiran-1' } }, { resolve: { filename: 'lampiran-2' } }], submit: [{ reject: refused('x') }] });
    fill(GOOD);
    actor.send({ type: 'attachment.pick', attachment: PDF });
    actor.send({ type: 'form.submit', key: 'kunci-1' });
    await settle();
    actor.send({ type: 'alert.dismiss' });
    expect(actor.getSnapshot().context).toMatchObject({ alert: null, draft: GOOD, uploadedFilename: 'lampiran-1' });
    actor.send({ type: 'attachment.pick', attachment: { ...PDF, name: 'surat-baru.pdf' } });
    fill({ keterangan: 'Urusan keluarga mendesak' });
    actor.send({ type: 'form.submit', key: 'kunci-2' });
    await settle();
    expect(calls.map((c) => c.src)).toEqual(['uploadAttachment', 'submitLeave', 'uploadAttachment', 'submitLeave']);
    expect(callsOf(calls, 'submitLeave').map((call) => (call as { key: string; request: { filename: string } })).map((c) => [c.key, c.request.filename])).toEqual([
      ['kunci-1', 'lampiran-1'],
      ['kunci-2', 'lampiran-2'],
    ]);
  });

  it('removing the attachment sends without one', async () => {
    const { actor, calls, fill } = start();
    fill(GOOD);
    actor.send({ type: 'attachment.pick', attachment: PDF });
    actor.send({ type: 'attachment.pick', attachment: null });
    actor.send({ type: 'form.submit', key: 'kunci-1' });
    await settle();
    expect(calls.map((c) => c.src)).toEqual(['submitLeave']);
  });
});

describe('never stuck: "Batal" on every step', () => {
  it.each<[string, string, World]>([
    ['uploadAttachment', 'Mengunggah lampiran...', { upload: ['never'] }],
    ['submitLeave', 'Mengirim pengajuan...', { submit: ['never'] }],
  ])('while %s ("%s") stops the call and returns to the filled form', async (src, busyText, world) => {
    const { actor, calls, emitted, fill } = start(world);
    fill(GOOD);
    actor.send({ type: 'attachment.pick', attachment: PDF });
    actor.send({ type: 'form.submit', key: 'kunci-1' });
    await settle();
    const snapshot = actor.getSnapshot();
    expect([snapshot.hasTag('busy'), metaOf(snapshot), Object.keys(snapshot.children)]).toEqual([true, { busyText, cancelLabel: 'Batal' }, [src]]);
    actor.send({ type: 'flow.cancel' });
    expect(calls.at(-1)!.aborted!()).toBe(true);
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    expect(actor.getSnapshot().context).toMatchObject({ draft: GOOD, attachment: PDF, alert: null });
    expect(emitted).toEqual([]);
  });

  it('a cancelled submit is sent again with the same key: the server records it once', async () => {
    const { actor, calls, fill } = start({ submit: ['never'] });
    fill(GOOD);
    actor.send({ type: 'form.submit', key: 'kunci-1' });
    actor.send({ type: 'flow.cancel' });
    actor.send({ type: 'form.submit', key: 'kunci-2' });
    await settle();
    expect(callsOf(calls, 'submitLeave').map((call) => (call as { key: string }).key)).toEqual(['kunci-1', 'kunci-1']);
  });

  it.each([
    ['a refusal', 'flow.cancel'],
    ['a refusal', 'alert.dismiss'],
    ['no connection', 'flow.cancel'],
    ['no connection', 'alert.dismiss'],
  ] as const)('"Batal" or closing the alert after %s (%s) returns to the filled form', async (failure, leave) => {
    const { actor, fill } = start({ submit: [{ reject: failure === 'a refusal' ? refused('x') : unreachable }] });
    fill(GOOD);
    actor.send({ type: 'form.submit', key: 'kunci-1' });
    await settle();
    expect(actor.getSnapshot().context.alert).not.toBeNull();
    actor.send({ type: leave });
    expect(actor.getSnapshot().context).toMatchObject({ alert: null, draft: GOOD });
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    fill({ keterangan: 'Diubah setelah batal' });
    expect(actor.getSnapshot().context.draft.keterangan).toBe('Diubah setelah batal');
  });

  it('keeps showing the CUTI quota after a cancelled submit', async () => {
    const { actor, fill } = start({ submit: ['never'] });
    fill({ ...GOOD, alasan: 'CUTI' });
    await settle();
    actor.send({ type: 'form.submit', key: 'kunci-1' });
    actor.send({ type: 'flow.cancel' });
    await settle();
    expect(actor.getSnapshot().context.quota).toEqual({ left: 9, workingDays: 5 });
  });
});

describe('the machine as a whole', () => {
  it('runs nothing it was not given: each actor slot fails loudly, naming itself', async () => {
    const slots = leaveFormMachine.implementations.actors;
    expect(Object.keys(slots).sort()).toEqual(['fetchQuota', 'submitLeave', 'uploadAttachment']);
    for (const [name, logic] of Object.entries(slots)) {
      const actor = createActor(logic as AnyActorLogic, { input: undefined });
      const failure = new Promise((resolve) => actor.subscribe({ error: resolve }));
      actor.start();
      expect(String(await failure)).toContain(`'${name}'`);
    }
  });

  it('took every transition it defines in the tests above', () => {
    expect(definedTransitions(leaveFormMachine).filter((t) => !taken.has(t))).toEqual([]);
  });
});

