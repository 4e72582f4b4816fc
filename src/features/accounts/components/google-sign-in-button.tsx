import { useRouter } from 'next/router';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { NativeButton, Notice } from '@/components/ui/native-button';
import { routes } from '@/config/routes';
import { readRegistrationContext } from '../phone/registration-context';
import type { SignInErrorKey } from '../sign-in';
import styles from './login.module.css';
import { signInKeyOf } from './phone-login-form';

const GOOGLE_ERRORS = [
  'INVALID_TOKEN',
  'NOT_GOOGLE_ACCOUNT',
  'REFERRAL_INVALID',
  'TOO_MANY_ATTEMPTS',
  'SYSTEM_ERROR',
] as const;

type Problem = { kind: 'signIn'; key: SignInErrorKey } | { kind: 'google'; code: string };

/** Google's "G" mark (brand colours), decorative. */
function GoogleMark() {
  return (
    <svg viewBox="0 0 48 48" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        fill="#EA4335"
        d="M24 9.5c3.5 0 6.6 1.2 9.1 3.6l6.8-6.8C35.8 2.4 30.3 0 24 0 14.6 0 6.6 5.4 2.7 13.3l7.9 6.1C12.5 13.6 17.8 9.5 24 9.5z"
      />
      <path
        fill="#4285F4"
        d="M46.1 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.4c-.5 2.9-2.2 5.3-4.6 7l7.5 5.8c4.4-4 6.8-10 6.8-17.3z"
      />
      <path
        fill="#FBBC05"
        d="M10.6 28.6c-.5-1.4-.8-3-.8-4.6s.3-3.2.8-4.6l-7.9-6.1C1 16.6 0 20.2 0 24s1 7.4 2.7 10.7l7.9-6.1z"
      />
      <path
        fill="#34A853"
        d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.5-5.8c-2.1 1.4-4.9 2.3-8.4 2.3-6.2 0-11.5-4.1-13.4-9.8l-7.9 6.1C6.6 42.6 14.6 48 24 48z"
      />
    </svg>
  );
}

/**
 * "Continue with Google" (SPEC §4, §9): Firebase's 500×600 popup, or a full-page redirect when the popup is
 * blocked; `registerCustomerWithGoogle` creates the customer on first sign-in, then `completeSignIn`, then `/`.
 */
export function GoogleSignInButton() {
  const t = useTranslations('GoogleLogin');
  const tLogin = useTranslations('Login');
  const locale = useLocale();
  const router = useRouter();
  const apollo = async () => (await import('@/graphql/on-demand-client')).onDemandApolloClient(locale);
  const [busy, setBusy] = useState<'popup' | 'redirect' | 'finishing' | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);

  const fail = async (error: unknown) => {
    const { GoogleRegistrationError } = await import('../phone/firebase-sign-in');
    if (error instanceof GoogleRegistrationError) {
      // The two codes that have sign-in wording already (SPEC §8).
      if (error.errorCode === 'EMAIL_NOT_VERIFIED') setProblem({ kind: 'signIn', key: 'notVerified' });
      else setProblem({ kind: 'google', code: error.errorCode });
    } else {
      setProblem({ kind: 'signIn', key: signInKeyOf(error) });
    }
    setBusy(null);
  };

  // Back from Google's full-page sign-in (only when this tab started one, so Firebase is not loaded otherwise).
  useEffect(() => {
    let cancelled = false;
    void (async () => {
      const { googleRedirectPending, finishGoogleRedirect } = await import('../phone/firebase-sign-in');
      if (!googleRedirectPending()) return;
      setBusy('finishing');
      try {
        const done = await finishGoogleRedirect(await apollo(), readRegistrationContext());
        if (cancelled) return;
        if (done) await router.push(routes.home);
        else setBusy(null);
      } catch (error) {
        if (!cancelled) await fail(error);
      }
    })();
    return () => {
      cancelled = true;
    };
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  const warmUp = () => {
    void import('../firebase-client').then(({ firebaseAuth }) => firebaseAuth()).catch(() => undefined);
  };

  async function onClick() {
    if (busy) return;
    setProblem(null);
    setBusy('popup');
    try {
      const { signInWithGoogle } = await import('../phone/firebase-sign-in');
      const outcome = await signInWithGoogle(await apollo(), readRegistrationContext());
      if (outcome === 'redirecting') {
        setBusy('redirect');
        return;
      }
      await router.push(routes.home);
    } catch (error) {
      await fail(error);
    }
  }

  const googleKey = (code: string): (typeof GOOGLE_ERRORS)[number] =>
    (GOOGLE_ERRORS as readonly string[]).includes(code)
      ? (code as (typeof GOOGLE_ERRORS)[number])
      : code.startsWith('REFERRAL') || code === 'SOURCE_INVALID'
        ? 'REFERRAL_INVALID'
        : 'SYSTEM_ERROR';
  const problemText = problem
    ? problem.kind === 'signIn'
      ? tLogin(problem.key)
      : t(`errors.${googleKey(problem.code)}`)
    : null;

  return (
    <div className={styles.stack}>
      {problemText && (
        <Notice severity="error" role="alert">
          {problemText}
        </Notice>
      )}
      <NativeButton
        variant="outlined"
        size="large"
        className={styles.google}
        busy={busy !== null}
        onClick={() => void onClick()}
        // Load Firebase as the pointer or focus arrives, so the popup opens while the click still counts as the
        // user's (browsers block popups opened long after the click).
        onPointerEnter={warmUp}
        onFocus={warmUp}
      >
        {busy === null && <GoogleMark />}
        {busy === 'redirect' ? t('redirecting') : busy ? t('opening') : t('continue')}
      </NativeButton>
    </div>
  );
}
