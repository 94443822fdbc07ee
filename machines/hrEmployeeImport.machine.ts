import { assertEvent, assign, emit, setup } from 'xstate';
import type { HrImportPreview, ImportJob, ImportJobState } from '../src/contract/hr';
import { failureMessage } from '../src/domain/flow';
import { CONSOLE_TEXTS, type ImportFile } from '../src/domain/hrConsole';
import { unprovided } from './unprovided';
import type { StepMeta } from '../src/domain/flow';

export interface HrEmployeeImportContext {
  file: ImportFile | null;
  preview: HrImportPreview | null;
  /** The import running on the server, or its result (docs/hr.md, "Import"). */
  job: ImportJob | null;
  error: string | null;
  /** The last reading of the job's progress failed: it is read again. */
  unreachable: boolean;
}

export type HrEmployeeImportEvent =
  | { type: 'file.choose'; file: ImportFile }
  | { type: 'import.confirm' }
  | { type: 'flow.retry' }
  | { type: 'result.dismiss' }
  | { type: 'flow.cancel' };

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
    hasNoProblems: ({ context }) => context.preview !== null && context.preview.problems.length === 0 && context.preview.rows > 0,
    isRunning: (_, job: ImportJob | null) => job?.status === 'running',
    isDone: (_, job: ImportJob | null) => job?.status === 'done',
    isFailed: (_, job: ImportJob | null) => job?.status === 'failed',
  },
  actions: {
    takeFile: assign(({ event }) => {
      assertEvent(event, 'file.choose');
      return { file: event.file, preview: null, error: null };
    }),
    takeJob: assign((_, job: ImportJob | null) => ({ job, unreachable: false })),
    showFailure: assign((_, message: string) => ({ error: message })),
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
    choosing: {
      meta: { cancelLabel: 'Batal' },
      on: { 'file.choose': { target: 'previewing', actions: 'takeFile' } },
    },
    previewing: {
      tags: ['busy'],
      meta: { cancelLabel: 'Batal', busyText: 'Memeriksa berkas...' },
      invoke: {
        id: 'previewImport',
        src: 'previewImport',
        input: ({ context }) => context.file!,
        onDone: { target: 'reviewing', actions: assign({ preview: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: { type: 'showFailure', params: ({ event }) => failureMessage(event.error, CONSOLE_TEXTS.importFailed) } },
      },
    },
    reviewing: {
      meta: { confirmLabel: 'Impor', cancelLabel: 'Batal' },
      on: {
        'file.choose': { target: 'previewing', actions: 'takeFile' },
        'import.confirm': { guard: 'hasNoProblems', target: 'starting' },
      },
    },
    starting: {
      tags: ['busy'],
      meta: { cancelLabel: 'Batal', busyText: 'Memulai impor...' },
      invoke: {
        id: 'startImport',
        src: 'startImport',
        input: ({ context }) => context.file!,
        onDone: { target: 'running', actions: { type: 'takeJob', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'showFailure', params: ({ event }) => failureMessage(event.error, CONSOLE_TEXTS.importFailed) } },
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
    failed: {
      meta: { confirmLabel: 'Periksa Lagi', cancelLabel: 'Batal' },
      on: {
        'file.choose': { target: 'previewing', actions: 'takeFile' },
        'flow.retry': { target: 'previewing', actions: assign({ error: null }) },
      },
    },
    jobFailed: {
      meta: { cancelLabel: 'Tutup' },
      // Shown once: the failure is dismissed as it is shown (a dismissal that fails shows it again next time).
      invoke: { id: 'dismissImportJob', src: 'dismissImportJob' },
      on: { 'file.choose': { target: 'previewing', actions: 'takeFile' } },
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
