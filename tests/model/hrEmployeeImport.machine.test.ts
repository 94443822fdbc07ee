/**
 * The console's employee import, against tables written from the issues' text. Issue 39: "Import from CSV and XLSX
 * with a preview of every problem, row and column named, before anything is written"; 'Batal' from every step. Issue
 * 51: "the console shows a progress bar with rows done of all and the time left, the import goes on on the server if
 * the tab is closed, and the console shows its state and result when opened again". Nothing expected is read from the
 * machine.
 */
import { createActor, getNextSnapshot, type AnyMachineSnapshot } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HrImportPreview, ImportJob, ImportJobState } from '../../src/contract/hr';
import type { CallFailure } from '../../src/domain/flow';
import type { ImportFile } from '../../src/domain/hrConsole';
import { recordEmitted } from '../support/emitted';
import { failedThenCheckedAgain, previewBadThenFixed } from '../support/fileImportCases';
import { definedTransitions, importInHook, recordTransitions } from '../support/machineCoverage';
import { type ScriptedAnswer, scriptedCall } from '../support/scriptedCall';
import { wholeMachineCases } from '../support/wholeMachineCases';

let hrEmployeeImportMachine: typeof import('../../machines/hrEmployeeImport.machine').hrEmployeeImportMachine;
importInHook(() => import('../../machines/hrEmployeeImport.machine'), (module) => ({ hrEmployeeImportMachine } = module));

const BAD: ImportFile = { name: 'pegawai.csv', contentType: 'text/csv', bytes: new Uint8Array([1]) };
const FIXED: ImportFile = { name: 'pegawai-baik.xlsx', contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', bytes: new Uint8Array([2]) };
const WITH_PROBLEM: HrImportPreview = { rows: 1, created: 1, updated: 0, problems: [{ line: 3, message: 'level harus antara 1 dan 10.' }] };
const CLEAN: HrImportPreview = { rows: 2000, created: 2000, updated: 0, problems: [] };
const EMPTY: HrImportPreview = { rows: 0, created: 0, updated: 0, problems: [] };
const job = (status: ImportJob['status'], done: number, more: Partial<ImportJob> = {}): ImportJob => ({
  status, total: 2000, done, started_at: '2026-11-28T01:00:00.000Z', finished_at: null, seconds_left: null, message: null, created: 0, updated: 0, problems: [], passwords: [], ...more,
});
const JUST_STARTED = job('running', 0);
const HALFWAY = job('running', 1000, { seconds_left: 30 });
const DONE = job('done', 2000, { message: 'Impor pegawai selesai: 2000 baru, 0 diperbarui.', created: 2000, passwords: [{ username: 'tono.baru', name: 'Tono Baru', password: 'Kebun-Mangga-72' }] });
const FAILED = job('failed', 400, { message: 'Tidak ada yang diimpor: 1 masalah. Perbaiki berkasnya lalu unggah lagi.', problems: [{ line: 9, message: "kolom 'password': terlalu umum." }] });
const OFFLINE: CallFailure = { connection: true, message: null };
const DISMISSED: ImportJobState = { job: null };

/** Per step: its buttons and the text it shows while busy (issue 39 and 51; 'Tutup' leaves a running import running). */
const STEPS = {
  resuming: { cancelLabel: 'Batal', busyText: 'Memeriksa impor sebelumnya...' },
  choosing: { cancelLabel: 'Batal' },
  previewing: { cancelLabel: 'Batal', busyText: 'Memeriksa berkas...' },
  reviewing: { confirmLabel: 'Impor', cancelLabel: 'Batal' },
  starting: { cancelLabel: 'Batal', busyText: 'Memulai impor...' },
  running: { cancelLabel: 'Tutup' },
  failed: { confirmLabel: 'Periksa Lagi', cancelLabel: 'Batal' },
  jobFailed: { cancelLabel: 'Tutup' },
  done: { confirmLabel: 'Selesai' },
  dismissing: { busyText: 'Menutup hasil impor...' },
} as const;
/** Reads of a running import's progress, a second apart. */
const READ_EVERY_MS = 1000;

const taken = new Set<string>();
const flush = () => vi.advanceTimersByTimeAsync(0);
const metaOf = (snapshot: AnyMachineSnapshot) => Object.assign({}, ...Object.values(snapshot.getMeta())) as Record<string, string>;
const stepOf = (snapshot: AnyMachineSnapshot) => (typeof snapshot.value === 'string' ? snapshot.value : Object.keys(snapshot.value)[0]);

interface Script {
  reads?: ScriptedAnswer<ImportJob | null>[];
  previews?: ScriptedAnswer<HrImportPreview>[];
  starts?: ScriptedAnswer<ImportJob>[];
  dismissals?: ScriptedAnswer<ImportJobState>[];
}

function start({ reads = [{ resolve: null }], previews = [], starts = [], dismissals = [] }: Script = {}) {
  const read = scriptedCall(reads, 'never');
  const preview = scriptedCall(previews, { resolve: CLEAN });
  const begin = scriptedCall(starts, { resolve: JUST_STARTED });
  const dismiss = scriptedCall(dismissals, { resolve: DISMISSED });
  const actor = createActor(
    hrEmployeeImportMachine.provide({ actors: { readImportJob: read.logic, previewImport: preview.logic, startImport: begin.logic, dismissImportJob: dismiss.logic } as never }),
    { inspect: recordTransitions(taken) },
  );
  const emitted = recordEmitted(actor);
  actor.start();
  return { actor, reads: read.calls, previews: preview.calls, starts: begin.calls, dismissals: dismiss.calls, emitted };
}

/** From a fresh flow with nothing left from before: the fixed file chosen, previewed and started. */
async function startedImport(script: Script) {
  const flow = start(script);
  await flush();
  flow.actor.send({ type: 'file.choose', file: FIXED });
  await flush();
  flow.actor.send({ type: 'import.confirm' });
  await flush();
  return flow;
}

describe('importing employees', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('looks for an earlier import first; with none, previews the file, refuses the bad one, then starts the fixed one', async () => {
    const { actor, reads, previews, starts, emitted } = start({ previews: [{ resolve: WITH_PROBLEM }, { resolve: CLEAN }] });
    expect([actor.getSnapshot().value, actor.getSnapshot().hasTag('busy'), metaOf(actor.getSnapshot())]).toEqual(['resuming', true, STEPS.resuming]);
    await flush();
    expect([actor.getSnapshot().value, metaOf(actor.getSnapshot()), reads.length]).toEqual(['choosing', STEPS.choosing, 1]);
    await previewBadThenFixed({ actor, settle: flush, previews, started: starts, steps: STEPS, bad: BAD, fixed: FIXED, withProblem: WITH_PROBLEM });
    actor.send({ type: 'import.confirm' });
    expect([actor.getSnapshot().value, actor.getSnapshot().hasTag('busy'), metaOf(actor.getSnapshot())]).toEqual(['starting', true, STEPS.starting]);
    await flush();
    expect(starts.map((call) => call.input)).toEqual([FIXED]);
    expect([stepOf(actor.getSnapshot()), actor.getSnapshot().hasTag('busy'), metaOf(actor.getSnapshot()), actor.getSnapshot().context.job]).toEqual(['running', false, STEPS.running, JUST_STARTED]);
    expect(emitted).toEqual([]);
  });

  it('imports nothing from a file without rows', async () => {
    const { actor, starts } = start({ previews: [{ resolve: EMPTY }] });
    await flush();
    actor.send({ type: 'file.choose', file: FIXED });
    await flush();
    actor.send({ type: 'import.confirm' });
    expect([actor.getSnapshot().value, starts]).toEqual(['reviewing', []]);
  });

  it('reads the progress every second until the result, which it shows until Selesai dismisses it', async () => {
    const { actor, reads, dismissals, emitted } = await startedImport({ reads: [{ resolve: null }, { resolve: HALFWAY }, { resolve: DONE }] });
    await vi.advanceTimersByTimeAsync(READ_EVERY_MS - 1);
    expect(reads).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect([reads.length, stepOf(actor.getSnapshot()), actor.getSnapshot().context.job]).toEqual([2, 'running', HALFWAY]);
    await vi.advanceTimersByTimeAsync(READ_EVERY_MS);
    expect([actor.getSnapshot().value, actor.getSnapshot().context.job, metaOf(actor.getSnapshot())]).toEqual(['done', DONE, STEPS.done]);
    expect(emitted).toEqual([{ type: 'employees.changed' }]);
    await vi.advanceTimersByTimeAsync(5 * READ_EVERY_MS);
    expect(reads).toHaveLength(3);

    actor.send({ type: 'result.dismiss' });
    expect([actor.getSnapshot().value, actor.getSnapshot().hasTag('busy'), metaOf(actor.getSnapshot()), dismissals.length]).toEqual(['dismissing', true, STEPS.dismissing, 1]);
    await flush();
    expect([actor.getSnapshot().status, actor.getSnapshot().output]).toEqual(['done', { outcome: 'done' }]);
  });

  it('closes after Selesai even when the dismissal does not reach the server (the result is shown again next time)', async () => {
    const { actor } = start({ reads: [{ resolve: DONE }], dismissals: [{ reject: OFFLINE }] });
    await flush();
    actor.send({ type: 'result.dismiss' });
    await flush();
    expect([actor.getSnapshot().status, actor.getSnapshot().output]).toEqual(['done', { outcome: 'done' }]);
  });

  it('keeps reading when a reading fails, saying so, and stops saying so once one succeeds', async () => {
    const { actor, reads } = await startedImport({ reads: [{ resolve: null }, { reject: OFFLINE }, { resolve: HALFWAY }] });
    await vi.advanceTimersByTimeAsync(READ_EVERY_MS);
    expect([stepOf(actor.getSnapshot()), actor.getSnapshot().context.unreachable, actor.getSnapshot().context.job]).toEqual(['running', true, JUST_STARTED]);
    await vi.advanceTimersByTimeAsync(READ_EVERY_MS);
    expect([reads.length, actor.getSnapshot().context.unreachable, actor.getSnapshot().context.job]).toEqual([3, false, HALFWAY]);
  });

  it('shows an import that failed on the server with its problems, dismisses it as shown, and takes the fixed file', async () => {
    const { actor, dismissals, previews, emitted } = await startedImport({ reads: [{ resolve: null }, { resolve: FAILED }] });
    await vi.advanceTimersByTimeAsync(READ_EVERY_MS);
    expect([actor.getSnapshot().value, actor.getSnapshot().context.job, metaOf(actor.getSnapshot()), dismissals.length]).toEqual(['jobFailed', FAILED, STEPS.jobFailed, 1]);
    actor.send({ type: 'file.choose', file: BAD });
    await flush();
    expect([actor.getSnapshot().value, previews.map((call) => call.input)]).toEqual(['reviewing', [FIXED, BAD]]);
    expect(emitted).toEqual([]);
  });

  it('closes when the import was dismissed from another tab while it was read', async () => {
    const { actor } = await startedImport({ reads: [{ resolve: null }, { resolve: null }] });
    await vi.advanceTimersByTimeAsync(READ_EVERY_MS);
    expect([actor.getSnapshot().status, actor.getSnapshot().output]).toEqual(['done', { outcome: 'cancelled' }]);
  });

  it.each([
    ['a running import', { resolve: HALFWAY }, 'running', HALFWAY],
    ['a finished one not yet dismissed', { resolve: DONE }, 'done', DONE],
    ['a failed one not yet shown', { resolve: FAILED }, 'jobFailed', FAILED],
    ['none', { resolve: null }, 'choosing', null],
    ['nothing, when the server cannot be reached', { reject: OFFLINE }, 'choosing', null],
  ] as const)('opened again with %s, shows it', async (_, answer, step, shown) => {
    const { actor, emitted } = start({ reads: [answer as ScriptedAnswer<ImportJob | null>] });
    await flush();
    expect([stepOf(actor.getSnapshot()), actor.getSnapshot().context.job, metaOf(actor.getSnapshot())]).toEqual([step, shown, STEPS[step]]);
    expect(emitted).toEqual([]);
  });

  it.each([
    ['preview', { connection: false, message: 'Unggah berkas CSV atau XLSX.' }, 'Unggah berkas CSV atau XLSX.'],
    ['preview', OFFLINE, 'Berkas tidak dapat diperiksa. Coba lagi.'],
    ['start', { connection: false, message: 'Impor pegawai lain sedang berjalan. Tunggu sampai selesai, lalu impor lagi.' }, 'Impor pegawai lain sedang berjalan. Tunggu sampai selesai, lalu impor lagi.'],
    ['start', OFFLINE, 'Berkas tidak dapat diperiksa. Coba lagi.'],
  ] as const)('a failed %s (%j) says "%s"; Periksa Lagi previews the same file again', async (call, failure, text) => {
    const { actor, previews, emitted } = start({ previews: call === 'preview' ? [{ reject: failure }] : [], starts: call === 'start' ? [{ reject: failure }] : [] });
    await flush();
    actor.send({ type: 'file.choose', file: FIXED });
    await flush();
    if (call === 'start') {
      actor.send({ type: 'import.confirm' });
      await flush();
    }
    await failedThenCheckedAgain({ actor, settle: flush, previews, emitted, steps: STEPS, fixed: FIXED, text });
  });

  it('takes another file after a failure', async () => {
    const { actor, previews } = start({ previews: [{ reject: OFFLINE }] });
    await flush();
    actor.send({ type: 'file.choose', file: BAD });
    await flush();
    actor.send({ type: 'file.choose', file: FIXED });
    await flush();
    expect([actor.getSnapshot().value, previews.map((entry) => entry.input)]).toEqual(['reviewing', [BAD, FIXED]]);
  });

  it.each(['resuming', 'choosing', 'previewing', 'reviewing', 'starting', 'running', 'failed', 'jobFailed', 'done'])(
    "'Batal' or 'Tutup' while %s closes as cancelled, stops the call and writes nothing",
    async (step) => {
      const reads: ScriptedAnswer<ImportJob | null>[] = step === 'resuming' ? ['never'] : step === 'jobFailed' ? [{ resolve: FAILED }] : step === 'done' ? [{ resolve: DONE }] : [{ resolve: null }, 'never'];
      const { actor, reads: readCalls, previews, starts, dismissals, emitted } = start({
        reads,
        previews: step === 'previewing' ? ['never'] : step === 'failed' ? [{ reject: OFFLINE }] : [],
        starts: step === 'starting' ? ['never'] : [],
        dismissals: ['never'],
      });
      await flush();
      if (!['resuming', 'choosing', 'jobFailed', 'done'].includes(step)) actor.send({ type: 'file.choose', file: FIXED });
      await flush();
      if (step === 'starting' || step === 'running') actor.send({ type: 'import.confirm' });
      await flush();
      expect(stepOf(actor.getSnapshot())).toBe(step);
      actor.send({ type: 'flow.cancel' });
      expect([actor.getSnapshot().status, actor.getSnapshot().output]).toEqual(['done', { outcome: step === 'done' ? 'done' : 'cancelled' }]);
      if (step === 'resuming') expect(readCalls[0]!.aborted()).toBe(true);
      if (step === 'previewing') expect(previews[0]!.aborted()).toBe(true);
      if (step === 'starting') expect(starts[0]!.aborted()).toBe(true);
      // A result shown without Selesai is not dismissed: it is shown again when the dialog is opened again.
      if (step === 'done') expect(dismissals).toEqual([]);
      expect(emitted).toEqual([]);
    },
  );

  it('leaves a running import to the server when closed: nothing is read after Tutup', async () => {
    const { actor, reads } = await startedImport({ reads: [{ resolve: null }, 'never'] });
    await vi.advanceTimersByTimeAsync(READ_EVERY_MS);
    expect(reads).toHaveLength(2);
    actor.send({ type: 'flow.cancel' });
    expect(reads[1]!.aborted()).toBe(true);
    await vi.advanceTimersByTimeAsync(10 * READ_EVERY_MS);
    expect(reads).toHaveLength(2);
  });
});

describe('the machine as a whole', () => {
  wholeMachineCases(() => hrEmployeeImportMachine, 'hrEmployeeImport', ['readImportJob', 'previewImport', 'startImport', 'dismissImportJob']);

  it('opens looking for an earlier import, with nothing chosen, previewed, imported or said', () => {
    const { actor } = start({ reads: ['never'] });
    expect([actor.getSnapshot().value, actor.getSnapshot().context]).toEqual(['resuming', { file: null, preview: null, job: null, error: null, unreachable: false }]);
  });

  it("reaches every step, and every step but the last can be left with 'Batal' or 'Tutup'", () => {
    const events = [
      { type: 'file.choose', file: FIXED },
      { type: 'import.confirm' },
      { type: 'flow.retry' },
      { type: 'result.dismiss' },
      { type: 'xstate.done.actor.previewImport', output: CLEAN },
      { type: 'xstate.done.actor.previewImport', output: WITH_PROBLEM },
      { type: 'xstate.error.actor.previewImport', error: OFFLINE },
      { type: 'xstate.done.actor.startImport', output: JUST_STARTED },
      { type: 'xstate.error.actor.startImport', error: OFFLINE },
      ...[null, HALFWAY, DONE, FAILED].map((output) => ({ type: 'xstate.done.actor.readImportJob', output })),
      { type: 'xstate.error.actor.readImportJob', error: OFFLINE },
      { type: 'xstate.after.progressRead.hrEmployeeImport.running.waiting' },
      { type: 'xstate.done.actor.dismissImportJob', output: DISMISSED },
    ] as never[];
    const paths = getShortestPaths(hrEmployeeImportMachine, {
      events,
      serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.preview?.problems.length ?? null, snapshot.context.job?.status ?? null]),
    });
    const reached = [...new Set(paths.map((path) => stepOf(path.state)))].sort();
    expect(reached).toEqual(['choosing', 'closed', 'dismissing', 'done', 'failed', 'jobFailed', 'previewing', 'resuming', 'reviewing', 'running', 'starting']);
    for (const path of paths.filter((entry) => entry.state.status === 'active')) {
      const after = getNextSnapshot(hrEmployeeImportMachine, path.state, { type: 'flow.cancel' });
      expect([stepOf(path.state), after.value]).toEqual([stepOf(path.state), 'closed']);
    }
  });

  it('took every transition it defines in the tests above', () => {
    expect(definedTransitions(hrEmployeeImportMachine).filter((t) => !taken.has(t))).toEqual([]);
  });
});
