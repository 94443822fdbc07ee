import { assertEvent, assign, emit, setup } from 'xstate';
import type { PrivacySettings, PrivacySettingsSaved } from '../src/contract/privacy';
import { CONSOLE_TEXTS, PRIVACY_SETTINGS_TEXTS, privacySettingsProblem } from '../src/domain/hrConsole';
import { formEditing, formFrame, type FormState, formTail, formTailActions, type FormTailEvent, formTailGuards, formTypes, NOTHING_SAID } from './formTail';
import { unprovided } from './unprovided';

export type PrivacySettingField = keyof PrivacySettings;

export interface HrPrivacySettingsContext extends FormState {
  texts: Record<PrivacySettingField, string>;
}

const typedValues = (texts: Record<PrivacySettingField, string>): PrivacySettings => ({
  photo_retention_days: Number(texts.photo_retention_days),
  reference_retention_days: Number(texts.reference_retention_days),
  officer_name: texts.officer_name.trim(),
  officer_contact: texts.officer_contact.trim(),
});

export type HrPrivacySettingsEvent = { type: 'setting.edit'; field: PrivacySettingField; value: string } | FormTailEvent;

/** HR setting how long photos and positions are kept and naming the data protection officer, checked, then saved; 'Batal' from every step. */
export const hrPrivacySettingsMachine = setup({
  types: formTypes<HrPrivacySettingsContext, HrPrivacySettingsEvent, { type: 'settings.changed' }, PrivacySettings>(),
  actors: {
    saveSettings: unprovided<PrivacySettingsSaved, PrivacySettings>('saveSettings'),
  },
  guards: {
    ...formTailGuards,
    isValid: ({ context }) => privacySettingsProblem(context.texts) === null,
  },
  actions: {
    ...formTailActions<HrPrivacySettingsContext, HrPrivacySettingsEvent>(CONSOLE_TEXTS.saveFailed),
    editSetting: assign(({ context, event }) => {
      assertEvent(event, 'setting.edit');
      return { texts: { ...context.texts, [event.field]: event.value }, error: null };
    }),
    showProblem: assign(({ context }) => ({ error: privacySettingsProblem(context.texts) })),
    announceChange: emit({ type: 'settings.changed' as const }),
  },
}).createMachine({
  id: 'hrPrivacySettings',
  context: ({ input }) => ({
    texts: {
      photo_retention_days: String(input.photo_retention_days),
      reference_retention_days: String(input.reference_retention_days),
      officer_name: input.officer_name,
      officer_contact: input.officer_contact,
    },
    ...NOTHING_SAID,
  }),
  ...formFrame,
  states: {
    editing: formEditing({
      'setting.edit': { actions: 'editSetting' },
    }),
    ...formTail('saveSettings', PRIVACY_SETTINGS_TEXTS.busy, ({ context }: { context: HrPrivacySettingsContext }) => typedValues(context.texts)),
  },
});
