import { useMutation } from '@apollo/client/react';
import { useLocale, useTranslations } from 'next-intl';
import { languageSettingSchema } from '@alva/rules';
import { FormAlert } from '@/components/form/native-fields';
import { RulesForm, useRulesForm } from '@/components/form/rules-form';
import { NativeButton } from '@/components/ui/native-button';
import { cookieNames } from '@/lib/cookies';
import { localePath } from '@/lib/i18n';
import { UpdateProfileCustomerMutation } from '../graphql/profile';
import type { EditableProfile } from './profile-form';
import { LANGUAGES } from './profile-rules';
import styles from './profile.module.css';

/** Settings → language: stored as the profile's selectedLanguage, and the site switches to it. */
export function LanguageSetting({
  profile,
  onSaved,
}: {
  profile: EditableProfile;
  onSaved: (p: EditableProfile) => void;
}) {
  const t = useTranslations('ProfileForm');
  const tLanguage = useTranslations('LanguageSwitcher');
  const locale = useLocale();
  const stored =
    profile.selectedLanguage === 'en' || profile.selectedLanguage === 'id' ? profile.selectedLanguage : locale;
  const form = useRulesForm<{ selectedLanguage: string }>(languageSettingSchema, { selectedLanguage: stored });
  const [save, { loading }] = useMutation(UpdateProfileCustomerMutation);
  const failed = () => form.setError('root.server', { message: t('system') });

  async function onValid({ selectedLanguage: value }: { selectedLanguage: string }) {
    if (loading) return;
    try {
      const { data } = await save({ variables: { input: { selectedLanguage: value } } });
      const result = data?.updateProfileCustomer;
      if (result?.__typename !== 'ProfileCustomerUpdated') {
        failed();
        return;
      }
      onSaved(result.profile);
      document.cookie = `${cookieNames.locale}=${value}; path=/; max-age=31536000; samesite=lax`;
      // The whole site in the chosen language, back at this section.
      if (value !== locale) window.location.assign(`${localePath(value, '/profile')}#settings`);
    } catch {
      failed();
    }
  }

  return (
    <RulesForm
      form={form}
      idPrefix="language"
      onValid={onValid}
      className={styles.form}
      aria-label={t('languageTitle')}
    >
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('languageTitle')}</legend>
        <div className={styles.radios}>
          {LANGUAGES.map((l) => (
            <label key={l} className={styles.radio} lang={l}>
              <input type="radio" value={l} {...form.register('selectedLanguage')} />
              {tLanguage(l)}
            </label>
          ))}
        </div>
        <p className={styles.help}>{t('languageHint')}</p>
      </fieldset>
      <FormAlert />
      <div className={styles.actions}>
        <NativeButton type="submit" variant="outlined" busy={loading}>
          {t('saveLanguage')}
        </NativeButton>
      </div>
    </RulesForm>
  );
}
