import type { InspectionEvent, Observer } from 'xstate';

/** Set when the Stately inspector runs (development with VITE_INSPECT=1); pass it to useActorRef. */
export let inspect: Observer<InspectionEvent> | undefined;

export async function startInspector(): Promise<void> {
  if (import.meta.env.DEV && import.meta.env.VITE_INSPECT === '1') {
    const { createBrowserInspector } = await import('@statelyai/inspect');
    inspect = createBrowserInspector().inspect;
  }
}
