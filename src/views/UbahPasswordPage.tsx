import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { changePasswordMachine } from '../../machines/changePassword.machine';
import { accountActors } from '../account/account.actors';
import { inspect } from '../app/inspector';
import { authStore } from '../auth/authStore';
import { MIN_PASSWORD_LENGTH } from '../contract/schemas';
import type { PasswordField } from '../domain/account';
import { BUTTON } from '../domain/flow';
import { AlertDialog } from '../ui/AlertDialog';
import { Button } from '../ui/Button';
import { SubPage } from './shell/SubPage';
import { signOut } from './shell/signOut';

const providedMachine = changePasswordMachine.provide({ actors: accountActors });

const FIELDS: { field: PasswordField; label: string; autoComplete: string; hint?: string }[] = [
  { field: 'oldPassword', label: 'Password Lama', autoComplete: 'current-password' },
  { field: 'newPassword', label: 'Password Baru', autoComplete: 'new-password', hint: `Minimal ${MIN_PASSWORD_LENGTH} karakter.` },
  { field: 'confirmation', label: 'Ulangi Password Baru', autoComplete: 'new-password' },
];

/** At the first sign-in with a password HR handed over: the same change, with nowhere to go but out until it is done. */
const FIRST_SIGN_IN = {
  title: 'Buat Password Sendiri',
  subtitle: 'Password dari SDM hanya untuk masuk pertama kali',
  oldLabel: 'Password dari SDM',
  note: 'Sebelum memakai aplikasi, ganti password yang Anda terima dari SDM dengan password yang hanya Anda ketahui. Batal akan mengeluarkan Anda dari aplikasi.',
};

/**
 * Akun → Ubah Password: the change ends every other session; this phone stays signed in. `firstSignIn`: the password
 * was set by HR, and the app opens nothing else until the employee has chosen their own (docs/security.md).
 */
export function UbahPasswordPage({ firstSignIn = false, onChosen }: { firstSignIn?: boolean; onChosen?: () => void }) {
  const [, navigate] = useLocation();
  const actor = useActorRef(providedMachine, { inspect });
  useEffect(() => {
    const leave = () => {
      if (!firstSignIn) return navigate('/akun');
      if (authStore.get().user?.must_change_password) return void signOut(navigate);
      onChosen?.();
      navigate('/dashboard');
    };
    const subscriptions = [actor.on('session.renewed', ({ token }) => authStore.renewToken(token)), actor.subscribe({ complete: leave })];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [actor, navigate, firstSignIn, onChosen]);
  const state = useSelector(actor, (snapshot) => snapshot);
  const { draft, errors, alert } = state.context;
  const busy = state.hasTag('busy');
  const send = actor.send;

  return (
    <SubPage
      title={firstSignIn ? FIRST_SIGN_IN.title : 'Ubah Password'}
      subtitle={firstSignIn ? FIRST_SIGN_IN.subtitle : 'Sesi di perangkat lain akan berakhir'}
      back={firstSignIn ? null : '/akun'}
    >
      {firstSignIn && <p className="card text-sm text-ink">{FIRST_SIGN_IN.note}</p>}
      <form
        className="card flex flex-col gap-4"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: 'password.submit' });
        }}
      >
        {FIELDS.map(({ field, label, autoComplete, hint }) => (
          <div key={field} className="flex flex-col gap-1 text-sm">
            <label htmlFor={field} className="font-semibold text-ink-muted">
              {firstSignIn && field === 'oldPassword' ? FIRST_SIGN_IN.oldLabel : label}
            </label>
            <input
              id={field}
              type="password"
              className="input"
              name={field}
              autoComplete={autoComplete}
              value={draft[field]}
              disabled={busy}
              aria-invalid={errors[field] ? true : undefined}
              aria-describedby={errors[field] || hint ? `${field}-note` : undefined}
              onChange={(event) => send({ type: 'password.edit', field, value: event.target.value })}
            />
            {(errors[field] || hint) && (
              <span id={`${field}-note`} className={errors[field] ? 'text-tone-danger-fg' : 'text-ink-muted'}>
                {errors[field] ?? hint}
              </span>
            )}
          </div>
        ))}
        <div className="grid grid-cols-2 gap-3">
          <Button variant="secondary" onClick={() => send({ type: 'flow.cancel' })}>
            Batal
          </Button>
          <Button type="submit" disabled={busy} icon="i-tabler-key">
            {busy ? 'Menyimpan...' : BUTTON.save}
          </Button>
        </div>
      </form>
      <AlertDialog
        open={alert !== null}
        kind={alert?.kind ?? 'info'}
        title={alert?.title ?? ''}
        text={alert?.text ?? ''}
        confirmLabel={state.matches('failed') ? BUTTON.retry : state.matches('editing') ? 'Ubah' : BUTTON.ok}
        onConfirm={() => send(state.matches('failed') ? { type: 'flow.retry' } : { type: 'alert.dismiss' })}
        cancelLabel={state.matches('failed') ? 'Ubah' : undefined}
        onCancel={() => send({ type: 'alert.dismiss' })}
      />
    </SubPage>
  );
}
