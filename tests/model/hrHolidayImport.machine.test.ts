/**
 * The console's holiday import (issue 48: "HR imports a year's list from CSV/XLSX with a preview"; issue 39: a preview
 * of every problem, row and column named, before anything is written; 'Batal' from every step), against a table
 * written from that text. Nothing expected is read from the machine.
 */
import { createActor, getNextSnapshot, type AnyMachineSnapshot } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { describe, expect, it } from 'vitest';
import type { HolidayImportPreview, HolidayImportResult } from '../../src/contract/hr';
import type { ImportFile } from '../../src/domain/hrConsole';
import { recordEmitted } from '../support/emitted';
import { failedThenCheckedAgain, previewBadThenFixed } from '../support/fileImportCases';
import { definedTransitions, importInHook, recordTransitions } from '../support/machineCoverage';
import { type ScriptedAnswer, scriptedCall } from '../support/scriptedCall';
import { wholeMachineCases } from '../support/wholeMachineCases';

let hrHolidayImportMachine: typeof import('../../machines/hrHolidayImport.machine').hrHolidayImportMachine;
importInHook(() => import('../../machines/hrHolidayImport.machine'), (module) => ({ hrHolidayImportMachine } = module));

const BAD: ImportFile = { name: 'libur.csv', contentType: 'text/csv', bytes: new Uint8Array([1]) };
const FIXED: ImportFile = { name: 'libur-baik.xlsx', contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', bytes: new Uint8Array([2]) };
const NEW_YEAR = { date: '2027-01-01', name: 'Tahun Baru 2027 Masehi', kind: 'national', change: 'new' } as const;
const WITH_PROBLEM: HolidayImportPreview = { year: 2027, rows: 1, created: 1, updated: 0, holidays: [NEW_YEAR], removed: [], problems: [{ line: 3, message: "tanggal '2027-02-30' tidak ada." }] };
const CLEAN: HolidayImportPreview = { year: 2027, rows: 1, created: 1, updated: 0, holidays: [NEW_YEAR], removed: [], problems: [] };
const EMPTY: HolidayImportPreview = { year: 2027, rows: 0, created: 0, updated: 0, holidays: [], removed: [], problems: [] };
const RESULT: HolidayImportResult = { message: 'Impor hari libur selesai: 1 baru, 0 diubah, 0 dihapus.', created: 1, updated: 0, removed: 0 };

/** Per step: its buttons and the text it shows while busy. */
const STEPS = {
  choosing: { cancelLabel: 'Batal' },
  previewing: { cancelLabel: 'Batal', busyText: 'Memeriksa berkas...' },
  reviewing: { confirmLabel: 'Impor', cancelLabel: 'Batal' },
  importing: { cancelLabel: 'Batal', busyText: 'Mengimpor hari libur...' },
  failed: { confirmLabel: 'Periksa Lagi', cancelLabel: 'Batal' },
  done: { confirmLabel: 'Selesai' },
} as const;

const taken = new Set<string>();
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const metaOf = (snapshot: AnyMachineSnapshot) => Object.assign({}, ...Object.values(snapshot.getMeta())) as Record<string, string>;

function start(previews: ScriptedAnswer<HolidayImportPreview>[], commits: ScriptedAnswer<HolidayImportResult>[] = []) {
  const preview = scriptedCall(previews, { resolve: CLEAN });
  const commit = scriptedCall(commits, { resolve: RESULT });
  const actor = createActor(hrHolidayImportMachine.provide({ actors: { previewImport: preview.logic, commitImport: commit.logic } as never }), { inspect: recordTransitions(taken) });
  const emitted = recordEmitted(actor);
  actor.start();
  return { actor, previews: preview.calls, commits: commit.calls, emitted };
}

describe("importing a year's holidays", () => {
  it('previews the file, names the bad row, refuses to import it, then previews and imports the fixed file', async () => {
    const { actor, previews, commits, emitted } = start([{ resolve: WITH_PROBLEM }, { resolve: CLEAN }]);
    expect([actor.getSnapshot().value, metaOf(actor.getSnapshot())]).toEqual(['choosing', STEPS.choosing]);
    await previewBadThenFixed({ actor, settle, previews, started: commits, steps: STEPS, bad: BAD, fixed: FIXED, withProblem: WITH_PROBLEM });
    actor.send({ type: 'import.confirm' });
    expect([actor.getSnapshot().value, actor.getSnapshot().hasTag('busy'), metaOf(actor.getSnapshot())]).toEqual(['importing', true, STEPS.importing]);
    await settle();
    expect(commits.map((call) => call.input)).toEqual([FIXED]);
    expect([actor.getSnapshot().value, actor.getSnapshot().context.result, metaOf(actor.getSnapshot())]).toEqual(['done', RESULT, STEPS.done]);
    expect(emitted).toEqual([{ type: 'holidays.changed' }]);
    actor.send({ type: 'result.dismiss' });
    expect([actor.getSnapshot().status, actor.getSnapshot().output]).toEqual(['done', { outcome: 'done' }]);
  });

  it('imports nothing from a file without rows', async () => {
    const { actor, commits } = start([{ resolve: EMPTY }]);
    actor.send({ type: 'file.choose', file: FIXED });
    await settle();
    actor.send({ type: 'import.confirm' });
    expect([actor.getSnapshot().value, commits]).toEqual(['reviewing', []]);
  });

  it.each([
    ['preview', { connection: false, message: 'Unggah berkas CSV atau XLSX.' }, 'Unggah berkas CSV atau XLSX.'],
    ['preview', { connection: true, message: null }, 'Berkas tidak dapat diperiksa. Coba lagi.'],
    ['commit', { connection: false, message: 'Tidak ada yang diimpor: 1 masalah. Perbaiki berkasnya lalu unggah lagi.' }, 'Tidak ada yang diimpor: 1 masalah. Perbaiki berkasnya lalu unggah lagi.'],
    ['commit', { connection: true, message: null }, 'Berkas tidak dapat diperiksa. Coba lagi.'],
  ] as const)('a failed %s (%j) says "%s"; Periksa Lagi previews the same file again', async (call, failure, text) => {
    const { actor, previews, emitted } = start(call === 'preview' ? [{ reject: failure }] : [], call === 'commit' ? [{ reject: failure }] : []);
    actor.send({ type: 'file.choose', file: FIXED });
    await settle();
    if (call === 'commit') {
      actor.send({ type: 'import.confirm' });
      await settle();
    }
    await failedThenCheckedAgain({ actor, settle: settle, previews, emitted, steps: STEPS, fixed: FIXED, text });
  });

  it('takes another file after a failure', async () => {
    const { actor, previews } = start([{ reject: { connection: true, message: null } }]);
    actor.send({ type: 'file.choose', file: BAD });
    await settle();
    actor.send({ type: 'file.choose', file: FIXED });
    await settle();
    expect([actor.getSnapshot().value, previews.map((entry) => entry.input)]).toEqual(['reviewing', [BAD, FIXED]]);
  });

  it.each(['choosing', 'previewing', 'reviewing', 'importing', 'failed'])("'Batal' while %s closes as cancelled, stops the call and writes nothing", async (step) => {
    const { actor, previews, commits, emitted } = start(
      step === 'previewing' ? ['never'] : step === 'failed' ? [{ reject: { connection: true, message: null } }] : [],
      step === 'importing' ? ['never'] : [],
    );
    if (step !== 'choosing') actor.send({ type: 'file.choose', file: FIXED });
    await settle();
    if (step === 'importing') actor.send({ type: 'import.confirm' });
    expect(actor.getSnapshot().value).toBe(step);
    actor.send({ type: 'flow.cancel' });
    expect([actor.getSnapshot().status, actor.getSnapshot().output]).toEqual(['done', { outcome: 'cancelled' }]);
    if (step === 'previewing') expect(previews[0]!.aborted()).toBe(true);
    if (step === 'importing') expect(commits[0]!.aborted()).toBe(true);
    expect(emitted).toEqual([]);
  });
});

describe('the machine as a whole', () => {
  wholeMachineCases(() => hrHolidayImportMachine, 'hrHolidayImport', ['previewImport', 'commitImport']);

  it('opens at choosing a file, with nothing chosen, previewed, imported or said', () => {
    const { actor } = start([]);
    expect([actor.getSnapshot().value, actor.getSnapshot().context]).toEqual(['choosing', { file: null, preview: null, result: null, error: null }]);
  });

  it("reaches every step, and every step but the last can be left with 'Batal'", () => {
    const events = [
      { type: 'file.choose', file: FIXED },
      { type: 'import.confirm' },
      { type: 'flow.retry' },
      { type: 'result.dismiss' },
      { type: 'xstate.done.actor.previewImport', output: CLEAN },
      { type: 'xstate.done.actor.previewImport', output: WITH_PROBLEM },
      { type: 'xstate.error.actor.previewImport', error: { connection: true, message: null } },
      { type: 'xstate.done.actor.commitImport', output: RESULT },
      { type: 'xstate.error.actor.commitImport', error: { connection: true, message: null } },
    ] as never[];
    const paths = getShortestPaths(hrHolidayImportMachine, {
      events,
      serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.preview?.problems.length ?? null, snapshot.context.result !== null]),
    });
    const reached = [...new Set(paths.map((path) => String(path.state.value)))].sort();
    expect(reached).toEqual(['choosing', 'closed', 'done', 'failed', 'importing', 'previewing', 'reviewing']);
    for (const path of paths.filter((entry) => entry.state.status === 'active')) {
      const after = getNextSnapshot(hrHolidayImportMachine, path.state, { type: 'flow.cancel' });
      expect([String(path.state.value), after.value]).toEqual([String(path.state.value), 'closed']);
    }
  });

  it('runs nothing it was not given', async () => {
    expect(Object.keys(hrHolidayImportMachine.implementations.actors).sort()).toEqual(['commitImport', 'previewImport']);
    const actor = createActor(hrHolidayImportMachine);
    actor.start();
    actor.send({ type: 'file.choose', file: FIXED });
    await settle();
    expect(actor.getSnapshot().context.error).toBe('Berkas tidak dapat diperiksa. Coba lagi.');
  });

  it('took every transition it defines in the tests above', () => {
    expect(definedTransitions(hrHolidayImportMachine).filter((t) => !taken.has(t))).toEqual([]);
  });
});
