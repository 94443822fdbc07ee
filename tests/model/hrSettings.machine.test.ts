/**
 * HR changing the company's settings (issue 48: the correction window "HR sets N; 7 by default", and "a payroll
 * period that HR sets once (calendar month, or a cut-off such as the 26th to the 25th)"; issue 47's form tail),
 * against a table written from that text and docs/hr.md. Nothing expected is read from the machine.
 */
import { type AnyMachineSnapshot, createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { CompanySettingsSaved } from '../../src/contract/hr';
import { recordEmitted } from '../support/emitted';
import { formTailCases } from '../support/formTailCases';
import { wholeMachineCases } from '../support/wholeMachineCases';
import { definedTransitions, importInHook, recordTransitions } from '../support/machineCoverage';
import { type ScriptedAnswer, scriptedCall } from '../support/scriptedCall';

let hrSettingsMachine: typeof import('../../machines/hrSettings.machine').hrSettingsMachine;
importInHook(() => import('../../machines/hrSettings.machine'), (module) => ({ hrSettingsMachine } = module));

const SAVED = { message: 'Pengaturan disimpan.', settings: { correction_window_days: 3, payroll_cutoff_day: 25, cuti_bersama_uses_quota: 1, forgotten_clock_out_hours: 4 } } satisfies CompanySettingsSaved;
const BAD_WINDOW = 'Batas hari pengajuan koreksi: angka 1 sampai 31.';
const BAD_CUTOFF = 'Tanggal tutup buku: 0 (akhir bulan) atau angka 1 sampai 28.';
const BAD_CUTI_BERSAMA = 'Pilih apakah cuti bersama memotong kuota cuti.';
const BAD_FORGOTTEN = 'Batas lupa absen pulang: angka 1 sampai 6 jam.';
const taken = new Set<string>();
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const metaOf = (snapshot: AnyMachineSnapshot) => Object.assign({}, ...Object.values(snapshot.getMeta())) as Record<string, string>;

function start(answers: ScriptedAnswer<CompanySettingsSaved>[] = []) {
  const { logic, calls } = scriptedCall(answers, { resolve: SAVED });
  const actor = createActor(hrSettingsMachine.provide({ actors: { saveSettings: logic } as never }), { input: { correction_window_days: 7, payroll_cutoff_day: 0, cuti_bersama_uses_quota: 0, forgotten_clock_out_hours: 6 }, inspect: recordTransitions(taken) });
  const emitted = recordEmitted(actor);
  actor.start();
  return { actor, calls, emitted };
}

type Actor = ReturnType<typeof start>['actor'];
const type = (actor: Actor, window: string, cutoff: string) => {
  actor.send({ type: 'setting.edit', field: 'correction_window_days', value: window });
  actor.send({ type: 'setting.edit', field: 'payroll_cutoff_day', value: cutoff });
};

describe("changing the company's settings", () => {
  it('opens on the settings as they are, saves them as numbers, and says so', async () => {
    const { actor, calls, emitted } = start();
    expect(actor.getSnapshot().context.texts).toEqual({ correction_window_days: '7', payroll_cutoff_day: '0', cuti_bersama_uses_quota: '0', forgotten_clock_out_hours: '6' });
    expect(metaOf(actor.getSnapshot())).toEqual({ confirmLabel: 'Simpan', cancelLabel: 'Batal' });
    type(actor, ' 3 ', '25');
    actor.send({ type: 'form.submit' });
    expect(metaOf(actor.getSnapshot())).toEqual({ cancelLabel: 'Batal', busyText: 'Menyimpan pengaturan...' });
    await settle();
    expect(calls.map((call) => call.input)).toEqual([{ correction_window_days: 3, payroll_cutoff_day: 25, cuti_bersama_uses_quota: 0, forgotten_clock_out_hours: 6 }]);
    expect([actor.getSnapshot().value, actor.getSnapshot().context.message, emitted]).toEqual(['done', 'Pengaturan disimpan.', [{ type: 'settings.changed' }]]);
    actor.send({ type: 'result.dismiss' });
    expect([actor.getSnapshot().status, actor.getSnapshot().output]).toEqual(['done', { outcome: 'done' }]);
  });

  it.each([
    ['0', '25', BAD_WINDOW],
    ['32', '25', BAD_WINDOW],
    ['tujuh', '25', BAD_WINDOW],
    ['', '25', BAD_WINDOW],
    ['7', '29', BAD_CUTOFF],
    ['7', '-1', BAD_CUTOFF],
    ['7', '2.5', BAD_CUTOFF],
    ['7', '', BAD_CUTOFF],
  ])('window %j and cut-off %j: "%s", nothing sent', (window, cutoff, problem) => {
    const { actor, calls } = start();
    type(actor, window, cutoff);
    actor.send({ type: 'form.submit' });
    expect([actor.getSnapshot().value, actor.getSnapshot().context.error, calls]).toEqual(['editing', problem, []]);
    actor.send({ type: 'setting.edit', field: 'payroll_cutoff_day', value: '25' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it.each([
    ['cuti_bersama_uses_quota', '2', BAD_CUTI_BERSAMA],
    ['cuti_bersama_uses_quota', '', BAD_CUTI_BERSAMA],
    ['forgotten_clock_out_hours', '0', BAD_FORGOTTEN],
    ['forgotten_clock_out_hours', '7', BAD_FORGOTTEN],
    ['forgotten_clock_out_hours', 'enam', BAD_FORGOTTEN],
  ] as const)('%s %j: "%s", nothing sent', (field, value, problem) => {
    const { actor, calls } = start();
    actor.send({ type: 'setting.edit', field, value });
    actor.send({ type: 'form.submit' });
    expect([actor.getSnapshot().value, actor.getSnapshot().context.error, calls]).toEqual(['editing', problem, []]);
  });

  it('saves cuti bersama taken from the quota and a forgotten clock-out after 1 hour, as numbers', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'setting.edit', field: 'cuti_bersama_uses_quota', value: '1' });
    actor.send({ type: 'setting.edit', field: 'forgotten_clock_out_hours', value: '1' });
    actor.send({ type: 'form.submit' });
    await settle();
    expect(calls.map((call) => call.input)).toEqual([{ correction_window_days: 7, payroll_cutoff_day: 0, cuti_bersama_uses_quota: 1, forgotten_clock_out_hours: 1 }]);
  });

  it.each([
    ['1', '0'],
    ['31', '28'],
  ])('takes the edges: window %s, cut-off %s', async (window, cutoff) => {
    const { actor, calls } = start();
    type(actor, window, cutoff);
    actor.send({ type: 'form.submit' });
    await settle();
    expect(calls.map((call) => call.input)).toEqual([{ correction_window_days: Number(window), payroll_cutoff_day: Number(cutoff), cuti_bersama_uses_quota: 0, forgotten_clock_out_hours: 6 }]);
  });

  formTailCases({
    start: (answers) => start(answers),
    fill: (actor) => type(actor, '5', '25'),
    generalFailure: 'Gagal menyimpan. Coba lagi.',
  });
});

describe('the machine as a whole', () => {
  wholeMachineCases(() => hrSettingsMachine, 'hrSettings', ['saveSettings']);

  it('took every transition it defines in the tests above', () => {
    expect(definedTransitions(hrSettingsMachine).filter((t) => !taken.has(t))).toEqual([]);
  });
});
