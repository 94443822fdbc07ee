import { assign, emit, setup } from 'xstate';
import type { HolidayImportPreview, HolidayImportResult } from '../src/contract/hr';
import type { ImportFile } from '../src/domain/hrConsole';
import { fileImportActions, fileImportGuards, fileImportSteps, importFailure, type FileImportEvent, type FileImportState } from './fileImport';
import { unprovided } from './unprovided';
import type { StepMeta } from '../src/domain/flow';

export interface HrHolidayImportContext extends FileImportState<HolidayImportPreview> {
  result: HolidayImportResult | null;
}

export type HrHolidayImportEvent = FileImportEvent;

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
  guards: fileImportGuards,
  actions: {
    ...fileImportActions<HrHolidayImportContext, HrHolidayImportEvent>(),
    announceChange: emit({ type: 'holidays.changed' }),
  },
}).createMachine({
  id: 'hrHolidayImport',
  context: { file: null, preview: null, result: null, error: null },
  initial: 'choosing',
  output: ({ context }) => ({ outcome: context.result ? 'done' : 'cancelled' }),
  on: { 'flow.cancel': '.closed' },
  states: {
    ...fileImportSteps('importing'),
    importing: {
      tags: ['busy'],
      meta: { cancelLabel: 'Batal', busyText: 'Mengimpor hari libur...' },
      invoke: {
        id: 'commitImport',
        src: 'commitImport',
        input: ({ context }) => context.file!,
        onDone: { target: 'done', actions: [assign({ result: ({ event }) => event.output }), 'announceChange'] },
        onError: importFailure,
      },
    },
    done: {
      meta: { confirmLabel: 'Selesai' },
      on: { 'result.dismiss': 'closed' },
    },
    closed: { type: 'final' },
  },
});
