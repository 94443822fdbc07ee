/**
 * The login machine against tables written from docs/product.md §4 (Auth) and §5 (Login validation), and the messages of
 * docs/decisions.md: what the person sees and what leaves the machine. Nothing expected is read from the machine.
 */
import { type AnyActorLogic, type AnyMachineSnapshot, createActor, fromPromise } from 'xstate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LoginResponse } from '../../src/contract/session';
import { importInHook } from '../support/machineCoverage';
import { wholeMachineCases } from '../support/wholeMachineCases';
import { recordEmitted } from '../support/emitted';

let loginMachine: typeof import('../../machines/login.machine').loginMachine;
importInHook(() => import('../../machines/login.machine'), (module) => ({ loginMachine } = module));
afterEach(() => void vi.useRealTimers());

const session: LoginResponse = {
  token: 'header.payload.signature',
  user: { name: 'Andi Saputra', nup: '19930715013', position_level: 3, emp_photo: null, role: 'employee' as const },
};

type Answer<T> = { resolve: T } | { reject: unknown };

function start(login: Answer<LoginResponse>, push: Answer<string | null> = { resolve: null }) {
  const sent: unknown[] = [];
  const answer = <T,>(a: Answer<T>) => ('resolve' in a ? Promise.resolve(a.resolve) : Promise.reject(a.reject));
  const actor = createActor(
    loginMachine.provide({
      actors: {
        logIn: fromPromise(async ({ input }) => {
          sent.push(input);
          return answer(login);
        }),
        registerPush: fromPromise(() => answer(push)),
      },
    }),
  );
  const emitted = recordEmitted(actor);
  actor.start();
  const fill = (username: string, password: string) => {
    actor.send({ type: 'form.edit', field: 'username', value: username });
    actor.send({ type: 'form.edit', field: 'password', value: password });
  };
  return { actor, sent, emitted, fill };
}
const flush = () => vi.advanceTimersByTimeAsync(0);
const view = (snapshot: AnyMachineSnapshot) => ({ busy: snapshot.hasTag('busy'), alert: snapshot.context.alert, errors: snapshot.context.errors });

describe('login form validation (docs/product.md §5)', () => {
  it.each([
    ['', '', { username: 'Username wajib diisi.', password: 'Password wajib diisi.' }],
    ['demo', '', { password: 'Password wajib diisi.' }],
    ['', 'demo1234', { username: 'Username wajib diisi.' }],
    ['   ', 'demo1234', { username: 'Username wajib diisi.' }],
  ])('username %j, password %j: shows %j and sends nothing', (username, password, errors) => {
    const { actor, sent, fill } = start({ resolve: session });
    fill(username, password);
    actor.send({ type: 'form.submit' });
    expect(view(actor.getSnapshot())).toEqual({ busy: false, alert: null, errors });
    expect(sent).toEqual([]);
  });

  it('editing a field clears only its own message, and a valid form clears all', () => {
    const { actor, sent, fill } = start({ resolve: session });
    actor.send({ type: 'form.submit' });
    actor.send({ type: 'form.edit', field: 'username', value: 'demo' });
    expect(actor.getSnapshot().context.errors).toEqual({ username: undefined, password: 'Password wajib diisi.' });
    fill('demo', 'demo1234');
    actor.send({ type: 'form.submit' });
    expect(view(actor.getSnapshot())).toStrictEqual({ busy: true, alert: null, errors: {} });
    expect(sent).toEqual([{ username: 'demo', password: 'demo1234' }]);
  });

  it('starts empty, with nothing to show', () => {
    const { actor } = start({ resolve: session });
    expect(actor.getSnapshot().context).toStrictEqual({ username: '', password: '', errors: {}, alert: null });
  });
});

describe('signing in (docs/product.md §4 Auth)', () => {
  it.each([
    ['a push token', { resolve: 'push-token-123' }, 'push-token-123'],
    ['no push token (permission denied)', { resolve: null }, null],
    ['push registration failing', { reject: new Error('Notification permission denied') }, null],
  ] as const)('with %s: stores the session, then the push token, shows the welcome for 1.5 s, then the dashboard', async (_, push, token) => {
    vi.useFakeTimers();
    const { actor, emitted, fill } = start({ resolve: session }, push as Answer<string | null>);
    fill('demo', 'demo1234');
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await flush();
    expect(emitted).toEqual([{ type: 'session.started', session }, { type: 'push.registered', token }]);
    expect(view(actor.getSnapshot())).toEqual({ busy: true, alert: { kind: 'success', title: 'Login Berhasil', text: 'Selamat datang!' }, errors: {} });
    await vi.advanceTimersByTimeAsync(1499);
    expect(actor.getSnapshot().status).toBe('active');
    expect(emitted).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().context.alert).toBeNull();
    expect(emitted.at(-1)).toEqual({ type: 'navigate', to: '/dashboard' });
  });

  it.each([
    [{ status: 400, message: 'Username atau password salah.' }, 'Login Gagal', 'Username atau password salah.'],
    [{ status: 400, message: null }, 'Login Gagal', 'Periksa kembali username dan password Anda!'],
    [{ status: 400, message: '' }, 'Login Gagal', 'Periksa kembali username dan password Anda!'],
    [{ status: 429, message: 'Terlalu banyak percobaan masuk. Coba lagi dalam 15 menit.' }, 'Terjadi Kesalahan', 'Terlalu banyak percobaan masuk. Coba lagi dalam 15 menit.'],
    [{ status: 500, message: null }, 'Terjadi Kesalahan', 'Login Failed! Please check your credentials.'],
    [{ status: null, message: 'Tidak dapat terhubung ke server.' }, 'Terjadi Kesalahan', 'Tidak dapat terhubung ke server.'],
    [new Error('unexpected'), 'Terjadi Kesalahan', 'Login Failed! Please check your credentials.'],
    [null, 'Terjadi Kesalahan', 'Login Failed! Please check your credentials.'],
    [{ status: '400', message: 'not a status' }, 'Terjadi Kesalahan', 'not a status'],
    [{ status: 500, message: 42 }, 'Terjadi Kesalahan', 'Login Failed! Please check your credentials.'],
    ['boom', 'Terjadi Kesalahan', 'Login Failed! Please check your credentials.'],
  ])('a failure %j shows "%s: %s"; OK returns to the filled form, which can be sent again', async (failure, title, text) => {
    vi.useFakeTimers();
    const { actor, sent, emitted, fill } = start({ reject: failure });
    fill('demo', 'salah');
    actor.send({ type: 'form.submit' });
    await flush();
    expect(view(actor.getSnapshot())).toEqual({ busy: false, alert: { kind: 'error', title, text }, errors: {} });
    expect(emitted).toEqual([]);
    actor.send({ type: 'alert.dismiss' });
    expect(view(actor.getSnapshot())).toEqual({ busy: false, alert: null, errors: {} });
    expect(actor.getSnapshot().context).toMatchObject({ username: 'demo', password: 'salah' });
    actor.send({ type: 'form.submit' });
    expect(sent).toHaveLength(2);
  });

  it('is busy while it waits on its named calls: the login, then the push registration', async () => {
    vi.useFakeTimers();
    let loggedIn = (_: LoginResponse) => {};
    const actor = createActor(
      loginMachine.provide({
        actors: {
          logIn: fromPromise(() => new Promise<LoginResponse>((resolve) => (loggedIn = resolve))),
          registerPush: fromPromise(() => new Promise<string | null>(() => {})),
        },
      }),
    ).start();
    actor.send({ type: 'form.edit', field: 'username', value: 'demo' });
    actor.send({ type: 'form.edit', field: 'password', value: 'demo1234' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    actor.send({ type: 'form.submit' });
    expect([actor.getSnapshot().hasTag('busy'), Object.keys(actor.getSnapshot().children)]).toEqual([true, ['logIn']]);
    loggedIn(session);
    await flush();
    expect([actor.getSnapshot().hasTag('busy'), Object.keys(actor.getSnapshot().children)]).toEqual([true, ['registerPush']]);
  });

  wholeMachineCases(() => loginMachine, 'login', ['logIn', 'registerPush']);

  it('runs nothing it was not given: each actor slot fails loudly, naming itself', async () => {
    const slots = loginMachine.implementations.actors;
    expect(Object.keys(slots).sort()).toEqual(['logIn', 'registerPush']);
    for (const [name, logic] of Object.entries(slots)) {
      const actor = createActor(logic as AnyActorLogic, { input: undefined });
      const failure = new Promise((resolve) => actor.subscribe({ error: resolve }));
      actor.start();
      expect(String(await failure)).toContain(`'${name}'`);
    }
  });
});
