import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import MuiLink from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@apollo/client/react';
import NextLink from 'next/link';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { type FormEvent, useEffect, useState } from 'react';
import { BusyButton } from '@/components/ui/busy-button';
import { routes } from '@/config/routes';
import { publicEnv } from '@/config/env';
import { byField, fieldMessage, type AccountFormCode } from '../account-messages';
import {
  checkEmail,
  checkPassword,
  checkPersonName,
  checkPhone,
  checkReferralCode,
  EMAIL_MAX,
  NAME_MAX,
  normalizeEmail,
  REFERRAL_CODE_MAX,
  toE164,
} from '../account-rules';
import {
  CustomerCheckIfEmailIsNotRegisteredMutation,
  CustomerSendEmailVerificationMutation,
  RegisterCustomerMutation,
} from '../graphql/email-accounts';
import { PhoneCodeCheck } from '../phone/phone-code-check';
import { clearStoredReferralCode, resolveReferralCode } from '../referral';
import { PasswordField } from './password-field';

const FIELDS = ['name', 'emailAddress', 'phoneNumber', 'password', 'referralCode'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;
type Errors = Partial<Record<Field, AccountFormCode>>;

export function validateRegisterForm(values: Values): Errors {
  const errors: Errors = {};
  const set = (field: Field, code: AccountFormCode | null) => {
    if (code) errors[field] = code;
  };
  set('name', checkPersonName(values.name));
  set('emailAddress', checkEmail(values.emailAddress));
  set('phoneNumber', checkPhone(values.phoneNumber));
  set('password', checkPassword(values.password));
  set('referralCode', checkReferralCode(values.referralCode));
  return errors;
}

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
  const [values, setValues] = useState<Values>({
    name: '',
    emailAddress: '',
    phoneNumber: '',
    password: '',
    referralCode: '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const [emailStatus, setEmailStatus] = useState<'unknown' | 'free' | 'taken'>('unknown');
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'none' });
  const [resent, setResent] = useState<'idle' | 'busy' | 'sent' | 'tooMany' | 'failed'>('idle');
  const [register, { loading }] = useMutation(RegisterCustomerMutation);
  // The number is attached only with a confirmed code to it (PhoneCodeCheck, then registerCustomer checks it).
  const [phoneProof, setPhoneProof] = useState<{ phoneNumber: string; sessionInfo: string } | null>(null);
  const typedPhone = checkPhone(values.phoneNumber) ? null : toE164(values.phoneNumber);
  const phoneSessionInfo = typedPhone && phoneProof?.phoneNumber === typedPhone ? phoneProof.sessionInfo : null;
  const [checkEmailRegistered] = useMutation(CustomerCheckIfEmailIsNotRegisteredMutation);
  const [sendVerification] = useMutation(CustomerSendEmailVerificationMutation);

  // Referral code from `?ref=` (stored for later) or from an earlier visit.
  useEffect(() => {
    if (!router.isReady) return;
    const code = resolveReferralCode(router.query.ref);
    if (code) setValues((v) => (v.referralCode ? v : { ...v, referralCode: code }));
  }, [router.isReady, router.query.ref]);

  const labels: Record<Field, string> = {
    name: t('name'),
    emailAddress: t('email'),
    phoneNumber: t('phone'),
    password: t('password'),
    referralCode: t('referralCode'),
  };
  const message = (field: Field) => fieldMessage(tf, errors[field], labels[field]);
  const update = (field: Field) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: e.target.value }));
    if (errors[field]) setErrors((prev) => ({ ...prev, [field]: undefined }));
    if (field === 'emailAddress') setEmailStatus('unknown');
  };

  /** 'Already registered' as soon as the address is typed (customerCheckIfEmailIsNotRegistered). */
  async function onEmailBlur() {
    const code = checkEmail(values.emailAddress);
    if (code) {
      if (values.emailAddress) setErrors((prev) => ({ ...prev, emailAddress: code }));
      return;
    }
    try {
      const { data } = await checkEmailRegistered({ variables: { email: normalizeEmail(values.emailAddress) } });
      const answer = data?.customerCheckIfEmailIsNotRegistered;
      if (answer?.success) setEmailStatus('free');
      else if (answer?.errorCode === 'EMAIL_ADDRESS_CONFLICT') setEmailStatus('taken');
    } catch {
      // The submit answers anyway.
    }
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (loading) return;
    const nextErrors = validateRegisterForm(values);
    if (!nextErrors.phoneNumber && !phoneSessionInfo) nextErrors.phoneNumber = 'PHONE_NOT_VERIFIED';
    setErrors(nextErrors);
    setOutcome({ kind: 'none' });
    if (Object.keys(nextErrors).length) return;
    try {
      const { data } = await register({
        variables: {
          input: {
            name: values.name.trim(),
            emailAddress: normalizeEmail(values.emailAddress),
            phoneNumber: toE164(values.phoneNumber),
            phoneSessionInfo,
            password: values.password,
            referralCode: values.referralCode.trim() || null,
            referralLink: values.referralCode.trim() ? `${publicEnv.siteUrl}/?ref=${values.referralCode.trim()}` : null,
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
          setErrors(byField(result.fieldErrors, FIELDS));
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
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Alert severity="success" role="status">
          <Typography component="h3" variant="h6" sx={{ mb: 0.5 }}>
            {t('successTitle')}
          </Typography>
          {t('successBody', { email: outcome.email })}
        </Alert>
        {resent === 'sent' && <Alert severity="info">{t('resent')}</Alert>}
        {resent === 'tooMany' && <Alert severity="error">{tf('tooManyAttempts')}</Alert>}
        {resent === 'failed' && <Alert severity="error">{tf('systemError')}</Alert>}
        <Button variant="outlined" onClick={() => onResend(outcome.email)} disabled={resent === 'busy'}>
          {t('resend')}
        </Button>
        <Button component={NextLink} href={routes.loginEmail} variant="contained">
          {t('signIn')}
        </Button>
      </Box>
    );
  }

  const emailHelper =
    message('emailAddress') ??
    (emailStatus === 'taken' ? t('emailRegistered') : emailStatus === 'free' ? t('emailNotRegistered') : undefined);

  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 2 }} aria-busy={loading}>
      {outcome.kind !== 'none' && (
        <Alert severity="error" role="alert">
          {outcome.kind === 'conflict' ? (
            <>
              {t('emailRegistered')}{' '}
              <MuiLink component={NextLink} href={routes.loginEmail}>
                {t('signIn')}
              </MuiLink>
            </>
          ) : outcome.kind === 'tooMany' ? (
            tf('tooManyAttempts')
          ) : (
            tf('systemError')
          )}
        </Alert>
      )}
      <TextField
        label={t('name')}
        name="name"
        autoComplete="name"
        required
        value={values.name}
        onChange={update('name')}
        error={Boolean(errors.name)}
        helperText={message('name')}
        slotProps={{ htmlInput: { maxLength: NAME_MAX + 20 } }}
      />
      <TextField
        label={t('email')}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        required
        value={values.emailAddress}
        onChange={update('emailAddress')}
        onBlur={onEmailBlur}
        error={Boolean(errors.emailAddress) || emailStatus === 'taken'}
        helperText={emailHelper}
        slotProps={{ htmlInput: { maxLength: EMAIL_MAX + 10 } }}
      />
      <TextField
        label={t('phone')}
        type="tel"
        name="phone"
        autoComplete="tel-national"
        required
        value={values.phoneNumber}
        onChange={update('phoneNumber')}
        error={Boolean(errors.phoneNumber)}
        helperText={message('phoneNumber')}
        slotProps={{
          htmlInput: { inputMode: 'numeric', maxLength: 20 },
          input: {
            startAdornment: (
              <InputAdornment position="start" title={t('phonePrefix')}>
                +62
              </InputAdornment>
            ),
          },
        }}
      />
      <PhoneCodeCheck
        id="register-phone-check"
        phoneNumber={typedPhone}
        verified={phoneProof?.phoneNumber ?? null}
        onVerified={(proof) => {
          setPhoneProof(proof);
          setErrors((prev) => ({ ...prev, phoneNumber: undefined }));
        }}
      />
      <PasswordField
        label={t('password')}
        name="new-password"
        autoComplete="new-password"
        required
        value={values.password}
        onChange={update('password')}
        error={Boolean(errors.password)}
        helperText={message('password') ?? tf('passwordHint')}
      />
      <TextField
        label={t('referralCode')}
        name="referralCode"
        value={values.referralCode}
        onChange={update('referralCode')}
        error={Boolean(errors.referralCode)}
        helperText={message('referralCode')}
        slotProps={{ htmlInput: { maxLength: REFERRAL_CODE_MAX } }}
      />
      <Typography variant="body2" color="text.secondary">
        {t.rich('terms', {
          // A new tab, so what was typed here stays.
          link: (chunks) => (
            <MuiLink component={NextLink} href={routes.privacyAndTerms} target="_blank" rel="noopener">
              {chunks}
            </MuiLink>
          ),
        })}
      </Typography>
      <BusyButton type="submit" variant="contained" size="large" busy={loading}>
        {loading ? t('submitting') : t('submit')}
      </BusyButton>
      <Typography sx={{ textAlign: 'center' }}>
        {t('haveAccount')}{' '}
        <MuiLink component={NextLink} href={routes.loginEmail}>
          {t('signIn')}
        </MuiLink>
      </Typography>
    </Box>
  );
}
