import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { canEnrolHere, PASSKEY_TEXT } from '../../domain/passkey';
import { Button } from '../../ui/Button';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';
import { SubPage } from '../shell/SubPage';
import { DeviceList } from './DeviceList';
import { EnrolmentAlert } from './EnrolmentAlert';
import { EnrolmentCodeField } from './EnrolmentCodeField';
import { usePasskeyEnrolment } from './usePasskeyEnrolment';
import { TitledCard } from '../../ui/Card';

/** Akun → Perangkat Absen: the employee's devices, and enrolling this phone when it can and has not. */
export function PerangkatAbsenPage() {
  const [, navigate] = useLocation();
  const { state, send } = usePasskeyEnrolment(useCallback(() => navigate('/akun'), [navigate]));
  const { facts, name, code, alert } = state.context;
  const busy = state.hasTag('busy');

  return (
    <SubPage title={PASSKEY_TEXT.title} subtitle="Tanda tangan ponsel pada setiap absen" back="/akun">
      <p className="card text-sm text-ink">{PASSKEY_TEXT.intro}</p>
      {state.matches('loading') && !facts && <Loading />}
      {state.matches('loadFailed') && <LoadError error={null} fallback={alert?.text ?? PASSKEY_TEXT.loadFailed} onRetry={() => send({ type: 'flow.retry' })} />}
      {facts && (
        <>
          <section className="card" aria-labelledby="devices-title">
            <h2 id="devices-title" className="mb-2 text-lg font-bold text-ink">
              Perangkat Terdaftar
            </h2>
            <DeviceList devices={facts.devices} />
          </section>
          <TitledCard id="this-phone-title" title="Ponsel Ini">
            {facts.exempt && <p className="text-ink">{PASSKEY_TEXT.exempt}</p>}
            {!facts.exempt && facts.enrolledHere && <p className="text-ink">{PASSKEY_TEXT.thisPhoneEnrolled}</p>}
            {!facts.exempt && !facts.enrolledHere && !facts.capable && (
              <>
                <p className="font-semibold text-ink">{PASSKEY_TEXT.unsupported}</p>
                <p className="text-ink">{PASSKEY_TEXT.unsupportedMeaning}</p>
              </>
            )}
            {canEnrolHere(facts) && (
              <form
                className="flex flex-col gap-3"
                onSubmit={(event) => {
                  event.preventDefault();
                  send({ type: 'passkey.enrol' });
                }}
              >
                <label htmlFor="device-name" className="flex flex-col gap-1 text-sm font-semibold text-ink-muted">
                  {PASSKEY_TEXT.nameLabel}
                  <input id="device-name" className="input" maxLength={100} value={name} disabled={busy} onChange={(event) => send({ type: 'passkey.rename', name: event.target.value })} />
                </label>
                <EnrolmentCodeField id="enrolment-code" code={code} disabled={busy} hint onChange={(typed) => send({ type: 'passkey.code', code: typed })} />
                <Button type="submit" icon="i-tabler-fingerprint" disabled={busy}>
                  {busy ? PASSKEY_TEXT.enrolling : PASSKEY_TEXT.enrol}
                </Button>
              </form>
            )}
          </TitledCard>
          <Button variant="secondary" onClick={() => send({ type: 'flow.cancel' })}>
            Batal
          </Button>
        </>
      )}
      <EnrolmentAlert alert={state.matches('loadFailed') ? null : alert} failed={state.matches('enrolFailed')} send={send} />
    </SubPage>
  );
}
