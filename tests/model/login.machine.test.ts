import type { AnyMachineSnapshot } from 'xstate';
import { describe, expect, it } from 'vitest';
import { LOGIN_MESSAGES, loginMachine } from '../../machines/login.machine';
import type { LoginFailure } from '../../src/domain/login';
import type { LoginRequest, LoginResponse } from '../../src/contract/schemas';
import { delayedEvents, edgeCoveringPaths, expectEveryPathAndFullCoverage, type ModelStep, pendingActor } from '../support/modelPaths';

/** Invoked actors never settle by themselves: the model's done/error events decide. Timers never fire. */
const machine = loginMachine.provide({
  actors: { logIn: pendingActor<LoginResponse, LoginRequest>(), registerPush: pendingActor<string | null>() },
  delays: { successAlertDuration: 2 ** 30 },
});

const session: LoginResponse = {
  token: 'header.payload.signature',
  user: { name: 'Andi Saputra', nup: '19930715013', position_level: 3, emp_photo: null },
};
const failures: LoginFailure[] = [
  { status: 400, message: 'Username atau password salah.' },
  { status: 400, message: null },
  { status: 429, message: 'Terlalu banyak percobaan masuk. Coba lagi dalam 15 menit.' },
  { status: 500, message: null },
  { status: null, message: null },
];

const events = (snapshot: AnyMachineSnapshot) => [
  { type: 'form.edit', field: 'username', value: 'demo' },
  { type: 'form.edit', field: 'username', value: '' },
  { type: 'form.edit', field: 'password', value: 'demo1234' },
  { type: 'form.edit', field: 'password', value: '' },
  { type: 'form.submit' },
  { type: 'alert.dismiss' },
  { type: 'xstate.done.actor.logIn', output: session },
  ...failures.map((error) => ({ type: 'xstate.error.actor.logIn', error })),
  { type: 'xstate.done.actor.registerPush', output: 'push-token-123' },
  { type: 'xstate.done.actor.registerPush', output: null },
  { type: 'xstate.error.actor.registerPush', error: new Error('Notification permission denied') },
  ...delayedEvents(snapshot),
];

const serializeState = (snapshot: AnyMachineSnapshot) => {
  const { username, password, errors, alert } = snapshot.context;
  return JSON.stringify([snapshot.value, username !== '', password !== '', errors, alert?.text]);
};

/** What the person at the login screen sees after each step. */
function expectVisible(step: ModelStep, actual: AnyMachineSnapshot, emitted: { type: string }[]) {
  const { context } = actual;
  const busy = actual.hasTag('busy');
  if (step.event.type === 'form.submit' && actual.matches('editing')) {
    expect(context.errors.username).toBe(context.username ? undefined : 'Username is required');
    expect(context.errors.password).toBe(context.password ? undefined : 'Password is required');
  }
  if (step.event.type === 'xstate.error.actor.logIn') {
    const { status, message } = step.event.error as LoginFailure;
    expect(context.alert).toEqual({
      kind: 'error',
      title: status === 400 ? LOGIN_MESSAGES.rejectedTitle : LOGIN_MESSAGES.failedTitle,
      text: message ?? (status === 400 ? LOGIN_MESSAGES.rejectedFallback : LOGIN_MESSAGES.failedFallback),
    });
  }
  if (actual.matches('authenticating') || actual.matches('registeringPush')) expect(busy).toBe(true);
  if (actual.matches('editing') || actual.matches('failed')) expect(busy).toBe(false);
  if (step.event.type === 'xstate.done.actor.logIn') {
    expect(emitted.at(-1)).toEqual({ type: 'session.started', session });
  }
  if (step.event.type.startsWith('xstate.done.actor.registerPush') || step.event.type.startsWith('xstate.error.actor.registerPush')) {
    const token = step.event.type.startsWith('xstate.done') ? (step.event as unknown as { output: string | null }).output : null;
    expect(emitted.at(-1)).toEqual({ type: 'push.registered', token });
    expect(context.alert).toMatchObject({ kind: 'success', title: 'Login Berhasil' });
  }
  if (actual.matches('done')) {
    expect(actual.status).toBe('done');
    expect(emitted.at(-1)).toEqual({ type: 'navigate', to: '/dashboard' });
    expect(emitted.map((e) => e.type)).toEqual(['session.started', 'push.registered', 'navigate']);
    expect(context.alert).toBeNull();
  }
}

describe('login machine (model-based)', () => {
  const paths = edgeCoveringPaths(machine, { events, serializeState });

  it('generates paths through the machine', () => {
    expect(paths.length).toBeGreaterThan(20);
  });

  it('behaves as the model says on every generated path, and the paths cover every state and transition', () => {
    expectEveryPathAndFullCoverage(machine, paths, expectVisible);
  });

  it('waits 1.5 s on the success alert before navigating', () => {
    expect(loginMachine.implementations.delays.successAlertDuration).toBe(1500);
  });
});
