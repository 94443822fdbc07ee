/**
 * HR's reference photos of an employee's face (issue 49: "HR takes one to three per employee in the console (camera
 * or file, face found and centred, refused otherwise with the reason)"; every flow left with 'Batal'), against a table
 * written from that text and docs/faces.md. Nothing expected is read from the machine.
 */
import { type AnyMachineSnapshot, createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { FaceReferencesSaved } from '../../src/contract/faces';
import type { ImageFile } from '../../src/domain/hrConsole';
import { recordEmitted } from '../support/emitted';
import { definedTransitions, importInHook, recordTransitions } from '../support/machineCoverage';
import { type ScriptedAnswer, scriptedCall } from '../support/scriptedCall';
import { wholeMachineCases } from '../support/wholeMachineCases';

let hrFaceReferencesMachine: typeof import('../../machines/hrFaceReferences.machine').hrFaceReferencesMachine;
importInHook(() => import('../../machines/hrFaceReferences.machine'), (module) => ({ hrFaceReferencesMachine } = module));

const PHOTO: ImageFile = { name: 'wajah.jpg', contentType: 'image/jpeg', bytes: new Uint8Array([1, 2, 3]) };
const REFERENCES = { consent: 'agreed', decided_at: '2026-11-27T01:00:00.000Z', references: [{ id: 5, url: '/files/x', created_at: '2026-11-27T02:00:00.000Z' }] } as const;
const ADDED: FaceReferencesSaved = { message: 'Foto rujukan ditambahkan.', references: { ...REFERENCES, references: [...REFERENCES.references] } };
const REMOVED: FaceReferencesSaved = { message: 'Foto rujukan dihapus.', references: { ...REFERENCES, references: [] } };
const MANY_FACES = 'Ada lebih dari satu wajah di foto. Ambil foto satu orang saja.';
const GENERAL = 'Foto rujukan gagal disimpan. Coba lagi.';

/** Per step: its buttons and the text it shows while busy (docs/faces.md). */
const STEPS = {
  idle: { cancelLabel: 'Tutup' },
  adding: { cancelLabel: 'Batal', busyText: 'Memeriksa wajah di foto...' },
  confirmingRemoval: { confirmLabel: 'Hapus', cancelLabel: 'Batal' },
  removing: { cancelLabel: 'Batal', busyText: 'Menghapus foto rujukan...' },
} as const;

const taken = new Set<string>();
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const metaOf = (snapshot: AnyMachineSnapshot) => Object.assign({}, ...Object.values(snapshot.getMeta())) as Record<string, string>;

function start(adds: ScriptedAnswer<FaceReferencesSaved>[] = [], removes: ScriptedAnswer<FaceReferencesSaved>[] = []) {
  const add = scriptedCall(adds, { resolve: ADDED });
  const remove = scriptedCall(removes, { resolve: REMOVED });
  const actor = createActor(hrFaceReferencesMachine.provide({ actors: { addReference: add.logic, removeReference: remove.logic } as never }), {
    input: { employeeId: 13 },
    inspect: recordTransitions(taken),
  });
  const emitted = recordEmitted(actor);
  actor.start();
  return { actor, adds: add.calls, removes: remove.calls, emitted };
}

const view = (actor: ReturnType<typeof start>['actor']) => {
  const snapshot = actor.getSnapshot();
  return { step: snapshot.value, meta: metaOf(snapshot), busy: snapshot.hasTag('busy'), error: snapshot.context.error, message: snapshot.context.message };
};

describe("HR's reference photos of a face", () => {
  it('sends a chosen photo at once for this employee, says it was added and tells the list', async () => {
    const { actor, adds, emitted } = start();
    expect(view(actor)).toEqual({ step: 'idle', meta: STEPS.idle, busy: false, error: null, message: null });
    actor.send({ type: 'reference.add', image: PHOTO });
    expect(view(actor)).toEqual({ step: 'adding', meta: STEPS.adding, busy: true, error: null, message: null });
    await settle();
    expect(adds.map((call) => call.input)).toEqual([{ employeeId: 13, image: PHOTO }]);
    expect([view(actor), emitted]).toEqual([{ step: 'idle', meta: STEPS.idle, busy: false, error: null, message: 'Foto rujukan ditambahkan.' }, [{ type: 'references.changed' }]]);
  });

  it.each([
    ['the server refuses the photo with its reason', { reject: { connection: false, message: MANY_FACES } }, MANY_FACES],
    ['the connection fails without a message', { reject: { connection: true, message: null } }, GENERAL],
  ] as const)('%s: the reason is shown, nothing changed, another photo can be chosen', async (_, answer, error) => {
    const { actor, emitted } = start([answer]);
    actor.send({ type: 'reference.add', image: PHOTO });
    await settle();
    expect([view(actor), emitted]).toEqual([{ step: 'idle', meta: STEPS.idle, busy: false, error, message: null }, []]);
    actor.send({ type: 'reference.add', image: PHOTO });
    expect(view(actor).error).toBeNull();
  });

  it("asks before removing one, removes that one, and 'Batal' first keeps it", async () => {
    const { actor, removes, emitted } = start();
    actor.send({ type: 'reference.remove', id: 5 });
    expect([view(actor).step, view(actor).meta, actor.getSnapshot().context.removing]).toEqual(['confirmingRemoval', STEPS.confirmingRemoval, 5]);
    actor.send({ type: 'flow.cancel' });
    expect([view(actor).step, actor.getSnapshot().context.removing, removes]).toEqual(['idle', null, []]);
    actor.send({ type: 'reference.remove', id: 5 });
    actor.send({ type: 'removal.confirm' });
    expect(view(actor)).toEqual({ step: 'removing', meta: STEPS.removing, busy: true, error: null, message: null });
    await settle();
    expect(removes.map((call) => call.input)).toEqual([{ employeeId: 13, id: 5 }]);
    expect([view(actor).message, actor.getSnapshot().context.removing, emitted]).toEqual(['Foto rujukan dihapus.', null, [{ type: 'references.changed' }]]);
  });

  it('a removal that fails says why and keeps the photo', async () => {
    const { actor, emitted } = start([], [{ reject: { connection: false, message: 'Foto rujukan tidak ditemukan.' } }]);
    actor.send({ type: 'reference.remove', id: 5 });
    actor.send({ type: 'removal.confirm' });
    await settle();
    expect([view(actor).step, view(actor).error, actor.getSnapshot().context.removing, emitted]).toEqual(['idle', 'Foto rujukan tidak ditemukan.', null, []]);
  });

  it.each([
    ['adding', (actor: ReturnType<typeof start>['actor']) => actor.send({ type: 'reference.add', image: PHOTO })],
    ['removing', (actor: ReturnType<typeof start>['actor']) => (actor.send({ type: 'reference.remove', id: 5 }), actor.send({ type: 'removal.confirm' }))],
  ] as const)("'Batal' while %s stops it: back to the photos, nothing reported", async (step, reach) => {
    const { actor, emitted } = start(['never'], ['never']);
    reach(actor);
    expect(view(actor).step).toBe(step);
    actor.send({ type: 'flow.cancel' });
    await settle();
    expect([view(actor).step, view(actor).busy, actor.getSnapshot().context.removing, emitted]).toEqual(['idle', false, null, []]);
  });

  it.each(['idle', 'adding', 'confirmingRemoval', 'removing'] as const)("'Tutup' leaves from %s", (step) => {
    const { actor } = start(['never'], ['never']);
    if (step === 'adding') actor.send({ type: 'reference.add', image: PHOTO });
    if (step === 'confirmingRemoval' || step === 'removing') actor.send({ type: 'reference.remove', id: 5 });
    if (step === 'removing') actor.send({ type: 'removal.confirm' });
    expect(view(actor).step).toBe(step);
    actor.send({ type: 'dialog.close' });
    expect(actor.getSnapshot().status).toBe('done');
  });

  it("'Batal' (or Escape) on the photos closes the dialog", () => {
    const { actor } = start();
    actor.send({ type: 'flow.cancel' });
    expect(actor.getSnapshot().status).toBe('done');
  });
});

describe('the machine as a whole', () => {
  wholeMachineCases(() => hrFaceReferencesMachine, 'hrFaceReferences', ['addReference', 'removeReference']);

  it('took every transition it defines in the tests above', () => {
    expect(definedTransitions(hrFaceReferencesMachine).filter((t) => !taken.has(t))).toEqual([]);
  });
});
