/**
 * Phone sign-in input rules (SPEC §5, §9), the same as the /login form's (src/features/accounts/phone-rules.ts):
 * an Indonesian number in E.164 (`+62` then 9 to 12 digits: at least 11 digits and at most 15 characters in all),
 * and a 6-digit code. Each refusal is a code the site translates.
 */
export type PhoneFieldError =
    /** 'This field is required' */
    | 'PHONE_REQUIRED'
    /** 'Invalid {field} format. Please use only numbers.' */
    | 'PHONE_NOT_NUMERIC'
    /** 'Invalid Phone Number format.' (not +62, too short or too long) */
    | 'PHONE_INVALID_FORMAT';

export type CodeFieldError = 'CODE_REQUIRED' | 'CODE_INVALID_FORMAT';

export const PHONE_MIN_DIGITS = 11;
export const PHONE_MAX_LENGTH = 15;
export const COUNTRY_CODE = '+62';
export const OTP_CODE_LENGTH = 6;

/** Validates an E.164 phone number as sent by the site. `null` when it is an acceptable Indonesian number. */
export function checkPhoneNumber(raw: unknown): PhoneFieldError | null {
    if (typeof raw !== 'string' || raw.trim() === '') return 'PHONE_REQUIRED';
    const value = raw.trim();
    // Only a leading + and ASCII digits: letters, spaces, symbols, emoji, other scripts' digits are refused.
    if (!/^\+?[0-9]+$/.test(value)) return 'PHONE_NOT_NUMERIC';
    if (!value.startsWith(COUNTRY_CODE)) return 'PHONE_INVALID_FORMAT';
    const digits = value.slice(1);
    if (digits.length < PHONE_MIN_DIGITS || value.length > PHONE_MAX_LENGTH) return 'PHONE_INVALID_FORMAT';
    // The national number never starts with the trunk 0 (08xx is written +628xx).
    if (value[COUNTRY_CODE.length] === '0') return 'PHONE_INVALID_FORMAT';
    return null;
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

export type RegistrationSource = 'ANDROID' | 'IOS' | 'WEBSITE';
export const REGISTRATION_SOURCES: RegistrationSource[] = ['ANDROID', 'IOS', 'WEBSITE'];

export type ReferralFieldError = 'REFERRAL_LINK_INVALID' | 'REFERRAL_CODE_INVALID' | 'SOURCE_INVALID';

/**
 * Referral link (an http(s) URL of at most 2048 characters), referral code (letters, digits, - and _, at most 64)
 * and registration source (SPEC §3 enumeration; default WEBSITE). Empty values mean "none".
 */
export function checkRegistrationInput(input: {
    referralLink?: string | null;
    referralCode?: string | null;
    sourceRegistration?: string | null;
}): { field: 'referralLink' | 'referralCode' | 'sourceRegistration'; code: ReferralFieldError } | null {
    const link = input.referralLink?.trim();
    if (link) {
        let ok = link.length <= 2048 && !/[\s<>"'`]/.test(link);
        try {
            const url = new URL(link);
            ok = ok && (url.protocol === 'https:' || url.protocol === 'http:');
        } catch {
            ok = false;
        }
        if (!ok) return { field: 'referralLink', code: 'REFERRAL_LINK_INVALID' };
    }
    const code = input.referralCode?.trim();
    if (code && !/^[A-Za-z0-9_-]{1,64}$/.test(code)) return { field: 'referralCode', code: 'REFERRAL_CODE_INVALID' };
    const source = input.sourceRegistration?.trim();
    if (source && !REGISTRATION_SOURCES.includes(source as RegistrationSource)) {
        return { field: 'sourceRegistration', code: 'SOURCE_INVALID' };
    }
    return null;
}
