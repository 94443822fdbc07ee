import { and, assertEvent, assign, emit, setup } from 'xstate';
import * as v from 'valibot';
import { type Office, type OfficeRequest, OfficeRequestSchema, type OfficeSaved, type TimeZoneCode } from '../src/contract/shifts';
import { CONSOLE_TEXTS } from '../src/domain/hrConsole';
import { farPointWarning, type PlacedOffice } from '../src/domain/offices';
import { EDITING_META, formFrame, type FormState, formTail, formTailActions, type FormTailEvent, formTailGuards, formTypes, NOTHING_SAID, submitWhenValid } from './formTail';
import { unprovided } from './unprovided';

export type OfficeField = 'name' | 'address' | 'latitude' | 'longitude' | 'radius_m';

export interface HrOfficeFormContext extends FormState {
  id: number | null;
  fields: Record<OfficeField, string>;
  time_zone: TimeZoneCode;
  /** The company's other offices, with which a point is compared. */
  offices: readonly PlacedOffice[];
  /** Why the point seems mistyped, asked before saving it; null: nothing to ask. */
  farWarning: string | null;
}

type HrOfficeFormEvent =
  | { type: 'field.edit'; field: OfficeField; value: string }
  | { type: 'zone.choose'; zone: TimeZoneCode }
  /** A point placed on the map: its coordinates written into the form, as if typed. */
  | { type: 'point.place'; latitude: number; longitude: number }
  /** The point is right although far: saved. */
  | { type: 'far.confirm' }
  /** Back to the form to correct it. */
  | { type: 'far.reconsider' }
  | FormTailEvent;

const warningOf = (context: HrOfficeFormContext) => {
  const request = requestOf(context);
  return request.success ? farPointWarning(request.output, context.offices, context.id) : null;
};

/** Six decimals: about 11 cm, finer than any phone's position. */
const coordinate = (degrees: number) => degrees.toFixed(6);

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
  types: formTypes<HrOfficeFormContext, HrOfficeFormEvent, { type: 'offices.changed' }, { office: Office | null; offices?: readonly PlacedOffice[] }>(),
  actors: {
    saveOffice: unprovided<OfficeSaved, { id: number | null; office: OfficeRequest }>('saveOffice'),
  },
  guards: {
    isValid: ({ context }) => requestOf(context).success,
    isFar: ({ context }) => warningOf(context) !== null,
    ...formTailGuards,
  },
  actions: {
    editField: assign(({ context, event }) => {
      assertEvent(event, 'field.edit');
      return { fields: { ...context.fields, [event.field]: event.value }, error: null };
    }),
    placePoint: assign(({ context, event }) => {
      assertEvent(event, 'point.place');
      return { fields: { ...context.fields, latitude: coordinate(event.latitude), longitude: coordinate(event.longitude) }, error: null };
    }),
    chooseZone: assign(({ event }) => {
      assertEvent(event, 'zone.choose');
      return { time_zone: event.zone, error: null };
    }),
    showProblem: assign(({ context }) => {
      const result = requestOf(context);
      return { error: result.success ? null : result.issues[0].message };
    }),
    askAboutFarPoint: assign(({ context }) => ({ farWarning: warningOf(context) })),
    forgetFarPoint: assign({ farWarning: null }),
    ...formTailActions<HrOfficeFormContext, HrOfficeFormEvent>(CONSOLE_TEXTS.saveFailed),
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
    offices: input.offices ?? [],
    farWarning: null,
    ...NOTHING_SAID,
  }),
  ...formFrame,
  states: {
    editing: {
      meta: EDITING_META,
      on: {
        'field.edit': { actions: 'editField' },
        'zone.choose': { actions: 'chooseZone' },
        'point.place': { actions: 'placePoint' },
        // A point outside Indonesia or far from every other office is asked about first (a lost minus sign).
        'form.submit': [{ guard: and(['isValid', 'isFar']), target: 'confirmingFar', actions: 'askAboutFarPoint' }, ...submitWhenValid],
      },
    },
    confirmingFar: {
      meta: { confirmLabel: 'Simpan Juga', cancelLabel: 'Ubah' },
      on: {
        'far.confirm': { target: 'saving', actions: 'forgetFarPoint' },
        'far.reconsider': { target: 'editing', actions: 'forgetFarPoint' },
      },
    },
    ...formTail('saveOffice', 'Menyimpan kantor...', ({ context }: { context: HrOfficeFormContext }) => ({
      id: context.id,
      office: requestOf(context).output as OfficeRequest,
    })),
  },
});
