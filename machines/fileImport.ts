import { assign, type ErrorActorEvent, type EventObject } from 'xstate';
import { BUTTON, failureMessage } from '../src/domain/flow';
import { CONSOLE_TEXTS, type ImportFile } from '../src/domain/hrConsole';

/** What every preview says: how many rows the file has, and every problem with its row. */
interface ImportPreview {
  problems: readonly unknown[];
  rows: number;
}

/** What every import keeps: the chosen file, the server's preview of it, and the problem it shows. */
export interface FileImportState<Preview extends ImportPreview> {
  file: ImportFile | null;
  preview: Preview | null;
  error: string | null;
}

/** The events every import answers. */
export type FileImportEvent =
  | { type: 'file.choose'; file: ImportFile }
  | { type: 'import.confirm' }
  | { type: 'flow.retry' }
  | { type: 'result.dismiss' }
  | { type: 'flow.cancel' };

/** The guard the import's steps name: spread into the import's `setup()`. */
export const fileImportGuards = {
  hasNoProblems: ({ context }: { context: FileImportState<ImportPreview> }) =>
    context.preview !== null && context.preview.problems.length === 0 && context.preview.rows > 0,
};

/** The actions the import's steps name: spread into the import's `setup()`. */
export const fileImportActions = <Context extends FileImportState<ImportPreview>, Event extends EventObject>() => ({
  takeFile: assign<Context, Event, undefined, Event, never>(({ event }) => ({ file: (event as unknown as { file: ImportFile }).file, preview: null, error: null }) as Partial<Context>),
  takePreview: assign<Context, Event, undefined, Event, never>(({ event }) => ({ preview: (event as unknown as { output: unknown }).output }) as Partial<Context>),
  showImportFailure: assign<Context, Event, undefined, Event, never>(
    ({ event }) => ({ error: failureMessage((event as unknown as ErrorActorEvent).error, CONSOLE_TEXTS.importFailed) }) as Partial<Context>,
  ),
  clearError: assign<Context, Event, undefined, Event, never>(() => ({ error: null }) as Partial<Context>),
});

/** Choosing a file (again) reads its preview. */
export const chooseFile = { 'file.choose': { target: 'previewing', actions: 'takeFile' } } as const;

/** Where a failed preview or import goes: the problem said, with 'Periksa Lagi' and a file field. */
export const importFailure = { target: 'failed', actions: 'showImportFailure' } as const;

/**
 * The steps every import shares: choose a CSV or XLSX file, read the server's preview (every problem with its row),
 * choose a fixed file as often as needed, and go on to `start` (actor `previewImport`) only with a file without
 * problems; a failure says its problem with 'Periksa Lagi' (the preview again) and a file field.
 */
export const fileImportSteps = <const Start extends string>(start: Start) =>
  ({
    choosing: { meta: { cancelLabel: BUTTON.cancel }, on: chooseFile },
    previewing: {
      tags: ['busy'],
      meta: { cancelLabel: BUTTON.cancel, busyText: 'Memeriksa berkas...' },
      invoke: {
        id: 'previewImport',
        src: 'previewImport',
        input: ({ context }: { context: FileImportState<ImportPreview> }) => context.file!,
        onDone: { target: 'reviewing', actions: 'takePreview' },
        onError: importFailure,
      },
    },
    reviewing: {
      meta: { confirmLabel: 'Impor', cancelLabel: BUTTON.cancel },
      on: { ...chooseFile, 'import.confirm': { guard: 'hasNoProblems', target: start } },
    },
    failed: {
      meta: { confirmLabel: 'Periksa Lagi', cancelLabel: BUTTON.cancel },
      on: { ...chooseFile, 'flow.retry': { target: 'previewing', actions: 'clearError' } },
    },
  }) as const;
