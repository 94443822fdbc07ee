import { assertEvent, assign, emit, setup } from 'xstate';
import type { FaceReferencesSaved } from '../src/contract/faces';
import { BUTTON, failureMessage, type StepMeta } from '../src/domain/flow';
import { FACE_REFERENCE_TEXTS, type ImageFile } from '../src/domain/hrConsole';
import { unprovided } from './unprovided';

export interface HrFaceReferencesContext {
  employeeId: number;
  /** The reference asked to be removed. */
  removing: number | null;
  error: string | null;
  message: string | null;
}

export type HrFaceReferencesEvent =
  | { type: 'reference.add'; image: ImageFile }
  | { type: 'reference.remove'; id: number }
  | { type: 'removal.confirm' }
  | { type: 'flow.cancel' }
  | { type: 'dialog.close' };

/**
 * HR's reference photos of one employee's face (issue 49): a photo chosen is sent at once and the server's reason
 * shown when it refuses it (no face, several, not centred, no consent, three already); a removal is asked first.
 * 'Batal' stops a send or a removal; 'Tutup' leaves from every step.
 */
export const hrFaceReferencesMachine = setup({
  // Stryker disable next-line all: types exist for TypeScript only; no machine can tell a mutant apart.
  types: {
    context: {} as HrFaceReferencesContext,
    events: {} as HrFaceReferencesEvent,
    input: {} as { employeeId: number },
    emitted: {} as { type: 'references.changed' },
    meta: {} as StepMeta,
  },
  actors: {
    addReference: unprovided<FaceReferencesSaved, { employeeId: number; image: ImageFile }>('addReference'),
    removeReference: unprovided<FaceReferencesSaved, { employeeId: number; id: number }>('removeReference'),
  },
  actions: {
    report: assign((_, saved: FaceReferencesSaved) => ({ message: saved.message, error: null, removing: null })),
    showFailure: assign((_, error: unknown) => ({ error: failureMessage(error, FACE_REFERENCE_TEXTS.failed), message: null, removing: null })),
    askRemoval: assign(({ event }) => {
      assertEvent(event, 'reference.remove');
      return { removing: event.id, error: null, message: null };
    }),
    forgetRemoval: assign({ removing: null }),
    clearNotes: assign({ error: null, message: null }),
    announceChange: emit({ type: 'references.changed' as const }),
  },
}).createMachine({
  id: 'hrFaceReferences',
  context: ({ input }) => ({ employeeId: input.employeeId, removing: null, error: null, message: null }),
  initial: 'idle',
  on: { 'dialog.close': '.closed' },
  states: {
    idle: {
      meta: { cancelLabel: FACE_REFERENCE_TEXTS.close },
      on: {
        'reference.add': { target: 'adding', actions: 'clearNotes' },
        'reference.remove': { target: 'confirmingRemoval', actions: 'askRemoval' },
        'flow.cancel': 'closed',
      },
    },
    adding: {
      tags: ['busy'],
      meta: { cancelLabel: BUTTON.cancel, busyText: FACE_REFERENCE_TEXTS.adding },
      invoke: {
        id: 'addReference',
        src: 'addReference',
        input: ({ context, event }) => {
          assertEvent(event, 'reference.add');
          return { employeeId: context.employeeId, image: event.image };
        },
        onDone: { target: 'idle', actions: [{ type: 'report', params: ({ event }) => event.output }, 'announceChange'] },
        onError: { target: 'idle', actions: { type: 'showFailure', params: ({ event }: { event: { error: unknown } }) => event.error } },
      },
      on: { 'flow.cancel': 'idle' },
    },
    confirmingRemoval: {
      meta: { confirmLabel: FACE_REFERENCE_TEXTS.remove, cancelLabel: BUTTON.cancel },
      on: {
        'removal.confirm': 'removing',
        'flow.cancel': { target: 'idle', actions: 'forgetRemoval' },
      },
    },
    removing: {
      tags: ['busy'],
      meta: { cancelLabel: BUTTON.cancel, busyText: FACE_REFERENCE_TEXTS.removing },
      invoke: {
        id: 'removeReference',
        src: 'removeReference',
        input: ({ context }) => ({ employeeId: context.employeeId, id: context.removing! }),
        onDone: { target: 'idle', actions: [{ type: 'report', params: ({ event }) => event.output }, 'announceChange'] },
        onError: { target: 'idle', actions: { type: 'showFailure', params: ({ event }: { event: { error: unknown } }) => event.error } },
      },
      on: { 'flow.cancel': { target: 'idle', actions: 'forgetRemoval' } },
    },
    closed: { type: 'final' },
  },
});
