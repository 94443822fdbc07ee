import { calling, deciding } from '../api/callingActor';
import { decideCorrection, decideHrCorrection, submitCorrection, withdrawCorrection } from '../api/correctionRequests';
import { uploadLeaveAttachment } from '../api/leave';
import type { CorrectionRequestInput } from '../contract/correctionRequests';
import type { CorrectionDecisionChoice } from '../domain/correctionRequests';
import type { LeaveAttachment } from '../domain/leave';

/** The real actors of the correction request form: the evidence goes up as a leave attachment does. */
export const correctionRequestActors = {
  uploadEvidence: calling((evidence: LeaveAttachment, signal) => uploadLeaveAttachment(evidence.file, signal)),
  submitCorrection: calling(({ request, key }: { request: CorrectionRequestInput; key: string }, signal) => submitCorrection(request, key, signal)),
};

/** The employee's withdrawal, and a supervisor's decision, as the decision dialog's actor. */
export const correctionDecisionActors = {
  decide: deciding(({ id, action }: CorrectionDecisionChoice, note, signal) =>
    action === 'withdraw' ? withdrawCorrection(id, signal) : decideCorrection({ id, decision: action, note }, signal),
  ),
};

/** HR's decision in the console. */
export const hrCorrectionDecisionActors = {
  decide: deciding(({ id, action }: CorrectionDecisionChoice, note, signal) => decideHrCorrection({ id, decision: action === 'approve' ? 'approve' : 'reject', note }, signal)),
};
