import { assertEvent, assign, setup } from 'xstate';
import { asCallFailure } from '../src/domain/flow';
import { CONSOLE_TEXTS } from '../src/domain/hrConsole';
import { unprovided } from './unprovided';

export type RecapFormat = 'csv' | 'xlsx';

export interface RecapFileRequest {
  query: string;
  format: RecapFormat;
}

export interface RecapFile {
  name: string;
  bytes: Uint8Array<ArrayBuffer>;
  contentType: string;
}

/** Downloading the recap as a file: one at a time; a failure says so and waits; 'Batal' stops a slow one. */
export const hrRecapDownloadMachine = setup({
  // Stryker disable next-line all: types exist for TypeScript only; no machine can tell a mutant apart.
  types: {
    context: {} as { format: RecapFormat | null; error: string | null },
    events: {} as { type: 'download.start'; query: string; format: RecapFormat } | { type: 'flow.cancel' },
  },
  actors: {
    downloadRecap: unprovided<RecapFile, RecapFileRequest>('downloadRecap'),
  },
  actions: {
    saveFile: (_, _file: RecapFile) => {
      throw new Error("Action 'saveFile' belum disediakan lewat .provide().");
    },
  },
}).createMachine({
  id: 'hrRecapDownload',
  context: { format: null, error: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'download.start': {
          target: 'downloading',
          actions: assign(({ event }) => {
            assertEvent(event, 'download.start');
            return { format: event.format, error: null };
          }),
        },
      },
    },
    downloading: {
      tags: ['busy'],
      invoke: {
        id: 'downloadRecap',
        src: 'downloadRecap',
        input: ({ event }) => {
          assertEvent(event, 'download.start');
          return { query: event.query, format: event.format };
        },
        onDone: { target: 'idle', actions: [{ type: 'saveFile', params: ({ event }) => event.output }, assign({ format: null })] },
        onError: { target: 'idle', actions: assign({ format: null, error: ({ event }) => asCallFailure(event.error).message ?? CONSOLE_TEXTS.downloadFailed }) },
      },
      on: { 'flow.cancel': { target: 'idle', actions: assign({ format: null }) } },
    },
  },
});
