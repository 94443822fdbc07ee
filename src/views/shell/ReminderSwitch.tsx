import { Description, Field, Label, Switch } from '@headlessui/react';
import { useActorRef, useSelector } from '@xstate/react';
import useSWR from 'swr';
import { reminderSettingMachine } from '../../../machines/reminderSetting.machine';
import { reminderSettingActors } from '../../account/account.actors';
import { fetchReminderSetting, REMINDER_KEY } from '../../api/account';
import { inspect } from '../../app/inspector';
import type { StepMeta } from '../../domain/flow';
import { REMINDER_TEXTS } from '../../domain/push';
import { AlertDialog } from '../../ui/AlertDialog';

const providedMachine = reminderSettingMachine.provide({ actors: reminderSettingActors });

function ReminderField({ enabled: saved }: { enabled: boolean }) {
  const actor = useActorRef(providedMachine, { input: { enabled: saved }, inspect });
  const state = useSelector(actor, (snapshot) => snapshot);
  const { enabled, wanted, error } = state.context;
  const busy = state.hasTag('busy');
  const failed = state.matches('failed');
  const meta: StepMeta = Object.assign({}, ...Object.values(state.getMeta()));
  return (
    <Field className="card flex w-full items-center gap-4">
      <div className="flex-1">
        <Label className="font-semibold text-ink">{REMINDER_TEXTS.label}</Label>
        <Description className="text-sm text-ink-muted">{REMINDER_TEXTS.description}</Description>
        {error && !failed && (
          <p role="alert" className="mt-1 text-sm text-tone-danger-fg">
            {error}
          </p>
        )}
      </div>
      <Switch
        checked={busy ? wanted : enabled}
        disabled={busy}
        onChange={() => actor.send({ type: 'reminder.toggle' })}
        className="focus-ring group relative inline-flex h-11 w-16 shrink-0 items-center rounded-full bg-ink-muted p-1 transition data-[checked]:bg-brand data-[disabled]:opacity-60"
      >
        <span aria-hidden className="h-9 w-9 rounded-full bg-white shadow transition group-data-[checked]:translate-x-5" />
      </Switch>
      <AlertDialog
        open={failed}
        kind="error"
        title={REMINDER_TEXTS.failed}
        text={error ?? ''}
        confirmLabel={meta.confirmLabel}
        onConfirm={() => actor.send({ type: 'flow.retry' })}
        cancelLabel={meta.cancelLabel}
        onCancel={() => actor.send({ type: 'flow.cancel' })}
      />
    </Field>
  );
}

/** Akun's switch for shift reminders, as the server holds it. */
export function ReminderSwitch() {
  const { data } = useSWR(REMINDER_KEY, fetchReminderSetting);
  return data ? <ReminderField enabled={data.enabled} /> : null;
}
