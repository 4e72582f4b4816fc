import { nationalNumber } from '@alva/rules';

/**
 * +6281234567890 → +62 812-3456-7890, for showing a number (the one a code went to, a phone-only account's name).
 * Its own module: the top bar names phone-only accounts with it on every signed-in page, and phone-rules.ts brings
 * the sign-in form's yup rules with it.
 */
export function formatPhone(e164: string): string {
  const national = nationalNumber(e164);
  const groups = [national.slice(0, 3), national.slice(3, 7), national.slice(7)].filter(Boolean);
  return `+62 ${groups.join('-')}`;
}
