import { fromPromise } from 'xstate';
import { calling, deciding } from '../api/callingActor';
import { decidePasskey, makeEnrolmentCode, passkeyDevices, passkeyOptions, registerPasskey, setPasskeyExemption } from '../api/passkey';
import { authStore } from '../auth/authStore';
import type { PasskeyAssertion, PasskeyRegisterResponse } from '../contract/passkey';
import type { SignRequest } from '../domain/attendance';
import type { EnrolmentFacts, PasskeyChange } from '../domain/passkey';
import {
  canEnrolThisPhone,
  createPasskey,
  deviceDescription,
  dismissOffer,
  enrolledCredential,
  forgetCredential,
  isOfferDismissed,
  offlineRecordChallenge,
  rememberCredential,
  signChallenge,
} from './platformPasskey';

const nupOfSession = () => authStore.get().user?.nup ?? '';

/** The attendance flow's signing step: null when this phone holds no passkey of the employee. */
export const signRecord = fromPromise<PasskeyAssertion | null, SignRequest>(async ({ input, signal }) => {
  const nup = nupOfSession();
  const credential = await enrolledCredential(nup);
  if (!credential) return null;
  const challenge = input.challenge ?? (input.offline && (await offlineRecordChallenge(nup, input.offline)));
  return challenge ? signChallenge(challenge, credential, signal) : null;
});

/** The enrolment flow's actors (machines/passkeyEnrolment.machine.ts). */
export const enrolmentActors = {
  /** The employee's devices, whether this phone could enrol, and whether it already did. */
  loadDevices: calling<EnrolmentFacts, void>(async (_, signal) => {
    const nup = nupOfSession();
    const [answer, capable, credential, offerDismissed] = await Promise.all([passkeyDevices(signal), canEnrolThisPhone(), enrolledCredential(nup), isOfferDismissed(nup)]);
    const known = credential !== null && answer.devices.some((device) => device.id === credential && device.status !== 'revoked');
    // A passkey HR revoked (or never known to this server) is forgotten, so this phone may enrol again.
    if (credential !== null && !known) await forgetCredential(nup);
    return { devices: answer.devices, exempt: answer.exempt, capable, enrolledHere: known, offerDismissed, suggestedName: deviceDescription() };
  }),
  /** Options from the server, the phone's passkey, its registration; this phone then remembers it. */
  enrolPhone: calling<PasskeyRegisterResponse, { name: string; code: string }>(async ({ name, code }, signal) => {
    const options = await passkeyOptions(signal);
    const registration = await createPasskey(options, signal);
    const answer = await registerPasskey({ ...registration, device_name: name, enrolment_code: code }, signal);
    await rememberCredential(nupOfSession(), answer.id);
    return answer;
  }),
};

/** The dashboard's offer, put away on this phone. */
export const rememberDismissal = () => dismissOffer(nupOfSession());

/** A supervisor's or HR's change: a device decided, or an employee's exemption. */
export const changePasskeys = deciding((change: PasskeyChange, _note, signal) =>
  change.kind === 'device'
    ? decidePasskey({ id: change.id, decision: change.decision }, signal)
    : change.kind === 'code'
      ? makeEnrolmentCode(change.employeeId, change.days, signal)
      : setPasskeyExemption(change.employeeId, change.exempt, signal),
);
