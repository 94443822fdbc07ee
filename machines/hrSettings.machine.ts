import { assertEvent, assign, emit, setup } from 'xstate';
import type { CompanySettings, CompanySettingsSaved } from '../src/contract/hr';
import { CONSOLE_TEXTS, SETTINGS_TEXTS, settingsProblem } from '../src/domain/hrConsole';
import { formEditing, formFrame, type FormState, formTail, formTailActions, type FormTailEvent, formTailGuards, formTypes, NOTHING_SAID } from './formTail';
import { unprovided } from './unprovided';

export type CompanySettingField = keyof CompanySettings;

export interface HrSettingsContext extends FormState {
  texts: { [Field in CompanySettingField]: string };
}

const settingTexts = (settings: CompanySettings) => Object.fromEntries(Object.entries(settings).map(([field, value]) => [field, String(value)])) as HrSettingsContext['texts'];
const settingValues = (texts: HrSettingsContext['texts']) => Object.fromEntries(Object.entries(texts).map(([field, text]) => [field, Number(text)])) as CompanySettings;

export type HrSettingsEvent = { type: 'setting.edit'; field: CompanySettingField; value: string } | FormTailEvent;

/** HR changing the company's settings (correction window, payroll cut-off, cuti bersama, forgotten clock-out), checked, then saved; 'Batal' from every step. */
export const hrSettingsMachine = setup({
  types: formTypes<HrSettingsContext, HrSettingsEvent, { type: 'settings.changed' }, CompanySettings>(),
  actors: {
    saveSettings: unprovided<CompanySettingsSaved, CompanySettings>('saveSettings'),
  },
  guards: {
    ...formTailGuards,
    isValid: ({ context }) => settingsProblem(context.texts) === null,
  },
  actions: {
    ...formTailActions<HrSettingsContext, HrSettingsEvent>(CONSOLE_TEXTS.saveFailed),
    editSetting: assign(({ context, event }) => {
      assertEvent(event, 'setting.edit');
      return { texts: { ...context.texts, [event.field]: event.value }, error: null };
    }),
    showProblem: assign(({ context }) => ({ error: settingsProblem(context.texts) })),
    announceChange: emit({ type: 'settings.changed' as const }),
  },
}).createMachine({
  id: 'hrSettings',
  context: ({ input }) => ({ texts: settingTexts(input), ...NOTHING_SAID }),
  ...formFrame,
  states: {
    editing: formEditing({
      'setting.edit': { actions: 'editSetting' },
    }),
    ...formTail('saveSettings', SETTINGS_TEXTS.busy, ({ context }: { context: HrSettingsContext }) => settingValues(context.texts)),
  },
});
