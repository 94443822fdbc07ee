import type { AnyActorRef } from 'xstate';
import { BUTTON, type StepMeta } from '../../domain/flow';
import { AlertDialog } from '../../ui/AlertDialog';

interface InlineFormEndProps {
  /** A form flow built on machines/formTail.ts: its actor, its snapshot and the step's meta. */
  actor: AnyActorRef;
  state: { value: unknown; hasTag(tag: string): boolean; context: { error: string | null; message: string | null } };
  meta: StepMeta;
  submitLabel: string;
  titles: { failed: string; done: string };
}

/**
 * The end of a form drawn in a page rather than a dialog: the refusal beside the fields, 'Batal' and the submit
 * button (its busy text while sending), and the alert that reports the answer or offers 'Coba Lagi'.
 */
export function InlineFormEnd({ actor, state, meta, submitLabel, titles }: InlineFormEndProps) {
  const { error, message } = state.context;
  const busy = state.hasTag('busy');
  const failed = state.value === 'failed';
  return (
    <>
      {error && !failed && (
        <p role="alert" className="rounded-control bg-tone-danger-bg p-3 text-sm text-tone-danger-fg">
          {error}
        </p>
      )}
      <div className="grid grid-cols-2 gap-3">
        <button type="button" className="btn-secondary" onClick={() => actor.send({ type: 'flow.cancel' })}>
          {meta.cancelLabel ?? BUTTON.cancel}
        </button>
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? meta.busyText : submitLabel}
        </button>
      </div>
      <AlertDialog
        open={failed || state.value === 'done'}
        kind={failed ? 'error' : 'success'}
        title={failed ? titles.failed : titles.done}
        text={(failed ? error : message) ?? ''}
        confirmLabel={meta.confirmLabel}
        onConfirm={() => actor.send({ type: failed ? 'flow.retry' : 'result.dismiss' })}
        cancelLabel={failed ? meta.cancelLabel : undefined}
        onCancel={failed ? () => actor.send({ type: 'flow.cancel' }) : undefined}
      />
    </>
  );
}
