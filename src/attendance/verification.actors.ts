import { deciding } from '../api/callingActor';
import { approveFaceMatches, decideRecord } from '../api/verification';
import type { FaceMatchApproval } from '../contract/schemas';
import { type RecordDecisionChoice, recordDecisionRequest } from '../domain/verification';

/** The real actor of the verification dialog. */
export const recordVerificationActors = {
  decide: deciding((request: RecordDecisionChoice, note, signal) => decideRecord(recordDecisionRequest(request, note), signal)),
};

/** The real actor of 'Setujui yang Wajahnya Cocok'. */
export const faceMatchApprovalActors = {
  decide: deciding((request: FaceMatchApproval, _note, signal) => approveFaceMatches(request, signal)),
};
