import { fromPromise } from 'xstate';
import { deliverPending } from './deliverPending';
import { authStore } from '../auth/authStore';
import type { DeliveryResult } from '../domain/delivery';

export const outboxActors = {
  deliverPending: fromPromise<DeliveryResult, void>(async () => {
    const nup = authStore.get().user?.nup;
    return nup ? deliverPending(nup) : { delivered: 0, remaining: 0 };
  }),
};
