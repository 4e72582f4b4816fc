import {
  CONTACT_TOPICS,
  contactMessageSchema,
  type ContactMessageValues,
  EMAIL_MAX,
  MESSAGE_MAX,
  NAME_MAX,
  PHONE_INPUT_MAX,
} from '@alva/rules';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { FormAlert, FormSelect, FormSubmit, FormTextArea, FormTextField } from '@/components/form/native-fields';
import { RulesForm, useRulesForm } from '@/components/form/rules-form';
import { NativeButton, Notice } from '@/components/ui/native-button';
import { useLeadSubmit } from '../use-lead-submit';
import styles from './leads.module.css';

const FIELDS = ['name', 'email', 'phone', 'topic', 'message'] as const;
const EMPTY: ContactMessageValues = { name: '', email: '', phone: '', topic: '', message: '' };

/** Contact-us form, stored by the back end (which checks the same schema again). */
export function ContactForm() {
  const t = useTranslations('Contact');
  const tLeads = useTranslations('Leads');
  const locale = useLocale();
  const form = useRulesForm<ContactMessageValues>(contactMessageSchema, EMPTY);
  const { send, newFill, preload } = useLeadSubmit(form, FIELDS);
  const [stored, setStored] = useState(false);

  if (stored) {
    return (
      <div role="status" className={styles.done}>
        <Notice severity="success">{t('success')}</Notice>
        <NativeButton
          variant="outlined"
          onClick={() => {
            newFill();
            form.reset(EMPTY);
            setStored(false);
          }}
        >
          {t('sendAnother')}
        </NativeButton>
      </div>
    );
  }

  const messageLength = [...(form.watch('message') ?? '').trim()].length;
  return (
    <RulesForm
      form={form}
      idPrefix="contact"
      onValid={async (values) => {
        const ok = await send((submit, idempotencyKey) =>
          submit.submitContactMessage(
            { idempotencyKey, ...values, languageCode: locale },
            locale,
            tLeads('errors.system'),
          ),
        );
        if (ok) setStored(true);
      }}
      onFocus={() => void preload()}
      className={styles.form}
      aria-label={t('formLabel')}
    >
      <div className={styles.fields2}>
        <FormTextField name="name" label={t('name')} autoComplete="name" required maxLength={NAME_MAX + 20} />
        <FormTextField
          name="email"
          label={t('email')}
          type="email"
          autoComplete="email"
          required
          maxLength={EMAIL_MAX + 20}
        />
        <FormTextField
          name="phone"
          label={t('phone')}
          hint={tLeads('phoneHint')}
          type="tel"
          autoComplete="tel-national"
          required
          inputMode="numeric"
          maxLength={PHONE_INPUT_MAX}
          prefix="+62"
        />
        <FormSelect name="topic" label={t('topic')} required>
          <option value="">{t('chooseTopic')}</option>
          {CONTACT_TOPICS.map((topic) => (
            <option key={topic} value={topic}>
              {t(`topics.${topic}`)}
            </option>
          ))}
        </FormSelect>
      </div>
      <FormTextArea
        name="message"
        label={t('message')}
        hint={t('messageCount', { count: messageLength, max: MESSAGE_MAX })}
        required
        rows={5}
        maxLength={MESSAGE_MAX + 50}
      />
      <FormAlert />
      <div>
        <FormSubmit busyLabel={t('submitting')}>{t('submit')}</FormSubmit>
      </div>
    </RulesForm>
  );
}
