/**
 * Downloading a console file, the monthly recap's (issue 39: "downloads both files") or the audit log's (issue 48:
 * "export to XLSX"): one download at a time, the file handed to the
 * browser under the server's name, a failure said, 'Batal' stops a slow one. Nothing expected is read from the machine.
 */
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { DownloadedFile } from '../../machines/hrFileDownload.machine';
import { definedTransitions, importInHook, recordTransitions } from '../support/machineCoverage';
import { wholeMachineCases } from '../support/wholeMachineCases';
import { type ScriptedAnswer, scriptedCall } from '../support/scriptedCall';

let hrFileDownloadMachine: typeof import('../../machines/hrFileDownload.machine').hrFileDownloadMachine;
importInHook(() => import('../../machines/hrFileDownload.machine'), (module) => ({ hrFileDownloadMachine } = module));

const FILE: DownloadedFile = { name: 'rekap-absensi-202611-semua.xlsx', contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', bytes: new Uint8Array([1, 2]) };
const taken = new Set<string>();
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function start(answers: ScriptedAnswer<DownloadedFile>[] = []) {
  const { logic, calls } = scriptedCall(answers, { resolve: FILE });
  const saved: DownloadedFile[] = [];
  const actor = createActor(
    hrFileDownloadMachine.provide({ actors: { downloadFile: logic } as never, actions: { saveFile: (_, file) => void saved.push(file) } }),
    { inspect: recordTransitions(taken) },
  );
  actor.start();
  return { actor, calls, saved };
}

describe('downloading a console file', () => {
  wholeMachineCases(() => hrFileDownloadMachine, 'hrFileDownload', ['downloadFile']);

  it('opens waiting for a choice, with no format under way and nothing said', () => {
    const { actor } = start();
    expect([actor.getSnapshot().value, actor.getSnapshot().context]).toEqual(['idle', { format: null, error: null }]);
  });

  it('downloads the asked format and hands the file to the browser once', async () => {
    const { actor, calls, saved } = start();
    actor.send({ type: 'download.start', query: 'period=202611', format: 'xlsx' });
    expect([actor.getSnapshot().hasTag('busy'), actor.getSnapshot().context.format]).toEqual([true, 'xlsx']);
    // The inspector shows the call under its name while it runs.
    expect(Object.keys(actor.getSnapshot().children)).toEqual(['downloadFile']);
    actor.send({ type: 'download.start', query: 'period=202611', format: 'csv' });
    await settle();
    expect(calls.map((call) => call.input)).toEqual([{ query: 'period=202611', format: 'xlsx' }]);
    expect(saved).toEqual([FILE]);
    expect([actor.getSnapshot().value, actor.getSnapshot().context]).toEqual(['idle', { format: null, error: null }]);
  });

  it.each([
    [{ connection: false, message: 'Periode harus berformat YYYYMM.' }, 'Periode harus berformat YYYYMM.'],
    [{ connection: true, message: null }, 'Berkas tidak dapat diunduh. Coba lagi.'],
  ])('a failure %j says "%s" and saves nothing; the next download clears it', async (failure, text) => {
    const { actor, saved } = start([{ reject: failure }]);
    actor.send({ type: 'download.start', query: 'period=202611', format: 'csv' });
    await settle();
    expect([actor.getSnapshot().value, actor.getSnapshot().context, saved]).toEqual(['idle', { format: null, error: text }, []]);
    actor.send({ type: 'download.start', query: 'period=202611', format: 'csv' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it("'Batal' stops a slow download and saves nothing", async () => {
    const { actor, calls, saved } = start(['never']);
    actor.send({ type: 'download.start', query: 'period=202611', format: 'xlsx' });
    actor.send({ type: 'flow.cancel' });
    await settle();
    expect([actor.getSnapshot().value, actor.getSnapshot().context.format, calls[0]!.aborted(), saved]).toEqual(['idle', null, true, []]);
  });

  it('refuses to run without a way to save the file', async () => {
    const { logic } = scriptedCall<DownloadedFile>([], { resolve: FILE });
    const actor = createActor(hrFileDownloadMachine.provide({ actors: { downloadFile: logic } as never }));
    const failure = new Promise((resolve) => actor.subscribe({ error: resolve }));
    actor.start();
    actor.send({ type: 'download.start', query: 'period=202611', format: 'xlsx' });
    expect(String(await failure)).toContain("'saveFile'");
  });

  it('took every transition it defines in the tests above', () => {
    expect(definedTransitions(hrFileDownloadMachine).filter((t) => !taken.has(t))).toEqual([]);
  });
});
