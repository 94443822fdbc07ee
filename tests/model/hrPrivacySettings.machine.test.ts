/**
 * HR setting personal data's periods and officer (issue 50: "HR sets the periods; sensible defaults documented" and
 * "the data protection officer's contact (HR sets name and contact in the console)"; issue 47's form tail), against a
 * table written from that text and docs/privacy.md (photos 30 to 1095 days, references 0 to 365). Nothing expected is
 * read from the machine.
 */
import { type AnyMachineSnapshot, createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { PrivacySettingsSaved } from '../../src/contract/privacy';
import { recordEmitted } from '../support/emitted';
import { formTailCases } from '../support/formTailCases';
import { wholeMachineCases } from '../support/wholeMachineCases';
import { definedTransitions, importInHook, recordTransitions } from '../support/machineCoverage';
import { type ScriptedAnswer, scriptedCall } from '../support/scriptedCall';

let hrPrivacySettingsMachine: typeof import('../../machines/hrPrivacySettings.machine').hrPrivacySettingsMachine;
importInHook(() => import('../../machines/hrPrivacySettings.machine'), (module) => ({ hrPrivacySettingsMachine } = module));

const DEFAULTS = { photo_retention_days: 60, reference_retention_days: 30, officer_name: '', officer_contact: '' };
const SAVED = { message: 'Pengaturan data pribadi disimpan.', settings: { ...DEFAULTS, officer_name: 'Bambang Hartono' } } satisfies PrivacySettingsSaved;
const BAD_PHOTO_DAYS = 'Masa simpan foto dan posisi: angka 30 sampai 1095 hari.';
const BAD_REFERENCE_DAYS = 'Masa simpan foto rujukan wajah: angka 0 sampai 365 hari.';
const LONG_NAME = 'Nama pejabat pelindungan data: maksimal 100 karakter.';
const LONG_CONTACT = 'Kontak pejabat pelindungan data: maksimal 200 karakter.';
const taken = new Set<string>();
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const metaOf = (snapshot: AnyMachineSnapshot) => Object.assign({}, ...Object.values(snapshot.getMeta())) as Record<string, string>;

function start(answers: ScriptedAnswer<PrivacySettingsSaved>[] = []) {
  const { logic, calls } = scriptedCall(answers, { resolve: SAVED });
  const actor = createActor(hrPrivacySettingsMachine.provide({ actors: { saveSettings: logic } as never }), { input: DEFAULTS, inspect: recordTransitions(taken) });
  const emitted = recordEmitted(actor);
  actor.start();
  return { actor, calls, emitted };
}

type Actor = ReturnType<typeof start>['actor'];
type Field = keyof typeof DEFAULTS;
const edit = (actor: Actor, field: Field, value: string) => actor.send({ type: 'setting.edit', field, value });

describe('setting how long personal data is kept, and whom to ask', () => {
  it('opens on the settings as they are, saves the days as numbers and the officer trimmed, and says so', async () => {
    const { actor, calls, emitted } = start();
    expect(actor.getSnapshot().context.texts).toEqual({ photo_retention_days: '60', reference_retention_days: '30', officer_name: '', officer_contact: '' });
    expect(metaOf(actor.getSnapshot())).toEqual({ confirmLabel: 'Simpan', cancelLabel: 'Batal' });
    edit(actor, 'photo_retention_days', ' 90 ');
    edit(actor, 'reference_retention_days', '0');
    edit(actor, 'officer_name', '  Bambang Hartono ');
    edit(actor, 'officer_contact', 'pdp@pdam.example ');
    actor.send({ type: 'form.submit' });
    expect(metaOf(actor.getSnapshot())).toEqual({ cancelLabel: 'Batal', busyText: 'Menyimpan pengaturan data pribadi...' });
    await settle();
    expect(calls.map((call) => call.input)).toEqual([{ photo_retention_days: 90, reference_retention_days: 0, officer_name: 'Bambang Hartono', officer_contact: 'pdp@pdam.example' }]);
    expect([actor.getSnapshot().value, actor.getSnapshot().context.message, emitted]).toEqual(['done', 'Pengaturan data pribadi disimpan.', [{ type: 'settings.changed' }]]);
    actor.send({ type: 'result.dismiss' });
    expect([actor.getSnapshot().status, actor.getSnapshot().output]).toEqual(['done', { outcome: 'done' }]);
  });

  it.each([
    ['photo_retention_days', '29', BAD_PHOTO_DAYS],
    ['photo_retention_days', '1096', BAD_PHOTO_DAYS],
    ['photo_retention_days', 'enam puluh', BAD_PHOTO_DAYS],
    ['photo_retention_days', '', BAD_PHOTO_DAYS],
    ['photo_retention_days', '60.5', BAD_PHOTO_DAYS],
    ['reference_retention_days', '366', BAD_REFERENCE_DAYS],
    ['reference_retention_days', '-1', BAD_REFERENCE_DAYS],
    ['reference_retention_days', '', BAD_REFERENCE_DAYS],
    ['officer_name', 'x'.repeat(101), LONG_NAME],
    ['officer_contact', 'y'.repeat(201), LONG_CONTACT],
  ] as const)('%s %j: "%s", nothing sent; an edit clears it', (field, value, problem) => {
    const { actor, calls } = start();
    edit(actor, field, value);
    actor.send({ type: 'form.submit' });
    expect([actor.getSnapshot().value, actor.getSnapshot().context.error, calls]).toEqual(['editing', problem, []]);
    edit(actor, field, DEFAULTS[field] === '' ? 'Bambang' : String(DEFAULTS[field]));
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it.each([
    ['30', '0'],
    ['1095', '365'],
  ])('takes the edges: photos %s days, references %s days, no officer', async (photos, references) => {
    const { actor, calls } = start();
    edit(actor, 'photo_retention_days', photos);
    edit(actor, 'reference_retention_days', references);
    actor.send({ type: 'form.submit' });
    await settle();
    expect(calls.map((call) => call.input)).toEqual([{ photo_retention_days: Number(photos), reference_retention_days: Number(references), officer_name: '', officer_contact: '' }]);
  });

  it('takes an officer of exactly 100 characters with a contact of exactly 200', async () => {
    const { actor, calls } = start();
    edit(actor, 'officer_name', 'n'.repeat(100));
    edit(actor, 'officer_contact', 'c'.repeat(200));
    actor.send({ type: 'form.submit' });
    await settle();
    expect(calls).toHaveLength(1);
  });

  formTailCases({
    start: (answers) => start(answers),
    fill: (actor) => edit(actor, 'photo_retention_days', '90'),
    generalFailure: 'Gagal menyimpan. Coba lagi.',
  });
});

describe('the machine as a whole', () => {
  wholeMachineCases(() => hrPrivacySettingsMachine, 'hrPrivacySettings', ['saveSettings']);

  it('took every transition it defines in the tests above', () => {
    expect(definedTransitions(hrPrivacySettingsMachine).filter((t) => !taken.has(t))).toEqual([]);
  });
});
