import { nationalNumber, phoneOnlyProfileFormSchema, profileFormSchema } from '@alva/rules';
import { useFormatter, useTranslations } from 'next-intl';
import { type ReactNode, useMemo, useState } from 'react';
import { useController, useFormState } from 'react-hook-form';
import { useErrorText } from '@/components/form/error-text';
import { FormSelect, FormSubmit, FormTextField } from '@/components/form/native-fields';
import { RulesForm, useFormMethods, useRulesForm } from '@/components/form/rules-form';
import { applyServerFieldErrors } from '@/components/form/server-errors';
import { Notice } from '@/components/ui/native-button';
import { NativeSelect, phoneInputProps } from '@/components/ui/native-field';
import type { ProfileForm_ProfileFragment } from '@/graphql/generated/graphql';
import { useShopRequest } from '@/graphql/use-shop-query';
import { UpdateProfileCustomerMutation } from '../graphql/profile';
import { PhoneCodeCheck } from '../phone/phone-code-check';
import { checkPhone, toE164 } from '../phone/phone-rules';
import { formatBirthDate, GENDERS, jakartaToday, MAX_AGE, NAME_MAX, OCCUPATIONS } from './profile-rules';
import styles from './profile.module.css';

export type EditableProfile = ProfileForm_ProfileFragment;

const FIELDS = ['name', 'emailAddress', 'phoneNumber', 'gender', 'birthDate', 'occupation'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

function initialValues(p: EditableProfile): Values {
  const [year = '', month = '', day = ''] = formatBirthDate(p.birthDate).split('-');
  return {
    name: p.name,
    emailAddress: p.emailAddress.endsWith('.invalid') ? '' : p.emailAddress,
    // Shown after the fixed +62 prefix.
    phoneNumber: nationalNumber(p.phoneNumber),
    gender: p.gender ?? '',
    birthDate: year ? `${year}-${Number(month)}-${Number(day)}` : '',
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
  birthDate: v.birthDate,
  occupation: v.occupation,
});

/**
 * The customer's details (SPEC §2 profile editing): name, e-mail, phone, gender, date of birth and occupation,
 * checked with the server's own rules before sending; the server's field codes come back as the same messages.
 */
export function ProfileForm({ profile, onSaved }: { profile: EditableProfile; onSaved: (p: EditableProfile) => void }) {
  const t = useTranslations('ProfileForm');
  const tProfile = useTranslations('Profile');
  const form = useRulesForm<Values>(
    hasNoEmail(profile) ? phoneOnlyProfileFormSchema : profileFormSchema,
    initialValues(profile),
  );
  const [notice, setNotice] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const request = useShopRequest();
  // A new number is saved only with a confirmed code to it (PhoneCodeCheck); the saved one needs none.
  const [phoneProof, setPhoneProof] = useState<{ phoneNumber: string; sessionInfo: string } | null>(null);
  const phone = form.watch('phoneNumber');
  const typedPhone = checkPhone(phone) ? null : toE164(phone);
  const phoneChanged = typedPhone !== null && typedPhone !== profile.phoneNumber;

  const label: Record<Field, string> = {
    name: tProfile('name'),
    emailAddress: tProfile('email'),
    phoneNumber: tProfile('phone'),
    gender: tProfile('gender'),
    birthDate: tProfile('birthDate'),
    occupation: tProfile('occupation'),
  };

  async function onValid(values: Values) {
    setNotice(null);
    const phoneSessionInfo = phoneChanged && phoneProof?.phoneNumber === typedPhone ? phoneProof.sessionInfo : null;
    if (phoneChanged && !phoneSessionInfo) {
      form.setError('phoneNumber', { type: 'server', message: 'PHONE_NOT_VERIFIED' }, { shouldFocus: true });
      return;
    }
    const input = { ...toInput(values, profile), ...(phoneSessionInfo ? { phoneSessionInfo } : {}) };
    try {
      const result = (await request(UpdateProfileCustomerMutation, { input })).updateProfileCustomer;
      if (result?.__typename === 'ProfileCustomerUpdated') {
        onSaved(result.profile);
        form.reset(initialValues(result.profile));
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
        const other = applyServerFieldErrors(form, result.fieldErrors, FIELDS);
        setNotice({ severity: 'error', text: other.length ? t('system') : t('fixErrors') });
      } else {
        setNotice({ severity: 'error', text: t('system') });
      }
    } catch {
      setNotice({ severity: 'error', text: t('system') });
    }
  }

  return (
    <RulesForm form={form} idPrefix="profile" onValid={onValid} className={styles.form} aria-label={t('formLabel')}>
      <div className={styles.grid2}>
        <FormTextField
          name="name"
          label={label.name}
          hint={t('nameHint')}
          autoComplete="name"
          required
          maxLength={NAME_MAX + 20}
        />
        <FormTextField
          name="emailAddress"
          label={label.emailAddress}
          hint={
            profile.pendingEmailAddress
              ? t('emailPendingHint', { email: profile.pendingEmailAddress })
              : hasNoEmail(profile)
                ? t('emailOptionalHint')
                : profile.emailVerified
                  ? t('emailVerifiedHint')
                  : t('emailNotVerifiedHint')
          }
          type="email"
          autoComplete="email"
          required={!hasNoEmail(profile)}
          maxLength={254}
        />
        <FormTextField
          {...phoneInputProps}
          name="phoneNumber"
          label={label.phoneNumber}
          hint={t('phoneHint')}
          required
        />
        {phoneChanged && (
          <div className={styles.phoneCheck}>
            <PhoneCodeCheck
              id="profile-phone-check"
              phoneNumber={typedPhone}
              verified={phoneProof?.phoneNumber ?? null}
              onVerified={(proof) => {
                setPhoneProof(proof);
                form.clearErrors('phoneNumber');
              }}
            />
          </div>
        )}
        <FormSelect name="occupation" label={label.occupation} required>
          <option value="">{t('chooseOccupation')}</option>
          {OCCUPATIONS.map((o) => (
            <option key={o} value={o}>
              {t(`occupations.${o}`)}
            </option>
          ))}
        </FormSelect>
      </div>

      <GenderField label={label.gender} />
      <BirthDateField label={label.birthDate} />

      {notice && (
        <Notice severity={notice.severity} role={notice.severity === 'error' ? 'alert' : 'status'}>
          {notice.text}
        </Notice>
      )}
      <div className={styles.actions}>
        <FormSubmit busyLabel={t('saving')}>{t('save')}</FormSubmit>
      </div>
    </RulesForm>
  );
}

/** A group of controls with one legend and one error under it (the radios, the three parts of a date). */
function FieldGroup({
  name,
  label,
  error,
  children,
}: {
  name: Field;
  label: string;
  error: string | undefined;
  children: ReactNode;
}) {
  const errorId = `profile-${name}-error`;
  return (
    <fieldset
      className={[styles.fieldset, error ? styles.fieldsetError : ''].join(' ')}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className={styles.legend}>
        {label}
        <span aria-hidden="true" className={styles.asterisk}>
          *
        </span>
      </legend>
      {children}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}

function useGroupError(name: Field, label: string) {
  const { getFieldState } = useFormMethods<Values>();
  const state = useFormState<Values>({ name });
  return useErrorText()(getFieldState(name, state).error?.message, label);
}

function GenderField({ label }: { label: string }) {
  const tProfile = useTranslations('Profile');
  const { register } = useFormMethods<Values>();
  const error = useGroupError('gender', label);
  return (
    <FieldGroup name="gender" label={label} error={error}>
      <div className={styles.radios}>
        {GENDERS.map((g, i) => (
          <label key={g} className={styles.radio}>
            <input id={i === 0 ? 'profile-gender' : undefined} type="radio" value={g} {...register('gender')} />
            {tProfile(`genders.${g}`)}
          </label>
        ))}
      </div>
    </FieldGroup>
  );
}

/**
 * Day, month and year selects that make one value, "YYYY-M-D" (a missing part stays empty, "1990--7", which the rule
 * calls incomplete), checked and sent as the one field birthDate.
 */
function BirthDateField({ label }: { label: string }) {
  const t = useTranslations('ProfileForm');
  const format = useFormatter();
  const { field } = useController<Values, 'birthDate'>({ name: 'birthDate' });
  const error = useGroupError('birthDate', label);
  const [year = '', month = '', day = ''] = field.value ? field.value.split('-') : [];
  const setPart = (part: 'year' | 'month' | 'day') => (e: { target: { value: string } }) => {
    const next = { year, month, day, [part]: e.target.value };
    field.onChange(next.year || next.month || next.day ? `${next.year}-${next.month}-${next.day}` : '');
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
  return (
    <FieldGroup name="birthDate" label={label} error={error}>
      <div className={styles.dateParts}>
        <NativeSelect
          id="profile-birthDate"
          ref={field.ref}
          label={t('day')}
          value={day}
          onChange={setPart('day')}
          onBlur={field.onBlur}
          error={Boolean(error)}
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
          value={month}
          onChange={setPart('month')}
          onBlur={field.onBlur}
          error={Boolean(error)}
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
          value={year}
          onChange={setPart('year')}
          onBlur={field.onBlur}
          error={Boolean(error)}
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
    </FieldGroup>
  );
}
