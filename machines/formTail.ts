import { assign, type DoneActorEvent, type ErrorActorEvent, type EventObject } from 'xstate';
import { BUTTON, failureMessage, retryCanHelp, type StepMeta } from '../src/domain/flow';

/** What every form flow keeps beside its fields: the problem it shows, and the server's answer once saved. */
export interface FormState {
  error: string | null;
  message: string | null;
}

/** The output of every form flow: whether it saved before it closed. */
export type FormOutput = { outcome: 'done' | 'cancelled' };

const formOutput = ({ context }: { context: FormState }): FormOutput => ({ outcome: context.message ? 'done' : 'cancelled' });

/** A form's `setup()` types: its context, events, what it announces and its input, with every form's output and meta. */
// Stryker disable next-line all: types exist for TypeScript only; no machine can tell a mutant apart.
export const formTypes = <Context extends FormState, Event extends EventObject, Emitted extends EventObject, Input = undefined>() => ({
  context: {} as Context,
  events: {} as Event,
  emitted: {} as Emitted,
  input: {} as Input,
  output: {} as FormOutput,
  meta: {} as StepMeta,
});

/** How every form starts and ends: at 'editing', closed by 'Batal' from any step, saying whether it saved. */
export const formFrame = { initial: 'editing', output: formOutput, on: { 'flow.cancel': '.closed' } } as const;

/** The form's own step: 'Simpan' and 'Batal'. */
export const EDITING_META = { confirmLabel: BUTTON.save, cancelLabel: BUTTON.cancel } as const;

/** The events every form's tail answers, beside the form's own edits and `form.submit`. */
export type FormTailEvent = { type: 'form.submit' } | { type: 'flow.retry' } | { type: 'result.dismiss' } | { type: 'flow.cancel' };

/** The guard and actions the tail names: spread into the form's `setup()`. */
export const formTailGuards = {
  retryCanHelp: ({ event }: { event: unknown }) => retryCanHelp((event as { error?: unknown }).error),
};

export const formTailActions = <Context extends FormState, Event extends EventObject>(general: string) => ({
  keepAnswer: assign<Context, Event, undefined, Event, never>(({ event }) => ({
    message: (event as unknown as DoneActorEvent<{ message: string }>).output.message,
    error: null,
  }) as Partial<Context>),
  showCallFailure: assign<Context, Event, undefined, Event, never>(({ event }) => ({ error: failureMessage((event as unknown as ErrorActorEvent).error, general) }) as Partial<Context>),
  clearError: assign<Context, Event, undefined, Event, never>(() => ({ error: null }) as Partial<Context>),
});

/** What a form says when it opens: no problem yet, no answer yet. */
export const NOTHING_SAID: FormState = { error: null, message: null };

/** The form's own step: its edits (`on`), 'Simpan' and 'Batal'. */
export const formEditing = <const On extends object>(on: On) => ({ meta: EDITING_META, on: { ...on, 'form.submit': submitWhenValid } }) as const;

/** 'Simpan' on a form: saved when the form is valid (guard `isValid`), else its problem shown (action `showProblem`). */
export const submitWhenValid = [{ guard: 'isValid', target: 'saving' }, { actions: 'showProblem' }] as const;

/** Where a failed save goes: 'Coba Lagi' when the connection failed, else back to the form with what was typed. */
export const saveFailure = [
  { guard: 'retryCanHelp', target: 'failed', actions: 'showCallFailure' },
  { target: 'editing', actions: 'showCallFailure' },
] as const;

/** The same from a step nested in the save, which names the form's steps by the machine's id. */
export const saveFailureIn = <const Id extends string>(machineId: Id) =>
  [
    { guard: 'retryCanHelp', target: `#${machineId}.failed`, actions: 'showCallFailure' },
    { target: `#${machineId}.editing`, actions: 'showCallFailure' },
  ] as const;

/** The steps after a call every form and confirmed action shares: 'Coba Lagi' (the `busy` step again), the answer and its 'OK', closed. */
export const flowEnd = <const Busy extends string>(busy: Busy) =>
  ({
    failed: {
      meta: { confirmLabel: BUTTON.retry, cancelLabel: BUTTON.cancel },
      on: { 'flow.retry': { target: busy, actions: 'clearError' } },
    },
    done: {
      meta: { confirmLabel: BUTTON.ok },
      on: { 'result.dismiss': 'closed' },
    },
    closed: { type: 'final' },
  }) as const;

/** The steps after a save every form shares. */
export const formEnd = flowEnd('saving');

/**
 * Where a confirmed action's failed call goes (a status change, a withdrawal): 'Coba Lagi' when the connection failed;
 * a refusal (decided by someone else first, or not theirs to change) is said and the list reloaded, never retried.
 */
export const confirmedCallFailure = [
  { guard: 'retryCanHelp', target: 'failed', actions: 'showCallFailure' },
  { target: 'refused', actions: ['showCallFailure', 'announceChange'] },
] as const;

/** The refusal's step: said, with only 'OK'. */
export const REFUSED_STEP = { meta: { confirmLabel: BUTTON.ok }, on: { 'result.dismiss': 'closed' } } as const;

/** The events every confirmed action answers, beside its own `confirm` event. */
export type ConfirmedCallEvent<Confirm extends string> = { type: Confirm } | { type: 'flow.retry' } | { type: 'result.dismiss' } | { type: 'flow.cancel' };

/**
 * A confirmed action (a status change, a withdrawal, archiving): asked first ('Batal'), `confirm` calls `src` in the
 * `busy` step, then the answer, a refusal said with only 'OK' (the list reloaded), or 'Coba Lagi' after a lost
 * connection; 'Batal' closes from every step. The action `announceChange` tells the list.
 */
export const confirmedCallFrame = <const Confirm extends string, const Busy extends string, const Src extends string, Context, Input>(steps: {
  confirm: Confirm;
  busy: Busy;
  src: Src;
  busyText: string;
  input: (args: { context: Context }) => Input;
  onDone?: readonly string[];
}) =>
  ({
    initial: 'confirming',
    output: formOutput,
    on: { 'flow.cancel': '.closed' },
    states: {
      confirming: { meta: { cancelLabel: BUTTON.cancel }, on: { [steps.confirm]: steps.busy } as Record<Confirm, Busy> },
      [steps.busy]: {
        tags: ['busy'],
        meta: { cancelLabel: BUTTON.cancel, busyText: steps.busyText },
        invoke: { id: steps.src, src: steps.src, input: steps.input, onDone: { target: 'done', actions: steps.onDone ?? ['keepAnswer', 'announceChange'] }, onError: confirmedCallFailure },
      },
      refused: REFUSED_STEP,
      ...flowEnd(steps.busy),
    } as Record<'confirming' | Busy | 'refused' | 'failed' | 'done' | 'closed', object>,
  }) as const;

/**
 * The steps after 'Simpan' that every form shares: saving (with 'Batal'), a refusal back to the form with what was
 * typed and the server's message, 'Coba Lagi' only when the connection failed, then the answer and its 'OK'.
 */
export const formTail = <const Src extends string, Context, Input>(src: Src, busyText: string, input: (args: { context: Context }) => Input) =>
  ({
    saving: {
      tags: ['busy'],
      meta: { cancelLabel: BUTTON.cancel, busyText },
      invoke: { id: src, src, input, onDone: { target: 'done', actions: ['keepAnswer', 'announceChange'] }, onError: saveFailure },
    },
    ...formEnd,
  }) as const;
