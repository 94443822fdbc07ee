import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { type HrRecordCorrectionInput, hrRecordCorrectionMachine } from '../../../machines/hrRecordCorrection.machine';
import { inspect } from '../../app/inspector';
import { CORRECTION_STATUSES } from '../../contract/hr';
import { type ConsoleStepMeta, CORRECTION_TEXTS } from '../../domain/hrConsole';
import { hrRecordCorrectionActors } from '../../hr/console.actors';
import { ModalDialog } from '../../ui/ModalDialog';

const providedMachine = hrRecordCorrectionMachine.provide({ actors: hrRecordCorrectionActors });

/** Correct one clock-in or clock-out: its time on the office's clock, whether it counts, and why (required). */
export function HrCorrectionDialog({ input, subject, onChanged, onClosed }: { input: HrRecordCorrectionInput; subject: string; onChanged: () => void; onClosed: () => void }) {
  const actor = useActorRef(providedMachine, { input, inspect });
  useEffect(() => {
    const subscriptions = [actor.on('records.changed', onChanged), actor.subscribe({ complete: onClosed })];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [actor, onChanged, onClosed]);
  const state = useSelector(actor, (snapshot) => snapshot);
  const meta: ConsoleStepMeta = Object.assign({}, ...Object.values(state.getMeta()));
  const { time, status, note, timeError, noteError, error, message } = state.context;
  const editing = state.matches('editing');
  const failed = state.matches('failed');

  return (
    <ModalDialog open role="dialog" labelledBy="correction-title" describedBy="correction-subject" onEscape={() => actor.send({ type: 'flow.cancel' })} className="w-[min(28rem,calc(100vw-2rem))] p-6">
      <h2 id="correction-title" className="text-lg font-semibold text-ink">
        Koreksi Absen
      </h2>
      <p id="correction-subject" className="mt-1 text-ink">
        {subject}
      </p>
      <label className="mt-4 flex flex-col gap-1 text-sm font-semibold text-ink">
        Jam (HH:mm, jam kantor)
        <input
          className="input"
          inputMode="numeric"
          value={time}
          disabled={!editing}
          aria-invalid={timeError !== null}
          aria-describedby={timeError ? 'correction-time-error' : undefined}
          onChange={(event) => actor.send({ type: 'time.edit', value: event.target.value })}
        />
      </label>
      {timeError && (
        <p id="correction-time-error" className="mt-1 text-sm text-tone-danger-fg">
          {timeError}
        </p>
      )}
      <fieldset className="mt-3" disabled={!editing}>
        <legend className="text-sm font-semibold text-ink">Status</legend>
        {CORRECTION_STATUSES.map((option) => (
          <label key={option} className="flex min-h-11 items-center gap-3 text-sm text-ink">
            <input type="radio" name="correction-status" className="h-5 w-5" checked={status === option} onChange={() => actor.send({ type: 'status.choose', status: option })} />
            {CORRECTION_TEXTS.statuses[option]}
          </label>
        ))}
      </fieldset>
      <label className="mt-3 flex flex-col gap-1 text-sm font-semibold text-ink">
        Alasan koreksi
        <textarea
          className="input min-h-24"
          value={note}
          disabled={!editing}
          aria-invalid={noteError !== null}
          aria-describedby={noteError ? 'correction-note-error' : undefined}
          onChange={(event) => actor.send({ type: 'note.edit', value: event.target.value })}
        />
      </label>
      {noteError && (
        <p id="correction-note-error" className="mt-1 text-sm text-tone-danger-fg">
          {noteError}
        </p>
      )}
      {state.hasTag('busy') && (
        <p role="status" className="mt-3 text-ink-muted">
          {meta.busyText}
        </p>
      )}
      {error && (
        <div role="alert" className="mt-3 rounded-lg bg-tone-danger-bg p-3 text-sm text-tone-danger-fg">
          <p className="font-semibold">{CORRECTION_TEXTS.failedTitle}</p>
          <p>{error}</p>
        </div>
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
          <button type="button" className="btn-primary" onClick={() => actor.send({ type: editing ? 'correction.save' : failed ? 'correction.retry' : 'result.dismiss' })}>
            {meta.confirmLabel}
          </button>
        )}
      </div>
    </ModalDialog>
  );
}
