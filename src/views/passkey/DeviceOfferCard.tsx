import { useCallback, useState } from 'react';
import { PASSKEY_TEXT, shouldOfferEnrolment } from '../../domain/passkey';
import { Button } from '../../ui/Button';
import { EnrolmentAlert } from './EnrolmentAlert';
import { EnrolmentCodeField } from './EnrolmentCodeField';
import { usePasskeyEnrolment } from './usePasskeyEnrolment';
import { TitledCard } from '../../ui/Card';

/** The dashboard's one offer to enrol this phone, for an employee with no device yet; 'Nanti Saja' puts it away. */
export function DeviceOfferCard() {
  const [closed, setClosed] = useState(false);
  const { state, send } = usePasskeyEnrolment(useCallback(() => setClosed(true), []));
  const { facts, code, alert } = state.context;
  const offering = facts !== null && shouldOfferEnrolment(facts) && (state.matches('ready') || state.hasTag('busy') || state.matches('enrolFailed') || state.matches('enrolRefused'));
  if (closed || (!offering && !state.matches('enrolled'))) return null;
  const busy = state.hasTag('busy');
  return (
    <TitledCard id="device-offer-title" title={PASSKEY_TEXT.cardTitle}>
      <p className="text-sm text-ink">{PASSKEY_TEXT.cardText}</p>
      <EnrolmentCodeField id="offer-enrolment-code" code={code} disabled={busy} onChange={(typed) => send({ type: 'passkey.code', code: typed })} />
      <div className="grid grid-cols-2 gap-3">
        <Button variant="secondary" disabled={busy} onClick={() => send({ type: 'offer.dismiss' })}>
          {PASSKEY_TEXT.later}
        </Button>
        <Button icon="i-tabler-fingerprint" disabled={busy} onClick={() => send({ type: 'passkey.enrol' })}>
          {busy ? PASSKEY_TEXT.enrolling : PASSKEY_TEXT.enrol}
        </Button>
      </div>
      <EnrolmentAlert alert={alert} failed={state.matches('enrolFailed')} send={send} />
    </TitledCard>
  );
}
