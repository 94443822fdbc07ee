import { calling } from '../api/callingActor';
import { decideRecord } from '../api/verification';
import type { RecordDecisionCall } from '../domain/verification';

/** The real actor of the verification dialog. */
export const recordVerificationActors = {
  decide: calling((decision: RecordDecisionCall, signal): Promise<{ message: string }> => decideRecord(decision, signal)),
};
