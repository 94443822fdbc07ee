import { deciding } from '../api/callingActor';
import { closePeriod, reopenPeriod } from '../api/periods';
import type { PeriodChange } from '../domain/periods';

/** HR closes a period; an admin reopens one with the reason typed as the decision's note. */
export const periodChangeActors = {
  decide: deciding((change: PeriodChange, note, signal) => (change.action === 'close' ? closePeriod(change.period, signal) : reopenPeriod(change.period, note, signal))),
};
