import { fromPromise } from 'xstate';
import { deliverPending } from '../src/attendance/deliverPending';
import { authStore } from '../src/auth/authStore';
import type { DeliveryResult } from './outbox.machine';

export const outboxActors = {
  deliverPending: fromPromise<DeliveryResult, void>(async () => {
    const nup = authStore.get().user?.nup;
    return nup ? deliverPending(nup) : { delivered: 0, remaining: 0 };
  }),
};
