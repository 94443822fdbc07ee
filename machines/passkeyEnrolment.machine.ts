import { assertEvent, assign, emit, type ErrorActorEvent, setup } from 'xstate';
import type { PasskeyRegisterResponse } from '../src/contract/passkey';
import { failureMessage, type FlowAlert } from '../src/domain/flow';
import { canEnrolHere, type EnrolmentFacts, PASSKEY_TEXT } from '../src/domain/passkey';
import { formTailGuards } from './formTail';
import { unprovided } from './unprovided';

export interface PasskeyEnrolmentContext {
  facts: EnrolmentFacts | null;
  /** The name the device gets: the browser's description until the employee types another. */
  name: string;
  /** The one-time code HR handed over, if the employee has one: with it the phone is active at once. */
  code: string;
  alert: FlowAlert | null;
}

export type PasskeyEnrolmentEvent =
  | { type: 'passkey.rename'; name: string }
  | { type: 'passkey.code'; code: string }
  | { type: 'passkey.enrol' }
  | { type: 'offer.dismiss' }
  | { type: 'flow.retry' }
  | { type: 'alert.dismiss' }
  | { type: 'flow.cancel' };

/** A device was enrolled: the lists that show devices are stale. */
export type PasskeyEnrolmentEmitted = { type: 'passkey.enrolled' };

const failure = (title: string, error: unknown, fallback: string): FlowAlert => ({ kind: 'error', title, text: failureMessage(error, fallback) });

/**
 * 'Perangkat Absen' and the dashboard's offer: the employee's devices, and enrolling this phone (the server's options,
 * the phone's passkey unlocked by its owner, the registration). 'Batal' leaves from any step; the offer can be put away.
 * 'Coba Lagi' follows only a failure that trying again can fix: the connection, or the phone's prompt put away.
 */
export const passkeyEnrolmentMachine = setup({
  // Stryker disable next-line all: types exist for TypeScript only; no machine can tell a mutant apart.
  types: {
    context: {} as PasskeyEnrolmentContext,
    events: {} as PasskeyEnrolmentEvent,
    emitted: {} as PasskeyEnrolmentEmitted,
  },
  actors: {
    loadDevices: unprovided<EnrolmentFacts, void>('loadDevices'),
    enrolPhone: unprovided<PasskeyRegisterResponse, { name: string; code: string }>('enrolPhone'),
  },
  guards: {
    ...formTailGuards,
    isEnrollable: ({ context }) => context.facts !== null && canEnrolHere(context.facts),
  },
  actions: {
    keepFacts: assign(({ context }, facts: EnrolmentFacts) => ({ facts, name: context.name || facts.suggestedName })),
    rename: assign(({ event }) => {
      assertEvent(event, 'passkey.rename');
      return { name: event.name };
    }),
    typeCode: assign(({ event }) => {
      assertEvent(event, 'passkey.code');
      return { code: event.code };
    }),
    showAlert: assign((_, alert: FlowAlert) => ({ alert })),
    showEnrolFailure: assign(({ event }) => ({ alert: failure(PASSKEY_TEXT.enrolFailedTitle, (event as unknown as ErrorActorEvent).error, PASSKEY_TEXT.enrolFallback) })),
    clearAlert: assign({ alert: null }),
    /** The app provides one that remembers, on this phone, that the offer was put away. */
    rememberDismissal: () => {},
    announceEnrolled: emit({ type: 'passkey.enrolled' as const }),
  },
}).createMachine({
  id: 'passkeyEnrolment',
  context: { facts: null, name: '', code: '', alert: null },
  initial: 'loading',
  on: { 'flow.cancel': '.closed' },
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadDevices',
        src: 'loadDevices',
        onDone: { target: 'ready', actions: { type: 'keepFacts', params: ({ event }) => event.output } },
        onError: { target: 'loadFailed', actions: { type: 'showAlert', params: ({ event }) => failure(PASSKEY_TEXT.title, event.error, PASSKEY_TEXT.loadFailed) } },
      },
    },
    loadFailed: {
      tags: ['retryable'],
      on: { 'flow.retry': { target: 'loading', actions: 'clearAlert' } },
    },
    ready: {
      on: {
        'passkey.rename': { actions: 'rename' },
        'passkey.code': { actions: 'typeCode' },
        'passkey.enrol': { guard: 'isEnrollable', target: 'enrolling' },
        'offer.dismiss': { target: 'closed', actions: 'rememberDismissal' },
      },
    },
    enrolling: {
      tags: ['busy'],
      invoke: {
        id: 'enrolPhone',
        src: 'enrolPhone',
        input: ({ context }) => ({ name: context.name.trim() || context.facts!.suggestedName, code: context.code.trim() }),
        onDone: {
          target: 'enrolled',
          actions: [{ type: 'showAlert', params: ({ event }) => ({ kind: 'success', title: PASSKEY_TEXT.title, text: event.output.message }) }, 'announceEnrolled'],
        },
        onError: [
          { guard: 'retryCanHelp', target: 'enrolFailed', actions: 'showEnrolFailure' },
          { target: 'enrolRefused', actions: 'showEnrolFailure' },
        ],
      },
    },
    enrolFailed: {
      tags: ['retryable'],
      on: {
        'flow.retry': { target: 'enrolling', actions: 'clearAlert' },
        'alert.dismiss': { target: 'ready', actions: 'clearAlert' },
      },
    },
    /** Refused (a wrong or used code, a phone already enrolled): said with 'OK', then the form again with what was typed. */
    enrolRefused: {
      on: { 'alert.dismiss': { target: 'ready', actions: 'clearAlert' } },
    },
    enrolled: {
      on: { 'alert.dismiss': { target: 'loading', actions: ['clearAlert', assign({ code: '' })] } },
    },
    closed: { type: 'final', entry: 'clearAlert' },
  },
});
