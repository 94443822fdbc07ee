import { type HrRecordCorrectionInput, hrRecordCorrectionMachine } from '../../../machines/hrRecordCorrection.machine';
import { CORRECTION_STATUSES } from '../../contract/hr';
import { CORRECTION_TEXTS } from '../../domain/hrConsole';
import { hrRecordCorrectionActors } from '../../hr/console.actors';
import { ConsoleDialog } from './ConsoleDialog';
import { useFlow } from '../../ui/useFlow';
import { formDialogProps } from './formDialogProps';

const providedMachine = hrRecordCorrectionMachine.provide({ actors: hrRecordCorrectionActors });

/** Correct one clock-in or clock-out: its time on the office's clock, whether it counts, and why (required). */
export function HrCorrectionDialog({ input, subject, onChanged, onClosed }: { input: HrRecordCorrectionInput; subject: string; onChanged: () => void; onClosed: () => void }) {
  const { actor, state, meta } = useFlow(providedMachine, input, 'records.changed', onChanged, onClosed);
  const { time, status, note, timeError, noteError, error, message } = state.context;
  const editing = state.matches('editing');

  return (
    <ConsoleDialog
      id="correction"
      title="Koreksi Absen"
      help={subject}
      size={28}
      {...formDialogProps(actor, state, meta)}
      error={error && (
          <>
            <p className="font-semibold">{CORRECTION_TEXTS.failedTitle}</p>
            <p>{error}</p>
          </>
        )}
      done={message}
    >
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
    </ConsoleDialog>
  );
}
