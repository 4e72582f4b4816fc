import type { AccountFormCode } from './account-messages';
import { checkPassword, PASSWORD_MAX } from './account-rules';

export interface NewPasswordValues {
  newPassword: string;
  retypePassword: string;
}

/** New password (server policy) and its retype ('The password does not match. Try again.'). */
export function validateNewPassword(
  values: NewPasswordValues,
  oldPassword?: string,
): Partial<Record<'oldPassword' | 'newPassword' | 'retypePassword', AccountFormCode>> {
  const errors: Partial<Record<'oldPassword' | 'newPassword' | 'retypePassword', AccountFormCode>> = {};
  if (oldPassword !== undefined) {
    if (!oldPassword) errors.oldPassword = 'REQUIRED';
    else if (oldPassword.length > PASSWORD_MAX) errors.oldPassword = 'PASSWORD_TOO_LONG';
  }
  const policy = checkPassword(values.newPassword);
  if (policy) errors.newPassword = policy;
  else if (oldPassword && values.newPassword === oldPassword) errors.newPassword = 'PASSWORD_SAME_AS_OLD';
  if (!values.retypePassword) errors.retypePassword = 'REQUIRED';
  else if (values.retypePassword !== values.newPassword) errors.retypePassword = 'PASSWORD_MISMATCH';
  return errors;
}
