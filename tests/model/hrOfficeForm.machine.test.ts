/**
 * Creating and editing an office in the console (issue 39: "name, coordinates, radius and time zone"; 'Batal' from
 * every step), against the contract's messages (src/contract/shifts.ts). Nothing expected is read from the machine.
 */
import { type AnyMachineSnapshot, createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { Office, OfficeSaved } from '../../src/contract/shifts';
import { recordEmitted } from '../support/emitted';
import { formTailCases } from '../support/formTailCases';
import { wholeMachineCases } from '../support/wholeMachineCases';
import { definedTransitions, importInHook, recordTransitions } from '../support/machineCoverage';
import { type ScriptedAnswer, scriptedCall } from '../support/scriptedCall';

let hrOfficeFormMachine: typeof import('../../machines/hrOfficeForm.machine').hrOfficeFormMachine;
importInHook(() => import('../../machines/hrOfficeForm.machine'), (module) => ({ hrOfficeFormMachine } = module));

const PLANT: Office = { id: 2, name: 'IPA Kaligarang', address: 'Jl. Kelud Raya No. 3', latitude: -7.01905, longitude: 110.39972, radius_m: 150, time_zone: 'WIB', archived: false };
const SAVED = { message: 'Kantor disimpan.', office: PLANT } satisfies OfficeSaved;
const taken = new Set<string>();
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const metaOf = (snapshot: AnyMachineSnapshot) => Object.assign({}, ...Object.values(snapshot.getMeta())) as Record<string, string>;

function start(office: Office | null, answers: ScriptedAnswer<OfficeSaved>[] = [], offices?: Office[]) {
  const { logic, calls } = scriptedCall(answers, { resolve: SAVED });
  const actor = createActor(hrOfficeFormMachine.provide({ actors: { saveOffice: logic } as never }), { input: { office, offices }, inspect: recordTransitions(taken) });
  const emitted = recordEmitted(actor);
  actor.start();
  return { actor, calls, emitted };
}

describe('an office', () => {
  it('creates one from typed text (a decimal comma read as a point), in the chosen zone', async () => {
    const { actor, calls, emitted } = start(null);
    expect(actor.getSnapshot().context).toMatchObject({ id: null, fields: { name: '', address: '', latitude: '', longitude: '', radius_m: '100' }, time_zone: 'WIB' });
    expect(metaOf(actor.getSnapshot())).toEqual({ confirmLabel: 'Simpan', cancelLabel: 'Batal' });
    for (const [field, value] of [['name', ' Cabang Makassar '], ['latitude', '-5,1477'], ['longitude', '119.4327'], ['radius_m', '200']] as const) {
      actor.send({ type: 'field.edit', field, value });
    }
    actor.send({ type: 'zone.choose', zone: 'WITA' });
    actor.send({ type: 'form.submit' });
    expect([actor.getSnapshot().hasTag('busy'), metaOf(actor.getSnapshot())]).toEqual([true, { cancelLabel: 'Batal', busyText: 'Menyimpan kantor...' }]);
    await settle();
    expect(calls.map((call) => call.input)).toEqual([{ id: null, office: { name: 'Cabang Makassar', address: null, latitude: -5.1477, longitude: 119.4327, radius_m: 200, time_zone: 'WITA' } }]);
    expect([actor.getSnapshot().value, actor.getSnapshot().context.message, metaOf(actor.getSnapshot())]).toEqual(['done', 'Kantor disimpan.', { confirmLabel: 'OK' }]);
    expect(emitted).toEqual([{ type: 'offices.changed' }]);
    actor.send({ type: 'result.dismiss' });
    expect([actor.getSnapshot().status, actor.getSnapshot().output]).toEqual(['done', { outcome: 'done' }]);
  });

  it('sends an address of spaces as none', async () => {
    const { actor, calls } = start(PLANT);
    actor.send({ type: 'field.edit', field: 'address', value: '   ' });
    actor.send({ type: 'form.submit' });
    await settle();
    expect((calls[0]!.input as { office: { address: unknown } }).office.address).toBeNull();
  });

  it('edits one starting from what it is', async () => {
    const { actor, calls } = start(PLANT);
    expect(actor.getSnapshot().context).toMatchObject({ id: 2, fields: { name: 'IPA Kaligarang', address: 'Jl. Kelud Raya No. 3', latitude: '-7.01905', longitude: '110.39972', radius_m: '150' }, time_zone: 'WIB' });
    actor.send({ type: 'field.edit', field: 'radius_m', value: '250' });
    actor.send({ type: 'form.submit' });
    await settle();
    expect(calls[0]!.input).toEqual({ id: 2, office: { name: 'IPA Kaligarang', address: 'Jl. Kelud Raya No. 3', latitude: -7.01905, longitude: 110.39972, radius_m: 250, time_zone: 'WIB' } });
  });

  it.each([
    ['name', '  ', 'Nama kantor wajib diisi.'],
    ['latitude', 'abc', 'Lintang harus angka.'],
    ['latitude', '', 'Lintang harus angka.'],
    ['latitude', '   ', 'Lintang harus angka.'],
    ['latitude', '91', 'Lintang antara -90 dan 90.'],
    ['longitude', '-181', 'Bujur antara -180 dan 180.'],
    ['radius_m', '5', 'Radius minimal 10 m.'],
    ['radius_m', '12.5', 'Radius harus bilangan bulat.'],
  ] as const)('%s %j is not saved: "%s", cleared by the next edit', (field, value, message) => {
    const { actor, calls } = start(PLANT);
    actor.send({ type: 'field.edit', field, value });
    actor.send({ type: 'form.submit' });
    expect([actor.getSnapshot().value, actor.getSnapshot().context.error, calls]).toEqual(['editing', message, []]);
    actor.send({ type: 'zone.choose', zone: 'WIT' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  formTailCases({
    start: (answers) => start(PLANT, answers),
    fill: (actor) => actor.send({ type: 'field.edit', field: 'radius_m', value: '250' }),
    generalFailure: 'Gagal menyimpan. Coba lagi.',
  });
});

// Issue 51: "a point far from every other office of the company (or outside Indonesia) asks for a confirmation naming
// the distance"; a missing minus sign once saved an office 1,550 km away. Distances: Semarang's offices, by map.
describe('a point far from every other office', () => {
  const HEAD: Office = { id: 1, name: 'Kantor Pusat', address: null, latitude: -6.98265, longitude: 110.40925, radius_m: 100, time_zone: 'WIB', archived: false };
  const branch = (latitude: string, longitude: string) => {
    const { actor, calls } = start(null, [], [HEAD, PLANT]);
    for (const [field, value] of [['name', 'Kantor Cabang Timur'], ['latitude', latitude], ['longitude', longitude]] as const) actor.send({ type: 'field.edit', field, value });
    actor.send({ type: 'form.submit' });
    return { actor, calls };
  };

  it('saves a point near the others without asking', async () => {
    const { actor, calls } = branch('-6.9932', '110.4590');
    await settle();
    expect([calls.length, actor.getSnapshot().value]).toEqual([1, 'done']);
  });

  it.each([
    ['a lost minus sign (north of the equator, outside Indonesia)', '6.9932', '110.4590', /^Titik ini berada di luar Indonesia\./],
    ['a point in Indonesia hundreds of kilometres away', '-7.7956', '112.0167', /^Titik ini 1\d\d,\d km dari kantor terdekat \((Kantor Pusat|IPA Kaligarang)\)\./],
  ])('asks first about %s, naming why; "Ubah" returns to the form as typed, "Simpan Juga" saves', async (_, latitude, longitude, warning) => {
    const { actor, calls } = branch(latitude, longitude);
    expect([actor.getSnapshot().value, calls.length]).toEqual(['confirmingFar', 0]);
    expect(actor.getSnapshot().context.farWarning).toMatch(warning);
    expect(metaOf(actor.getSnapshot())).toEqual({ confirmLabel: 'Simpan Juga', cancelLabel: 'Ubah' });
    actor.send({ type: 'far.reconsider' });
    expect([actor.getSnapshot().value, actor.getSnapshot().context.farWarning, actor.getSnapshot().context.fields.latitude]).toEqual(['editing', null, latitude]);
    actor.send({ type: 'form.submit' });
    actor.send({ type: 'far.confirm' });
    await settle();
    expect([calls.length, actor.getSnapshot().value, actor.getSnapshot().context.farWarning]).toEqual([1, 'done', null]);
  });

  it('never compares an office with itself: the head office moved 2 km is not far', async () => {
    const { actor, calls } = start(HEAD, [], [HEAD]);
    actor.send({ type: 'field.edit', field: 'latitude', value: '-6.9990' });
    actor.send({ type: 'form.submit' });
    await settle();
    expect([calls.length, actor.getSnapshot().value]).toEqual([1, 'done']);
  });

  it("an invalid form says its problem, not the distance; 'Batal' leaves the question", () => {
    const { actor } = branch('-95', '110.4590');
    expect([actor.getSnapshot().value, actor.getSnapshot().context.farWarning]).toEqual(['editing', null]);
    actor.send({ type: 'field.edit', field: 'latitude', value: '6.9932' });
    actor.send({ type: 'form.submit' });
    actor.send({ type: 'flow.cancel' });
    expect(actor.getSnapshot().output).toEqual({ outcome: 'cancelled' });
  });
});

describe('a point placed on the map (issue 51: "a map where HR places the point"; typed coordinates still work)', () => {
  it('writes the point into the coordinates to six decimals, keeping what else was typed, and saves it', async () => {
    const { actor, calls } = start(null);
    actor.send({ type: 'field.edit', field: 'name', value: 'Booster Tembalang' });
    actor.send({ type: 'field.edit', field: 'latitude', value: '-7.1' });
    actor.send({ type: 'point.place', latitude: -7.0512345678, longitude: 110.4398765432 });
    expect(actor.getSnapshot().context.fields).toEqual({ name: 'Booster Tembalang', address: '', latitude: '-7.051235', longitude: '110.439877', radius_m: '100' });
    actor.send({ type: 'field.edit', field: 'longitude', value: '110.44' });
    actor.send({ type: 'form.submit' });
    await settle();
    expect(calls.map((call) => call.input)).toEqual([
      { id: null, office: { name: 'Booster Tembalang', address: null, latitude: -7.051235, longitude: 110.44, radius_m: 100, time_zone: 'WIB' } },
    ]);
  });

  it('clears a problem shown before, and is not taken while saving', () => {
    const { actor } = start(null);
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.error).not.toBeNull();
    actor.send({ type: 'point.place', latitude: -6.9, longitude: 110.4 });
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.send({ type: 'field.edit', field: 'name', value: 'Cabang' });
    actor.send({ type: 'form.submit' });
    actor.send({ type: 'point.place', latitude: 1, longitude: 2 });
    expect(actor.getSnapshot().context.fields).toMatchObject({ latitude: '-6.900000', longitude: '110.400000' });
  });
});

describe('the machine as a whole', () => {
  wholeMachineCases(() => hrOfficeFormMachine, 'hrOfficeForm', ['saveOffice']);

  it('took every transition it defines in the tests above', () => {
    expect(definedTransitions(hrOfficeFormMachine).filter((t) => !taken.has(t))).toEqual([]);
  });
});
