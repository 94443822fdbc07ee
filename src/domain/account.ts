import * as v from 'valibot';
import { ChangePasswordRequestSchema } from '../contract/schemas';

export interface PasswordDraft {
  oldPassword: string;
  newPassword: string;
  confirmation: string;
}
export type PasswordField = keyof PasswordDraft;
export type PasswordErrors = Partial<Record<PasswordField, string>>;

export const CONFIRMATION_MISMATCH = 'Ulangi password baru dengan tepat.';

/** The form's problems, field by field: the contract's rules plus the repeated new password. */
export function passwordDraftErrors(draft: PasswordDraft): PasswordErrors {
  const errors: PasswordErrors = {};
  const parsed = v.safeParse(ChangePasswordRequestSchema, { old_password: draft.oldPassword, new_password: draft.newPassword });
  if (!parsed.success) {
    const flat = v.flatten<typeof ChangePasswordRequestSchema>(parsed.issues).nested ?? {};
    if (flat.old_password) errors.oldPassword = flat.old_password[0];
    if (flat.new_password) errors.newPassword = flat.new_password[0];
  }
  if (draft.confirmation !== draft.newPassword) errors.confirmation = CONFIRMATION_MISMATCH;
  return errors;
}

export interface PasswordChangeAlert {
  kind: 'success' | 'error';
  title: string;
  text: string;
}
