import { assertEvent, assign, emit, setup } from 'xstate';
import * as v from 'valibot';
import { type Office, type OfficeRequest, OfficeRequestSchema, type OfficeSaved, type TimeZoneCode } from '../src/contract/shifts';
import { asCallFailure } from '../src/domain/attendance';
import { CONSOLE_TEXTS, type ConsoleStepMeta } from '../src/domain/hrConsole';
import { unprovided } from './unprovided';

export type OfficeField = 'name' | 'address' | 'latitude' | 'longitude' | 'radius_m';

export interface HrOfficeFormContext {
  id: number | null;
  fields: Record<OfficeField, string>;
  time_zone: TimeZoneCode;
  error: string | null;
  message: string | null;
}

/** The form's text as the request it stands for: numbers where the contract wants numbers (empty is no number). */
const requestOf = (context: HrOfficeFormContext) => {
  const number = (text: string) => (text.trim() === '' ? undefined : Number(text.replace(',', '.')));
  return v.safeParse(OfficeRequestSchema, {
    name: context.fields.name,
    address: context.fields.address.trim() || null,
    latitude: number(context.fields.latitude),
    longitude: number(context.fields.longitude),
    radius_m: number(context.fields.radius_m),
    time_zone: context.time_zone,
  });
};

/** Creating or editing an office: its coordinates checked before saving; 'Batal' from every step. */
export const hrOfficeFormMachine = setup({
  types: {
    context: {} as HrOfficeFormContext,
    events: {} as
      | { type: 'field.edit'; field: OfficeField; value: string }
      | { type: 'zone.choose'; zone: TimeZoneCode }
      | { type: 'office.save' }
      | { type: 'office.retry' }
      | { type: 'result.dismiss' }
      | { type: 'flow.cancel' },
    emitted: {} as { type: 'offices.changed' },
    input: {} as { office: Office | null },
    output: {} as { outcome: 'done' | 'cancelled' },
    meta: {} as ConsoleStepMeta,
  },
  actors: {
    saveOffice: unprovided<OfficeSaved, { id: number | null; office: OfficeRequest }>('saveOffice'),
  },
  guards: {
    isValid: ({ context }) => requestOf(context).success,
  },
  actions: {
    editField: assign(({ context, event }) => {
      assertEvent(event, 'field.edit');
      return { fields: { ...context.fields, [event.field]: event.value }, error: null };
    }),
    chooseZone: assign(({ event }) => {
      assertEvent(event, 'zone.choose');
      return { time_zone: event.zone, error: null };
    }),
    showProblem: assign(({ context }) => {
      const result = requestOf(context);
      return { error: result.success ? null : result.issues[0].message };
    }),
    showFailure: assign((_, message: string) => ({ error: message })),
    announceChange: emit({ type: 'offices.changed' as const }),
  },
}).createMachine({
  id: 'hrOfficeForm',
  context: ({ input }) => ({
    id: input.office?.id ?? null,
    fields: {
      name: input.office?.name ?? '',
      address: input.office?.address ?? '',
      latitude: input.office ? String(input.office.latitude) : '',
      longitude: input.office ? String(input.office.longitude) : '',
      radius_m: input.office ? String(input.office.radius_m) : '100',
    },
    time_zone: input.office?.time_zone ?? 'WIB',
    error: null,
    message: null,
  }),
  initial: 'editing',
  output: ({ context }) => ({ outcome: context.message ? 'done' : 'cancelled' }),
  on: { 'flow.cancel': '.closed' },
  states: {
    editing: {
      meta: { confirmLabel: 'Simpan', cancelLabel: 'Batal' },
      on: {
        'field.edit': { actions: 'editField' },
        'zone.choose': { actions: 'chooseZone' },
        'office.save': [{ guard: 'isValid', target: 'saving' }, { actions: 'showProblem' }],
      },
    },
    saving: {
      tags: ['busy'],
      meta: { cancelLabel: 'Batal', busyText: 'Menyimpan kantor...' },
      invoke: {
        id: 'saveOffice',
        src: 'saveOffice',
        input: ({ context }) => ({ id: context.id, office: requestOf(context).output as OfficeRequest }),
        onDone: { target: 'done', actions: [assign({ message: ({ event }) => event.output.message }), 'announceChange'] },
        onError: { target: 'failed', actions: { type: 'showFailure', params: ({ event }) => asCallFailure(event.error).message ?? CONSOLE_TEXTS.saveFailed } },
      },
    },
    failed: {
      meta: { confirmLabel: 'Coba Lagi', cancelLabel: 'Batal' },
      on: { 'office.retry': { target: 'saving', actions: assign({ error: null }) } },
    },
    done: {
      meta: { confirmLabel: 'OK' },
      on: { 'result.dismiss': 'closed' },
    },
    closed: { type: 'final' },
  },
});
