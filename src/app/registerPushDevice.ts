import { createActor, toPromise } from 'xstate';
import { pushRegistrationMachine } from '../../machines/pushRegistration.machine';
import { pushActions, pushActors, pushSupport, storedRegistration } from '../push/push.actors';

const providedMachine = pushRegistrationMachine.provide({ actors: pushActors, actions: pushActions });

/** Runs the push registration statechart once: the device's token, or null for any reason (logged). */
export async function registerPushDevice(): Promise<string | null> {
  try {
    const actor = createActor(providedMachine, { input: { support: pushSupport(), stored: storedRegistration(), now: Date.now() } });
    return await toPromise(actor.start());
  } catch (error) {
    console.warn('Push tidak tersedia:', error);
    return null;
  }
}

let triedThisStart = false;

/** A later start of the app tries again (issue 10): a missing or week-old token is renewed; a failure keeps what was there. */
export function refreshPushOnStart(setToken: (token: string) => void) {
  if (triedThisStart) return;
  triedThisStart = true;
  void registerPushDevice().then((token) => token && setToken(token));
}
