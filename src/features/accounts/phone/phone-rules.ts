/**
 * The /login phone form's rules are the server's (@alva/rules phone-sign-in.ts, built on the one phone rule of
 * contact.ts): the visitor types the national number; spaces, dashes and brackets are grouping, a leading 0
 * or 62 is dropped (toE164). Only the display format lives here.
 */
import {
  checkOtpCode,
  checkPhoneNumber,
  OTP_CODE_LENGTH,
  type CodeFieldError,
  type PhoneFieldError,
  toE164,
} from '@alva/rules';

export { toE164 };

export type PhoneInputError = PhoneFieldError;
export type CodeInputError = CodeFieldError;
export const OTP_LENGTH = OTP_CODE_LENGTH;

export const checkPhone = (national: string): PhoneInputError | null => checkPhoneNumber(national);
export const checkCode = (code: string): CodeInputError | null => checkOtpCode(code);

export { formatPhone } from './format-phone';
