import type { AnyActorRef } from 'xstate';
import type { StepMeta } from '../../domain/flow';

/** The event a form's confirm button sends in the step it is in: save, save again, or close what is done. */
const formConfirmEvent = (snapshot: { value: unknown }) =>
  snapshot.value === 'editing' ? ('form.submit' as const) : snapshot.value === 'failed' ? ('flow.retry' as const) : ('result.dismiss' as const);

/** What a form flow gives its ConsoleDialog: the step's buttons and what they send, its problem and its answer. */
export const formDialogProps = (actor: AnyActorRef, state: { value: unknown; hasTag(tag: string): boolean; context: { error: string | null; message: string | null } }, meta: StepMeta) => ({
  meta,
  busy: state.hasTag('busy'),
  error: state.context.error,
  done: state.context.message,
  onConfirm: () => actor.send({ type: formConfirmEvent(state) }),
  onCancel: () => actor.send({ type: 'flow.cancel' }),
});
