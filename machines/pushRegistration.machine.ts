import { assign, setup } from 'xstate';
import {
  ACTIVATION_TIMEOUT_MS,
  type ObtainedToken,
  type PushInput,
  type PushProblem,
  type PushRegistration,
  TOKEN_REFRESH_AGE_MS,
  TOKEN_TIMEOUT_MS,
  type WorkerHandle,
} from '../src/domain/push';
import { unprovided } from './unprovided';

export interface PushContext extends PushInput {
  worker: WorkerHandle | null;
  /** The subscription the browser has now, read once the worker is active. */
  subscription: string | null;
  token: string | null;
}


/**
 * docs/product.md §4 push registration, run at sign-in and again at a later start: ask permission, register the messaging
 * worker, wait for it to activate, keep a fresh token or get a new one (deleting the old one when the subscription
 * changed): from Firebase when the build has its settings, else a Web Push subscription made with the server's VAPID
 * key. Every way out without a token is logged and ends with null; sign-in goes on either way.
 */
export const pushRegistrationMachine = setup({
  // Stryker disable next-line all: types exist for TypeScript only; no machine can tell a mutant apart.
  types: {
    context: {} as PushContext,
    input: {} as PushInput,
    output: {} as string | null,
  },
  actors: {
    requestPermission: unprovided<NotificationPermission>('requestPermission'),
    registerWorker: unprovided<WorkerHandle>('registerWorker'),
    waitForActivation: unprovided<void, WorkerHandle | null>('waitForActivation'),
    readSubscription: unprovided<string | null, WorkerHandle | null>('readSubscription'),
    deleteToken: unprovided<void, string>('deleteToken'),
    getToken: unprovided<ObtainedToken, WorkerHandle | null>('getToken'),
    subscribe: unprovided<ObtainedToken, WorkerHandle | null>('subscribe'),
  },
  guards: {
    isUnsupported: ({ context: { support } }) => !(support.serviceWorker && support.pushManager && support.indexedDB && support.notifications),
    isFirebase: ({ context }) => context.support.firebase,
    isGranted: (_, permission: NotificationPermission) => permission === 'granted',
    hasFreshToken: ({ context: { stored, now, subscription } }) =>
      stored !== null && now - stored.obtainedAt < TOKEN_REFRESH_AGE_MS && stored.subscription === subscription,
    hasChangedSubscription: ({ context: { stored, subscription } }) => stored !== null && stored.subscription !== subscription,
  },
  actions: {
    keepWorker: assign((_, worker: WorkerHandle) => ({ worker })),
    keepSubscription: assign((_, subscription: string | null) => ({ subscription })),
    // Taken only after hasFreshToken, which found a stored token.
    keepStoredToken: assign(({ context }) => ({ token: context.stored!.token })),
    keepNewToken: assign((_, { token, subscription }: ObtainedToken) => ({ token, subscription })),
    /** Provided by the app: stores the registration for the next start. */
    storeRegistration: (_, _registration: PushRegistration) => {},
    /** Provided by the app: logs why there is no token (docs/product.md §8). */
    logProblem: (_, _problem: { problem: PushProblem; error?: unknown }) => {},
  },
  delays: {
    activationTimeout: ACTIVATION_TIMEOUT_MS,
    tokenTimeout: TOKEN_TIMEOUT_MS,
  },
}).createMachine({
  id: 'pushRegistration',
  context: ({ input }) => ({ ...input, worker: null, subscription: null, token: null }),
  initial: 'checking',
  output: ({ context }) => context.token,
  states: {
    checking: {
      always: [
        { guard: 'isUnsupported', target: 'unavailable', actions: { type: 'logProblem', params: { problem: 'unsupported' } } },
        { target: 'askingPermission' },
      ],
    },
    askingPermission: {
      invoke: {
        id: 'requestPermission',
        src: 'requestPermission',
        onDone: [
          { guard: { type: 'isGranted', params: ({ event }) => event.output }, target: 'registeringWorker' },
          { target: 'unavailable', actions: { type: 'logProblem', params: { problem: 'permission denied' } } },
        ],
        onError: { target: 'unavailable', actions: { type: 'logProblem', params: ({ event }) => ({ problem: 'permission denied', error: event.error }) } },
      },
    },
    registeringWorker: {
      invoke: {
        id: 'registerWorker',
        src: 'registerWorker',
        onDone: { target: 'activating', actions: { type: 'keepWorker', params: ({ event }) => event.output } },
        onError: {
          target: 'unavailable',
          actions: { type: 'logProblem', params: ({ event }) => ({ problem: 'service worker registration failed', error: event.error }) },
        },
      },
    },
    activating: {
      invoke: {
        id: 'waitForActivation',
        src: 'waitForActivation',
        input: ({ context }) => context.worker,
        onDone: { target: 'readingSubscription' },
        onError: { target: 'unavailable', actions: { type: 'logProblem', params: ({ event }) => ({ problem: 'activation timed out', error: event.error }) } },
      },
      after: { activationTimeout: { target: 'unavailable', actions: { type: 'logProblem', params: { problem: 'activation timed out' } } } },
    },
    readingSubscription: {
      invoke: {
        id: 'readSubscription',
        src: 'readSubscription',
        input: ({ context }) => context.worker,
        onDone: { target: 'comparing', actions: { type: 'keepSubscription', params: ({ event }) => event.output } },
        // An unreadable subscription counts as none (the context starts with null).
        onError: { target: 'comparing' },
      },
    },
    comparing: {
      always: [
        { guard: 'hasFreshToken', target: 'registered', actions: 'keepStoredToken' },
        { guard: 'hasChangedSubscription', target: 'deletingOldToken' },
        { target: 'obtainingToken' },
      ],
    },
    deletingOldToken: {
      invoke: {
        id: 'deleteToken',
        src: 'deleteToken',
        // Reached only after hasChangedSubscription, which found a stored token.
        input: ({ context }) => context.stored!.token,
        onDone: { target: 'obtainingToken' },
        // The old token dies with its subscription anyway; a new one is still wanted.
        onError: { target: 'obtainingToken' },
      },
    },
    /** Firebase's token (docs/product.md §7), or a Web Push subscription of the browser's own; both within one time limit. */
    obtainingToken: {
      initial: 'choosingService',
      after: { tokenTimeout: { target: 'unavailable', actions: { type: 'logProblem', params: { problem: 'token timed out' } } } },
      states: {
        choosingService: {
          always: [{ guard: 'isFirebase', target: 'askingFirebase' }, { target: 'subscribing' }],
        },
        askingFirebase: {
          invoke: {
            id: 'getToken',
            src: 'getToken',
            input: ({ context }) => context.worker,
            onDone: { target: 'obtained', actions: { type: 'keepNewToken', params: ({ event }) => event.output } },
            onError: { target: '#pushRegistration.unavailable', actions: { type: 'logProblem', params: ({ event }) => ({ problem: 'token failed', error: event.error }) } },
          },
        },
        subscribing: {
          invoke: {
            id: 'subscribe',
            src: 'subscribe',
            input: ({ context }) => context.worker,
            onDone: { target: 'obtained', actions: { type: 'keepNewToken', params: ({ event }) => event.output } },
            onError: { target: '#pushRegistration.unavailable', actions: { type: 'logProblem', params: ({ event }) => ({ problem: 'subscription failed', error: event.error }) } },
          },
        },
        obtained: {
          entry: {
            type: 'storeRegistration',
            params: ({ context }) => ({ token: context.token!, obtainedAt: context.now, subscription: context.subscription }),
          },
          always: { target: '#pushRegistration.registered' },
        },
      },
    },
    registered: { type: 'final' },
    unavailable: { type: 'final' },
  },
});
