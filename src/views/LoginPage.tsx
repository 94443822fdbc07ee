import { useActorRef, useSelector } from '@xstate/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, Redirect, useLocation } from 'wouter';
import { fromPromise } from 'xstate';
import { loginActors } from '../auth/login.actors';
import { loginMachine } from '../../machines/login.machine';
import { BUTTON } from '../domain/flow';
import type { LoginField } from '../domain/login';
import { inspect } from '../app/inspector';
import { authStore } from '../auth/authStore';
import { isTokenValid } from '../auth/token';
import { useAuth } from '../auth/useAuth';
import { useHydrated } from '../ui/useHydrated';

/** Only needed once an alert shows: kept out of the first screens' JavaScript. */
const AlertDialog = lazy(() => import('../ui/AlertDialog').then((module) => ({ default: module.AlertDialog })));

/** Push registration (and Firebase) load only once someone signs in: never part of the first screens. */
const registerPush = fromPromise<string | null, void>(() => import('../app/registerPushDevice').then((push) => push.registerPushDevice()));

const FIELDS: { name: LoginField; label: string; type: string; autoComplete: string }[] = [
  { name: 'username', label: 'Username', type: 'text', autoComplete: 'username' },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'current-password' },
];

export default function LoginPage() {
  const [, navigate] = useLocation();
  const [forgotOpen, setForgotOpen] = useState(false);
  const alreadySignedIn = useAuth((state) => isTokenValid(state.token));
  const notice = useAuth((state) => state.notice);
  const login = useActorRef(loginMachine.provide({ actors: { ...loginActors, registerPush } }), { inspect });
  const busy = useSelector(login, (state) => state.hasTag('busy'));
  const sending = useSelector(login, (state) => state.matches('authenticating'));
  const values = useSelector(login, (state) => ({ username: state.context.username, password: state.context.password }));
  const errors = useSelector(login, (state) => state.context.errors);
  const alert = useSelector(login, (state) => state.context.alert);
  const editing = useSelector(login, (state) => state.matches('editing'));
  const hydrated = useHydrated();
  const locked = busy || !hydrated;

  useEffect(() => {
    const subscriptions = [
      login.on('session.started', ({ session }) => authStore.startSession(session)),
      login.on('push.registered', ({ token }) => authStore.setPushToken(token)),
      login.on('navigate', ({ to }) => navigate(to, { replace: true })),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [login, navigate]);

  if (alreadySignedIn && editing) return <Redirect to="/dashboard" replace />;

  return (
    <main className="mx-auto min-h-dvh max-w-md flex flex-col justify-center px-6 py-8">
      <Link href="/" className="focus-ring mb-4 inline-flex min-h-11 items-center gap-1 self-start rounded-control font-semibold text-brand">
        <span className="i-tabler-chevron-left" aria-hidden />
        Kembali
      </Link>
      <h1 className="text-2xl font-bold text-ink">Masuk ke Aplikasi</h1>
      {notice && (
        <p role="status" className="mt-4 rounded-lg bg-tone-warn-bg p-3 text-tone-warn-fg">
          {notice}
        </p>
      )}
      <form
        className="mt-6 flex flex-col gap-4"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          login.send({ type: 'form.submit' });
        }}
      >
        {FIELDS.map((field) => (
          <label key={field.name} className="flex flex-col gap-1">
            <span className="font-medium text-ink">{field.label}</span>
            <input
              name={field.name}
              type={field.type}
              autoComplete={field.autoComplete}
              autoCapitalize="none"
              value={values[field.name]}
              disabled={locked}
              aria-invalid={Boolean(errors[field.name])}
              aria-describedby={errors[field.name] ? `${field.name}-error` : undefined}
              onChange={(event) => login.send({ type: 'form.edit', field: field.name, value: event.target.value })}
              className="input"
            />
            {errors[field.name] && (
              <span id={`${field.name}-error`} className="text-sm text-tone-danger-fg">
                {errors[field.name]}
              </span>
            )}
          </label>
        ))}
        <button
          type="button"
          className="focus-ring inline-flex min-h-11 items-center self-end rounded-control px-1 text-sm font-semibold text-brand"
          aria-expanded={forgotOpen}
          aria-controls="lupa-password"
          onClick={() => setForgotOpen((open) => !open)}
        >
          Lupa Password?
        </button>
        {forgotOpen && (
          <p id="lupa-password" className="rounded-control bg-brand-soft p-3 text-sm text-brand-strong">
            Hubungi Sub Bagian Kepegawaian (SDM) untuk mengatur ulang password Anda. Setelah masuk, ganti password di menu Akun → Ubah Password.
          </p>
        )}
        <button type="submit" className="btn-primary" disabled={locked}>
          {sending ? 'Logging in...' : 'Masuk'}
        </button>
      </form>
      {alert && (
        <Suspense fallback={null}>
          <AlertDialog
        open={alert !== null}
        kind={alert?.kind ?? 'info'}
        title={alert?.title ?? ''}
        text={alert?.text ?? ''}
        confirmLabel={alert?.kind === 'error' ? BUTTON.ok : undefined}
        onConfirm={() => login.send({ type: 'alert.dismiss' })}
          />
        </Suspense>
      )}
    </main>
  );
}
