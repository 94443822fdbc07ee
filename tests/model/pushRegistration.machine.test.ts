/**
 * docs/product.md §4 push registration (and its renewal at a later start), with Firebase's token when the build has its settings and a
 * standard Web Push subscription otherwise (docs/push.md), against a table written from those texts: for each
 * situation, the calls made in order, the token the sign-in gets, what is stored for the next start and what is
 * logged. Nothing expected is read from the machine.
 */
import { createActor, fromPromise } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PushRegistration, PushSupport } from '../../src/domain/push';
import { definedTransitions, importInHook, recordTransitions } from '../support/machineCoverage';
import { wholeMachineCases } from '../support/wholeMachineCases';

let pushRegistrationMachine: typeof import('../../machines/pushRegistration.machine').pushRegistrationMachine;
importInHook(() => import('../../machines/pushRegistration.machine'), (module) => ({ pushRegistrationMachine } = module));

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 10, 23, 2, 0);
const ALL: PushSupport = { serviceWorker: true, pushManager: true, indexedDB: true, notifications: true, firebase: true };
const WEB_PUSH = { firebase: false };
const SUBSCRIPTION = '{"endpoint":"https://push.example/a","keys":{"auth":"x","p256dh":"y"}}';
const OTHER_SUBSCRIPTION = '{"endpoint":"https://push.example/b","keys":{"auth":"x","p256dh":"z"}}';
const WORKER = { scope: 'http://localhost/firebase-cloud-messaging-push-scope' };

type Answer = 'ok' | 'fail' | 'never';
interface Row {
  support?: Partial<PushSupport>;
  stored?: PushRegistration | null;
  permission?: NotificationPermission | 'fail';
  register?: Answer;
  activation?: Answer;
  subscription?: string | null | 'fail';
  deletion?: Answer;
  token?: Answer;
  subscribe?: Answer;
  /** An actor that never answers, to look at the machine while it waits. */
  hang?: string;
  /** Milliseconds to let pass while an answer never comes. */
  wait?: number;
  expected: { calls: string[]; token: string | null; stored: PushRegistration | null; problem: string | null };
}

const FULL_PATH = ['requestPermission', 'registerWorker', 'waitForActivation', 'readSubscription'];
/** What is stored is the subscription the browser has once the token was made (Firebase subscribes on its own). */
const NEW = { token: 'token-baru', obtainedAt: NOW, subscription: SUBSCRIPTION };
const NEW_WEB_PUSH = { token: 'webpush:baru', obtainedAt: NOW, subscription: SUBSCRIPTION };

const TABLE: Record<string, Row> = {
  'granted, no stored token: a new token, stored': { expected: { calls: [...FULL_PATH, 'getToken'], token: 'token-baru', stored: NEW, problem: null } },
  'denied: null, login goes on': { permission: 'denied', expected: { calls: ['requestPermission'], token: null, stored: null, problem: 'permission denied' } },
  'dismissed (default): null': { permission: 'default', expected: { calls: ['requestPermission'], token: null, stored: null, problem: 'permission denied' } },
  'permission request throws: null': { permission: 'fail', expected: { calls: ['requestPermission'], token: null, stored: null, problem: 'permission denied' } },
  'no service worker: null at once': { support: { serviceWorker: false }, expected: { calls: [], token: null, stored: null, problem: 'unsupported' } },
  'no PushManager: null at once': { support: { pushManager: false }, expected: { calls: [], token: null, stored: null, problem: 'unsupported' } },
  'no indexedDB: null at once': { support: { indexedDB: false }, expected: { calls: [], token: null, stored: null, problem: 'unsupported' } },
  'no Notification API: null at once': { support: { notifications: false }, expected: { calls: [], token: null, stored: null, problem: 'unsupported' } },
  'no subscription yet: Firebase makes one, and that one is stored': {
    subscription: null,
    expected: { calls: [...FULL_PATH, 'getToken'], token: 'token-baru', stored: NEW, problem: null },
  },
  'no Firebase settings: a Web Push subscription with the server key, stored': {
    support: WEB_PUSH,
    subscription: null,
    expected: { calls: [...FULL_PATH, 'subscribe'], token: 'webpush:baru', stored: NEW_WEB_PUSH, problem: null },
  },
  'Web Push, denied: null': { support: WEB_PUSH, permission: 'denied', expected: { calls: ['requestPermission'], token: null, stored: null, problem: 'permission denied' } },
  'Web Push, no PushManager: null at once': { support: { ...WEB_PUSH, pushManager: false }, expected: { calls: [], token: null, stored: null, problem: 'unsupported' } },
  'Web Push, worker never activates: null after 10 s': {
    support: WEB_PUSH,
    activation: 'never',
    wait: 10_000,
    expected: { calls: ['requestPermission', 'registerWorker', 'waitForActivation'], token: null, stored: null, problem: 'activation timed out' },
  },
  'Web Push, subscribe never settles: null after the time limit': {
    support: WEB_PUSH,
    subscribe: 'never',
    wait: 20_000,
    expected: { calls: [...FULL_PATH, 'subscribe'], token: null, stored: null, problem: 'token timed out' },
  },
  'Web Push, subscribe fails (no key from the server, refused): null': {
    support: WEB_PUSH,
    subscribe: 'fail',
    expected: { calls: [...FULL_PATH, 'subscribe'], token: null, stored: null, problem: 'subscription failed' },
  },
  'Web Push, stored 6 days ago for the same subscription: kept': {
    support: WEB_PUSH,
    stored: { token: 'webpush:lama', obtainedAt: NOW - 6 * DAY, subscription: SUBSCRIPTION },
    expected: { calls: FULL_PATH, token: 'webpush:lama', stored: null, problem: null },
  },
  'Web Push, stored 7 days ago: subscribed and sent again': {
    support: WEB_PUSH,
    stored: { token: 'webpush:lama', obtainedAt: NOW - 7 * DAY, subscription: SUBSCRIPTION },
    expected: { calls: [...FULL_PATH, 'subscribe'], token: 'webpush:baru', stored: NEW_WEB_PUSH, problem: null },
  },
  'Web Push, subscription changed: the old token is deleted, a new subscription made': {
    support: WEB_PUSH,
    stored: { token: 'webpush:lama', obtainedAt: NOW - 1 * DAY, subscription: OTHER_SUBSCRIPTION },
    expected: { calls: [...FULL_PATH, 'deleteToken', 'subscribe'], token: 'webpush:baru', stored: NEW_WEB_PUSH, problem: null },
  },
  'worker registration fails: null': { register: 'fail', expected: { calls: ['requestPermission', 'registerWorker'], token: null, stored: null, problem: 'service worker registration failed' } },
  'worker never activates: null after 10 s': {
    activation: 'never',
    wait: 10_000,
    expected: { calls: ['requestPermission', 'registerWorker', 'waitForActivation'], token: null, stored: null, problem: 'activation timed out' },
  },
  'activation fails: null': { activation: 'fail', expected: { calls: ['requestPermission', 'registerWorker', 'waitForActivation'], token: null, stored: null, problem: 'activation timed out' } },
  'getToken never settles: null after the time limit': { token: 'never', wait: 20_000, expected: { calls: [...FULL_PATH, 'getToken'], token: null, stored: null, problem: 'token timed out' } },
  'getToken fails: null': { token: 'fail', expected: { calls: [...FULL_PATH, 'getToken'], token: null, stored: null, problem: 'token failed' } },
  'stored token 6 days old, same subscription: kept, nothing fetched': {
    stored: { token: 'token-lama', obtainedAt: NOW - 6 * DAY, subscription: SUBSCRIPTION },
    expected: { calls: FULL_PATH, token: 'token-lama', stored: null, problem: null },
  },
  'stored token 8 days old: replaced by an update': {
    stored: { token: 'token-lama', obtainedAt: NOW - 8 * DAY, subscription: SUBSCRIPTION },
    expected: { calls: [...FULL_PATH, 'getToken'], token: 'token-baru', stored: NEW, problem: null },
  },
  'stored token exactly 7 days old: replaced': {
    stored: { token: 'token-lama', obtainedAt: NOW - 7 * DAY, subscription: SUBSCRIPTION },
    expected: { calls: [...FULL_PATH, 'getToken'], token: 'token-baru', stored: NEW, problem: null },
  },
  'subscription changed: the old token is deleted, a new one created': {
    stored: { token: 'token-lama', obtainedAt: NOW - 1 * DAY, subscription: OTHER_SUBSCRIPTION },
    expected: { calls: [...FULL_PATH, 'deleteToken', 'getToken'], token: 'token-baru', stored: NEW, problem: null },
  },
  'subscription changed and deleting the old token fails: a new one all the same': {
    stored: { token: 'token-lama', obtainedAt: NOW - 1 * DAY, subscription: OTHER_SUBSCRIPTION },
    deletion: 'fail',
    expected: { calls: [...FULL_PATH, 'deleteToken', 'getToken'], token: 'token-baru', stored: NEW, problem: null },
  },
  'subscription cannot be read: counts as none, a stored token for a real one is replaced': {
    stored: { token: 'token-lama', obtainedAt: NOW - 1 * DAY, subscription: SUBSCRIPTION },
    subscription: 'fail',
    expected: { calls: [...FULL_PATH, 'deleteToken', 'getToken'], token: 'token-baru', stored: NEW, problem: null },
  },
};

const taken = new Set<string>();
const settle = () => vi.advanceTimersByTimeAsync(0);

async function run(row: Row) {
  const calls: { name: string; input: unknown }[] = [];
  const answer = <T,>(name: string, how: Answer | undefined, value: T) =>
    fromPromise(({ input }: { input: unknown }) => {
      calls.push({ name, input });
      if (how === 'never' || row.hang === name) return new Promise<T>(() => {});
      return how === 'fail' ? Promise.reject(new Error(`${name} gagal`)) : Promise.resolve(value);
    });
  const stored: PushRegistration[] = [];
  const problems: string[] = [];
  const actor = createActor(
    pushRegistrationMachine.provide({
      actors: {
        requestPermission: answer('requestPermission', row.permission === 'fail' ? 'fail' : 'ok', row.permission === 'fail' ? 'denied' : (row.permission ?? 'granted')),
        registerWorker: answer('registerWorker', row.register, WORKER),
        waitForActivation: answer('waitForActivation', row.activation, undefined),
        readSubscription: answer('readSubscription', row.subscription === 'fail' ? 'fail' : 'ok', row.subscription === undefined || row.subscription === 'fail' ? SUBSCRIPTION : row.subscription),
        deleteToken: answer('deleteToken', row.deletion, undefined),
        getToken: answer('getToken', row.token, { token: 'token-baru', subscription: SUBSCRIPTION }),
        subscribe: answer('subscribe', row.subscribe, { token: 'webpush:baru', subscription: SUBSCRIPTION }),
      } as never,
      actions: {
        storeRegistration: (_, registration: PushRegistration) => void stored.push(registration),
        logProblem: (_, { problem }: { problem: string }) => void problems.push(problem),
      },
    }),
    {
      input: { support: { ...ALL, ...row.support }, stored: row.stored ?? null, now: NOW },
      inspect: recordTransitions(taken),
    },
  );
  actor.start();
  for (let i = 0; i < 10; i++) await settle();
  if (row.wait) {
    await vi.advanceTimersByTimeAsync(row.wait - 1);
    expect(actor.getSnapshot().status, 'still waiting a moment before the limit').toBe('active');
    await vi.advanceTimersByTimeAsync(1);
    for (let i = 0; i < 5; i++) await settle();
  }
  return { actor, calls, stored, problems };
}

describe('push registration', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it.each(Object.entries(TABLE))('%s', async (_name, row) => {
    const { actor, calls, stored, problems } = await run(row);
    expect(actor.getSnapshot().status).toBe('done');
    expect(calls.map((call) => call.name)).toEqual(row.expected.calls);
    expect(actor.getSnapshot().output).toBe(row.expected.token);
    expect(stored).toEqual(row.expected.stored ? [row.expected.stored] : []);
    expect(problems).toEqual(row.expected.problem ? [row.expected.problem] : []);
  });

  it('hands the registered worker to activation, subscription and token, and the old token to its deletion', async () => {
    const { calls } = await run(TABLE['subscription changed: the old token is deleted, a new one created']!);
    expect(Object.fromEntries(calls.map((call) => [call.name, call.input]))).toEqual({
      requestPermission: undefined,
      registerWorker: undefined,
      waitForActivation: WORKER,
      readSubscription: WORKER,
      deleteToken: 'token-lama',
      getToken: WORKER,
    });
  });

  it('hands the registered worker to the Web Push subscription, and the old Web Push token to its deletion', async () => {
    const { calls } = await run(TABLE['Web Push, subscription changed: the old token is deleted, a new subscription made']!);
    expect(Object.fromEntries(calls.map((call) => [call.name, call.input]))).toMatchObject({ deleteToken: 'webpush:lama', subscribe: WORKER });
  });

  it.each(['requestPermission', 'registerWorker', 'waitForActivation', 'readSubscription', 'deleteToken', 'getToken', 'subscribe'])(
    'runs %s as a child of that name (the inspector shows it)',
    async (name) => {
      const changed = name === 'subscribe' ? 'Web Push, subscription changed: the old token is deleted, a new subscription made' : 'subscription changed: the old token is deleted, a new one created';
      const row = { ...TABLE[changed]!, hang: name };
      const { actor } = await run(row);
      expect(Object.keys(actor.getSnapshot().children)).toEqual([name]);
      actor.stop();
    },
  );

  wholeMachineCases(() => pushRegistrationMachine, 'pushRegistration', [
    'requestPermission',
    'registerWorker',
    'waitForActivation',
    'readSubscription',
    'deleteToken',
    'getToken',
    'subscribe',
  ]);

  it('took every transition it defines in the tests above', () => {
    expect(definedTransitions(pushRegistrationMachine).filter((t) => !taken.has(t))).toEqual([]);
  });
});
