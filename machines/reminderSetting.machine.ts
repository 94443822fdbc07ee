import { assign, setup } from 'xstate';
import type { ReminderSettingSaved } from '../src/contract/schemas';
import { BUTTON, failureMessage, retryCanHelp, type StepMeta } from '../src/domain/flow';
import { REMINDER_TEXTS } from '../src/domain/push';
import { unprovided } from './unprovided';

export interface ReminderSettingContext {
  enabled: boolean;
  /** What the switch was turned to, while that is being saved. */
  wanted: boolean;
  error: string | null;
  message: string | null;
}

export type ReminderSettingEvent = { type: 'reminder.toggle' } | { type: 'flow.retry' } | { type: 'flow.cancel' };

/**
 * Akun → 'Pengingat absen': the switch turned saves at once; the switch shows what the server holds. A failed save
 * leaves it as it was and says why, with 'Coba Lagi' when the connection failed; 'Batal' leaves it so.
 */
export const reminderSettingMachine = setup({
  // Stryker disable next-line all: types exist for TypeScript only; no machine can tell a mutant apart.
  types: {
    context: {} as ReminderSettingContext,
    events: {} as ReminderSettingEvent,
    input: {} as { enabled: boolean },
    meta: {} as StepMeta,
  },
  actors: {
    saveReminder: unprovided<ReminderSettingSaved, { enabled: boolean }>('saveReminder'),
  },
  guards: {
    retryCanHelp: ({ event }) => retryCanHelp((event as { error?: unknown }).error),
  },
  actions: {
    want: assign(({ context }) => ({ wanted: !context.enabled, error: null, message: null })),
    keepSaved: assign((_, saved: ReminderSettingSaved) => ({ enabled: saved.enabled, wanted: saved.enabled, message: saved.message })),
    showFailure: assign((_, error: unknown) => ({ error: failureMessage(error, REMINDER_TEXTS.failed) })),
    clearError: assign({ error: null }),
  },
}).createMachine({
  id: 'reminderSetting',
  context: ({ input }) => ({ enabled: input.enabled, wanted: input.enabled, error: null, message: null }),
  initial: 'idle',
  states: {
    idle: {
      on: { 'reminder.toggle': { target: 'saving', actions: 'want' } },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'saveReminder',
        src: 'saveReminder',
        input: ({ context }) => ({ enabled: context.wanted }),
        onDone: { target: 'idle', actions: { type: 'keepSaved', params: ({ event }) => event.output } },
        onError: [
          { guard: 'retryCanHelp', target: 'failed', actions: { type: 'showFailure', params: ({ event }: { event: { error: unknown } }) => event.error } },
          { target: 'idle', actions: { type: 'showFailure', params: ({ event }: { event: { error: unknown } }) => event.error } },
        ],
      },
    },
    failed: {
      meta: { confirmLabel: BUTTON.retry, cancelLabel: BUTTON.cancel },
      on: {
        'flow.retry': { target: 'saving', actions: 'clearError' },
        'flow.cancel': { target: 'idle', actions: 'clearError' },
      },
    },
  },
});
