import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { Link, Redirect, useLocation } from 'wouter';
import { loginActors } from '../auth/login.actors';
import { loginMachine } from '../../machines/login.machine';
import type { LoginField } from '../domain/login';
import { inspect } from '../app/inspector';
import { authStore } from '../auth/authStore';
import { isTokenValid } from '../auth/token';
import { useAuth } from '../auth/useAuth';
import { AlertDialog } from '../ui/AlertDialog';

const FIELDS: { name: LoginField; label: string; type: string; autoComplete: string }[] = [
  { name: 'username', label: 'Username', type: 'text', autoComplete: 'username' },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'current-password' },
];

export default function LoginPage() {
  const [, navigate] = useLocation();
  const alreadySignedIn = useAuth((state) => isTokenValid(state.token));
  const notice = useAuth((state) => state.notice);
  const login = useActorRef(loginMachine.provide({ actors: loginActors }), { inspect });
  const busy = useSelector(login, (state) => state.hasTag('busy'));
  const sending = useSelector(login, (state) => state.matches('authenticating'));
  const values = useSelector(login, (state) => ({ username: state.context.username, password: state.context.password }));
  const errors = useSelector(login, (state) => state.context.errors);
  const alert = useSelector(login, (state) => state.context.alert);
  const editing = useSelector(login, (state) => state.matches('editing'));

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
      <Link href="/" className="mb-6 text-sky-700">
        ← Kembali
      </Link>
      <h1 className="text-2xl font-bold text-slate-800">Masuk ke Aplikasi</h1>
      {notice && (
        <p role="status" className="mt-4 rounded-lg bg-amber-50 p-3 text-amber-800">
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
            <span className="font-medium text-slate-700">{field.label}</span>
            <input
              name={field.name}
              type={field.type}
              autoComplete={field.autoComplete}
              autoCapitalize="none"
              value={values[field.name]}
              disabled={busy}
              aria-invalid={Boolean(errors[field.name])}
              aria-describedby={errors[field.name] ? `${field.name}-error` : undefined}
              onChange={(event) => login.send({ type: 'form.edit', field: field.name, value: event.target.value })}
              className="input"
            />
            {errors[field.name] && (
              <span id={`${field.name}-error`} className="text-sm text-red-600">
                {errors[field.name]}
              </span>
            )}
          </label>
        ))}
        <a href="#lupa-password" className="self-end text-sm text-sky-700" onClick={(event) => event.preventDefault()}>
          Lupa Password?
        </a>
        <button type="submit" className="btn-primary" disabled={busy}>
          {sending ? 'Logging in...' : 'Masuk'}
        </button>
      </form>
      <AlertDialog
        open={alert !== null}
        kind={alert?.kind ?? 'info'}
        title={alert?.title ?? ''}
        text={alert?.text ?? ''}
        confirmLabel={alert?.kind === 'error' ? 'OK' : undefined}
        onConfirm={() => login.send({ type: 'alert.dismiss' })}
      />
    </main>
  );
}
