import { type ChangePasswordRequest, ChangePasswordResponseSchema } from '../contract/schemas';
import { api } from './http';

export const changePassword = (body: ChangePasswordRequest, signal?: AbortSignal) =>
  api.post('mobile-v2/ubah-password', { json: body, signal }).json(ChangePasswordResponseSchema);
