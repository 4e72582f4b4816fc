import { checkReferralCode } from './account-rules';

/** The stored referral code (SPEC §9 "stored keys"): kept from a `?ref=` link until the visitor signs up. */
export const REFERRAL_STORAGE_KEY = 'referralCode';

/** Takes a valid `?ref=` code into storage, and returns the code to use (the query's, else the stored one). */
export function resolveReferralCode(queryRef: string | string[] | undefined): string {
  const fromQuery = typeof queryRef === 'string' ? queryRef.trim() : '';
  try {
    if (fromQuery && !checkReferralCode(fromQuery)) {
      window.localStorage.setItem(REFERRAL_STORAGE_KEY, fromQuery);
      return fromQuery;
    }
    const stored = window.localStorage.getItem(REFERRAL_STORAGE_KEY) ?? '';
    return checkReferralCode(stored) ? '' : stored;
  } catch {
    // Storage can be unavailable (private mode): the query's code still counts.
    return fromQuery && !checkReferralCode(fromQuery) ? fromQuery : '';
  }
}

export function clearStoredReferralCode(): void {
  try {
    window.localStorage.removeItem(REFERRAL_STORAGE_KEY);
  } catch {
    // ignore
  }
}
