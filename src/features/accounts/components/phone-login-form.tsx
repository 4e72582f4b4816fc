import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useApolloClient } from '@apollo/client/react';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { BusyButton } from '@/components/ui/busy-button';
import { routes } from '@/config/routes';
import {
  AutoLoginByPhoneNumberMutation,
  CustomerCheckIfPhoneNumberIsNotRegisteredQuery,
  SendOtpMutation,
  VerifyOtpMutation,
} from '../graphql/phone';
import { checkCode, checkPhone, formatPhone, OTP_LENGTH, toE164 } from '../phone/phone-rules';
import { readRegistrationContext } from '../phone/registration-context';
import { SignInError, type SignInErrorKey } from '../sign-in';

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
  const client = useApolloClient();
  const router = useRouter();
  const [national, setNational] = useState('');
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<{ field: 'phone' | 'code'; code: string } | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState<'send' | 'resend' | 'verify' | null>(null);
  const [step, setStep] = useState<CodeStep | null>(null);
  const secondsToResend = useCountdown(step?.resendAt ?? null);
  const phoneRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const recaptchaRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (step) codeRef.current?.focus();
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
      setFieldError({ field: 'phone', code: errorCode });
      phoneRef.current?.focus();
    } else if (result.field === 'code') {
      setFieldError({ field: 'code', code: errorCode });
      codeRef.current?.focus();
    } else {
      setProblem({ kind: 'phone', code: errorCode, retryAfterSeconds: result.retryAfterSeconds });
    }
  }

  async function send(phoneNumber: string, mode: 'send' | 'resend') {
    setBusy(mode);
    setProblem(null);
    setNotice(null);
    setFieldError(null);
    try {
      let recaptchaToken: string | null = null;
      if (recaptchaRef.current) {
        const { phoneRecaptchaToken } = await import('../phone/firebase-sign-in');
        recaptchaToken = await phoneRecaptchaToken(recaptchaRef.current).catch(() => {
          throw Object.assign(new Error('recaptcha'), { recaptcha: true });
        });
      }
      const { data } = await client.mutate({ mutation: SendOtpMutation, variables: { phoneNumber, recaptchaToken } });
      const result = data?.sendOtp;
      if (!result?.success || !result.sessionInfo) return showError(result ?? {});
      const sessionInfo = result.sessionInfo;
      setCode('');
      setStep({
        phoneNumber,
        sessionInfo,
        resendAt: Date.now() + (result.resendAfterSeconds ?? 60) * 1000,
        validMinutes: Math.round((result.expiresInSeconds ?? 300) / 60),
        registered: null,
      });
      if (mode === 'resend') setNotice(t('resent'));
      // 'already registered' / 'not registered' (SPEC §8): informative only; a failure changes nothing.
      client
        .query({
          query: CustomerCheckIfPhoneNumberIsNotRegisteredQuery,
          variables: { phoneNumber },
          fetchPolicy: 'no-cache',
        })
        .then(({ data: check }) => {
          const isRegistered = check?.customerCheckIfPhoneNumberIsNotRegistered.isRegistered;
          if (typeof isRegistered === 'boolean') {
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

  async function onSendCode(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const error = checkPhone(national);
    if (error) {
      setFieldError({ field: 'phone', code: error });
      setProblem(null);
      phoneRef.current?.focus();
      return;
    }
    await send(toE164(national), 'send');
  }

  async function onVerify(event: FormEvent) {
    event.preventDefault();
    if (busy || !step) return;
    const error = checkCode(code);
    if (error) {
      setFieldError({ field: 'code', code: error });
      setProblem(null);
      codeRef.current?.focus();
      return;
    }
    setBusy('verify');
    setProblem(null);
    setNotice(null);
    setFieldError(null);
    try {
      const verified = (
        await client.mutate({
          mutation: VerifyOtpMutation,
          variables: { sessionInfo: step.sessionInfo, code: code.trim() },
        })
      ).data?.verifyOtp;
      if (!verified?.success) return showError(verified ?? {});
      const login = (
        await client.mutate({
          mutation: AutoLoginByPhoneNumberMutation,
          variables: { phoneNumber: step.phoneNumber, sessionInfo: step.sessionInfo, ...readRegistrationContext() },
        })
      ).data?.autoLoginByPhoneNumber;
      if (!login?.success || !login.customToken) return showError({ ...login, field: null });
      const { signInWithPhoneCustomToken } = await import('../phone/firebase-sign-in');
      await signInWithPhoneCustomToken(client, login.customToken);
      await router.push(routes.home);
      return;
    } catch (error) {
      setProblem({ kind: 'signIn', key: error instanceof SignInError ? error.key : 'networkError' });
    } finally {
      setBusy(null);
    }
  }

  const problemText = problem ? (problem.kind === 'signIn' ? tLogin(problem.key) : message(problem)) : null;
  const phoneError = fieldError?.field === 'phone' ? message(fieldError) : undefined;
  const codeError = fieldError?.field === 'code' ? message(fieldError) : undefined;

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {problemText && (
        <Alert severity="error" role="alert">
          {problemText}
        </Alert>
      )}
      {notice && !problemText && (
        <Alert severity="success" role="status">
          {notice}
        </Alert>
      )}
      {!step ? (
        <Box component="form" noValidate onSubmit={onSendCode} sx={{ display: 'grid', gap: 2 }} aria-busy={!!busy}>
          <TextField
            label={t('phone')}
            name="phone"
            type="tel"
            autoComplete="tel-national"
            required
            value={national}
            inputRef={phoneRef}
            onChange={(e) => {
              setNational(e.target.value);
              setFieldError(null);
            }}
            error={Boolean(phoneError)}
            helperText={phoneError ?? t('phoneHint')}
            slotProps={{
              htmlInput: { inputMode: 'tel', maxLength: 20 },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <span aria-hidden="true">+62</span>
                    <Box component="span" sx={visuallyHidden}>
                      {t('countryCode')}
                    </Box>
                  </InputAdornment>
                ),
              },
            }}
          />
          <BusyButton type="submit" variant="contained" size="large" busy={busy === 'send'}>
            {busy === 'send' ? t('sending') : t('sendCode')}
          </BusyButton>
        </Box>
      ) : (
        <Box component="form" noValidate onSubmit={onVerify} sx={{ display: 'grid', gap: 2 }} aria-busy={!!busy}>
          <Box
            sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, justifyContent: 'space-between' }}
          >
            <Typography>
              {/* The number never wraps inside. */}
              {t('codeSentTo', { phone: '\u0001' })
                .split('\u0001')
                .map((part, i) =>
                  i === 0 ? (
                    part
                  ) : (
                    <span key={i}>
                      <Box component="span" sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
                        {formatPhone(step.phoneNumber)}
                      </Box>
                      {part}
                    </span>
                  ),
                )}
            </Typography>
            <Button
              variant="text"
              size="small"
              disabled={!!busy}
              onClick={() => {
                setStep(null);
                setProblem(null);
                setNotice(null);
                setFieldError(null);
                window.setTimeout(() => phoneRef.current?.focus(), 0);
              }}
            >
              {t('changeNumber')}
            </Button>
          </Box>
          {step.registered !== null && (
            <Typography variant="body2" color="text.secondary">
              {step.registered ? t('registered') : t('notRegistered')}
            </Typography>
          )}
          <TextField
            label={t('code')}
            name="code"
            autoComplete="one-time-code"
            required
            value={code}
            inputRef={codeRef}
            onChange={(e) => {
              setCode(e.target.value);
              setFieldError(null);
            }}
            error={Boolean(codeError)}
            helperText={codeError ?? t('codeHint', { minutes: step.validMinutes })}
            slotProps={{
              htmlInput: {
                inputMode: 'numeric',
                maxLength: OTP_LENGTH + 4,
                spellCheck: false,
                style: { letterSpacing: '0.3em', fontVariantNumeric: 'tabular-nums' },
              },
            }}
          />
          <BusyButton type="submit" variant="contained" size="large" busy={busy === 'verify'}>
            {busy === 'verify' ? t('verifying') : t('verify')}
          </BusyButton>
          <BusyButton
            variant="outlined"
            busy={busy === 'resend'}
            disabled={secondsToResend > 0 || busy === 'verify'}
            onClick={() => void send(step.phoneNumber, 'resend')}
          >
            {secondsToResend > 0 ? t('resendIn', { seconds: secondsToResend }) : t('resend')}
          </BusyButton>
        </Box>
      )}
      {/* Firebase's invisible reCAPTCHA (production only). */}
      <div ref={recaptchaRef} style={{ position: 'absolute' }} />
    </Box>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
