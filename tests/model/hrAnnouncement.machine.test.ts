/**
 * Writing an announcement in the console (issue 39: "write with a safe editor (sanitized as today), image, dates";
 * 'Batal' from every step): typed text never becomes markup, the image is uploaded once, a failed step is retried.
 * Messages are the contract's (src/contract/hr.ts); nothing expected is read from the machine.
 */
import { type AnyMachineSnapshot, createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { HrAnnouncement, HrAnnouncementPublished, HrAnnouncementRequest } from '../../src/contract/hr';
import { announcementHtml, announcementText, type ImageFile } from '../../src/domain/hrConsole';
import { recordEmitted } from '../support/emitted';
import { formTailCases } from '../support/formTailCases';
import { wholeMachineCases } from '../support/wholeMachineCases';
import { definedTransitions, importInHook, recordTransitions } from '../support/machineCoverage';
import { type ScriptedAnswer, scriptedCall } from '../support/scriptedCall';

let hrAnnouncementMachine: typeof import('../../machines/hrAnnouncement.machine').hrAnnouncementMachine;
importInHook(() => import('../../machines/hrAnnouncement.machine'), (module) => ({ hrAnnouncementMachine } = module));

const IMAGE: ImageFile = { name: 'pompa.png', contentType: 'image/png', bytes: new Uint8Array([1, 2, 3]) };
const PUBLISHED: HrAnnouncementPublished = { message: 'Pengumuman diterbitkan.', id: 9, notified: true };
const EDITED: HrAnnouncementPublished = { message: 'Pengumuman diubah.', id: 7, notified: false };
const taken = new Set<string>();
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const metaOf = (snapshot: AnyMachineSnapshot) => Object.assign({}, ...Object.values(snapshot.getMeta())) as Record<string, string>;

function start(uploads: ScriptedAnswer<{ file_id: string }>[] = [], publishes: ScriptedAnswer<HrAnnouncementPublished>[] = [], announcement?: HrAnnouncement) {
  const upload = scriptedCall(uploads, { resolve: { file_id: 'A'.repeat(24) } });
  const publish = scriptedCall(publishes, { resolve: PUBLISHED });
  const edit = scriptedCall(publishes, { resolve: EDITED });
  const actor = createActor(hrAnnouncementMachine.provide({ actors: { uploadImage: upload.logic, publishAnnouncement: publish.logic, editAnnouncement: edit.logic } as never }), {
    input: announcement && { announcement },
    inspect: recordTransitions(taken),
  });
  const emitted = recordEmitted(actor);
  actor.start();
  return { actor, uploads: upload.calls, publishes: publish.calls, edits: edit.calls, emitted };
}

const fill = (actor: ReturnType<typeof start>['actor'], fields: Partial<Record<'title' | 'text' | 'start' | 'end', string>>) => {
  const all = { title: 'Pemadaman Pompa', text: 'Pompa mati <b>22.00</b>.\n\nMohon maklum.', start: '2026-11-25', end: '2026-11-30', ...fields };
  for (const [field, value] of Object.entries(all)) actor.send({ type: 'field.edit', field: field as 'title', value });
};

describe('the plain-text editor', () => {
  it.each([
    ['Satu baris', '<p>Satu baris</p>'],
    ['A\nB\n\nC', '<p>A<br>B</p><p>C</p>'],
    ['<script>x</script> & "kutip"', '<p>&lt;script&gt;x&lt;/script&gt; &amp; &quot;kutip&quot;</p>'],
    ['  tepi  \n\n\n  lain  ', '<p>tepi</p><p>lain</p>'],
  ])('%j becomes %j', (text, html) => expect(announcementHtml(text)).toBe(html));

  it.each([
    ['<p>Satu baris</p>', 'Satu baris'],
    ['<p>A<br>B</p><p>C</p>', 'A\nB\n\nC'],
    ['<p>&lt;script&gt;x&lt;/script&gt; &amp; &quot;kutip&quot;</p>', '<script>x</script> & "kutip"'],
    ['<p>Pompa <strong>dimatikan</strong>.</p><ul><li>Zona 1</li><li>Zona 2</li></ul>', 'Pompa dimatikan.\n\nZona 1\n\nZona 2'],
  ])('comes back from %j as %j for editing', (html, text) => expect(announcementText(html)).toBe(text));
});

describe('publishing an announcement', () => {
  it('opens empty, with no image', () => {
    expect(start().actor.getSnapshot().context).toEqual({
      editingId: null,
      fields: { title: '', text: '', start: '', end: '' },
      audience: 'company',
      offices: [],
      departments: [],
      image: null,
      imageFileId: null,
      error: null,
      message: null,
    });
  });

  it('runs its calls under their own names, one after the other', async () => {
    const { actor } = start(['never']);
    fill(actor, {});
    actor.send({ type: 'image.choose', image: IMAGE });
    actor.send({ type: 'form.submit' });
    expect(Object.keys(actor.getSnapshot().children)).toEqual(['uploadImage']);
    const publishing = start([], ['never']);
    fill(publishing.actor, {});
    publishing.actor.send({ type: 'form.submit' });
    expect(Object.keys(publishing.actor.getSnapshot().children)).toEqual(['publishAnnouncement']);
  });

  it('uploads the image, then publishes the escaped text with it, says so and announces it', async () => {
    const { actor, uploads, publishes, emitted } = start();
    expect(metaOf(actor.getSnapshot())).toEqual({ confirmLabel: 'Terbitkan', cancelLabel: 'Batal' });
    fill(actor, {});
    actor.send({ type: 'image.choose', image: IMAGE });
    actor.send({ type: 'form.submit' });
    expect([actor.getSnapshot().hasTag('busy'), metaOf(actor.getSnapshot())]).toEqual([true, { cancelLabel: 'Batal', busyText: 'Menerbitkan...' }]);
    await settle();
    await settle();
    expect(uploads.map((call) => call.input)).toEqual([IMAGE]);
    expect(publishes.map((call) => call.input)).toEqual([
      { title: 'Pemadaman Pompa', description: '<p>Pompa mati &lt;b&gt;22.00&lt;/b&gt;.</p><p>Mohon maklum.</p>', start_date: '2026-11-25', end_date: '2026-11-30', image_file_id: 'A'.repeat(24), audience_offices: [], audience_departments: [] },
    ]);
    expect([actor.getSnapshot().value, actor.getSnapshot().context.message, metaOf(actor.getSnapshot()), emitted]).toEqual(['done', 'Pengumuman diterbitkan.', { confirmLabel: 'OK' }, [{ type: 'announcements.changed' }]]);
    actor.send({ type: 'result.dismiss' });
    expect([actor.getSnapshot().status, actor.getSnapshot().output]).toEqual(['done', { outcome: 'done' }]);
  });

  it('publishes without an image, and an image removed is not sent', async () => {
    const { actor, uploads, publishes } = start();
    fill(actor, {});
    actor.send({ type: 'image.choose', image: IMAGE });
    actor.send({ type: 'image.choose', image: null });
    actor.send({ type: 'form.submit' });
    await settle();
    expect([uploads.length, publishes[0]!.input]).toEqual([0, expect.objectContaining({ image_file_id: null })]);
  });

  it.each([
    [{ title: ' ' }, 'Judul wajib diisi.'],
    [{ text: '  \n ' }, 'Isi pengumuman wajib diisi.'],
    [{ start: '25-11-2026' }, 'Tanggal mulai harus berformat yyyy-mm-dd.'],
    [{ end: '2026-02-30' }, 'Tanggal selesai bukan tanggal yang ada.'],
    [{ start: '2026-12-01', end: '2026-11-30' }, 'Tanggal selesai tidak boleh sebelum tanggal mulai.'],
  ])('%j is not sent: "%s", cleared by the next edit', (fields, message) => {
    const { actor, uploads, publishes } = start();
    fill(actor, fields);
    actor.send({ type: 'form.submit' });
    expect([actor.getSnapshot().value, actor.getSnapshot().context.error, uploads, publishes]).toEqual(['editing', message, [], []]);
    actor.send({ type: 'image.choose', image: null });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('retries a failed publish without uploading the image again', async () => {
    const { actor, uploads, publishes } = start([], [{ reject: { connection: true, message: null } }]);
    fill(actor, {});
    actor.send({ type: 'image.choose', image: IMAGE });
    actor.send({ type: 'form.submit' });
    await settle();
    await settle();
    expect([actor.getSnapshot().value, actor.getSnapshot().context.error, metaOf(actor.getSnapshot())]).toEqual(['failed', 'Gagal menyimpan. Coba lagi.', { confirmLabel: 'Coba Lagi', cancelLabel: 'Batal' }]);
    actor.send({ type: 'flow.retry' });
    expect(actor.getSnapshot().context.error).toBeNull();
    await settle();
    expect([uploads.length, publishes.length, actor.getSnapshot().value]).toEqual([1, 2, 'done']);
  });

  it('returns a refused image to the form saying why, and uploads it again on the next Terbitkan', async () => {
    const { actor, uploads } = start([{ reject: { connection: false, message: 'Berkas terlalu besar.' } }]);
    fill(actor, {});
    actor.send({ type: 'image.choose', image: IMAGE });
    actor.send({ type: 'form.submit' });
    await settle();
    expect([actor.getSnapshot().value, actor.getSnapshot().context.error, metaOf(actor.getSnapshot())]).toEqual(['editing', 'Berkas terlalu besar.', { confirmLabel: 'Terbitkan', cancelLabel: 'Batal' }]);
    actor.send({ type: 'form.submit' });
    await settle();
    await settle();
    expect([uploads.length, actor.getSnapshot().value]).toEqual([2, 'done']);
  });

  it('offers Coba Lagi when the image upload lost its connection, and uploads it again', async () => {
    const { actor, uploads } = start([{ reject: { connection: true, message: null } }]);
    fill(actor, {});
    actor.send({ type: 'image.choose', image: IMAGE });
    actor.send({ type: 'form.submit' });
    await settle();
    expect([actor.getSnapshot().value, actor.getSnapshot().context.error]).toEqual(['failed', 'Gagal menyimpan. Coba lagi.']);
    actor.send({ type: 'flow.retry' });
    await settle();
    await settle();
    expect([uploads.length, actor.getSnapshot().value]).toEqual([2, 'done']);
  });

  formTailCases({
    start: (answers) => {
      const { actor, publishes, emitted } = start([], answers);
      return { actor, calls: publishes, emitted };
    },
    fill: (actor) => fill(actor, {}),
    generalFailure: 'Gagal menyimpan. Coba lagi.',
    saveLabel: 'Terbitkan',
  });

  it.each(['uploading', 'publishing'])("'Batal' while %s closes as cancelled and stops the call", async (step) => {
    const { actor, uploads, publishes, emitted } = start(step === 'uploading' ? ['never'] : [], step === 'publishing' ? ['never'] : step === 'failed' ? [{ reject: { connection: true, message: null } }] : []);
    fill(actor, {});
    if (step === 'uploading') actor.send({ type: 'image.choose', image: IMAGE });
    if (step !== 'editing') actor.send({ type: 'form.submit' });
    await settle();
    actor.send({ type: 'flow.cancel' });
    expect([actor.getSnapshot().status, actor.getSnapshot().output]).toEqual(['done', { outcome: 'cancelled' }]);
    if (step === 'uploading') expect(uploads[0]!.aborted()).toBe(true);
    if (step === 'publishing') expect(publishes[0]!.aborted()).toBe(true);
    expect(emitted).toEqual([]);
  });
});

/** Issue 51: "addressed to the whole company, offices or departments". */
describe('whom it is for', () => {
  it('sends the offices and departments chosen, and neither once the whole company is chosen again', async () => {
    const { actor, publishes } = start([], ['never']);
    fill(actor, {});
    actor.send({ type: 'audience.choose', audience: 'chosen' });
    actor.send({ type: 'office.toggle', id: 2 });
    actor.send({ type: 'office.toggle', id: 5 });
    actor.send({ type: 'office.toggle', id: 2 });
    actor.send({ type: 'department.toggle', name: 'Bagian Produksi' });
    actor.send({ type: 'form.submit' });
    await settle();
    expect(publishes.map((call) => [(call.input as HrAnnouncementRequest).audience_offices, (call.input as HrAnnouncementRequest).audience_departments])).toEqual([[[5], ['Bagian Produksi']]]);

    const company = start();
    fill(company.actor, {});
    company.actor.send({ type: 'audience.choose', audience: 'chosen' });
    company.actor.send({ type: 'department.toggle', name: 'Bagian Keuangan' });
    company.actor.send({ type: 'office.toggle', id: 2 });
    company.actor.send({ type: 'audience.choose', audience: 'company' });
    company.actor.send({ type: 'form.submit' });
    await settle();
    expect(company.publishes.map((call) => [(call.input as HrAnnouncementRequest).audience_offices, (call.input as HrAnnouncementRequest).audience_departments])).toEqual([[[], []]]);
  });

  it('asks for an office or department when some were meant and none is chosen, and the next choice clears it', () => {
    const { actor, publishes } = start();
    fill(actor, {});
    actor.send({ type: 'audience.choose', audience: 'chosen' });
    actor.send({ type: 'form.submit' });
    expect([actor.getSnapshot().value, actor.getSnapshot().context.error, publishes]).toEqual(['editing', 'Pilih minimal satu kantor atau bagian penerima.', []]);
    actor.send({ type: 'office.toggle', id: 3 });
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.send({ type: 'form.submit' });
    actor.send({ type: 'department.toggle', name: 'Bagian Umum' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });
});

/** Issue 51: "edited after publishing (the change audited)". */
describe('editing a published announcement', () => {
  const STANDING: HrAnnouncement = {
    id: 7,
    title: 'Jadwal Loket',
    description: '<p>Loket buka 08.00 &amp; tutup 15.00.<br>Sabtu libur.</p><ul><li>Loket 1</li></ul>',
    start_date: '2026-11-25',
    end_date: '2026-11-30',
    created_at: '2026-11-25T02:00:00.000Z',
    updated_at: null,
    image: 'https://contoh/berkas',
    image_file_id: 'B'.repeat(24),
    withdrawn_at: null,
    audience_offices: [{ id: 4, name: 'IPA Kaligarang' }],
    audience_departments: ['Bagian Keuangan'],
  };

  it('opens with what was published, its text as plain text, and whom it is for', () => {
    expect(start([], [], STANDING).actor.getSnapshot().context).toMatchObject({
      editingId: 7,
      fields: { title: 'Jadwal Loket', text: 'Loket buka 08.00 & tutup 15.00.\nSabtu libur.\n\nLoket 1', start: '2026-11-25', end: '2026-11-30' },
      audience: 'chosen',
      offices: [4],
      departments: ['Bagian Keuangan'],
      imageFileId: 'B'.repeat(24),
    });
    expect(start([], [], { ...STANDING, audience_offices: [], audience_departments: [] }).actor.getSnapshot().context.audience).toBe('company');
  });

  it('saves the change to that announcement, keeping its image, without uploading anything', async () => {
    const { actor, edits, publishes, uploads, emitted } = start([], [], STANDING);
    actor.send({ type: 'field.edit', field: 'title', value: 'Jadwal Loket (ralat)' });
    actor.send({ type: 'form.submit' });
    expect(Object.keys(actor.getSnapshot().children)).toEqual(['editAnnouncement']);
    await settle();
    expect([uploads, publishes]).toEqual([[], []]);
    expect(edits.map((call) => call.input)).toEqual([
      {
        id: 7,
        announcement: {
          title: 'Jadwal Loket (ralat)',
          description: '<p>Loket buka 08.00 &amp; tutup 15.00.<br>Sabtu libur.</p><p>Loket 1</p>',
          start_date: '2026-11-25',
          end_date: '2026-11-30',
          image_file_id: 'B'.repeat(24),
          audience_offices: [4],
          audience_departments: ['Bagian Keuangan'],
        },
      },
    ]);
    expect([actor.getSnapshot().value, actor.getSnapshot().context.message, emitted]).toEqual(['done', 'Pengumuman diubah.', [{ type: 'announcements.changed' }]]);
    actor.send({ type: 'result.dismiss' });
    expect(actor.getSnapshot().output).toEqual({ outcome: 'done' });
  });

  it('uploads a new image first, and sends none once the image is removed', async () => {
    const replaced = start([], [], STANDING);
    replaced.actor.send({ type: 'image.choose', image: IMAGE });
    replaced.actor.send({ type: 'form.submit' });
    await settle();
    await settle();
    expect([replaced.uploads.length, replaced.edits.map((call) => (call.input as { announcement: HrAnnouncementRequest }).announcement.image_file_id)]).toEqual([1, ['A'.repeat(24)]]);
    const removed = start([], [], STANDING);
    removed.actor.send({ type: 'image.choose', image: null });
    removed.actor.send({ type: 'form.submit' });
    await settle();
    expect(removed.edits.map((call) => (call.input as { announcement: HrAnnouncementRequest }).announcement.image_file_id)).toEqual([null]);
  });

  it('returns a refusal to the form with the change kept, and offers Coba Lagi after a lost connection', async () => {
    const refused = start([], [{ reject: { connection: false, message: 'Pengumuman ini sudah ditarik.' } }], STANDING);
    refused.actor.send({ type: 'field.edit', field: 'title', value: 'Ralat' });
    refused.actor.send({ type: 'form.submit' });
    await settle();
    expect([refused.actor.getSnapshot().value, refused.actor.getSnapshot().context.error, refused.actor.getSnapshot().context.fields.title]).toEqual(['editing', 'Pengumuman ini sudah ditarik.', 'Ralat']);
    const lost = start([], [{ reject: { connection: true, message: null } }], STANDING);
    lost.actor.send({ type: 'form.submit' });
    await settle();
    expect(lost.actor.getSnapshot().value).toBe('failed');
    lost.actor.send({ type: 'flow.retry' });
    await settle();
    expect([lost.actor.getSnapshot().value, lost.edits.length]).toEqual(['done', 2]);
  });
});

describe('the machine as a whole', () => {
  wholeMachineCases(() => hrAnnouncementMachine, 'hrAnnouncement', ['uploadImage', 'publishAnnouncement', 'editAnnouncement']);

  it('took every transition it defines in the tests above', () => {
    expect(definedTransitions(hrAnnouncementMachine).filter((t) => !taken.has(t))).toEqual([]);
  });
});
