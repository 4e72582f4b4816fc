import { useMutation } from '@apollo/client/react';
import { useFormatter, useTranslations } from 'next-intl';
import { type FormEvent, useMemo, useState } from 'react';
import { NativeButton, Notice } from '@/components/ui/native-button';
import { NativeSelect, NativeTextField } from '@/components/ui/native-field';
import type { ProfileForm_ProfileFragment } from '@/graphql/generated/graphql';
import { UpdateProfileCustomerMutation } from '../graphql/profile';
import { PhoneCodeCheck } from '../phone/phone-code-check';
import { checkPhone, toE164 } from '../phone/phone-rules';
import { type FieldErrors, focusFirstError, toFieldErrors, useFieldErrorMessage } from './field-errors';
import {
  formatBirthDate,
  GENDERS,
  jakartaToday,
  MAX_AGE,
  NAME_MAX,
  OCCUPATIONS,
  validateProfile,
} from './profile-rules';
import styles from './profile.module.css';

export type EditableProfile = ProfileForm_ProfileFragment;

const FIELDS = ['name', 'emailAddress', 'phoneNumber', 'gender', 'birthDate', 'occupation'] as const;
type Field = (typeof FIELDS)[number];

interface Values {
  name: string;
  emailAddress: string;
  phoneNumber: string;
  gender: string;
  day: string;
  month: string;
  year: string;
  occupation: string;
}

function initialValues(p: EditableProfile): Values {
  const [year = '', month = '', day = ''] = formatBirthDate(p.birthDate).split('-');
  return {
    name: p.name,
    emailAddress: p.emailAddress.endsWith('.invalid') ? '' : p.emailAddress,
    // Shown after the fixed +62 prefix.
    phoneNumber: (p.phoneNumber ?? '').replace(/^\+62/, ''),
    gender: p.gender ?? '',
    day: day ? String(Number(day)) : '',
    month: month ? String(Number(month)) : '',
    year,
    occupation: p.occupation && (OCCUPATIONS as readonly string[]).includes(p.occupation) ? p.occupation : '',
  };
}

/** A phone-only account has a placeholder address (shown empty); it may save the rest without adding one. */
const hasNoEmail = (p: EditableProfile) => p.emailAddress.endsWith('.invalid');

const toInput = (v: Values, profile: EditableProfile) => ({
  name: v.name,
  ...(hasNoEmail(profile) && !v.emailAddress.trim() ? {} : { emailAddress: v.emailAddress }),
  phoneNumber: v.phoneNumber,
  gender: v.gender || null,
  // A missing part stays empty ("1990--07"): the rule says 'Please complete your date of birth'.
  birthDate: v.day || v.month || v.year ? `${v.year}-${v.month}-${v.day}` : '',
  occupation: v.occupation,
});

/**
 * The customer's details (SPEC §2 profile editing): name, e-mail, phone, gender, date of birth and occupation,
 * checked with the server's own rules before sending; the server's field codes come back as the same messages.
 */
export function ProfileForm({ profile, onSaved }: { profile: EditableProfile; onSaved: (p: EditableProfile) => void }) {
  const t = useTranslations('ProfileForm');
  const tProfile = useTranslations('Profile');
  const format = useFormatter();
  const message = useFieldErrorMessage();
  const [values, setValues] = useState(() => initialValues(profile));
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [notice, setNotice] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const [save, { loading }] = useMutation(UpdateProfileCustomerMutation);
  // A new number is saved only with a confirmed code to it (PhoneCodeCheck); the saved one needs none.
  const [phoneProof, setPhoneProof] = useState<{ phoneNumber: string; sessionInfo: string } | null>(null);
  const typedPhone = checkPhone(values.phoneNumber) ? null : toE164(values.phoneNumber);
  const phoneChanged = typedPhone !== null && typedPhone !== profile.phoneNumber;

  const label: Record<Field, string> = {
    name: tProfile('name'),
    emailAddress: tProfile('email'),
    phoneNumber: tProfile('phone'),
    gender: tProfile('gender'),
    birthDate: tProfile('birthDate'),
    occupation: tProfile('occupation'),
  };
  const months = useMemo(
    () =>
      Array.from({ length: 12 }, (_, i) => ({
        value: String(i + 1),
        label: format.dateTime(new Date(Date.UTC(2000, i, 15)), { month: 'long', timeZone: 'UTC' }),
      })),
    [format],
  );
  const thisYear = jakartaToday().y;
  const years = Array.from({ length: MAX_AGE + 1 }, (_, i) => String(thisYear - i));

  const set = (key: keyof Values, field: Field) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [key]: e.target.value }));
    setErrors((x) => ({ ...x, [field]: undefined }));
    setNotice(null);
  };

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (loading) return;
    setNotice(null);
    const input = {
      ...toInput(values, profile),
      ...(phoneChanged && phoneProof?.phoneNumber === typedPhone ? { phoneSessionInfo: phoneProof.sessionInfo } : {}),
    };
    const local = toFieldErrors(
      validateProfile(input).filter((e) => e.field !== 'emailAddress' || 'emailAddress' in input),
      FIELDS,
    ).errors;
    if (!local.phoneNumber && phoneChanged && !input.phoneSessionInfo) local.phoneNumber = 'PHONE_NOT_VERIFIED';
    setErrors(local);
    if (Object.keys(local).length) {
      focusFirstError('profile', FIELDS, local);
      return;
    }
    try {
      const { data } = await save({ variables: { input } });
      const result = data?.updateProfileCustomer;
      if (result?.__typename === 'ProfileCustomerUpdated') {
        onSaved(result.profile);
        setValues(initialValues(result.profile));
        setPhoneProof(null);
        setNotice({
          severity: 'success',
          text:
            result.emailChanged && result.profile.pendingEmailAddress
              ? t('savedEmailChanged', {
                  email: result.profile.pendingEmailAddress,
                  current: result.profile.emailAddress,
                })
              : t('saved'),
        });
      } else if (result?.__typename === 'ProfileValidationError') {
        const mapped = toFieldErrors(result.fieldErrors, FIELDS);
        setErrors(mapped.errors);
        focusFirstError('profile', FIELDS, mapped.errors);
        setNotice({ severity: 'error', text: t('fixErrors') });
      } else {
        setNotice({ severity: 'error', text: t('system') });
      }
    } catch {
      setNotice({ severity: 'error', text: t('system') });
    }
  }

  const dateError = message(errors.birthDate, label.birthDate);
  const genderError = message(errors.gender, label.gender);
  return (
    <form noValidate onSubmit={onSubmit} className={styles.form} aria-label={t('formLabel')}>
      <div className={styles.grid2}>
        <NativeTextField
          id="profile-name"
          label={label.name}
          name="name"
          autoComplete="name"
          required
          value={values.name}
          onChange={set('name', 'name')}
          error={Boolean(errors.name)}
          helperText={message(errors.name, label.name) ?? t('nameHint')}
          maxLength={NAME_MAX + 20}
        />
        <NativeTextField
          id="profile-emailAddress"
          label={label.emailAddress}
          name="email"
          type="email"
          autoComplete="email"
          required={!hasNoEmail(profile)}
          value={values.emailAddress}
          onChange={set('emailAddress', 'emailAddress')}
          error={Boolean(errors.emailAddress)}
          helperText={
            message(errors.emailAddress, label.emailAddress) ??
            (profile.pendingEmailAddress
              ? t('emailPendingHint', { email: profile.pendingEmailAddress })
              : hasNoEmail(profile)
                ? t('emailOptionalHint')
                : profile.emailVerified
                  ? t('emailVerifiedHint')
                  : t('emailNotVerifiedHint'))
          }
          maxLength={254}
        />
        <NativeTextField
          id="profile-phoneNumber"
          label={label.phoneNumber}
          name="phone"
          type="tel"
          autoComplete="tel-national"
          inputMode="numeric"
          required
          prefix="+62"
          value={values.phoneNumber}
          onChange={set('phoneNumber', 'phoneNumber')}
          error={Boolean(errors.phoneNumber)}
          helperText={message(errors.phoneNumber, label.phoneNumber) ?? t('phoneHint')}
          maxLength={20}
        />
        {phoneChanged && (
          <div className={styles.phoneCheck}>
            <PhoneCodeCheck
              id="profile-phone-check"
              phoneNumber={typedPhone}
              verified={phoneProof?.phoneNumber ?? null}
              onVerified={(proof) => {
                setPhoneProof(proof);
                setErrors((x) => ({ ...x, phoneNumber: undefined }));
              }}
            />
          </div>
        )}
        <NativeSelect
          id="profile-occupation"
          label={label.occupation}
          name="occupation"
          required
          value={values.occupation}
          onChange={set('occupation', 'occupation')}
          error={Boolean(errors.occupation)}
          helperText={message(errors.occupation, label.occupation)}
        >
          <option value="">{t('chooseOccupation')}</option>
          {OCCUPATIONS.map((o) => (
            <option key={o} value={o}>
              {t(`occupations.${o}`)}
            </option>
          ))}
        </NativeSelect>
      </div>

      <fieldset
        className={[styles.fieldset, genderError ? styles.fieldsetError : ''].join(' ')}
        aria-describedby={genderError ? 'profile-gender-error' : undefined}
      >
        <legend className={styles.legend}>
          {label.gender}
          <span aria-hidden="true" className={styles.asterisk}>
            *
          </span>
        </legend>
        <div className={styles.radios}>
          {GENDERS.map((g, i) => (
            <label key={g} className={styles.radio}>
              <input
                id={i === 0 ? 'profile-gender' : undefined}
                type="radio"
                name="gender"
                value={g}
                checked={values.gender === g}
                onChange={set('gender', 'gender')}
              />
              {tProfile(`genders.${g}`)}
            </label>
          ))}
        </div>
        {genderError && (
          <p id="profile-gender-error" className={styles.error}>
            {genderError}
          </p>
        )}
      </fieldset>

      <fieldset
        className={[styles.fieldset, dateError ? styles.fieldsetError : ''].join(' ')}
        aria-describedby={dateError ? 'profile-birthDate-error' : undefined}
      >
        <legend className={styles.legend}>
          {label.birthDate}
          <span aria-hidden="true" className={styles.asterisk}>
            *
          </span>
        </legend>
        <div className={styles.dateParts}>
          <NativeSelect
            id="profile-birthDate"
            label={t('day')}
            value={values.day}
            onChange={set('day', 'birthDate')}
            error={Boolean(dateError)}
            autoComplete="bday-day"
          >
            <option value="">{t('dayPlaceholder')}</option>
            {Array.from({ length: 31 }, (_, i) => (
              <option key={i} value={String(i + 1)}>
                {i + 1}
              </option>
            ))}
          </NativeSelect>
          <NativeSelect
            id="profile-birthMonth"
            label={t('month')}
            value={values.month}
            onChange={set('month', 'birthDate')}
            error={Boolean(dateError)}
            autoComplete="bday-month"
          >
            <option value="">{t('monthPlaceholder')}</option>
            {months.map((m) => (
              <option key={m.value} value={m.value}>
                {m.label}
              </option>
            ))}
          </NativeSelect>
          <NativeSelect
            id="profile-birthYear"
            label={t('year')}
            value={values.year}
            onChange={set('year', 'birthDate')}
            error={Boolean(dateError)}
            autoComplete="bday-year"
          >
            <option value="">{t('yearPlaceholder')}</option>
            {years.map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </NativeSelect>
        </div>
        {dateError && (
          <p id="profile-birthDate-error" className={styles.error}>
            {dateError}
          </p>
        )}
      </fieldset>

      {notice && (
        <Notice severity={notice.severity} role={notice.severity === 'error' ? 'alert' : 'status'}>
          {notice.text}
        </Notice>
      )}
      <div className={styles.actions}>
        <NativeButton type="submit" variant="contained" size="large" busy={loading}>
          {loading ? t('saving') : t('save')}
        </NativeButton>
      </div>
    </form>
  );
}
