/**
 * Referral and registration source sent with a registration (SPEC §7: referral link, referral code, source).
 * The referral code arrives in the URL (`?referralCode=` or `?ref=`); the link it came through is the page URL,
 * unless `?referralLink=` names one. Kept for the browser session so a Google redirect sign-in still has it.
 */
export interface RegistrationContext {
  referralLink: string | null;
  referralCode: string | null;
  sourceRegistration: 'WEBSITE';
}

const KEY = 'alva.referral';
const CODE = /^[A-Za-z0-9_-]{1,64}$/;

export function readRegistrationContext(
  href = typeof window === 'undefined' ? '' : window.location.href,
): RegistrationContext {
  let referralCode: string | null = null;
  let referralLink: string | null = null;
  try {
    const url = new URL(href);
    const code = url.searchParams.get('referralCode') ?? url.searchParams.get('ref');
    if (code && CODE.test(code.trim())) {
      referralCode = code.trim();
      const link = url.searchParams.get('referralLink');
      referralLink = link && /^https?:\/\//.test(link) && link.length <= 2048 ? link : url.href.slice(0, 2048);
    }
  } catch {
    // No usable URL: fall back to what was stored.
  }
  try {
    if (referralCode) {
      window.sessionStorage.setItem(KEY, JSON.stringify({ referralCode, referralLink }));
    } else {
      const stored = JSON.parse(window.sessionStorage.getItem(KEY) ?? 'null') as Partial<RegistrationContext> | null;
      if (stored?.referralCode && CODE.test(stored.referralCode)) {
        referralCode = stored.referralCode;
        referralLink = stored.referralLink ?? null;
      }
    }
  } catch {
    // Storage unavailable (private mode): the URL is enough.
  }
  return { referralLink, referralCode, sourceRegistration: 'WEBSITE' };
}
