import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { type PasskeyDecisionInput, passkeyDecisionMachine } from '../../../machines/passkeyDecision.machine';
import { inspect } from '../../app/inspector';
import type { LeaveStepMeta } from '../../domain/leave';
import { DEVICE_DECISION_TEXTS } from '../../domain/passkey';
import { decidePasskeyActor } from '../../passkey/passkey.actors';
import { DecisionDialog } from '../../ui/DecisionDialog';

const providedMachine = passkeyDecisionMachine.provide({ actors: { decidePasskey: decidePasskeyActor } });

/** Confirms approving or revoking a device, makes the call and reports how it went. */
export default function DeviceDecisionDialog({ input, onChanged, onClosed }: { input: PasskeyDecisionInput; onChanged: () => void; onClosed: () => void }) {
  const actor = useActorRef(providedMachine, { input, inspect });
  useEffect(() => {
    const subscriptions = [actor.on('devices.changed', onChanged), actor.subscribe({ complete: onClosed })];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [actor, onChanged, onClosed]);
  const state = useSelector(actor, (snapshot) => snapshot);
  const meta: LeaveStepMeta = Object.assign({}, ...Object.values(state.getMeta()));
  const { context } = state;
  const texts = DEVICE_DECISION_TEXTS[context.decision];
  const failed = state.matches('failed');
  return (
    <DecisionDialog
      id="device-decision"
      open={state.matches('confirming') || state.matches('deciding')}
      question={texts.question}
      subject={context.subject}
      busy={state.hasTag('busy')}
      busyText="Menyimpan keputusan..."
      confirmLabel={texts.confirmLabel}
      danger={context.decision === 'revoke'}
      cancelLabel={meta.cancelLabel ?? 'Batal'}
      onConfirm={() => actor.send({ type: 'decision.confirm' })}
      onCancel={() => actor.send({ type: 'flow.cancel' })}
      alert={context.alert}
      alertConfirmLabel={meta.confirmLabel}
      alertCancelLabel={failed ? meta.cancelLabel : undefined}
      onAlertConfirm={() => actor.send({ type: failed ? 'decision.retry' : 'alert.dismiss' })}
      onAlertCancel={() => actor.send({ type: 'alert.dismiss' })}
    />
  );
}
