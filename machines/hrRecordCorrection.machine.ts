import { and, assertEvent, assign, emit, setup } from 'xstate';
import type { RecordCorrectionRequest, RecordCorrectionResponse } from '../src/contract/hr';
import { asCallFailure } from '../src/domain/attendance';
import { CONSOLE_TEXTS, type ConsoleStepMeta, CORRECTION_TEXTS, isClockTime } from '../src/domain/hrConsole';
import { unprovided } from './unprovided';

export type CorrectionStatus = RecordCorrectionRequest['status'];

export interface HrRecordCorrectionInput {
  id: number;
  /** The record's time now, HH:mm:ss on the office's clock. */
  time: string;
  /** The record's version as listed: a correction of a record changed since is refused with what it is now. */
  version: string;
}

export interface HrRecordCorrectionContext {
  id: number;
  version: string;
  time: string;
  status: CorrectionStatus;
  note: string;
  timeError: string | null;
  noteError: string | null;
  error: string | null;
  message: string | null;
}

export type HrRecordCorrectionEvent =
  | { type: 'time.edit'; value: string }
  | { type: 'status.choose'; status: CorrectionStatus }
  | { type: 'note.edit'; value: string }
  | { type: 'correction.save' }
  | { type: 'correction.retry' }
  | { type: 'result.dismiss' }
  | { type: 'flow.cancel' };

/** HR correcting a clock-in or clock-out: a time, whether it counts, and a reason, which is required; 'Batal' from every step. */
export const hrRecordCorrectionMachine = setup({
  types: {
    context: {} as HrRecordCorrectionContext,
    events: {} as HrRecordCorrectionEvent,
    emitted: {} as { type: 'records.changed' },
    input: {} as HrRecordCorrectionInput,
    output: {} as { outcome: 'done' | 'cancelled' },
    meta: {} as ConsoleStepMeta,
  },
  actors: {
    correctRecord: unprovided<RecordCorrectionResponse, RecordCorrectionRequest>('correctRecord'),
  },
  guards: {
    hasValidTime: ({ context }) => isClockTime(context.time),
    hasNote: ({ context }) => context.note.trim().length > 0,
  },
  actions: {
    editTime: assign(({ event }) => {
      assertEvent(event, 'time.edit');
      return { time: event.value, timeError: null };
    }),
    chooseStatus: assign(({ event }) => {
      assertEvent(event, 'status.choose');
      return { status: event.status };
    }),
    editNote: assign(({ event }) => {
      assertEvent(event, 'note.edit');
      return { note: event.value, noteError: null };
    }),
    showProblems: assign(({ context }) => ({
      timeError: isClockTime(context.time) ? null : CORRECTION_TEXTS.badTime,
      noteError: context.note.trim() ? null : CORRECTION_TEXTS.noteRequired,
    })),
    showFailure: assign((_, message: string) => ({ error: message })),
    announceChange: emit({ type: 'records.changed' as const }),
  },
}).createMachine({
  id: 'hrRecordCorrection',
  context: ({ input }) => ({ id: input.id, version: input.version, time: input.time.slice(0, 5), status: 'counts', note: '', timeError: null, noteError: null, error: null, message: null }),
  initial: 'editing',
  output: ({ context }) => ({ outcome: context.message ? 'done' : 'cancelled' }),
  on: { 'flow.cancel': '.closed' },
  states: {
    editing: {
      meta: { confirmLabel: 'Simpan Koreksi', cancelLabel: 'Batal' },
      on: {
        'time.edit': { actions: 'editTime' },
        'status.choose': { actions: 'chooseStatus' },
        'note.edit': { actions: 'editNote' },
        'correction.save': [{ guard: and(['hasValidTime', 'hasNote']), target: 'saving' }, { actions: 'showProblems' }],
      },
    },
    saving: {
      tags: ['busy'],
      meta: { cancelLabel: 'Batal', busyText: 'Menyimpan koreksi...' },
      invoke: {
        id: 'correctRecord',
        src: 'correctRecord',
        input: ({ context }) => ({ id: context.id, time: context.time, status: context.status, note: context.note.trim(), version: context.version }),
        onDone: { target: 'done', actions: [assign({ message: ({ event }) => event.output.message }), 'announceChange'] },
        onError: { target: 'failed', actions: { type: 'showFailure', params: ({ event }) => asCallFailure(event.error).message ?? CONSOLE_TEXTS.saveFailed } },
      },
    },
    failed: {
      meta: { confirmLabel: 'Coba Lagi', cancelLabel: 'Batal' },
      on: { 'correction.retry': { target: 'saving', actions: assign({ error: null }) } },
    },
    done: {
      meta: { confirmLabel: 'OK' },
      on: { 'result.dismiss': 'closed' },
    },
    closed: { type: 'final' },
  },
});
