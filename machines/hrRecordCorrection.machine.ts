import { and, assertEvent, assign, emit, setup } from 'xstate';
import type { RecordCorrectionRequest, RecordCorrectionResponse } from '../src/contract/hr';
import { isClockTime } from '../src/contract/shifts';
import { CONSOLE_TEXTS, CORRECTION_TEXTS } from '../src/domain/hrConsole';
import { formFrame, type FormState, formTail, formTailActions, type FormTailEvent, formTailGuards, formTypes, NOTHING_SAID } from './formTail';
import { unprovided } from './unprovided';
import { BUTTON } from '../src/domain/flow';

export type CorrectionStatus = RecordCorrectionRequest['status'];

export interface HrRecordCorrectionInput {
  id: number;
  /** The record's time now, HH:mm:ss on the office's clock. */
  time: string;
  /** The record's version as listed: a correction of a record changed since is refused with what it is now. */
  version: string;
}

export interface HrRecordCorrectionContext extends FormState {
  id: number;
  version: string;
  time: string;
  status: CorrectionStatus;
  note: string;
  timeError: string | null;
  noteError: string | null;
}

export type HrRecordCorrectionEvent =
  | { type: 'time.edit'; value: string }
  | { type: 'status.choose'; status: CorrectionStatus }
  | { type: 'note.edit'; value: string }
  | FormTailEvent;

/** HR correcting a clock-in or clock-out: a time, whether it counts, and a reason, which is required; 'Batal' from every step. */
export const hrRecordCorrectionMachine = setup({
  types: formTypes<HrRecordCorrectionContext, HrRecordCorrectionEvent, { type: 'records.changed' }, HrRecordCorrectionInput>(),
  actors: {
    correctRecord: unprovided<RecordCorrectionResponse, RecordCorrectionRequest>('correctRecord'),
  },
  guards: {
    ...formTailGuards,
    hasValidTime: ({ context }) => isClockTime(context.time),
    hasNote: ({ context }) => context.note.trim().length > 0,
  },
  actions: {
    ...formTailActions<HrRecordCorrectionContext, HrRecordCorrectionEvent>(CONSOLE_TEXTS.saveFailed),
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
    announceChange: emit({ type: 'records.changed' as const }),
  },
}).createMachine({
  id: 'hrRecordCorrection',
  context: ({ input }) => ({ id: input.id, version: input.version, time: input.time.slice(0, 5), status: 'counts', note: '', timeError: null, noteError: null, ...NOTHING_SAID }),
  ...formFrame,
  states: {
    editing: {
      meta: { confirmLabel: 'Simpan Koreksi', cancelLabel: BUTTON.cancel },
      on: {
        'time.edit': { actions: 'editTime' },
        'status.choose': { actions: 'chooseStatus' },
        'note.edit': { actions: 'editNote' },
        'form.submit': [{ guard: and(['hasValidTime', 'hasNote']), target: 'saving' }, { actions: 'showProblems' }],
      },
    },
    ...formTail('correctRecord', 'Menyimpan koreksi...', ({ context }: { context: HrRecordCorrectionContext }) => ({ id: context.id, time: context.time, status: context.status, note: context.note.trim(), version: context.version })),
  },
});
