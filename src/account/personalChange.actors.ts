import { calling, deciding } from '../api/callingActor';
import { decidePersonalChange, submitPersonalChange, withdrawPersonalChange } from '../api/personalChanges';
import type { PersonalChangeInput } from '../contract/personalChanges';
import type { PersonalChangeDecisionChoice } from '../domain/personalChanges';

/** The real actor of 'Ajukan Perubahan Data'. */
export const personalChangeActors = {
  submitChange: calling(({ request, key }: { request: PersonalChangeInput; key: string }, signal) => submitPersonalChange(request, key, signal)),
};

/** The employee's withdrawal and HR's approval or rejection, as the decision dialog's actor. */
export const personalChangeDecisionActors = {
  decide: deciding(({ id, action }: PersonalChangeDecisionChoice, note, signal) =>
    action === 'withdraw' ? withdrawPersonalChange(id, signal) : decidePersonalChange({ id, decision: action, note }, signal),
  ),
};
