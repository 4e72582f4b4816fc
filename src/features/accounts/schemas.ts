import { checkEmail } from './account-rules';

/**
 * Sign-in form rules (SPEC §5): the e-mail is checked with the one e-mail rule every account form uses
 * (contact-rules.ts); Firebase and the back end enforce the credentials themselves.
 */
export interface LoginValues {
  email: string;
  password: string;
}

export type LoginErrors = Partial<Record<keyof LoginValues, 'required' | 'invalidEmail'>>;

export function validateLogin(values: LoginValues): LoginErrors {
  const errors: LoginErrors = {};
  const emailCode = checkEmail(values.email);
  if (emailCode === 'REQUIRED') errors.email = 'required';
  else if (emailCode) errors.email = 'invalidEmail';
  if (!values.password) errors.password = 'required';
  return errors;
}
