import { assign, emit, setup } from 'xstate';
import type { HrImportPreview, ImportJob, ImportJobState } from '../src/contract/hr';
import type { ImportFile } from '../src/domain/hrConsole';
import { chooseFile, fileImportActions, fileImportGuards, fileImportSteps, importFailure, type FileImportEvent, type FileImportState } from './fileImport';
import { unprovided } from './unprovided';
import type { StepMeta } from '../src/domain/flow';

export interface HrEmployeeImportContext extends FileImportState<HrImportPreview> {
  /** The import running on the server, or its result (docs/hr.md, "Import"). */
  job: ImportJob | null;
  /** The last reading of the job's progress failed: it is read again. */
  unreachable: boolean;
}

export type HrEmployeeImportEvent = FileImportEvent;

/** How often a running import's progress is read. */
export const PROGRESS_READ_MS = 1000;

/**
 * Importing employees (issue 51): opened again, the flow shows the import still running on the server or the result
 * not yet read; otherwise choose a CSV or XLSX file, read the server's preview (every problem with its row), choose a
 * fixed file as often as needed, and start the import of a file without problems. It runs on the server, the flow
 * reading its progress until the result; 'Tutup' leaves it running. 'Selesai' dismisses the result (the generated
 * passwords are forgotten); a failed import's result is shown once, with a file field for the fixed file.
 */
export const hrEmployeeImportMachine = setup({
  // Stryker disable next-line all: types exist for TypeScript only; no machine can tell a mutant apart.
  types: {
    context: {} as HrEmployeeImportContext,
    events: {} as HrEmployeeImportEvent,
    emitted: {} as { type: 'employees.changed' },
    output: {} as { outcome: 'done' | 'cancelled' },
    meta: {} as StepMeta,
  },
  actors: {
    readImportJob: unprovided<ImportJob | null>('readImportJob'),
    previewImport: unprovided<HrImportPreview, ImportFile>('previewImport'),
    startImport: unprovided<ImportJob, ImportFile>('startImport'),
    dismissImportJob: unprovided<ImportJobState>('dismissImportJob'),
  },
  guards: {
    ...fileImportGuards,
    isRunning: (_, job: ImportJob | null) => job?.status === 'running',
    isDone: (_, job: ImportJob | null) => job?.status === 'done',
    isFailed: (_, job: ImportJob | null) => job?.status === 'failed',
  },
  actions: {
    ...fileImportActions<HrEmployeeImportContext, HrEmployeeImportEvent>(),
    takeJob: assign((_, job: ImportJob | null) => ({ job, unreachable: false })),
    announceChange: emit({ type: 'employees.changed' }),
  },
  delays: { progressRead: PROGRESS_READ_MS },
}).createMachine({
  id: 'hrEmployeeImport',
  context: { file: null, preview: null, job: null, error: null, unreachable: false },
  initial: 'resuming',
  output: ({ context }) => ({ outcome: context.job?.status === 'done' ? 'done' : 'cancelled' }),
  on: { 'flow.cancel': '.closed' },
  states: {
    resuming: {
      tags: ['busy'],
      meta: { cancelLabel: 'Batal', busyText: 'Memeriksa impor sebelumnya...' },
      invoke: {
        id: 'readImportJob',
        src: 'readImportJob',
        onDone: [
          { guard: { type: 'isRunning', params: ({ event }) => event.output }, target: 'running', actions: { type: 'takeJob', params: ({ event }) => event.output } },
          { guard: { type: 'isDone', params: ({ event }) => event.output }, target: 'done', actions: { type: 'takeJob', params: ({ event }) => event.output } },
          { guard: { type: 'isFailed', params: ({ event }) => event.output }, target: 'jobFailed', actions: { type: 'takeJob', params: ({ event }) => event.output } },
          { target: 'choosing' },
        ],
        onError: 'choosing',
      },
    },
    ...fileImportSteps('starting'),
    starting: {
      tags: ['busy'],
      meta: { cancelLabel: 'Batal', busyText: 'Memulai impor...' },
      invoke: {
        id: 'startImport',
        src: 'startImport',
        input: ({ context }) => context.file!,
        onDone: { target: 'running', actions: { type: 'takeJob', params: ({ event }) => event.output } },
        onError: importFailure,
      },
    },
    running: {
      meta: { cancelLabel: 'Tutup' },
      initial: 'waiting',
      states: {
        waiting: { after: { progressRead: 'reading' } },
        reading: {
          invoke: {
            id: 'readImportJob',
            src: 'readImportJob',
            onDone: [
              { guard: { type: 'isRunning', params: ({ event }) => event.output }, target: 'waiting', actions: { type: 'takeJob', params: ({ event }) => event.output } },
              { guard: { type: 'isDone', params: ({ event }) => event.output }, target: '#hrEmployeeImport.done', actions: [{ type: 'takeJob', params: ({ event }) => event.output }, 'announceChange'] },
              { guard: { type: 'isFailed', params: ({ event }) => event.output }, target: '#hrEmployeeImport.jobFailed', actions: { type: 'takeJob', params: ({ event }) => event.output } },
              // Dismissed from another tab: there is nothing left to show.
              { target: '#hrEmployeeImport.closed' },
            ],
            onError: { target: 'waiting', actions: assign({ unreachable: true }) },
          },
        },
      },
    },
    jobFailed: {
      meta: { cancelLabel: 'Tutup' },
      // Shown once: the failure is dismissed as it is shown (a dismissal that fails shows it again next time).
      invoke: { id: 'dismissImportJob', src: 'dismissImportJob' },
      on: chooseFile,
    },
    done: {
      meta: { confirmLabel: 'Selesai' },
      on: { 'result.dismiss': 'dismissing' },
    },
    dismissing: {
      tags: ['busy'],
      meta: { busyText: 'Menutup hasil impor...' },
      invoke: { id: 'dismissImportJob', src: 'dismissImportJob', onDone: 'closed', onError: 'closed' },
    },
    closed: { type: 'final' },
  },
});
