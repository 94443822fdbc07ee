import { calling } from '../api/callingActor';
import { changePassword } from '../api/account';
import type { ChangePasswordRequest } from '../contract/schemas';

/** The real actor of the change-password form. */
export const accountActors = {
  changePassword: calling((request: ChangePasswordRequest, signal) => changePassword(request, signal)),
};
