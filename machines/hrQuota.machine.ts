import { assertEvent, assign, emit, setup } from 'xstate';
import type { HrQuotaRequest } from '../src/contract/hr';
import { CONSOLE_TEXTS, QUOTA_TEXTS } from '../src/domain/hrConsole';
import { formEditing, formFrame, type FormState, formTail, formTailActions, type FormTailEvent, formTailGuards, formTypes, NOTHING_SAID } from './formTail';
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

export interface HrQuotaContext extends HrQuotaInput, FormState {
  text: string;
}

export type HrQuotaEvent = { type: 'days.edit'; value: string } | FormTailEvent;

const daysOf = (text: string) => (/^\d{1,2}$/.test(text.trim()) ? Number(text.trim()) : null);

/** Setting an employee's yearly leave quota, or a type's yearly cap for them: checked first, then saved; 'Batal' from every step. */
export const hrQuotaMachine = setup({
  types: formTypes<HrQuotaContext, HrQuotaEvent, { type: 'quotas.changed' }, HrQuotaInput>(),
  actors: {
    setQuota: unprovided<{ message: string }, HrQuotaRequest>('setQuota'),
  },
  guards: {
    ...formTailGuards,
    isValid: ({ context }) => {
      const days = daysOf(context.text);
      return days !== null && days <= 60 && days >= context.used;
    },
  },
  actions: {
    ...formTailActions<HrQuotaContext, HrQuotaEvent>(CONSOLE_TEXTS.saveFailed),
    editDays: assign(({ event }) => {
      assertEvent(event, 'days.edit');
      return { text: event.value, error: null };
    }),
    showProblem: assign(({ context }) => {
      const days = daysOf(context.text);
      return { error: days === null || days > 60 ? QUOTA_TEXTS.badDays : QUOTA_TEXTS.belowUsed(context.used) };
    }),
    announceChange: emit({ type: 'quotas.changed' as const }),
  },
}).createMachine({
  id: 'hrQuota',
  context: ({ input }) => ({ ...input, text: String(input.days), ...NOTHING_SAID }),
  ...formFrame,
  states: {
    editing: formEditing({
      'days.edit': { actions: 'editDays' },
    }),
    ...formTail('setQuota', 'Menyimpan kuota...', ({ context }: { context: HrQuotaContext }) => ({
      employee_id: context.employeeId,
      year: context.year,
      days: daysOf(context.text)!,
      leave_type_code: context.leaveTypeCode,
    })),
  },
});
