import { calling, deciding } from '../api/callingActor';
import { answerOrder, askOvertime, decideAsk, orderOvertime } from '../api/overtimeOrders';
import type { OvertimeAsk, OvertimeOrderInput } from '../contract/overtimeOrders';
import type { OvertimeOrderChoice } from '../domain/overtimeOrders';

/** The real actor of the overtime order form: a supervisor's order names an employee, an employee's request does not. */
export const overtimeOrderFormActors = {
  sendOrder: calling((order: OvertimeOrderInput | OvertimeAsk, signal) => ('employee_id' in order ? orderOvertime(order, signal) : askOvertime(order, signal))),
};

/** The employee's consent and a supervisor's decision, as the decision dialog's actor. */
export const overtimeOrderDecisionActors = {
  decide: deciding(({ id, action }: OvertimeOrderChoice, note, signal) =>
    action === 'agree' || action === 'decline' ? answerOrder({ id, decision: action }, signal) : decideAsk({ id, decision: action, note }, signal),
  ),
};
