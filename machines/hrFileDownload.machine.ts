import { assertEvent, assign, setup } from 'xstate';
import { failureMessage } from '../src/domain/flow';
import { CONSOLE_TEXTS } from '../src/domain/hrConsole';
import { unprovided } from './unprovided';

export type FileFormat = 'csv' | 'xlsx';

export interface FileRequest {
  query: string;
  format: FileFormat;
}

export interface DownloadedFile {
  name: string;
  bytes: Uint8Array<ArrayBuffer>;
  contentType: string;
}

/** Downloading a console file (the recap, the audit log): one at a time; a failure says so and waits; 'Batal' stops a slow one. */
export const hrFileDownloadMachine = setup({
  // Stryker disable next-line all: types exist for TypeScript only; no machine can tell a mutant apart.
  types: {
    context: {} as { format: FileFormat | null; error: string | null },
    events: {} as { type: 'download.start'; query: string; format: FileFormat } | { type: 'flow.cancel' },
  },
  actors: {
    downloadFile: unprovided<DownloadedFile, FileRequest>('downloadFile'),
  },
  actions: {
    saveFile: (_, _file: DownloadedFile) => {
      throw new Error("Action 'saveFile' belum disediakan lewat .provide().");
    },
  },
}).createMachine({
  id: 'hrFileDownload',
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
        id: 'downloadFile',
        src: 'downloadFile',
        input: ({ event }) => {
          assertEvent(event, 'download.start');
          return { query: event.query, format: event.format };
        },
        onDone: { target: 'idle', actions: [{ type: 'saveFile', params: ({ event }) => event.output }, assign({ format: null })] },
        onError: { target: 'idle', actions: assign({ format: null, error: ({ event }) => failureMessage(event.error, CONSOLE_TEXTS.downloadFailed) }) },
      },
      on: { 'flow.cancel': { target: 'idle', actions: assign({ format: null }) } },
    },
  },
});
