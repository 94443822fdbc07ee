import { lazy, Suspense, useSyncExternalStore } from 'react';

const UpdatePrompt = lazy(() => import('./UpdatePrompt'));
const noChanges = () => () => undefined;

/**
 * The offer of a new version, mounted once the page runs in the browser: pages rendered at build time hold nothing of
 * it, and the worker is registered only where there is one.
 */
export function UpdateBanner() {
  const inBrowser = useSyncExternalStore(noChanges, () => true, () => false);
  return inBrowser ? (
    <Suspense fallback={null}>
      <UpdatePrompt />
    </Suspense>
  ) : null;
}
