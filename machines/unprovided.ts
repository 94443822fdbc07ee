import { fromPromise } from 'xstate';

/**
 * A typed slot for an actor that touches the world. The app fills it with machine.provide()
 * (see <flow>.actors.ts), tests with fakes; running the machine without it fails loudly.
 */
export const unprovided = <Output, Input = void>(name: string) =>
  fromPromise<Output, Input>(() => Promise.reject(new Error(`Actor '${name}' belum disediakan lewat .provide().`)));
