import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { type PasskeyChangeInput, passkeyChangeMachine } from '../../../machines/passkeyChange.machine';
import { inspect } from '../../app/inspector';
import { changeActionOf, PASSKEY_CHANGE_TEXTS } from '../../domain/passkey';
import { changePasskeys } from '../../passkey/passkey.actors';
import { DecisionDialog } from '../../ui/DecisionDialog';
import type { StepMeta } from '../../domain/flow';

const providedMachine = passkeyChangeMachine.provide({ actors: { changePasskeys } });

/** Confirms approving or revoking a device, or an exemption, makes the call and reports how it went. */
export default function PasskeyChangeDialog({ input, onChanged, onClosed }: { input: PasskeyChangeInput; onChanged: () => void; onClosed: () => void }) {
  const actor = useActorRef(providedMachine, { input, inspect });
  useEffect(() => {
    const subscriptions = [actor.on('passkeys.changed', onChanged), actor.subscribe({ complete: onClosed })];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [actor, onChanged, onClosed]);
  const state = useSelector(actor, (snapshot) => snapshot);
  const meta: StepMeta = Object.assign({}, ...Object.values(state.getMeta()));
  const { context } = state;
  const action = changeActionOf(context.change);
  const texts = PASSKEY_CHANGE_TEXTS[action];
  const failed = state.matches('failed');
  return (
    <DecisionDialog
      id="passkey-change"
      open={state.matches('confirming') || state.matches('changing')}
      question={texts.question}
      subject={context.subject}
      busy={state.hasTag('busy')}
      busyText="Menyimpan keputusan..."
      confirmLabel={texts.confirmLabel}
      danger={action === 'revoke'}
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
