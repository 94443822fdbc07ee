import { assertEvent, assign, emit, setup } from 'xstate';
import type { HrQuotaRequest } from '../src/contract/hr';
import { asCallFailure } from '../src/domain/attendance';
import { CONSOLE_TEXTS, type ConsoleStepMeta, QUOTA_TEXTS } from '../src/domain/hrConsole';
import { unprovided } from './unprovided';

export interface HrQuotaInput {
  employeeId: number;
  year: number;
  /** Cuti Tahunan's quota, or another type's yearly cap. */
  leaveTypeCode: string;
  days: number;
  /** Days of approved leave that year: the quota never goes below them. */
  used: number;
}

export interface HrQuotaContext extends HrQuotaInput {
  text: string;
  error: string | null;
  message: string | null;
}

const daysOf = (text: string) => (/^\d{1,2}$/.test(text.trim()) ? Number(text.trim()) : null);

/** Setting an employee's yearly leave quota, or a type's yearly cap for them: checked first, then saved; 'Batal' from every step. */
export const hrQuotaMachine = setup({
  types: {
    context: {} as HrQuotaContext,
    events: {} as { type: 'days.edit'; value: string } | { type: 'quota.save' } | { type: 'quota.retry' } | { type: 'result.dismiss' } | { type: 'flow.cancel' },
    emitted: {} as { type: 'quotas.changed' },
    input: {} as HrQuotaInput,
    output: {} as { outcome: 'done' | 'cancelled' },
    meta: {} as ConsoleStepMeta,
  },
  actors: {
    setQuota: unprovided<{ message: string }, HrQuotaRequest>('setQuota'),
  },
  guards: {
    isValid: ({ context }) => {
      const days = daysOf(context.text);
      return days !== null && days <= 60 && days >= context.used;
    },
  },
  actions: {
    editDays: assign(({ event }) => {
      assertEvent(event, 'days.edit');
      return { text: event.value, error: null };
    }),
    showProblem: assign(({ context }) => {
      const days = daysOf(context.text);
      return { error: days === null || days > 60 ? QUOTA_TEXTS.badDays : QUOTA_TEXTS.belowUsed(context.used) };
    }),
    showFailure: assign((_, message: string) => ({ error: message })),
    announceChange: emit({ type: 'quotas.changed' as const }),
  },
}).createMachine({
  id: 'hrQuota',
  context: ({ input }) => ({ ...input, text: String(input.days), error: null, message: null }),
  initial: 'editing',
  output: ({ context }) => ({ outcome: context.message ? 'done' : 'cancelled' }),
  on: { 'flow.cancel': '.closed' },
  states: {
    editing: {
      meta: { confirmLabel: 'Simpan', cancelLabel: 'Batal' },
      on: {
        'days.edit': { actions: 'editDays' },
        'quota.save': [{ guard: 'isValid', target: 'saving' }, { actions: 'showProblem' }],
      },
    },
    saving: {
      tags: ['busy'],
      meta: { cancelLabel: 'Batal', busyText: 'Menyimpan kuota...' },
      invoke: {
        id: 'setQuota',
        src: 'setQuota',
        input: ({ context }) => ({ employee_id: context.employeeId, year: context.year, days: daysOf(context.text)!, leave_type_code: context.leaveTypeCode }),
        onDone: { target: 'done', actions: [assign({ message: ({ event }) => event.output.message }), 'announceChange'] },
        onError: { target: 'failed', actions: { type: 'showFailure', params: ({ event }) => asCallFailure(event.error).message ?? CONSOLE_TEXTS.saveFailed } },
      },
    },
    failed: {
      meta: { confirmLabel: 'Coba Lagi', cancelLabel: 'Batal' },
      on: { 'quota.retry': { target: 'saving', actions: assign({ error: null }) } },
    },
    done: {
      meta: { confirmLabel: 'OK' },
      on: { 'result.dismiss': 'closed' },
    },
    closed: { type: 'final' },
  },
});
