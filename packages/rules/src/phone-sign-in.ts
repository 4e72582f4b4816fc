/**
 * Phone sign-in input rules (SPEC §5, §9). The number rule is the one every account form uses (contact-rules.ts:
 * +62 only, at least 11 digits and at most 15 characters, national forms like "0812…" normalised with toE164), here
 * mapped to the phone API's own error codes; the referral rules are registration's (account-rules.ts). The /login
 * form imports this file (src/features/accounts/phone/phone-rules.ts), so both refuse the same input.
 */
import * as yup from 'yup';

import { checkPhone } from './contact';
import { checkReferralCode, checkReferralLink, SOURCE_REGISTRATIONS, SourceRegistration } from './account';
import { checkedString } from './validate';

export type PhoneFieldError =
    /** 'This field is required' */
    | 'PHONE_REQUIRED'
    /** 'Invalid {field} format. Please use only numbers.' */
    | 'PHONE_NOT_NUMERIC'
    /** 'Invalid Phone Number format.' (not +62, too short or too long) */
    | 'PHONE_INVALID_FORMAT';

export type CodeFieldError = 'CODE_REQUIRED' | 'CODE_INVALID_FORMAT';

export const OTP_CODE_LENGTH = 6;

/** `null` when the number (E.164 or national) is an acceptable Indonesian number; use toE164 to store or send it. */
export function checkPhoneNumber(raw: unknown): PhoneFieldError | null {
    if (typeof raw !== 'string') return 'PHONE_REQUIRED';
    switch (checkPhone(raw)) {
        case null:
            return null;
        case 'REQUIRED':
            return 'PHONE_REQUIRED';
        case 'PHONE_FORMAT':
            // 'use only numbers' only when something else than digits was typed; "+620…" is a malformed number.
            return /^\+?[\d\s\-()]+$/.test(raw.trim()) ? 'PHONE_INVALID_FORMAT' : 'PHONE_NOT_NUMERIC';
        default:
            return 'PHONE_INVALID_FORMAT';
    }
}

export function checkOtpCode(raw: unknown): CodeFieldError | null {
    if (typeof raw !== 'string' || raw.trim() === '') return 'CODE_REQUIRED';
    if (!new RegExp(`^[0-9]{${OTP_CODE_LENGTH}}$`).test(raw.trim())) return 'CODE_INVALID_FORMAT';
    return null;
}

/** Firebase's sessionInfo is an opaque base64url-ish string; anything else cannot be one of ours. */
export function isPlausibleSessionInfo(raw: unknown): raw is string {
    return typeof raw === 'string' && raw.length >= 8 && raw.length <= 4096 && /^[A-Za-z0-9_\-.=+/:]+$/.test(raw);
}

export type RegistrationSource = SourceRegistration;
export const REGISTRATION_SOURCES: readonly RegistrationSource[] = SOURCE_REGISTRATIONS;

export type ReferralFieldError = 'REFERRAL_LINK_INVALID' | 'REFERRAL_CODE_INVALID' | 'SOURCE_INVALID';

/** Referral link, referral code and registration source, by registration's rules; empty values mean "none". */
export function checkRegistrationInput(input: {
    referralLink?: string | null;
    referralCode?: string | null;
    sourceRegistration?: string | null;
}): { field: 'referralLink' | 'referralCode' | 'sourceRegistration'; code: ReferralFieldError } | null {
    if (checkReferralLink(input.referralLink)) return { field: 'referralLink', code: 'REFERRAL_LINK_INVALID' };
    if (checkReferralCode(input.referralCode)) return { field: 'referralCode', code: 'REFERRAL_CODE_INVALID' };
    const source = input.sourceRegistration?.trim();
    if (source && !REGISTRATION_SOURCES.includes(source as RegistrationSource)) {
        return { field: 'sourceRegistration', code: 'SOURCE_INVALID' };
    }
    return null;
}

/** The /login phone step: the national number as typed (the server normalises it with toE164). */
export const phoneSignInSchema = yup.object({
    phone: checkedString(checkPhoneNumber, 'phone'),
});

/** The /login code step: the 6-digit code sent by SMS. */
export const otpCodeSchema = yup.object({
    code: checkedString(checkOtpCode, 'code'),
});
