import type { SWRConfiguration } from 'swr';

const HOUR_MS = 60 * 60 * 1000;

/** docs/product.md §9: data is fresh for an hour and failed fetches are not retried. */
export const SWR_OPTIONS: SWRConfiguration = {
  dedupingInterval: HOUR_MS,
  focusThrottleInterval: HOUR_MS,
  revalidateOnReconnect: false,
  shouldRetryOnError: false,
};
