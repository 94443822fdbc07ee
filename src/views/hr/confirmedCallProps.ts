import type { AnyActorRef } from 'xstate';
import { BUTTON, type StepMeta } from '../../domain/flow';
import type { DecisionDialogProps } from '../../ui/DecisionDialog';

interface ConfirmedCallState {
  hasTag(tag: string): boolean;
  matches(step: string): boolean;
  context: { message: string | null; error: string | null };
}

/** What a confirmed action asks and says: its question, the explanation under it, its button, its failure's title. */
export interface ConfirmedCallWording {
  question: string;
  explanation: string;
  confirmLabel: string;
  failedTitle: string;
  danger: boolean;
}

/**
 * What a confirmed action's flow (a status change, a withdrawal) gives its DecisionDialog: the question open while
 * asked or under way (`confirm` sends the answer yes), then the answer ('OK', with `done` under it), a lost connection
 * ('Coba Lagi', 'Batal') or a refusal ('OK').
 */
export function confirmedCallProps(
  actor: AnyActorRef,
  state: ConfirmedCallState,
  meta: StepMeta,
  { wording, confirm, busyStep, done }: { wording: ConfirmedCallWording; confirm: string; busyStep: string; done: string },
): Omit<DecisionDialogProps, 'id'> {
  const failed = state.matches('failed');
  const { message, error } = state.context;
  return {
    question: wording.question,
    subject: wording.explanation,
    confirmLabel: wording.confirmLabel,
    danger: wording.danger,
    onConfirm: () => actor.send({ type: confirm }),
    open: state.matches('confirming') || state.matches(busyStep),
    busy: state.hasTag('busy'),
    busyText: meta.busyText ?? '',
    cancelLabel: meta.cancelLabel ?? BUTTON.cancel,
    onCancel: () => actor.send({ type: 'flow.cancel' }),
    alert: message ? { kind: 'success', title: message, text: done } : error ? { kind: 'error', title: wording.failedTitle, text: error } : null,
    alertConfirmLabel: meta.confirmLabel,
    alertCancelLabel: failed ? meta.cancelLabel : undefined,
    onAlertConfirm: () => actor.send({ type: failed ? 'flow.retry' : 'result.dismiss' }),
    onAlertCancel: () => actor.send({ type: 'flow.cancel' }),
  };
}
