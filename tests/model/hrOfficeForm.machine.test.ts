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

const PLANT: Office = { id: 2, name: 'IPA Kaligarang', address: 'Jl. Kelud Raya No. 3', latitude: -7.01905, longitude: 110.39972, radius_m: 150, time_zone: 'WIB' };
const SAVED = { message: 'Kantor disimpan.', office: PLANT } satisfies OfficeSaved;
const taken = new Set<string>();
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const metaOf = (snapshot: AnyMachineSnapshot) => Object.assign({}, ...Object.values(snapshot.getMeta())) as Record<string, string>;

function start(office: Office | null, answers: ScriptedAnswer<OfficeSaved>[] = []) {
  const { logic, calls } = scriptedCall(answers, { resolve: SAVED });
  const actor = createActor(hrOfficeFormMachine.provide({ actors: { saveOffice: logic } as never }), { input: { office }, inspect: recordTransitions(taken) });
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

describe('the machine as a whole', () => {
  wholeMachineCases(() => hrOfficeFormMachine, 'hrOfficeForm', ['saveOffice']);

  it('took every transition it defines in the tests above', () => {
    expect(definedTransitions(hrOfficeFormMachine).filter((t) => !taken.has(t))).toEqual([]);
  });
});
