import { assign, setup } from 'xstate';
import type { DataExportState } from '../src/contract/privacy';
import { BUTTON, failureMessage, retryCanHelp, type StepMeta } from '../src/domain/flow';
import { DATA_EXPORT_TEXTS } from '../src/domain/privacy';
import { unprovided } from './unprovided';

export interface DataExportContext {
  copy: DataExportState | null;
  error: string | null;
}

export type DataExportEvent = { type: 'export.request' } | { type: 'flow.retry' } | { type: 'flow.cancel' };

/**
 * Privasi dan Data Saya → 'Unduh Data Saya': the latest copy is read; asked for, the server prepares it in the
 * background, which the flow asks after every few seconds until it is ready (or failed); a ready copy's link lasts
 * ten minutes, so it is read again before it runs out. Leaving the page ends the flow; a refusal (asked already
 * today) is said where the button was; 'Coba Lagi' only when the connection failed.
 */
export const dataExportMachine = setup({
  // Stryker disable next-line all: types exist for TypeScript only; no machine can tell a mutant apart.
  types: {
    context: {} as DataExportContext,
    events: {} as DataExportEvent,
    meta: {} as StepMeta,
  },
  actors: {
    readCopy: unprovided<DataExportState>('readCopy'),
    requestCopy: unprovided<DataExportState>('requestCopy'),
  },
  delays: {
    /** How often a copy being prepared is asked after. */
    POLL: 3_000,
    /** A ready copy's link is read again before its ten minutes end. */
    LINK_REFRESH: 8 * 60_000,
  },
  guards: {
    retryCanHelp: ({ event }) => retryCanHelp((event as { error?: unknown }).error),
    isPreparing: ({ context }) => context.copy!.status === 'preparing',
    isReady: ({ context }) => context.copy!.status === 'ready',
  },
  actions: {
    keepCopy: assign((_, copy: DataExportState) => ({ copy, error: null })),
    showReadFailure: assign((_, error: unknown) => ({ error: failureMessage(error, DATA_EXPORT_TEXTS.readFailed) })),
    showRequestFailure: assign((_, error: unknown) => ({ error: failureMessage(error, DATA_EXPORT_TEXTS.requestFailed) })),
    clearError: assign({ error: null }),
  },
}).createMachine({
  id: 'dataExport',
  context: { copy: null, error: null },
  initial: 'reading',
  states: {
    reading: {
      tags: ['busy'],
      invoke: {
        src: 'readCopy',
        onDone: { target: 'shown', actions: { type: 'keepCopy', params: ({ event }) => event.output } },
        onError: { target: 'unreadable', actions: { type: 'showReadFailure', params: ({ event }: { event: { error: unknown } }) => event.error } },
      },
    },
    unreadable: {
      meta: { confirmLabel: BUTTON.retry },
      on: { 'flow.retry': { target: 'reading', actions: 'clearError' } },
    },
    shown: {
      always: [
        { guard: 'isPreparing', target: 'preparing' },
        { guard: 'isReady', target: 'ready' },
        { target: 'idle' },
      ],
    },
    idle: {
      on: { 'export.request': 'requesting' },
    },
    requesting: {
      tags: ['busy'],
      invoke: {
        src: 'requestCopy',
        onDone: { target: 'shown', actions: { type: 'keepCopy', params: ({ event }) => event.output } },
        onError: [
          { guard: 'retryCanHelp', target: 'requestFailed', actions: { type: 'showRequestFailure', params: ({ event }: { event: { error: unknown } }) => event.error } },
          { target: 'refused', actions: { type: 'showRequestFailure', params: ({ event }: { event: { error: unknown } }) => event.error } },
        ],
      },
    },
    requestFailed: {
      meta: { confirmLabel: BUTTON.retry, cancelLabel: BUTTON.cancel },
      on: {
        'flow.retry': { target: 'requesting', actions: 'clearError' },
        'flow.cancel': { target: 'shown', actions: 'clearError' },
      },
    },
    /** Refused (asked already today): said where the button was; 'OK' reads the copy again to show how it stands. */
    refused: {
      meta: { confirmLabel: BUTTON.ok },
      on: { 'flow.retry': { target: 'reading', actions: 'clearError' } },
    },
    preparing: {
      after: { POLL: 'checking' },
    },
    checking: {
      invoke: {
        src: 'readCopy',
        onDone: { target: 'shown', actions: { type: 'keepCopy', params: ({ event }) => event.output } },
        // A look that failed (a dropped connection) is tried again at the next interval.
        onError: 'preparing',
      },
    },
    ready: {
      after: { LINK_REFRESH: 'checking' },
      on: { 'export.request': 'requesting' },
    },
  },
});
