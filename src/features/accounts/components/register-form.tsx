import { EMAIL_MAX, NAME_MAX, normalizeEmail, REFERRAL_CODE_MAX, registrationFormSchema } from '@alva/rules';
import { useMutation } from '@apollo/client/react';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { FormSubmit, FormTextField } from '@/components/form/native-fields';
import { RulesForm, useRulesForm } from '@/components/form/rules-form';
import { applyServerFieldErrors } from '@/components/form/server-errors';
import Link from '@/components/ui/link';
import { NativeButton, NativeButtonLink, Notice } from '@/components/ui/native-button';
import text from '@/components/ui/text.module.css';
import { publicEnv } from '@/config/env';
import { routes } from '@/config/routes';
import {
  CustomerCheckIfEmailIsNotRegisteredMutation,
  CustomerSendEmailVerificationMutation,
  RegisterCustomerMutation,
} from '../graphql/email-accounts';
import { PhoneCodeCheck } from '../phone/phone-code-check';
import { checkPhone, toE164 } from '../phone/phone-rules';
import { clearStoredReferralCode, resolveReferralCode } from '../referral';
import styles from './account-form.module.css';
import { FormPasswordField } from './password-field';
import { phoneInputProps } from '@/components/ui/native-field';

const FIELDS = ['name', 'emailAddress', 'phoneNumber', 'password', 'referralCode'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;
type EmailStatus = 'unknown' | 'free' | 'taken';

type Outcome =
  | { kind: 'none' }
  | { kind: 'registered'; email: string }
  | { kind: 'conflict' }
  | { kind: 'tooMany' }
  | { kind: 'failed' };

/** Sign-up by e-mail (registerCustomer): the same rules as the server, then "check your e-mail". */
export function RegisterForm() {
  const t = useTranslations('Register');
  const tf = useTranslations('AccountForm');
  const router = useRouter();
  const form = useRulesForm<Values>(registrationFormSchema, {
    name: '',
    emailAddress: '',
    phoneNumber: '',
    password: '',
    referralCode: '',
  });
  const [emailStatus, setEmailStatus] = useState<EmailStatus>('unknown');
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'none' });
  const [resent, setResent] = useState<'idle' | 'busy' | 'sent' | 'tooMany' | 'failed'>('idle');
  const [register] = useMutation(RegisterCustomerMutation);
  // The number is attached only with a confirmed code to it (PhoneCodeCheck, then registerCustomer checks it).
  const [phoneProof, setPhoneProof] = useState<{ phoneNumber: string; sessionInfo: string } | null>(null);
  const phone = form.watch('phoneNumber');
  const typedPhone = checkPhone(phone) ? null : toE164(phone);
  const phoneSessionInfo = typedPhone && phoneProof?.phoneNumber === typedPhone ? phoneProof.sessionInfo : null;
  const [sendVerification] = useMutation(CustomerSendEmailVerificationMutation);

  // Referral code from `?ref=` (stored for later) or from an earlier visit.
  useEffect(() => {
    if (!router.isReady) return;
    const code = resolveReferralCode(router.query.ref);
    if (code && !form.getValues('referralCode')) form.setValue('referralCode', code);
  }, [router.isReady, router.query.ref, form]);

  async function onValid(values: Values) {
    setOutcome({ kind: 'none' });
    if (!phoneSessionInfo) {
      form.setError('phoneNumber', { type: 'server', message: 'PHONE_NOT_VERIFIED' }, { shouldFocus: true });
      return;
    }
    const referralCode = values.referralCode.trim();
    try {
      const { data } = await register({
        variables: {
          input: {
            name: values.name.trim(),
            emailAddress: normalizeEmail(values.emailAddress),
            phoneNumber: toE164(values.phoneNumber),
            phoneSessionInfo,
            password: values.password,
            referralCode: referralCode || null,
            referralLink: referralCode ? `${publicEnv.siteUrl}/?ref=${referralCode}` : null,
            sourceRegistration: 'WEBSITE',
          },
        },
      });
      const result = data?.registerCustomer;
      switch (result?.__typename) {
        case 'RegisterCustomerSuccess':
          clearStoredReferralCode();
          setOutcome({ kind: 'registered', email: result.emailAddress });
          break;
        case 'EmailAddressConflictError':
          setEmailStatus('taken');
          setOutcome({ kind: 'conflict' });
          break;
        case 'AccountInputError':
          if (applyServerFieldErrors(form, result.fieldErrors, FIELDS).length) setOutcome({ kind: 'failed' });
          break;
        case 'AccountRateLimitedError':
          setOutcome({ kind: 'tooMany' });
          break;
        default:
          setOutcome({ kind: 'failed' });
      }
    } catch {
      setOutcome({ kind: 'failed' });
    }
  }

  async function onResend(email: string) {
    setResent('busy');
    try {
      const { data } = await sendVerification({ variables: { emailAddress: email } });
      const kind = data?.customerSendEmailVerification.__typename;
      setResent(kind === 'AccountActionSuccess' ? 'sent' : kind === 'AccountRateLimitedError' ? 'tooMany' : 'failed');
    } catch {
      setResent('failed');
    }
  }

  if (outcome.kind === 'registered') {
    return (
      <div className={styles.form}>
        <Notice severity="success" role="status">
          <h3 className={styles.noticeTitle}>{t('successTitle')}</h3>
          {t('successBody', { email: outcome.email })}
        </Notice>
        {resent === 'sent' && <Notice severity="info">{t('resent')}</Notice>}
        {resent === 'tooMany' && <Notice severity="error">{tf('tooManyAttempts')}</Notice>}
        {resent === 'failed' && <Notice severity="error">{tf('systemError')}</Notice>}
        <NativeButton variant="outlined" onClick={() => onResend(outcome.email)} disabled={resent === 'busy'}>
          {t('resend')}
        </NativeButton>
        <NativeButtonLink href={routes.loginEmail} variant="contained">
          {t('signIn')}
        </NativeButtonLink>
      </div>
    );
  }

  return (
    <RulesForm form={form} idPrefix="register" onValid={onValid} className={styles.form}>
      {outcome.kind !== 'none' && (
        <Notice severity="error" role="alert">
          {outcome.kind === 'conflict' ? (
            <>
              {t('emailRegistered')}{' '}
              <Link href={routes.loginEmail} className={text.link}>
                {t('signIn')}
              </Link>
            </>
          ) : outcome.kind === 'tooMany' ? (
            tf('tooManyAttempts')
          ) : (
            tf('systemError')
          )}
        </Notice>
      )}
      <FormTextField name="name" label={t('name')} autoComplete="name" required maxLength={NAME_MAX + 20} />
      <RegisterEmailField status={emailStatus} onStatus={setEmailStatus} />
      <FormTextField {...phoneInputProps} name="phoneNumber" label={t('phone')} required />
      <PhoneCodeCheck
        id="register-phone-check"
        phoneNumber={typedPhone}
        verified={phoneProof?.phoneNumber ?? null}
        onVerified={(proof) => {
          setPhoneProof(proof);
          form.clearErrors('phoneNumber');
        }}
      />
      <FormPasswordField
        name="password"
        label={t('password')}
        autoComplete="new-password"
        required
        hint={tf('passwordHint')}
      />
      <FormTextField name="referralCode" label={t('referralCode')} maxLength={REFERRAL_CODE_MAX} />
      <p className={styles.terms}>
        {t.rich('terms', {
          // A new tab, so what was typed here stays.
          link: (chunks) => (
            <Link href={routes.privacyAndTerms} target="_blank" rel="noopener" className={text.link}>
              {chunks}
            </Link>
          ),
        })}
      </p>
      <FormSubmit busyLabel={t('submitting')}>{t('submit')}</FormSubmit>
      <p className={styles.centered}>
        {t('haveAccount')}{' '}
        <Link href={routes.loginEmail} className={text.link}>
          {t('signIn')}
        </Link>
      </p>
    </RulesForm>
  );
}

/** The e-mail field, which says "already registered" as soon as the address is typed (on leaving the field). */
function RegisterEmailField({ status, onStatus }: { status: EmailStatus; onStatus: (status: EmailStatus) => void }) {
  const t = useTranslations('Register');
  const { trigger, getValues } = useFormContext<Values>();
  const [checkEmailRegistered] = useMutation(CustomerCheckIfEmailIsNotRegisteredMutation);
  const hint = status === 'taken' ? t('emailRegistered') : status === 'free' ? t('emailNotRegistered') : undefined;

  async function checkRegistered() {
    const address = getValues('emailAddress');
    // An empty field is not an error yet; a malformed address is (the same rule as the submit).
    if (!address || !(await trigger('emailAddress'))) return;
    try {
      const { data } = await checkEmailRegistered({ variables: { email: normalizeEmail(address) } });
      const answer = data?.customerCheckIfEmailIsNotRegistered;
      if (answer?.success) onStatus('free');
      else if (answer?.errorCode === 'EMAIL_ADDRESS_CONFLICT') onStatus('taken');
    } catch {
      // The submit answers anyway.
    }
  }

  return (
    <FormTextField
      name="emailAddress"
      label={t('email')}
      hint={hint}
      flagged={status === 'taken'}
      type="email"
      autoComplete="email"
      inputMode="email"
      required
      maxLength={EMAIL_MAX + 10}
      registerOptions={{ onChange: () => onStatus('unknown'), onBlur: () => void checkRegistered() }}
    />
  );
}
