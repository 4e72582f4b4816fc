import { useRouter } from 'next/router';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { otpCodeSchema, phoneSignInSchema } from '@alva/rules';
import { RulesForm, useRulesForm } from '@/components/form/rules-form';
import { NativeTextField, phoneInputProps } from '@/components/ui/native-field';
import { NativeButton, Notice } from '@/components/ui/native-button';
import { routes } from '@/config/routes';
import { formatPhone, OTP_LENGTH, toE164 } from '../phone/phone-rules';
import { readRegistrationContext } from '../phone/registration-context';
import type { SignInErrorKey } from '../sign-in';
import styles from './login.module.css';

/** A message to show: a `PhoneLogin.errors.*` code (with its values) or a `Login.*` sign-in key. */
type Problem =
  | { kind: 'phone'; code: string; retryAfterSeconds?: number | null }
  | { kind: 'signIn'; key: SignInErrorKey };

/** Codes with a message of their own (`PhoneLogin.errors.*`); any other shows the system error. */
const PHONE_ERRORS = [
  'PHONE_REQUIRED',
  'PHONE_NOT_NUMERIC',
  'PHONE_INVALID_FORMAT',
  'CODE_REQUIRED',
  'CODE_INVALID_FORMAT',
  'INVALID_CODE',
  'RECAPTCHA_FAILED',
  'RESEND_TOO_SOON',
  'TOO_MANY_ATTEMPTS',
  'PHONE_NOT_VERIFIED',
  'REFERRAL_INVALID',
  'SYSTEM_ERROR',
] as const;

const REFERRAL_CODES = ['REFERRAL_LINK_INVALID', 'REFERRAL_CODE_INVALID', 'SOURCE_INVALID'];

interface CodeStep {
  phoneNumber: string;
  sessionInfo: string;
  resendAt: number;
  validMinutes: number;
  /** Epoch ms until which the code sent is accepted. */
  validUntil: number;
  registered: boolean | null;
}

/** Seconds left until `at` (epoch ms), re-rendered every second while positive. */
function useCountdown(at: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!at) return;
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [at]);
  return at ? Math.max(0, Math.ceil((at - now) / 1000)) : 0;
}

/**
 * Phone sign-in (SPEC §7): number → `sendOtp` → 6-digit code → `verifyOtp` → `autoLoginByPhoneNumber` (signs in, or
 * registers with the referral of the visit) → Firebase custom token → `completeSignIn` → `/`.
 */
export function PhoneLoginForm() {
  const t = useTranslations('PhoneLogin');
  const tLogin = useTranslations('Login');
  const locale = useLocale();
  const router = useRouter();
  // Apollo, the documents and Firebase load with the first request, not with the page (DESIGN §7).
  const api = () => import('../phone/phone-api');
  // Two forms on the rules' schemas (the server checks the same): the number, then the code sent to it.
  const phoneForm = useRulesForm<{ phone: string }>(phoneSignInSchema, { phone: '' });
  const codeForm = useRulesForm<{ code: string }>(otpCodeSchema, { code: '' });
  const [problem, setProblem] = useState<Problem | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState<'send' | 'resend' | 'verify' | null>(null);
  const [step, setStep] = useState<CodeStep | null>(null);
  // The code step left with "Change number": the same number again goes back to it instead of a new code (the
  // code already received still works; a new one may only be asked for after the countdown).
  const [previousStep, setPreviousStep] = useState<CodeStep | null>(null);
  const secondsToResend = useCountdown(step?.resendAt ?? null);
  const focus = (id: string) => window.setTimeout(() => document.getElementById(id)?.focus(), 0);

  useEffect(() => {
    if (step) focus(CODE_ID);
  }, [step?.sessionInfo]); // eslint-disable-line react-hooks/exhaustive-deps

  const message = (p: { code: string; retryAfterSeconds?: number | null }) => {
    const errorCode = REFERRAL_CODES.includes(p.code) ? 'REFERRAL_INVALID' : p.code;
    const key = (PHONE_ERRORS as readonly string[]).includes(errorCode)
      ? (errorCode as (typeof PHONE_ERRORS)[number])
      : 'SYSTEM_ERROR';
    const seconds = Math.max(1, p.retryAfterSeconds ?? 60);
    return t(`errors.${key}`, { field: t('phoneFieldName'), seconds, minutes: Math.max(1, Math.ceil(seconds / 60)) });
  };

  /** A server answer with an errorCode: on its field when it has one, otherwise above the form. */
  function showError(result: { errorCode?: string | null; field?: string | null; retryAfterSeconds?: number | null }) {
    const errorCode = result.errorCode ?? 'SYSTEM_ERROR';
    if (result.field === 'phoneNumber' && errorCode.startsWith('PHONE_')) {
      phoneForm.setError('phone', { message: errorCode }, { shouldFocus: true });
    } else if (result.field === 'code') {
      codeForm.setError('code', { message: errorCode }, { shouldFocus: true });
    } else {
      setProblem({ kind: 'phone', code: errorCode, retryAfterSeconds: result.retryAfterSeconds });
    }
  }

  async function send(phoneNumber: string, mode: 'send' | 'resend') {
    setBusy(mode);
    setProblem(null);
    setNotice(null);
    phoneForm.clearErrors();
    codeForm.clearErrors();
    try {
      const { requestOtp, isPhoneRegistered } = await api();
      const result = await requestOtp(locale, phoneNumber, document.getElementById(RECAPTCHA_ID));
      if (!result?.success || !result.sessionInfo) return showError(result ?? {});
      const sessionInfo = result.sessionInfo;
      codeForm.reset({ code: '' });
      setStep({
        phoneNumber,
        sessionInfo,
        resendAt: Date.now() + (result.resendAfterSeconds ?? 60) * 1000,
        validMinutes: Math.round((result.expiresInSeconds ?? 300) / 60),
        validUntil: Date.now() + (result.expiresInSeconds ?? 300) * 1000,
        registered: null,
      });
      if (mode === 'resend') setNotice(t('resent'));
      // 'already registered' / 'not registered' (SPEC §8): informative only; a failure changes nothing.
      isPhoneRegistered(locale, phoneNumber)
        .then((isRegistered) => {
          if (isRegistered !== null) {
            setStep((s) => (s && s.sessionInfo === sessionInfo ? { ...s, registered: isRegistered } : s));
          }
        })
        .catch(() => undefined);
    } catch (error) {
      if ((error as { recaptcha?: boolean }).recaptcha) setProblem({ kind: 'phone', code: 'RECAPTCHA_FAILED' });
      else setProblem({ kind: 'signIn', key: 'networkError' });
    } finally {
      setBusy(null);
    }
  }

  async function onSendCode({ phone }: { phone: string }) {
    if (busy) return;
    const phoneNumber = toE164(phone);
    if (previousStep && previousStep.phoneNumber === phoneNumber && Date.now() < previousStep.validUntil) {
      setStep(previousStep);
      setProblem(null);
      return;
    }
    await send(phoneNumber, 'send');
  }

  async function onVerify({ code }: { code: string }) {
    if (busy || !step) return;
    setBusy('verify');
    setProblem(null);
    setNotice(null);
    try {
      const { verifyOtp, signInWithVerifiedPhone } = await api();
      const verified = await verifyOtp(locale, step.sessionInfo, code.trim());
      if (!verified?.success) return showError(verified ?? {});
      const refused = await signInWithVerifiedPhone(
        locale,
        step.phoneNumber,
        step.sessionInfo,
        readRegistrationContext(),
      );
      if (refused) return showError({ ...refused, field: null });
      await router.push(routes.home);
      return;
    } catch (error) {
      setProblem({ kind: 'signIn', key: signInKeyOf(error) });
    } finally {
      setBusy(null);
    }
  }

  const problemText = problem ? (problem.kind === 'signIn' ? tLogin(problem.key) : message(problem)) : null;
  const phoneErrorCode = phoneForm.formState.errors.phone?.message;
  const codeErrorCode = codeForm.formState.errors.code?.message;
  const phoneError = phoneErrorCode ? message({ code: phoneErrorCode }) : undefined;
  const codeError = codeErrorCode ? message({ code: codeErrorCode }) : undefined;

  return (
    <div className={styles.stack}>
      {problemText && (
        <Notice severity="error" role="alert">
          {problemText}
        </Notice>
      )}
      {notice && !problemText && (
        <Notice severity="success" role="status">
          {notice}
        </Notice>
      )}
      {!step ? (
        <RulesForm form={phoneForm} idPrefix="login" onValid={onSendCode} className={styles.stack} aria-busy={!!busy}>
          <NativeTextField
            {...phoneInputProps}
            id={PHONE_ID}
            label={t('phone')}
            inputMode="tel"
            required
            {...phoneForm.register('phone')}
            error={Boolean(phoneError)}
            helperText={phoneError ?? t('phoneHint')}
          />
          <NativeButton type="submit" size="large" busy={busy === 'send'}>
            {busy === 'send' ? t('sending') : t('sendCode')}
          </NativeButton>
        </RulesForm>
      ) : (
        <RulesForm form={codeForm} idPrefix="login" onValid={onVerify} className={styles.stack} aria-busy={!!busy}>
          <div className={styles.row}>
            <p className={styles.text}>
              {/* The number never wraps inside. */}
              {t('codeSentTo', { phone: '\u0001' })
                .split('\u0001')
                .map((part, i) =>
                  i === 0 ? (
                    part
                  ) : (
                    <span key={i}>
                      <span className={styles.phone}>{formatPhone(step.phoneNumber)}</span>
                      {part}
                    </span>
                  ),
                )}
            </p>
            <button
              type="button"
              className={styles.textButton}
              disabled={!!busy}
              onClick={() => {
                setPreviousStep(step);
                setStep(null);
                setProblem(null);
                setNotice(null);
                codeForm.clearErrors();
                focus(PHONE_ID);
              }}
            >
              {t('changeNumber')}
            </button>
          </div>
          {step.registered !== null && (
            <p className={styles.note}>{step.registered ? t('registered') : t('notRegistered')}</p>
          )}
          <NativeTextField
            id={CODE_ID}
            className={styles.code}
            label={t('code')}
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={OTP_LENGTH + 4}
            spellCheck={false}
            required
            {...codeForm.register('code')}
            error={Boolean(codeError)}
            helperText={codeError ?? t('codeHint', { minutes: step.validMinutes })}
          />
          <NativeButton type="submit" size="large" busy={busy === 'verify'}>
            {busy === 'verify' ? t('verifying') : t('verify')}
          </NativeButton>
          <NativeButton
            variant="outlined"
            busy={busy === 'resend'}
            disabled={secondsToResend > 0 || busy === 'verify'}
            onClick={() => void send(step.phoneNumber, 'resend')}
          >
            {secondsToResend > 0 ? t('resendIn', { seconds: secondsToResend }) : t('resend')}
          </NativeButton>
        </RulesForm>
      )}
      {/* Firebase's invisible reCAPTCHA (production only). */}
      <div id={RECAPTCHA_ID} className={styles.recaptcha} />
    </div>
  );
}

const SIGN_IN_KEYS: readonly SignInErrorKey[] = [
  'invalidCredentials',
  'tooManyAttempts',
  'networkError',
  'notVerified',
  'popupBlocked',
  'popupClosed',
  'serviceError',
];

/** A SignInError's key, by shape: importing the class would pull the sign-in code into the page's first load. */
export function signInKeyOf(error: unknown): SignInErrorKey {
  const key = (error as { key?: unknown } | null)?.key;
  return error instanceof Error && SIGN_IN_KEYS.includes(key as SignInErrorKey)
    ? (key as SignInErrorKey)
    : 'networkError';
}

const PHONE_ID = 'login-phone';
const CODE_ID = 'login-code';
const RECAPTCHA_ID = 'login-recaptcha';
