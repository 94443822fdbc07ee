import { deciding } from '../api/callingActor';
import { decideRecord } from '../api/verification';
import type { RecordDecisionChoice } from '../domain/verification';

/** The real actor of the verification dialog. */
export const recordVerificationActors = {
  decide: deciding((request: RecordDecisionChoice, note, signal) => decideRecord({ ...request, note }, signal)),
};
