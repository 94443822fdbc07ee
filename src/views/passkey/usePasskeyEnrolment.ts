import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { passkeyEnrolmentMachine } from '../../../machines/passkeyEnrolment.machine';
import { inspect } from '../../app/inspector';
import { enrolmentActors, rememberDismissal } from '../../passkey/passkey.actors';

const providedMachine = passkeyEnrolmentMachine.provide({ actors: enrolmentActors, actions: { rememberDismissal: () => void rememberDismissal() } });

/** The enrolment flow of a screen: its state, and `onClosed` when it ends ('Batal', or the offer put away). */
export function usePasskeyEnrolment(onClosed: () => void) {
  const actor = useActorRef(providedMachine, { inspect });
  useEffect(() => {
    const subscription = actor.subscribe({ complete: onClosed });
    return () => subscription.unsubscribe();
  }, [actor, onClosed]);
  const state = useSelector(actor, (snapshot) => snapshot);
  return { state, send: actor.send };
}
