import { useTranslations } from 'next-intl';
import { NativeButton, Notice } from '@/components/ui/native-button';
import { NativeSelect, NativeTextArea, NativeTextField } from '@/components/ui/native-field';
import { CONTACT_TOPICS, MESSAGE_MAX, validateContactMessage } from '../lead-rules';
import { useLeadForm } from '../use-lead-form';
import styles from './leads.module.css';

const FIELDS = ['name', 'email', 'phone', 'topic', 'message'] as const;
type Field = (typeof FIELDS)[number];
const EMPTY: Record<Field, string> = { name: '', email: '', phone: '', topic: '', message: '' };

/** Contact-us form, stored by the back end (which checks the same rules again). */
export function ContactForm() {
  const t = useTranslations('Contact');
  const tLeads = useTranslations('Leads');
  const label: Record<Field, string> = {
    name: t('name'),
    email: t('email'),
    phone: t('phone'),
    topic: t('topic'),
    message: t('message'),
  };
  const { values, errors, formError, submitting, done, message, change, onSubmit, reset, preload } = useLeadForm({
    fields: FIELDS,
    empty: EMPTY,
    idPrefix: 'contact',
    labels: label,
    validate: validateContactMessage,
    send: (submit, idempotencyKey, fill, locale) =>
      submit.submitContactMessage({ idempotencyKey, ...fill, languageCode: locale }, locale, tLeads('errors.system')),
  });

  if (done) {
    return (
      <div role="status" className={styles.done}>
        <Notice severity="success">{t('success')}</Notice>
        <NativeButton variant="outlined" onClick={reset}>
          {t('sendAnother')}
        </NativeButton>
      </div>
    );
  }

  const length = [...values.message.trim()].length;
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      onFocus={() => void preload()}
      className={styles.form}
      aria-label={t('formLabel')}
    >
      <div className={styles.fields2}>
        <NativeTextField
          id="contact-name"
          label={label.name}
          name="name"
          autoComplete="name"
          required
          value={values.name}
          onChange={change('name')}
          error={Boolean(errors.name)}
          helperText={message('name', errors.name)}
          maxLength={80}
        />
        <NativeTextField
          id="contact-email"
          label={label.email}
          name="email"
          type="email"
          autoComplete="email"
          required
          value={values.email}
          onChange={change('email')}
          error={Boolean(errors.email)}
          helperText={message('email', errors.email)}
          maxLength={254}
        />
        <NativeTextField
          id="contact-phone"
          label={label.phone}
          name="phone"
          type="tel"
          autoComplete="tel-national"
          required
          value={values.phone}
          onChange={change('phone')}
          error={Boolean(errors.phone)}
          helperText={message('phone', errors.phone) ?? tLeads('phoneHint')}
          inputMode="numeric"
          maxLength={16}
          prefix="+62"
        />
        <NativeSelect
          id="contact-topic"
          label={label.topic}
          name="topic"
          required
          value={values.topic}
          onChange={change('topic')}
          error={Boolean(errors.topic)}
          helperText={message('topic', errors.topic)}
        >
          <option value="">{t('chooseTopic')}</option>
          {CONTACT_TOPICS.map((topic) => (
            <option key={topic} value={topic}>
              {t(`topics.${topic}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <NativeTextArea
        id="contact-message"
        label={label.message}
        name="message"
        required
        rows={5}
        value={values.message}
        onChange={change('message')}
        error={Boolean(errors.message)}
        helperText={message('message', errors.message) ?? t('messageCount', { count: length, max: MESSAGE_MAX })}
        maxLength={MESSAGE_MAX + 50}
      />
      {formError && (
        <Notice severity="error" role="alert">
          {formError}
        </Notice>
      )}
      <div>
        <NativeButton type="submit" variant="contained" size="large" busy={submitting}>
          {submitting ? t('submitting') : t('submit')}
        </NativeButton>
      </div>
    </form>
  );
}
