import { HTTPError } from 'ky';
import { asCallFailure, type CallFailure } from '../domain/flow';
import { serverMessage } from './http';

/**
 * A call that got no answer, no answer in time, or a 5xx, is a connection problem (try again later); a 4xx is a
 * refusal. Either way with the message to show, when there is one.
 */
export function toCallFailure(error: unknown): CallFailure {
  // A device step within the call (the phone's passkey prompt) already said what went wrong.
  if (error !== null && typeof error === 'object' && 'connection' in error) return asCallFailure(error);
  const refused = error instanceof HTTPError && error.response.status < 500;
  return { connection: !refused, message: serverMessage(error) };
}
