/**
 * Input rules of the e-mail account operations (SPEC §5), in a pure module: the server validates with it and the
 * site's forms import the same file (src/features/accounts/account-rules.ts re-exports it); the server is the
 * authority. Every failed rule is a field-level code the site translates.
 *
 * Name, e-mail and phone: the one shared rule of ../contact-rules.ts (re-exported here).
 * Password: 8–128 characters with at least one letter and one digit; no control characters.
 */
import * as yup from 'yup';
import type { ContactFieldCode } from './contact';
import { emailField, personNameField, phoneField } from './contact-fields';
import { checkedString, fieldErrorsOf } from './validate';

export type AccountField =
  | 'name'
  | 'emailAddress'
  | 'phoneNumber'
  | 'password'
  | 'oldPassword'
  | 'newPassword'
  | 'referralLink'
  | 'referralCode'
  | 'sourceRegistration'
  | 'token';

export type AccountFieldCode =
  | ContactFieldCode
  | 'PASSWORD_TOO_SHORT'
  | 'PASSWORD_TOO_LONG'
  | 'PASSWORD_WEAK'
  | 'PASSWORD_SAME_AS_OLD'
  | 'NO_PASSWORD_ACCOUNT'
  | 'PASSWORD_ALREADY_SET'
  | 'EMAIL_NEEDED_FOR_PASSWORD'
  | 'REFERRAL_CODE_FORMAT'
  | 'REFERRAL_LINK_FORMAT'
  | 'PHONE_CONFLICT'
  | 'PHONE_NOT_VERIFIED'
  | 'INVALID_VALUE';

export interface AccountFieldError {
  field: AccountField;
  code: AccountFieldCode;
}

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const REFERRAL_CODE_MAX = 64;
export const REFERRAL_LINK_MAX = 2048;

const REFERRAL_CODE_PATTERN = /^[A-Za-z0-9_-]+$/;
// C0/C1 controls, zero-width and bidirectional formatting characters.
const CONTROL_PATTERN = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/;

export const SOURCE_REGISTRATIONS = ['ANDROID', 'IOS', 'WEBSITE'] as const;
export type SourceRegistration = (typeof SOURCE_REGISTRATIONS)[number];

export function checkPassword(value: string | null | undefined): AccountFieldCode | null {
  const password = value ?? '';
  if (!password) return 'REQUIRED';
  if (password.length > PASSWORD_MAX) return 'PASSWORD_TOO_LONG';
  if (password.length < PASSWORD_MIN) return 'PASSWORD_TOO_SHORT';
  if (CONTROL_PATTERN.test(password) || !/\p{L}/u.test(password) || !/\d/.test(password)) return 'PASSWORD_WEAK';
  return null;
}

export function checkReferralCode(value: string | null | undefined): AccountFieldCode | null {
  const code = (value ?? '').trim();
  if (!code) return null;
  if (code.length > REFERRAL_CODE_MAX) return 'TOO_LONG';
  if (!REFERRAL_CODE_PATTERN.test(code)) return 'REFERRAL_CODE_FORMAT';
  return null;
}

export function checkReferralLink(value: string | null | undefined): AccountFieldCode | null {
  const link = (value ?? '').trim();
  if (!link) return null;
  if (link.length > REFERRAL_LINK_MAX) return 'TOO_LONG';
  // Quotes, angle brackets and whitespace never belong in a link someone shares; refusing them keeps markup out.
  if (/[\s<>"'`]/.test(link)) return 'REFERRAL_LINK_FORMAT';
  try {
    const url = new URL(link);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'REFERRAL_LINK_FORMAT';
  } catch {
    return 'REFERRAL_LINK_FORMAT';
  }
  return null;
}

export interface RegistrationInput {
  name: string;
  emailAddress: string;
  phoneNumber: string;
  /** Proof that the number received a code and it was typed back (verifyOtp); see registerCustomer. */
  phoneSessionInfo?: string | null;
  password: string;
  referralLink?: string | null;
  referralCode?: string | null;
  sourceRegistration?: string | null;
}

/** The sign-up form on the site: what the person types (the phone proof and the source are added when sending). */
export const registrationFormSchema = yup.object({
  name: personNameField(),
  emailAddress: emailField(),
  phoneNumber: phoneField(),
  password: checkedString(checkPassword, 'password'),
  referralCode: checkedString(checkReferralCode, 'referralCode'),
});

/** registerCustomer: the form's fields, the referral link and where the sign-up came from. */
export const registrationSchema = registrationFormSchema.shape({
  referralLink: checkedString(checkReferralLink, 'referralLink'),
  sourceRegistration: checkedString(
    (value) => (value == null || SOURCE_REGISTRATIONS.includes(value as SourceRegistration) ? null : 'INVALID_VALUE'),
    'sourceRegistration',
  ),
});

export function validateRegistration(input: RegistrationInput): AccountFieldError[] {
  return fieldErrorsOf(registrationSchema, input) as AccountFieldError[];
}

/** The current password of a sign-in or a change: only present and not absurdly long (the server checks it). */
export function checkCurrentPassword(value: string | null | undefined): AccountFieldCode | null {
  if (!value) return 'REQUIRED';
  return value.length > PASSWORD_MAX ? 'PASSWORD_TOO_LONG' : null;
}

/** E-mail sign-in (Firebase checks the credentials themselves). */
export const signInSchema = yup.object({
  email: emailField(),
  password: checkedString(checkCurrentPassword, 'password'),
});

/** A form that asks only for an e-mail address to send a link to (a password reset, a new verification link). */
export const emailLinkRequestSchema = yup.object({
  emailAddress: emailField(),
});

/** The retype of a new password on the site's forms ("The password does not match"). */
const retypePasswordField = () =>
  checkedString(() => null, 'retype').test({
    name: 'retypeMatches',
    test(value, ctx) {
      if (!value) return ctx.createError({ message: 'REQUIRED' });
      return value === ctx.parent.newPassword ? true : ctx.createError({ message: 'PASSWORD_MISMATCH' });
    },
  });

/**
 * A new password without a current one: "set a password" for an account that has none (signed up with a phone
 * code) and the reset with an e-mailed link. setAccountPassword also needs a confirmed e-mail address to sign in
 * with (EMAIL_NEEDED_FOR_PASSWORD) and no password yet (PASSWORD_ALREADY_SET).
 */
export const setPasswordSchema = yup.object({
  newPassword: checkedString(checkPassword, 'password'),
});

/** The same on the site's forms, with the retype. */
export const newPasswordFormSchema = setPasswordSchema.shape({ retypePassword: retypePasswordField() });

/** The signed-in customer changes the password: the current one and a new one that differs from it (SPEC §5). */
export const changePasswordSchema = yup.object({
  oldPassword: checkedString(checkCurrentPassword, 'oldPassword'),
  newPassword: checkedString(() => null, 'newPassword').test({
    name: 'newPassword',
    test(value, ctx) {
      const code =
        checkPassword(value) ??
        (ctx.parent.oldPassword && value === ctx.parent.oldPassword ? 'PASSWORD_SAME_AS_OLD' : null);
      return code ? ctx.createError({ message: code }) : true;
    },
  }),
});

/** The change-password form on the site, with the retype. */
export const changePasswordFormSchema = changePasswordSchema.shape({ retypePassword: retypePasswordField() });

export function validatePasswordChange(oldPassword: string, newPassword: string): AccountFieldError[] {
  return fieldErrorsOf(changePasswordSchema, { oldPassword, newPassword }) as AccountFieldError[];
}
