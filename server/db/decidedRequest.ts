import type { DecidedRequestColumns } from './types';

/** A request's decision columns as it is made: waiting, decided by nobody yet, with the key it was sent with. */
export const waitingRequest = (createdAt: string, idempotencyKey: string | null): DecidedRequestColumns => ({
  status: 'pending',
  created_at: createdAt,
  decided_by: null,
  decided_at: null,
  decision_note: null,
  idempotency_key: idempotencyKey,
});
