import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { NativeButton, Notice } from '@/components/ui/native-button';
import { NativeTextField } from '@/components/ui/native-field';
import { checkCode, formatPhone, OTP_LENGTH } from './phone-rules';

/** Codes with a message of their own (`PhoneLogin.errors.*`); any other shows the system error. */
const KNOWN = [
  'CODE_REQUIRED',
  'CODE_INVALID_FORMAT',
  'INVALID_CODE',
  'RECAPTCHA_FAILED',
  'RESEND_TOO_SOON',
  'TOO_MANY_ATTEMPTS',
];

interface Sent {
  phoneNumber: string;
  sessionInfo: string;
  resendAt: number;
}

/**
 * Proves a phone number before a form attaches it to an account (profile, registration): sends a 6-digit code to
 * `phoneNumber` (E.164, or null while the field is not a valid number) and, once the code is typed back and
 * confirmed (verifyOtp), hands the session to `onVerified`; the server takes the number only with it.
 */
export function PhoneCodeCheck({
  id,
  phoneNumber,
  verified,
  onVerified,
}: {
  id: string;
  phoneNumber: string | null;
  /** The number the parent holds a confirmed session for. */
  verified: string | null;
  onVerified: (proof: { phoneNumber: string; sessionInfo: string }) => void;
}) {
  const t = useTranslations('PhoneCheck');
  const tPhone = useTranslations('PhoneLogin');
  const locale = useLocale();
  const [sent, setSent] = useState<Sent | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<{ code: string; retryAfterSeconds?: number | null } | null>(null);
  const [busy, setBusy] = useState<'send' | 'verify' | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const api = () => import('./phone-api');

  useEffect(() => {
    if (!sent) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [sent]);

  if (!phoneNumber) return null;
  if (verified === phoneNumber) {
    return (
      <Notice severity="success" role="status">
        {t('verified', { phone: formatPhone(phoneNumber) })}
      </Notice>
    );
  }
  // A code sent to another number than the one now in the field does not count.
  const current = sent && sent.phoneNumber === phoneNumber ? sent : null;
  const secondsToResend = current ? Math.max(0, Math.ceil((current.resendAt - now) / 1000)) : 0;
  const message = (e: { code: string; retryAfterSeconds?: number | null }) => {
    const seconds = Math.max(1, e.retryAfterSeconds ?? 60);
    return tPhone(`errors.${KNOWN.includes(e.code) ? e.code : 'SYSTEM_ERROR'}` as 'errors.SYSTEM_ERROR', {
      field: tPhone('phoneFieldName'),
      seconds,
      minutes: Math.max(1, Math.ceil(seconds / 60)),
    });
  };

  async function send() {
    if (busy || !phoneNumber) return;
    setBusy('send');
    setError(null);
    try {
      const { requestOtp } = await api();
      const result = await requestOtp(locale, phoneNumber, document.getElementById(`${id}-recaptcha`));
      if (!result?.success || !result.sessionInfo) {
        setError({ code: result?.errorCode ?? 'SYSTEM_ERROR', retryAfterSeconds: result?.retryAfterSeconds });
        return;
      }
      setCode('');
      setNow(Date.now());
      setSent({
        phoneNumber,
        sessionInfo: result.sessionInfo,
        resendAt: Date.now() + (result.resendAfterSeconds ?? 60) * 1000,
      });
      window.setTimeout(() => document.getElementById(`${id}-code`)?.focus(), 0);
    } catch (e) {
      setError({ code: (e as { recaptcha?: boolean }).recaptcha ? 'RECAPTCHA_FAILED' : 'SYSTEM_ERROR' });
    } finally {
      setBusy(null);
    }
  }

  async function confirm() {
    if (busy || !current) return;
    const invalid = checkCode(code);
    if (invalid) return setError({ code: invalid });
    setBusy('verify');
    setError(null);
    try {
      const { verifyOtp } = await api();
      const result = await verifyOtp(locale, current.sessionInfo, code.trim());
      if (!result?.success) {
        setError({ code: result?.errorCode ?? 'SYSTEM_ERROR', retryAfterSeconds: result?.retryAfterSeconds });
        return;
      }
      onVerified({ phoneNumber: current.phoneNumber, sessionInfo: current.sessionInfo });
    } catch {
      setError({ code: 'SYSTEM_ERROR' });
    } finally {
      setBusy(null);
    }
  }

  return (
    <div id={id} role="group" aria-label={t('groupLabel')} style={{ display: 'grid', gap: 12 }}>
      <p style={{ margin: 0 }}>
        {current ? tPhone('codeSentTo', { phone: formatPhone(current.phoneNumber) }) : t('intro')}
      </p>
      {error && !current && (
        <Notice severity="error" role="alert">
          {message(error)}
        </Notice>
      )}
      {current && (
        <NativeTextField
          id={`${id}-code`}
          label={tPhone('code')}
          name="one-time-code"
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={OTP_LENGTH + 4}
          value={code}
          onChange={(e) => {
            setCode(e.target.value);
            setError(null);
          }}
          onKeyDown={(e) => {
            // Enter confirms the code instead of submitting the surrounding form.
            if (e.key === 'Enter') {
              e.preventDefault();
              void confirm();
            }
          }}
          error={Boolean(error)}
          helperText={error ? message(error) : tPhone('codeHint', { minutes: 5 })}
        />
      )}
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        {current && (
          <NativeButton busy={busy === 'verify'} onClick={() => void confirm()}>
            {busy === 'verify' ? t('confirming') : t('confirm')}
          </NativeButton>
        )}
        <NativeButton
          variant={current ? 'outlined' : 'contained'}
          busy={busy === 'send'}
          disabled={secondsToResend > 0 || busy === 'verify'}
          onClick={() => void send()}
        >
          {busy === 'send'
            ? tPhone('sending')
            : current
              ? secondsToResend > 0
                ? tPhone('resendIn', { seconds: secondsToResend })
                : tPhone('resend')
              : t('sendCode')}
        </NativeButton>
      </div>
      <div id={`${id}-recaptcha`} />
    </div>
  );
}
