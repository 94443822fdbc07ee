import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False in the HTML rendered at build time and while React takes that page over, true from then on: a form there
 * stays disabled until its handlers are attached, so nothing typed is lost and nothing is sent as a plain form.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
