import { type EventObject, fromCallback, fromPromise } from 'xstate';

/**
 * A typed slot for an actor that touches the world. The app fills it with machine.provide()
 * (see <flow>.actors.ts), tests with fakes; running the machine without it fails loudly.
 */
export const unprovided = <Output, Input = void>(name: string) =>
  fromPromise<Output, Input>(() => Promise.reject(new Error(`Actor '${name}' belum disediakan lewat .provide().`)));

/** The same slot for an actor that keeps sending events to the flow (a camera's observations) until it is stopped. */
export const unprovidedCallback = <Event extends EventObject, Input = void>(name: string) =>
  fromCallback<Event, Input>(() => {
    throw new Error(`Actor '${name}' belum disediakan lewat .provide().`);
  });
