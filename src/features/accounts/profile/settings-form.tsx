import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { NOTIFICATION_CHANNELS, settingsSchema } from '@alva/rules';
import { FormAlert } from '@/components/form/native-fields';
import { RulesForm, useRulesForm } from '@/components/form/rules-form';
import { NativeButton, Notice } from '@/components/ui/native-button';
import { useShopRequest } from '@/graphql/use-shop-query';
import { cookieNames } from '@/lib/cookies';
import { localePath } from '@/lib/i18n';
import { UpdateProfileCustomerMutation } from '../graphql/profile';
import type { EditableProfile } from './profile-form';
import { LANGUAGES } from './profile-rules';
import styles from './profile.module.css';

interface Settings {
  selectedLanguage: string;
  notificationChannel: string;
}

/**
 * Settings: the language (stored as the profile's selectedLanguage; the site switches to it) and where order updates
 * go besides e-mail (WhatsApp or SMS).
 */
export function SettingsForm({
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
  const form = useRulesForm<Settings>(settingsSchema, {
    selectedLanguage: stored,
    notificationChannel: profile.notificationChannel,
  });
  const [saved, setSaved] = useState(false);
  const request = useShopRequest();
  const [loading, setLoading] = useState(false);
  const failed = () => form.setError('root.server', { message: t('system') });

  async function onValid(input: Settings) {
    if (loading) return;
    setSaved(false);
    setLoading(true);
    try {
      const result = (await request(UpdateProfileCustomerMutation, { input })).updateProfileCustomer;
      if (result?.__typename !== 'ProfileCustomerUpdated') {
        failed();
        return;
      }
      onSaved(result.profile);
      document.cookie = `${cookieNames.locale}=${input.selectedLanguage}; path=/; max-age=31536000; samesite=lax`;
      // The whole site in the chosen language, back at this section.
      if (input.selectedLanguage !== locale) {
        window.location.assign(`${localePath(input.selectedLanguage, '/profile')}#settings`);
      } else {
        setSaved(true);
      }
    } catch {
      failed();
    } finally {
      setLoading(false);
    }
  }

  return (
    <RulesForm form={form} idPrefix="settings" onValid={onValid} className={styles.form} aria-label={t('settingsForm')}>
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
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('notificationTitle')}</legend>
        <div className={styles.radios}>
          {NOTIFICATION_CHANNELS.map((channel) => (
            <label key={channel} className={styles.radio}>
              <input type="radio" value={channel} {...form.register('notificationChannel')} />
              {t(`notificationChannels.${channel}`)}
            </label>
          ))}
        </div>
        <p className={styles.help}>{t('notificationHint')}</p>
      </fieldset>
      <FormAlert />
      {saved && (
        <Notice severity="success" role="status">
          {t('settingsSaved')}
        </Notice>
      )}
      <div className={styles.actions}>
        <NativeButton type="submit" variant="outlined" busy={loading}>
          {t('saveSettings')}
        </NativeButton>
      </div>
    </RulesForm>
  );
}
