import { assertEvent, assign, emit, setup } from 'xstate';
import type { HrImportPreview, HrImportResult } from '../src/contract/hr';
import { asCallFailure } from '../src/domain/flow';
import { CONSOLE_TEXTS, type ImportFile } from '../src/domain/hrConsole';
import { unprovided } from './unprovided';
import type { StepMeta } from '../src/domain/flow';

export interface HrImportContext {
  file: ImportFile | null;
  preview: HrImportPreview | null;
  result: HrImportResult | null;
  error: string | null;
}

export type HrImportEvent =
  | { type: 'file.choose'; file: ImportFile }
  | { type: 'import.confirm' }
  | { type: 'flow.retry' }
  | { type: 'result.dismiss' }
  | { type: 'flow.cancel' };

export type HrImportEmitted = { type: 'employees.changed' };

/**
 * Importing employees: choose a CSV or XLSX file, read the server's preview (every problem with its row), choose a
 * fixed file as often as needed, and import only a file without problems. 'Batal' leaves from every step.
 */
export const hrImportMachine = setup({
  // Stryker disable next-line all: types exist for TypeScript only; no machine can tell a mutant apart.
  types: {
    context: {} as HrImportContext,
    events: {} as HrImportEvent,
    emitted: {} as HrImportEmitted,
    output: {} as { outcome: 'done' | 'cancelled' },
    meta: {} as StepMeta,
  },
  actors: {
    previewImport: unprovided<HrImportPreview, ImportFile>('previewImport'),
    commitImport: unprovided<HrImportResult, ImportFile>('commitImport'),
  },
  guards: {
    hasNoProblems: ({ context }) => context.preview !== null && context.preview.problems.length === 0 && context.preview.rows > 0,
  },
  actions: {
    takeFile: assign(({ event }) => {
      assertEvent(event, 'file.choose');
      return { file: event.file, preview: null, error: null };
    }),
    showFailure: assign((_, message: string) => ({ error: message })),
    announceChange: emit({ type: 'employees.changed' as const }),
  },
}).createMachine({
  id: 'hrImport',
  context: { file: null, preview: null, result: null, error: null },
  initial: 'choosing',
  output: ({ context }) => ({ outcome: context.result ? 'done' : 'cancelled' }),
  on: { 'flow.cancel': '.closed' },
  states: {
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
        onError: { target: 'failed', actions: { type: 'showFailure', params: ({ event }) => asCallFailure(event.error).message ?? CONSOLE_TEXTS.importFailed } },
      },
    },
    reviewing: {
      meta: { confirmLabel: 'Impor', cancelLabel: 'Batal' },
      on: {
        'file.choose': { target: 'previewing', actions: 'takeFile' },
        'import.confirm': { guard: 'hasNoProblems', target: 'importing' },
      },
    },
    importing: {
      tags: ['busy'],
      meta: { cancelLabel: 'Batal', busyText: 'Mengimpor pegawai...' },
      invoke: {
        id: 'commitImport',
        src: 'commitImport',
        input: ({ context }) => context.file!,
        onDone: { target: 'done', actions: [assign({ result: ({ event }) => event.output }), 'announceChange'] },
        onError: { target: 'failed', actions: { type: 'showFailure', params: ({ event }) => asCallFailure(event.error).message ?? CONSOLE_TEXTS.importFailed } },
      },
    },
    failed: {
      meta: { confirmLabel: 'Periksa Lagi', cancelLabel: 'Batal' },
      on: {
        'file.choose': { target: 'previewing', actions: 'takeFile' },
        'flow.retry': { target: 'previewing', actions: assign({ error: null }) },
      },
    },
    done: {
      meta: { confirmLabel: 'Selesai' },
      on: { 'result.dismiss': 'closed' },
    },
    closed: { type: 'final' },
  },
});
