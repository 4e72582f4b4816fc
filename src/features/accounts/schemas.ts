/** Sign-in form rules (SPEC §5), shared by the form; the server (Firebase) enforces credentials itself. */
export interface LoginValues {
  email: string;
  password: string;
}

export type LoginErrors = Partial<Record<keyof LoginValues, 'required' | 'invalidEmail'>>;

// Practical e-mail shape: something@domain.tld, no spaces.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export function validateLogin(values: LoginValues): LoginErrors {
  const errors: LoginErrors = {};
  const email = values.email.trim();
  if (!email) errors.email = 'required';
  else if (!EMAIL_PATTERN.test(email) || email.length > 254) errors.email = 'invalidEmail';
  if (!values.password) errors.password = 'required';
  return errors;
}
