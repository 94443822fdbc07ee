import { assertEvent, assign, emit, setup } from 'xstate';
import type { HolidayImportPreview, HolidayImportResult } from '../src/contract/hr';
import { failureMessage } from '../src/domain/flow';
import { CONSOLE_TEXTS, type ImportFile } from '../src/domain/hrConsole';
import { unprovided } from './unprovided';
import type { StepMeta } from '../src/domain/flow';

export interface HrHolidayImportContext {
  file: ImportFile | null;
  preview: HolidayImportPreview | null;
  result: HolidayImportResult | null;
  error: string | null;
}

export type HrHolidayImportEvent =
  | { type: 'file.choose'; file: ImportFile }
  | { type: 'import.confirm' }
  | { type: 'flow.retry' }
  | { type: 'result.dismiss' }
  | { type: 'flow.cancel' };

/**
 * Importing a year's holidays (issue 48): choose a CSV or XLSX file, read the server's preview (every date and every
 * problem with its row), choose a fixed file as often as needed, and import only a file without problems. 'Batal'
 * leaves from every step.
 */
export const hrHolidayImportMachine = setup({
  // Stryker disable next-line all: types exist for TypeScript only; no machine can tell a mutant apart.
  types: {
    context: {} as HrHolidayImportContext,
    events: {} as HrHolidayImportEvent,
    emitted: {} as { type: 'holidays.changed' },
    output: {} as { outcome: 'done' | 'cancelled' },
    meta: {} as StepMeta,
  },
  actors: {
    previewImport: unprovided<HolidayImportPreview, ImportFile>('previewImport'),
    commitImport: unprovided<HolidayImportResult, ImportFile>('commitImport'),
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
    announceChange: emit({ type: 'holidays.changed' }),
  },
}).createMachine({
  id: 'hrHolidayImport',
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
        onError: { target: 'failed', actions: { type: 'showFailure', params: ({ event }) => failureMessage(event.error, CONSOLE_TEXTS.importFailed) } },
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
      meta: { cancelLabel: 'Batal', busyText: 'Mengimpor hari libur...' },
      invoke: {
        id: 'commitImport',
        src: 'commitImport',
        input: ({ context }) => context.file!,
        onDone: { target: 'done', actions: [assign({ result: ({ event }) => event.output }), 'announceChange'] },
        onError: { target: 'failed', actions: { type: 'showFailure', params: ({ event }) => failureMessage(event.error, CONSOLE_TEXTS.importFailed) } },
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
