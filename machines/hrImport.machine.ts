import { assertEvent, assign, emit, setup } from 'xstate';
import type { HolidayImportPreview, HolidayImportResult, HrImportPreview, HrImportResult, ImportProblem } from '../src/contract/hr';
import { asCallFailure } from '../src/domain/flow';
import { CONSOLE_TEXTS, type ImportFile } from '../src/domain/hrConsole';
import { unprovided } from './unprovided';
import type { StepMeta } from '../src/domain/flow';

/** What every import's preview says: the rows it would write and every problem of the file. */
interface ImportPreviewShape {
  rows: number;
  problems: ImportProblem[];
}

export interface HrImportContext<Preview, Result> {
  file: ImportFile | null;
  preview: Preview | null;
  result: Result | null;
  error: string | null;
}

export type HrImportEvent =
  | { type: 'file.choose'; file: ImportFile }
  | { type: 'import.confirm' }
  | { type: 'flow.retry' }
  | { type: 'result.dismiss' }
  | { type: 'flow.cancel' };

/**
 * Importing a table: choose a CSV or XLSX file, read the server's preview (every problem with its row), choose a
 * fixed file as often as needed, and import only a file without problems. 'Batal' leaves from every step. One
 * statechart for each table the console imports (employees, holidays), differing in their shapes and words.
 */
const importFlow = <Preview extends ImportPreviewShape, Result extends { message: string }, Changed extends string>(id: string, changed: Changed, busyText: string) =>
  setup({
    // Stryker disable next-line all: types exist for TypeScript only; no machine can tell a mutant apart.
    types: {
      context: {} as HrImportContext<Preview, Result>,
      events: {} as HrImportEvent,
      emitted: {} as { type: Changed },
      output: {} as { outcome: 'done' | 'cancelled' },
      meta: {} as StepMeta,
    },
    actors: {
      previewImport: unprovided<Preview, ImportFile>('previewImport'),
      commitImport: unprovided<Result, ImportFile>('commitImport'),
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
      announceChange: emit({ type: changed }),
    },
  }).createMachine({
    id,
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
        meta: { cancelLabel: 'Batal', busyText },
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

export const hrImportMachine = importFlow<HrImportPreview, HrImportResult, 'employees.changed'>('hrImport', 'employees.changed', 'Mengimpor pegawai...');
export const hrHolidayImportMachine = importFlow<HolidayImportPreview, HolidayImportResult, 'holidays.changed'>('hrHolidayImport', 'holidays.changed', 'Mengimpor hari libur...');
