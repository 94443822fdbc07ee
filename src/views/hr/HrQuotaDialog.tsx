import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { type HrQuotaInput, hrQuotaMachine } from '../../../machines/hrQuota.machine';
import { inspect } from '../../app/inspector';
import type { ConsoleStepMeta } from '../../domain/hrConsole';
import { hrQuotaActors } from '../../hr/console.actors';
import { ModalDialog } from '../../ui/ModalDialog';

const providedMachine = hrQuotaMachine.provide({ actors: hrQuotaActors });

/** Set one employee's leave quota for a year, never below what is approved. */
export function HrQuotaDialog({ input, name, onChanged, onClosed }: { input: HrQuotaInput; name: string; onChanged: () => void; onClosed: () => void }) {
  const actor = useActorRef(providedMachine, { input, inspect });
  useEffect(() => {
    const subscriptions = [actor.on('quotas.changed', onChanged), actor.subscribe({ complete: onClosed })];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [actor, onChanged, onClosed]);
  const state = useSelector(actor, (snapshot) => snapshot);
  const meta: ConsoleStepMeta = Object.assign({}, ...Object.values(state.getMeta()));
  const { text, error, message, year, used } = state.context;
  const editing = state.matches('editing');
  const failed = state.matches('failed');
  return (
    <ModalDialog open role="dialog" labelledBy="quota-title" describedBy="quota-help" onEscape={() => actor.send({ type: 'flow.cancel' })} className="w-[min(24rem,calc(100vw-2rem))] p-6">
      <h2 id="quota-title" className="text-lg font-semibold text-ink">
        Kuota Cuti {year}
      </h2>
      <p id="quota-help" className="mt-1 text-ink">
        {name}: {used} hari sudah disetujui.
      </p>
      <label className="mt-4 flex flex-col gap-1 text-sm font-semibold text-ink">
        Kuota (hari kerja)
        <input className="input" inputMode="numeric" value={text} disabled={!editing} onChange={(event) => actor.send({ type: 'days.edit', value: event.target.value })} />
      </label>
      {state.hasTag('busy') && (
        <p role="status" className="mt-3 text-ink-muted">
          {meta.busyText}
        </p>
      )}
      {error && (
        <p role="alert" className="mt-3 rounded-lg bg-tone-danger-bg p-3 text-sm text-tone-danger-fg">
          {error}
        </p>
      )}
      {message && (
        <p role="status" className="mt-3 rounded-lg bg-tone-ok-bg p-3 text-sm text-tone-ok-fg">
          {message}
        </p>
      )}
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        {meta.cancelLabel && (
          <button type="button" className="btn-secondary" onClick={() => actor.send({ type: 'flow.cancel' })}>
            {meta.cancelLabel}
          </button>
        )}
        {meta.confirmLabel && (
          <button type="button" className="btn-primary" onClick={() => actor.send({ type: editing ? 'quota.save' : failed ? 'quota.retry' : 'result.dismiss' })}>
            {meta.confirmLabel}
          </button>
        )}
      </div>
    </ModalDialog>
  );
}
