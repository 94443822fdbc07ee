import { createActor, toPromise } from 'xstate';
import { pushRegistrationMachine } from '../../machines/pushRegistration.machine';
import { sendDeviceToken } from '../api/deviceToken';
import { pushActions, pushActors, pushSupport, storedRegistration } from '../push/push.actors';

const providedMachine = pushRegistrationMachine.provide({ actors: pushActors, actions: pushActions });

/**
 * Runs the push registration statechart once: the device's token, or null for any reason (logged). A token is also
 * sent to the server, which sends this employee's notifications to it.
 */
export async function registerPushDevice(): Promise<string | null> {
  try {
    const actor = createActor(providedMachine, { input: { support: pushSupport(), stored: storedRegistration(), now: Date.now() } });
    const token = await toPromise(actor.start());
    if (token) void sendDeviceToken(token);
    return token;
  } catch (error) {
    console.warn('Push tidak tersedia:', error);
    return null;
  }
}

let triedThisStart = false;

/** A later start of the app tries again: a missing or week-old token is renewed; a failure keeps what was there. */
export function refreshPushOnStart(setToken: (token: string) => void) {
  if (triedThisStart) return;
  triedThisStart = true;
  void registerPushDevice().then((token) => token && setToken(token));
}
